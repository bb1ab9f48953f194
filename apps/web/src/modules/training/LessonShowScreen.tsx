import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { RichTextView } from '../../app/richtext/index.ts';
import { refsOf, resourceApi, type StoredFile } from '../../resources/resource-api.ts';

/**
 * One lesson (lessons-plans-show, lessons-tutorials-show ?id=): a page that reads well on a
 * phone in Arabic: the title, its kind, section and levels, the summary, the sanitised content
 * (each paragraph in its own direction), the video link and the attachments. Readers only
 * ever get published lessons from the server; editors see a draft marked as such.
 */
export default function LessonShowScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const editor = useCan('lessons:update');
  const lesson = useQuery({
    queryKey: ['lessons', 'show', id],
    queryFn: ({ signal }) => resourceApi.read('lessons', id ?? '', signal),
    enabled: id !== null,
  });
  if (!id)
    return (
      <Screen>
        <EmptyState title={t('resources.lessons.title')} />
      </Screen>
    );
  return (
    <Screen maxWidth={760}>
      <QueryState query={lesson}>
        {(l) => {
          const levels = Array.isArray(l.levels) ? (l.levels as string[]) : [];
          const files = Array.isArray(l.attachments) ? (l.attachments as StoredFile[]) : [];
          const section = refsOf(l, 'sectionId')[0];
          return (
            <Stack component="article" spacing={2} data-testid="lesson-show">
              {l.status === 'draft' && (
                <Alert severity="warning">{t('training.screen.draft')}</Alert>
              )}
              <Typography variant="h5" component="h1" dir="auto" sx={{ fontWeight: 700 }}>
                {String(l.title)}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                <Chip
                  size="small"
                  color="primary"
                  label={t(`resources.lessons.enum.kind.${String(l.kind)}`)}
                />
                {section && <Chip size="small" variant="outlined" label={section.label} />}
                {levels.map((v) => (
                  <Chip
                    key={v}
                    size="small"
                    variant="outlined"
                    label={t(`resources.lessons.enum.levels.${v}`)}
                  />
                ))}
              </Stack>
              <Typography variant="caption" color="text.secondary">
                <DateText value={l.updatedAt} />
              </Typography>
              {typeof l.summary === 'string' && l.summary && (
                <Typography dir="auto" color="text.secondary" sx={{ fontSize: '1.05rem' }}>
                  {l.summary}
                </Typography>
              )}
              <Divider />
              <RichTextView html={typeof l.body === 'string' ? l.body : null} />
              {typeof l.videoUrl === 'string' && /^https:\/\//.test(l.videoUrl) && (
                <Button
                  variant="outlined"
                  startIcon={<OndemandVideoOutlined />}
                  href={l.videoUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t('training.screen.video')}
                </Button>
              )}
              {files.length > 0 && (
                <Stack spacing={0.5}>
                  <Typography variant="subtitle2">{t('training.screen.attachments')}</Typography>
                  {files.map((f) => (
                    <Link
                      key={f.id}
                      href={f.url}
                      target="_blank"
                      rel="noopener"
                      sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
                    >
                      <AttachFileOutlined fontSize="small" />
                      {f.name}
                    </Link>
                  ))}
                </Stack>
              )}
              {editor && (
                <Button
                  component={RouterLink}
                  to={`/r/lessons/${l.id}/edit`}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t('resources.actions.edit')}
                </Button>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Screen>
  );
}
