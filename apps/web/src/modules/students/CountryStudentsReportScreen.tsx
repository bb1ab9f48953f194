import { STUDENT_STATUSES } from '@qc/domain';
import Download from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { api } from '../../app/http/client.ts';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { MAP_COLOURS } from './MemorisedMap.tsx';
import type { CentreReport } from '@qc/domain';
import type { LookupItem } from '../../resources/resource-api.ts';

const BAR: Record<string, string> = {
  active: MAP_COLOURS.new,
  accepted: '#f9a825',
  applicant: '#4fc3f7',
  suspended: '#e57373',
  graduated: '#065A94',
  withdrawn: '#bdbdbd',
};

/**
 * country-students-report: the students of a country (or everything in scope) by centre and
 * status, with totals and each centre's mix as a bar; a centre opens its student list.
 */
export function CountryStudentsReportScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const canExport = useCan('students:export');
  const [country, setCountry] = useState<LookupItem | null>(null);
  const report = useQuery({
    queryKey: ['students', 'report', country?.id ?? null],
    queryFn: () =>
      api
        .get<{ items: CentreReport[] }>('/students/report', { query: { countryId: country?.id } })
        .then((r) => r.items),
  });
  const totals = useMemo(() => {
    const out: Record<string, number> = {};
    let all = 0;
    for (const c of report.data ?? []) {
      all += c.total;
      for (const [s, n] of Object.entries(c.byStatus)) out[s] = (out[s] ?? 0) + n;
    }
    return { out, all };
  }, [report.data]);
  return (
    <Screen
      actions={
        canExport ? (
          <Button
            variant="outlined"
            startIcon={<Download />}
            onClick={() =>
              void api.download('/students/export', undefined, {
                query: { format: 'xlsx', countryId: country?.id },
              })
            }
          >
            {t('students.excel.export')}
          </Button>
        ) : null
      }
    >
      <Stack direction="row" sx={{ mb: 2 }}>
        <LookupField
          resource="countries"
          label={t('students.report.country')}
          value={country}
          onChange={setCountry}
        />
      </Stack>
      <QueryState
        query={report}
        isEmpty={(d) => d.length === 0}
        empty={<EmptyState title={t('students.report.none')} />}
      >
        {(items) => (
          <Stack spacing={2}>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              {(['active', 'accepted', 'suspended', 'graduated'] as const).map((s) => (
                <Card key={s} variant="outlined" sx={{ flex: '1 1 140px' }}>
                  <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
                    <Typography variant="caption" color="text.secondary">
                      {t(`students.status.${s}`)}
                    </Typography>
                    <Typography variant="h5">{f.number(totals.out[s] ?? 0)}</Typography>
                  </CardContent>
                </Card>
              ))}
            </Stack>
            <TableContainer component={Paper} variant="outlined">
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('students.page.centre')}</TableCell>
                    {STUDENT_STATUSES.map((s) => (
                      <TableCell key={s} align="center">
                        {t(`students.status.${s}`)}
                      </TableCell>
                    ))}
                    <TableCell align="center">{t('students.report.total')}</TableCell>
                    <TableCell sx={{ minWidth: 140 }} />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((c) => (
                    <TableRow key={c.centreId} hover>
                      <TableCell>
                        <Link
                          component={RouterLink}
                          to={`/center-students-component?centreId=${c.centreId}`}
                        >
                          {c.centreName}
                        </Link>
                      </TableCell>
                      {STUDENT_STATUSES.map((s) => (
                        <TableCell key={s} align="center">
                          {f.number(c.byStatus[s] ?? 0)}
                        </TableCell>
                      ))}
                      <TableCell align="center" sx={{ fontWeight: 600 }}>
                        {f.number(c.total)}
                      </TableCell>
                      <TableCell>
                        <Box
                          sx={{ display: 'flex', height: 10, borderRadius: 1, overflow: 'hidden' }}
                        >
                          {STUDENT_STATUSES.map((s) =>
                            c.byStatus[s] ? (
                              <Box
                                key={s}
                                title={t(`students.status.${s}`)}
                                sx={{ flex: c.byStatus[s], bgcolor: BAR[s] }}
                              />
                            ) : null,
                          )}
                        </Box>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow>
                    <TableCell>{t('students.report.total')}</TableCell>
                    {STUDENT_STATUSES.map((s) => (
                      <TableCell key={s} align="center">
                        {f.number(totals.out[s] ?? 0)}
                      </TableCell>
                    ))}
                    <TableCell align="center">{f.number(totals.all)}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableFooter>
              </Table>
            </TableContainer>
          </Stack>
        )}
      </QueryState>
    </Screen>
  );
}

export default CountryStudentsReportScreen;
