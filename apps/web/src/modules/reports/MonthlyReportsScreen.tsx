import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MONTHLY_REPORT_LEVELS,
  MONTHLY_REPORT_STATES,
  type Completeness,
  type MonthlyReportRow,
} from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { ListFrame } from '../../app/components/ListFrame.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { MonthField, MonthText } from '../../app/components/MonthField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { SelectFilter } from '../../app/components/SelectFilter.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { CompletenessChip, lastMonth, ReportStateChip } from './monthly-parts.tsx';
import { useCompleteness, useMonthlyReports, useOpenReport } from './reports-api.ts';

const PAGE_SIZE = 25;
const reportLink = (id: string) => `/center-report-component?id=${id}`;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 90 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Box>
  );
}

/** Which centres have submitted the month's report: on time, late, missing. */
function Board({ c }: { c: Completeness }) {
  const { t } = useTranslation();
  const f = useFormat();
  const phone = usePhone();
  return (
    <Card sx={{ mb: 3 }} data-testid="completeness">
      <CardContent>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {t('reports.monthly.completeness')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('reports.monthly.due', { date: f.date(c.due, 'medium') })}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', mb: 1 }}>
          <Stat label={t('reports.monthly.centres')} value={f.number(c.centres)} />
          <Stat
            label={t('reports.monthly.submittedShare')}
            value={c.percent === null ? '—' : f.percent(c.percent / 100, 1)}
          />
          <Stat label={t('reports.monthly.status.on-time')} value={f.number(c.onTime)} />
          <Stat label={t('reports.monthly.status.late')} value={f.number(c.late)} />
          <Stat label={t('reports.monthly.status.missing')} value={f.number(c.missing)} />
          <Stat label={t('reports.monthly.approvedCount')} value={f.number(c.approved)} />
        </Stack>
        <LinearProgress
          variant="determinate"
          value={c.percent ?? 0}
          sx={{ height: 8, borderRadius: 4, mb: 2 }}
          aria-label={t('reports.monthly.submittedShare')}
        />
        {c.rows.length === 0 ? (
          <Typography color="text.secondary">{t('reports.monthly.noCentres')}</Typography>
        ) : (
          <RecordTable
            rows={c.rows}
            rowKey={(r) => r.centreId}
            label={t('reports.monthly.completeness')}
            phone={phone}
            rowTestId="completeness-row"
            columns={[
              {
                key: 'centre',
                header: t('reports.ui.centre'),
                primary: true,
                cell: (r) =>
                  r.reportId ? (
                    <Link component={RouterLink} to={reportLink(r.reportId)}>
                      {r.centreName}
                    </Link>
                  ) : (
                    r.centreName
                  ),
              },
              { key: 'country', header: t('reports.ui.country'), cell: (r) => r.countryName },
              {
                key: 'state',
                header: t('reports.monthly.state'),
                cell: (r) => <ReportStateChip state={r.state} />,
              },
              {
                key: 'status',
                header: t('reports.monthly.completeness'),
                cell: (r) => <CompletenessChip status={r.status} />,
              },
              {
                key: 'at',
                header: t('reports.ui.on'),
                nowrap: true,
                cell: (r) =>
                  r.firstSubmittedAt ? <DateText value={r.firstSubmittedAt} style="medium" /> : '—',
              },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Monthly reports (monthly-report-component): the completeness board of a month for the
 * caller's centres, then every report they may read (centres', countries', the organisation's),
 * filtered by level and state; the country's and the organisation's report of the month are
 * opened from here.
 */
export default function MonthlyReportsScreen() {
  const { t } = useTranslation();
  const s = useSearchState();
  const phone = usePhone();
  const navigate = useNavigate();
  const canCreate = useCan('monthly-reports:create');
  const month = /^\d{4}-\d{2}$/.test(s.get('month')) ? s.get('month') : lastMonth();
  const [country, setCountry] = useState<LookupItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const board = useCompleteness(month, s.get('country') || undefined);
  const list = useMonthlyReports({
    month,
    level: s.get('level') || undefined,
    state: s.get('state') || undefined,
    countryId: s.get('country') || undefined,
    page: s.page,
    pageSize: PAGE_SIZE,
  });
  const openReport = useOpenReport();
  const openLevel = (level: 'country' | 'organisation') =>
    openReport
      .mutateAsync(
        level === 'country' ? { level, month, countryId: country?.id ?? '' } : { level, month },
      )
      .then((d) => navigate(reportLink(d.id)))
      .catch((e: unknown) => setError(problemsOf(e, t('errors.internal')).message));
  return (
    <Screen
      actions={
        canCreate ? (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              disabled={!country || openReport.isPending}
              onClick={() => void openLevel('country')}
            >
              {t('reports.monthly.openCountry')}
            </Button>
            <Button
              variant="outlined"
              disabled={openReport.isPending}
              onClick={() => void openLevel('organisation')}
            >
              {t('reports.monthly.openOrganisation')}
            </Button>
          </Stack>
        ) : null
      }
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2, alignItems: 'center' }}>
        <MonthField
          size="small"
          name="month"
          label={t('reports.monthly.month')}
          value={month}
          onChange={(v) => s.set({ month: v })}
        />
        <LookupField
          resource="countries"
          label={t('reports.ui.country')}
          value={country}
          onChange={(c) => {
            setCountry(c);
            s.set({ country: c?.id ?? null });
          }}
        />
        <Typography color="text.secondary">
          <MonthText month={month} />
        </Typography>
      </Stack>
      {error && (
        <Typography color="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Typography>
      )}
      <QueryState query={board}>{(c) => <Board c={c} />}</QueryState>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('reports.monthly.reports')}
      </Typography>
      <ListFrame
        query={list}
        search={s}
        pageSize={PAGE_SIZE}
        emptyTitle={t('reports.monthly.noReports')}
        filters={
          <>
            <SelectFilter
              label={t('reports.monthly.level')}
              value={s.get('level')}
              onChange={(v) => s.set({ level: v })}
              options={MONTHLY_REPORT_LEVELS}
              optionLabel={(v) => t(`reports.monthly.level.${v}`)}
              allLabel={t('reports.monthly.all')}
              sx={{ flex: '1 1 130px' }}
            />
            <SelectFilter
              label={t('reports.monthly.state')}
              value={s.get('state')}
              onChange={(v) => s.set({ state: v })}
              options={MONTHLY_REPORT_STATES}
              optionLabel={(v) => t(`reports.monthly.state.${v}`)}
              allLabel={t('reports.monthly.all')}
              sx={{ flex: '1 1 130px' }}
            />
          </>
        }
      >
        {({ items }) => (
          <RecordTable<MonthlyReportRow>
            rows={items}
            rowKey={(r) => r.id}
            label={t('reports.monthly.reports')}
            phone={phone}
            rowTestId="monthly-report-row"
            onOpen={(r) => void navigate(reportLink(r.id))}
            columns={[
              {
                key: 'place',
                header: t('reports.monthly.place'),
                primary: true,
                cell: (r) =>
                  r.centreName ?? r.countryName ?? t('reports.monthly.level.organisation'),
              },
              {
                key: 'level',
                header: t('reports.monthly.level'),
                cell: (r) => t(`reports.monthly.level.${r.level}`),
              },
              {
                key: 'month',
                header: t('reports.monthly.month'),
                cell: (r) => <MonthText month={r.month} />,
              },
              {
                key: 'state',
                header: t('reports.monthly.state'),
                cell: (r) => <ReportStateChip state={r.state} />,
              },
              {
                key: 'submitted',
                header: t('reports.ui.on'),
                nowrap: true,
                cell: (r) =>
                  r.submittedAt ? <DateText value={r.submittedAt} style="medium" /> : '—',
              },
            ]}
          />
        )}
      </ListFrame>
    </Screen>
  );
}
