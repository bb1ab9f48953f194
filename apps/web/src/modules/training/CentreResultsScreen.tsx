import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CentreResult } from '@qc/domain';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { useCentreResults } from './training-api.ts';

/**
 * Training results per centre (educational-test-center-results): marked sittings, the average
 * percentage and the pass rate of each centre in the caller's scope (a bounded list: one row
 * per centre, counted by the server over every sitting).
 */
export default function CentreResultsScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const phone = usePhone();
  const rows = useCentreResults();
  const pct = (n: number) => f.percent(n / 100, 1);
  return (
    <Screen>
      <QueryState
        query={rows}
        isEmpty={(r) => r.length === 0}
        empty={<EmptyState title={t('training.screen.noResults')} />}
      >
        {(list) => (
          <RecordTable<CentreResult>
            rows={list}
            rowKey={(r) => r.centreId}
            label={t('training.screen.results')}
            phone={phone}
            rowTestId="centre-result"
            columns={[
              { key: 'centre', header: t('training.screen.centre'), cell: (r) => r.centreName },
              {
                key: 'sittings',
                header: t('training.screen.sittings'),
                cell: (r) => f.number(r.sittings),
              },
              { key: 'average', header: t('training.screen.average'), cell: (r) => pct(r.average) },
              { key: 'pass', header: t('training.screen.passRate'), cell: (r) => pct(r.passRate) },
            ]}
            card={(r) => (
              <Stack spacing={0.5}>
                <Typography sx={{ fontWeight: 600 }}>{r.centreName}</Typography>
                <Typography variant="body2">
                  {t('training.screen.sittings')}: {f.number(r.sittings)} ·{' '}
                  {t('training.screen.average')}: {pct(r.average)} · {t('training.screen.passRate')}
                  : {pct(r.passRate)}
                </Typography>
              </Stack>
            )}
          />
        )}
      </QueryState>
    </Screen>
  );
}
