import Phone from '@mui/icons-material/PhoneOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { api } from '../../app/http/client.ts';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { StudentStatusChip } from './StudentStatusChip.tsx';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import type { Family } from '@qc/domain';
import { SearchField } from '../../app/components/SearchField.tsx';

/**
 * family-search-component: families and siblings, found by the guardian's name or phone, a
 * child's name or the father's name, in any Arabic spelling (hamza, taa marbuta, diacritics).
 */
export function FamilySearchScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const debounced = useDebounced(q.trim(), 350);
  const families = useQuery({
    queryKey: ['students', 'families', debounced],
    queryFn: () =>
      api
        .get<{ items: Family[] }>('/families/search', { query: { q: debounced } })
        .then((r) => r.items),
    enabled: debounced.length >= 2,
  });
  return (
    <Screen subtitle={t('students.family.help')}>
      <SearchField
        fullWidth
        autoFocus
        value={q}
        onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
        placeholder={t('students.family.searchHint')}
        sx={{ mb: 2 }}
      />
      {debounced.length < 2 ? (
        <EmptyState
          title={t('students.family.start')}
          description={t('students.family.startHelp')}
        />
      ) : (
        <QueryState
          query={families}
          isEmpty={(d) => d.length === 0}
          empty={<EmptyState title={t('students.family.none')} />}
        >
          {(items) => (
            <Grid container spacing={2}>
              {items.map((fam) => (
                <Grid key={fam.guardianId} size={{ xs: 12, md: 6 }}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                        {fam.guardianName}
                      </Typography>
                      {fam.guardianPhone && (
                        <Stack
                          direction="row"
                          sx={{ alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
                        >
                          <Phone fontSize="small" />
                          <bdi dir="ltr">{f.digits(fam.guardianPhone)}</bdi>
                        </Stack>
                      )}
                      <Typography variant="caption" color="text.secondary">
                        {t('students.family.children', {
                          n: f.number(fam.children.length),
                          count: fam.children.length,
                        })}
                      </Typography>
                      <List dense disablePadding>
                        {fam.children.map((c) => (
                          <ListItem
                            key={c.studentId}
                            disableGutters
                            secondaryAction={<StudentStatusChip status={c.status} />}
                          >
                            <ListItemText
                              primary={
                                <Link
                                  component={RouterLink}
                                  to={`/student-page-component?id=${c.studentId}`}
                                >
                                  {c.studentName}
                                </Link>
                              }
                              secondary={[c.centreName, c.ringName].filter(Boolean).join(' · ')}
                            />
                          </ListItem>
                        ))}
                      </List>
                    </CardContent>
                  </Card>
                </Grid>
              ))}
            </Grid>
          )}
        </QueryState>
      )}
    </Screen>
  );
}

export default FamilySearchScreen;
