import Download from '@mui/icons-material/Download';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  isMetricKey,
  METRICS,
  metricLabelKey,
  type GeneralReport,
  type GeneralSource,
  type GeneralValue,
  type MetricKey,
  type MonthlyReportState,
} from '@qc/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/format/use-format.ts';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { LookupField } from '../../app/components/LookupField.tsx';
import { MonthField, MonthText } from '../../app/components/MonthField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { LazyTrendChart } from '../../app/charts/index.ts';
import { lastMonth, ReportStateChip } from './monthly-parts.tsx';
import { useFigureText } from './parts.tsx';
import { downloadGeneral, useGeneralReport, type GeneralFilter } from './reports-api.ts';

const CompareChart = lazy(() => import('./CompareChart.tsx'));

type View = 'period' | 'month' | 'inputs';

const SOURCE_COLOURS: Record<GeneralSource, 'success' | 'info' | 'warning' | 'default'> = {
  approved: 'success',
  live: 'info',
  mixed: 'warning',
  future: 'default',
};

function SourceChip({ source }: { source: GeneralSource }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={SOURCE_COLOURS[source]}
      label={t(`reports.general.source.${source}`)}
      data-testid={`source-${source}`}
    />
  );
}

/** This quarter's and this year's months. */
function presets() {
  const now = new Date().toISOString().slice(0, 7);
  const [y, m] = now.split('-').map(Number) as [number, number];
  const q0 = Math.floor((m - 1) / 3) * 3 + 1;
  const mm = (n: number) => `${y}-${String(n).padStart(2, '0')}`;
  return {
    quarter: { fromMonth: mm(q0), toMonth: mm(q0 + 2) },
    year: { fromMonth: mm(1), toMonth: mm(12) },
  };
}

/** Several countries as chips, one more chosen at a time. */
function Countries({ ids, onChange }: { ids: string[]; onChange(ids: string[]): void }) {
  const { t } = useTranslation();
  const [names, setNames] = useState<Record<string, string>>({});
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {ids.map((id) => (
        <Chip
          key={id}
          label={names[id] ?? id.slice(0, 8)}
          onDelete={() => onChange(ids.filter((x) => x !== id))}
        />
      ))}
      <LookupField
        key={ids.join(',')}
        resource="countries"
        label={t('reports.general.addCountry')}
        value={null}
        onChange={(c: LookupItem | null) => {
          if (!c || ids.includes(c.id)) return;
          setNames({ ...names, [c.id]: c.label });
          onChange([...ids, c.id]);
        }}
      />
    </Stack>
  );
}

