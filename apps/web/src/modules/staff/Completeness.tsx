import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../app/components/ListPager.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { SheetStateChip } from './parts.tsx';
import { useCompleteness } from './staff-api.ts';

const PAGE_SIZE = 10;

/** A month's completeness: staff, sheets by state, missing; who has not submitted, paged. */
export function Completeness({ month }: { month: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const s = useSearchState();
  const page = Math.max(1, Number(s.get('missingPage') || 1));
  const done = useCompleteness({ month, page, pageSize: PAGE_SIZE });
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('staff.ui.completeness')}
      </Typography>
      <QueryState query={done}>
        {(d) => (
          <>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(6, 1fr)' },
                gap: 1,
                mb: 2,
              }}
            >
              {(
                [
                  ['staff.ui.employees', d.employees],
                  ['staff.state.approved', d.approved],
                  ['staff.state.submitted', d.submitted],
                  ['staff.state.returned', d.returned],
                  ['staff.state.draft', d.draft],
                  ['staff.ui.missing', d.missing],
                ] as const
              ).map(([key, n]) => (
                <Card key={key} variant="outlined">
                  <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
                    <Typography variant="caption" color="text.secondary">
                      {t(key)}
                    </Typography>
                    <Typography sx={{ fontWeight: 700 }} data-testid={`complete-${key}`}>
                      {f.number(n)}
                    </Typography>
                  </CardContent>
                </Card>
              ))}
            </Box>
            {d.notSubmitted.total > 0 && (
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="subtitle2" sx={{ mb: 1 }}>
                    {t('staff.ui.notSubmitted')} ({f.number(d.notSubmitted.total)})
                  </Typography>
                  {d.notSubmitted.items.map((r) => (
                    <Box
                      key={r.employeeId}
                      sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.25 }}
                    >
                      <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
                        {r.employeeName}
                        {r.centreName ? ` · ${r.centreName}` : ''}
                      </Typography>
                      <SheetStateChip state={r.state} />
                    </Box>
                  ))}
                  <ListPager
                    page={page}
                    total={d.notSubmitted.total}
                    pageSize={PAGE_SIZE}
                    onChange={(p) => s.set({ missingPage: String(p), page: s.get('page') })}
                  />
                </CardContent>
              </Card>
            )}
          </>
        )}
      </QueryState>
    </Box>
  );
}
