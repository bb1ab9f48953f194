import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { resourceApi } from '../../resources/resource-api.ts';

/** A lesson's own page: tutorials have theirs, plans and scientific lessons the plans' one. */
export function lessonPage(kind: unknown, id: string): string {
  const page = kind === 'tutorial' ? '/lessons-tutorials-show' : '/lessons-plans-show';
  return `${page}?id=${encodeURIComponent(id)}`;
}

/**
 * The teacher's lessons in one step: the published lessons of every kind (plans, tutorials,
 * scientific lessons) bound to the levels of the teacher's rings, newest first, each opening
 * its own page. A teacher has a few levels; the first 20 lessons are shown, the full lists are
 * the lessons screens.
 */
export function LevelLessonsPanel({ levels }: { levels: string[] }) {
  const { t } = useTranslation();
  const may = useCan('lessons:read');
  const lessons = useQuery({
    queryKey: ['lessons', 'list', 'my-levels', levels],
    queryFn: ({ signal }) =>
      resourceApi.list(
        'lessons',
        { levels: levels.join(','), status: 'published', pageSize: '20' },
        signal,
      ),
    enabled: may && levels.length > 0,
  });
  if (!may || levels.length === 0) return null;
  const items = lessons.data?.items ?? [];
  return (
    <Card variant="outlined" data-testid="level-lessons" sx={{ mt: 2 }}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <MenuBookOutlined fontSize="small" color="primary" />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            {t('training.screen.myLevel')}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {levels.map((level) => (
            <Chip key={level} size="small" label={t(`resources.lessons.enum.levels.${level}`)} />
          ))}
        </Stack>
        {lessons.isSuccess && items.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('training.screen.noLevelLessons')}
          </Typography>
        )}
        {items.length > 0 && (
          <List dense disablePadding sx={{ mt: 0.5 }}>
            {items.map((lesson) => (
              // A list holds list items; the link is inside its item (axe: list).
              <ListItem key={String(lesson.id)} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={lessonPage(lesson.kind, String(lesson.id))}
                  data-testid="level-lesson"
                  sx={{ px: 0.5 }}
                >
                  <ListItemText
                    primary={String(lesson.title ?? '')}
                    secondary={t(`resources.lessons.enum.kind.${String(lesson.kind)}`)}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