function FiguresTable({
  head,
  rows,
  label,
}: {
  head: React.ReactNode[];
  rows: Array<{ key: MetricKey; cells: Array<GeneralValue | undefined> }>;
  label: string;
}) {
  const { t } = useTranslation();
  const text = useFigureText();
  return (
    <TableContainer component={Card} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell
              sx={{ position: 'sticky', insetInlineStart: 0, bgcolor: 'background.paper' }}
            >
              {t('reports.ui.figure')}
            </TableCell>
            {head.map((h, i) => (
              <TableCell key={i} align="center" sx={{ minWidth: 120 }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key} data-testid={`general-${r.key}`}>
              <TableCell
                component="th"
                scope="row"
                sx={{ position: 'sticky', insetInlineStart: 0, bgcolor: 'background.paper' }}
              >
                {t(metricLabelKey(r.key))}
              </TableCell>
              {r.cells.map((c, i) => (
                <TableCell key={i} align="center" sx={{ whiteSpace: 'nowrap' }}>
                  {c ? text(r.key, c.value, c.byCurrency) : '—'}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The months side by side with where each came from, the whole period, and a trend chart. */
function PeriodView({ r }: { r: GeneralReport }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [chosen, setChosen] = useState<MetricKey>('memorisation.pages');
  const figure = r.keys.includes(chosen) ? chosen : r.keys[0]!;
  return (
    <Stack sx={{ gap: 2 }}>
      <FiguresTable
        label={t('reports.general.title')}
        head={[
          ...r.months.map((m) => (
            <Stack key={m.month} sx={{ alignItems: 'center', gap: 0.5 }}>
              <MonthText month={m.month} />
              <SourceChip source={m.source} />
              {m.source === 'mixed' && (
                <Typography variant="caption" color="text.secondary">
                  {t('reports.general.approvedOf', {
                    approved: m.approvedCentres,
                    centres: m.centres,
                  })}
                </Typography>
              )}
            </Stack>
          )),
          t('reports.general.total'),
        ]}
        rows={r.keys.map((k) => ({
          key: k,
          cells: [...r.months.map((m) => m.values[k]), r.total[k]],
        }))}
      />
      {r.months.length > 1 && (
        <Card>
          <CardContent>
            <TextField
              select
              size="small"
              label={t('reports.ui.chartFigure')}
              value={figure}
              onChange={(e) => isMetricKey(e.target.value) && setChosen(e.target.value)}
              sx={{ minWidth: 220, mb: 1 }}
            >
              {r.keys
                .filter((k) => METRICS[k].unit !== 'money')
                .map((k) => (
                  <MenuItem key={k} value={k}>
                    {t(metricLabelKey(k))}
                  </MenuItem>
                ))}
            </TextField>
            <Suspense fallback={<CircularProgress />}>
              <LazyTrendChart
                label={t(metricLabelKey(figure))}
                categories={r.months.map((m) => m.month)}
                categoryLabel={(m) => f.month(m)}
                percent={METRICS[figure].unit === 'percent'}
                series={[
                  {
                    label: t(metricLabelKey(figure)),
                    data: r.months.map((m) => m.values[figure]?.value ?? null),
                  },
                ]}
              />
            </Suspense>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}

/** One month, the countries side by side, with a chart of one figure per country. */
function MonthView({ r }: { r: GeneralReport }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<MetricKey>('students.active');
  const figure = r.keys.includes(chosen) ? chosen : r.keys[0]!;
  const m = r.months[0];
  return (
    <Stack sx={{ gap: 2 }}>
      {m && (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <MonthText month={m.month} />
          <SourceChip source={m.source} />
        </Stack>
      )}
      <Card>
        <CardContent>
          <TextField
            select
            size="small"
            label={t('reports.ui.chartFigure')}
            value={figure}
            onChange={(e) => isMetricKey(e.target.value) && setChosen(e.target.value)}
            sx={{ minWidth: 220, mb: 1 }}
          >
            {r.keys
              .filter((k) => METRICS[k].unit !== 'money')
              .map((k) => (
                <MenuItem key={k} value={k}>
                  {t(metricLabelKey(k))}
                </MenuItem>
              ))}
          </TextField>
          <Suspense fallback={<CircularProgress />}>
            <CompareChart
              label={t(metricLabelKey(figure))}
              percent={METRICS[figure].unit === 'percent'}
              items={r.countries.map((c) => ({
                label: c.name ?? '',
                now: c.values[figure]?.value ?? null,
                before: null,
              }))}
            />
          </Suspense>
        </CardContent>
      </Card>
      <FiguresTable
        label={t('reports.general.title')}
        head={[...r.countries.map((c) => c.name ?? ''), t('reports.ui.total')]}
        rows={r.keys.map((k) => ({
          key: k,
          cells: [...r.countries.map((c) => c.values[k]), r.total[k]],
        }))}
      />
    </Stack>
  );
}

/** Which centres' monthly reports went into the general report, month by month. */
function InputsView({ r }: { r: GeneralReport }) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Card} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('reports.general.inputs')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('reports.ui.centre')}</TableCell>
            {r.months.map((m) => (
              <TableCell key={m.month} align="center">
                <MonthText month={m.month} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {r.inputs.map((c) => (
            <TableRow key={c.centreId} data-testid="general-input">
              <TableCell component="th" scope="row">
                {c.centreName}
                <Typography variant="caption" color="text.secondary" component="div">
                  {c.countryName}
                </Typography>
              </TableCell>
              {c.months.map((m) => (
                <TableCell key={m.month} align="center">
                  <Stack sx={{ alignItems: 'center', gap: 0.5 }}>
                    {m.reportId ? (
                      <Link component={RouterLink} to={`/center-report-component?id=${m.reportId}`}>
                        <ReportStateChip state={m.state as MonthlyReportState} />
                      </Link>
                    ) : (
                      <ReportStateChip state={null} />
                    )}
                    <Typography
                      variant="caption"
                      color={m.used ? 'success.main' : 'text.secondary'}
                    >
                      {m.used ? t('reports.general.used') : t('reports.general.source.live')}
                    </Typography>
                  </Stack>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * General reports: over a quarter, a year or chosen months (general-report-component), one
 * month by country (monthly-general-report-component), and the monthly reports that feed them
 * (month-to-general-report-component). Ended months come from the centres' approved monthly
 * reports, the rest live, each month labelled; Excel and PDF from the server.
 */
export default function GeneralReportScreen({ view = 'period' }: { view?: View }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const s = useSearchState();
  const canExport = useCan('reports:export');
  const [project, setProject] = useState<LookupItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const month = /^\d{4}-\d{2}$/.test(s.get('month')) ? s.get('month') : lastMonth();
  const p = presets();
  const fromMonth = /^\d{4}-\d{2}$/.test(s.get('from')) ? s.get('from') : p.quarter.fromMonth;
  const toMonth = /^\d{4}-\d{2}$/.test(s.get('to')) ? s.get('to') : p.quarter.toMonth;
  const countryIds = s.get('countries') ? s.get('countries').split(',') : [];
  const filter: GeneralFilter = {
    ...(view === 'month' ? { fromMonth: month, toMonth: month } : { fromMonth, toMonth }),
    ...(countryIds.length ? { countryIds } : {}),
    ...(s.get('project') ? { projectId: s.get('project') } : {}),
  };
  const report = useGeneralReport(filter);
  const download = (kind: 'excel' | 'pdf') =>
    downloadGeneral(filter, kind, locale).catch((e: unknown) =>
      setError(problemsOf(e, t('errors.internal')).message),
    );
  return (
    <Screen
      actions={
        canExport && view !== 'inputs' ? (
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button
              variant="outlined"
              startIcon={<Download />}
              onClick={() => void download('excel')}
            >
              {t('reports.general.excel')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<PictureAsPdf />}
              onClick={() => void download('pdf')}
            >
              {t('reports.general.pdf')}
            </Button>
          </Stack>
        ) : null
      }
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        {view === 'month' ? (
          <MonthField
            size="small"
            name="month"
            label={t('reports.monthly.month')}
            value={month}
            onChange={(v) => s.set({ month: v })}
          />
        ) : (
          <>
            {(['quarter', 'year'] as const).map((k) => (
              <Chip
                key={k}
                label={t(`reports.general.${k}`)}
                color={
                  p[k].fromMonth === fromMonth && p[k].toMonth === toMonth ? 'primary' : 'default'
                }
                onClick={() => s.set({ from: p[k].fromMonth, to: p[k].toMonth })}
              />
            ))}
            <MonthField
              size="small"
              name="fromMonth"
              label={t('reports.general.fromMonth')}
              value={fromMonth}
              onChange={(v) => s.set({ from: v })}
            />
            <MonthField
              size="small"
              name="toMonth"
              label={t('reports.general.toMonth')}
              value={toMonth}
              onChange={(v) => s.set({ to: v })}
            />
          </>
        )}
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Countries ids={countryIds} onChange={(ids) => s.set({ countries: ids.join(',') })} />
        {view !== 'inputs' && (
          <LookupField
            resource="projects"
            label={t('reports.ui.project')}
            value={project}
            onChange={(v) => {
              setProject(v);
              s.set({ project: v?.id ?? null });
            }}
          />
        )}
      </Stack>
      {filter.projectId && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('reports.general.projectLive')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <QueryState query={report}>
        {(r) => (
          <Box>
            {view === 'period' && <PeriodView r={r} />}
            {view === 'month' && <MonthView r={r} />}
            {view === 'inputs' && <InputsView r={r} />}
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
              {t('reports.general.sourceNote')}
            </Typography>
          </Box>
        )}
      </QueryState>
    </Screen>
  );
}
