import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListFrame } from '../../app/components/ListFrame.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { SearchField } from '../../app/components/SearchField.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { cleanQuery } from '../../app/http/contract-path.ts';
import { useContestants } from './competitions-api.ts';

const PAGE_SIZE = 25;

/**
 * Competition entries across seasons and places (quranic-competition-search): find a contestant
 * (any Arabic spelling) or a competition by name, by season; ranks once results are approved.
 */
export function SearchScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const phone = usePhone();
  const s = useSearchState();
  const q = useDebounced(s.get('q'), 300);
  const season = useDebounced(s.get('season'), 300);
  const list = useContestants(
    cleanQuery({ q: q.trim(), season: season.trim(), page: s.page, pageSize: PAGE_SIZE }),
  );
  const rank = (n: number | null) => (n === null ? '—' : f.number(n));
  return (
    <Screen>
      <ListFrame
        query={list}
        search={s}
        pageSize={PAGE_SIZE}
        emptyTitle={t('competitions.ui.noEntries')}
        filters={
          <>
            <SearchField
              size="small"
              value={s.get('q')}
              onChange={(e) => s.set({ q: e.target.value })}
              placeholder={t('competitions.ui.searchEntries')}
              aria-label={t('competitions.ui.searchEntries')}
              sx={{ flex: '2 1 220px' }}
            />
            <TextField
              size="small"
              label={t('competitions.ui.season')}
              value={s.get('season')}
              onChange={(e) => s.set({ season: e.target.value })}
              sx={{ flex: '1 1 120px' }}
            />
          </>
        }
      >
        {({ items }) => (
          <RecordTable
            rows={items}
            rowKey={(r) => r.nominationId}
            label={t('competitions.ui.entries')}
            phone={phone}
            rowTestId="entry-row"
            columns={[
              { key: 'student', header: t('competitions.ui.student'), cell: (r) => r.studentName },
              { key: 'centre', header: t('competitions.ui.centre'), cell: (r) => r.centreName },
              {
                key: 'competition',
                header: t('competitions.ui.competition'),
                cell: (r) => r.competitionName,
              },
              {
                key: 'season',
                header: t('competitions.ui.season'),
                cell: (r) => f.digits(r.season),
                nowrap: true,
              },
              {
                key: 'category',
                header: t('competitions.ui.category'),
                cell: (r) => r.categoryName,
              },
              {
                key: 'rank',
                header: t('competitions.ui.rank'),
                cell: (r) => rank(r.rank),
                nowrap: true,
              },
              {
                key: 'score',
                header: t('competitions.ui.score'),
                cell: (r) => (r.score === null ? '—' : f.number(r.score)),
                nowrap: true,
              },
            ]}
            card={(r) => (
              <Card variant="outlined">
                <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>{r.studentName}</Typography>
                    <Typography>{rank(r.rank)}</Typography>
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {r.competitionName} · {f.digits(r.season)} · {r.categoryName} · {r.centreName}
                  </Typography>
                </CardContent>
              </Card>
            )}
          />
        )}
      </ListFrame>
    </Screen>
  );
}

export default SearchScreen;
