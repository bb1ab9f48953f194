import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ListPager } from '../../app/components/ListPager.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import type { LookupItem } from '../../resources/resource-api.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { PassChip, ScoreText, useResultColumns } from './parts.tsx';
import { useResults } from './training-api.ts';

/** Every training result in the caller's scope (educational-test-results), paged, by centre. */
export default function ResultsScreen() {
  const { t } = useTranslation();
  const phone = usePhone();
  const [page, setPage] = useState(1);
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const results = useResults({ page, centreId: centre?.id });
  const columns = useResultColumns().map((c) =>
    c.key === 'trainee'
      ? {
          ...c,
          cell: (r: (typeof results.data & object)['items'][number]) => (
            <Link component={RouterLink} to={`/educational-student-test-full?id=${r.traineeId}`}>
              {r.traineeName}
            </Link>
          ),
        }
      : c,
  );
  return (
    <Screen>
      <LookupField
        resource="centres"
        label={t('training.screen.centre')}
        value={centre}
        onChange={(c) => {
          setCentre(c);
          setPage(1);
        }}
      />
      <QueryState
        query={results}
        isEmpty={(p) => p.total === 0}
        empty={<EmptyState title={t('training.screen.noResults')} />}
      >
        {(p) => (
          <Stack spacing={1} sx={{ mt: 2 }}>
            <RecordTable
              rows={p.items}
              rowKey={(r) => r.id}
              columns={columns}
              label={t('training.screen.results')}
              phone={phone}
              rowTestId="training-result"
              card={(r) => (
                <Stack spacing={0.5}>
                  <Typography sx={{ fontWeight: 600 }}>{r.traineeName}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {r.examTitle} · {r.centreName}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <ScoreText r={r} />
                    <PassChip r={r} />
                  </Stack>
                </Stack>
              )}
            />
            <ListPager page={p.page} pageSize={p.pageSize} total={p.total} onChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </Screen>
  );
}
