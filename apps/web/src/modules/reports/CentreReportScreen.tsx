import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  METRIC_KEYS,
  NARRATIVE_FIELDS,
  NARRATIVE_MAX,
  type MetricKey,
  type MonthlyReportDecision,
  type MonthlyReportDetail,
  type NarrativeField,
} from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../app/components/ConfirmDialog.tsx';
import { DateText } from '../../app/components/DateText.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { MonthField, MonthText } from '../../app/components/MonthField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { ReasonDialog } from '../../app/components/ReasonDialog.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { lastMonth, ReportStateChip } from './monthly-parts.tsx';
import { FigureGrid, RecordsDialog } from './parts.tsx';
import {
  useDecideReport,
  useMonthlyReport,
  useOpenReport,
  useSaveNarrative,
} from './reports-api.ts';
import { monthPeriod } from '@qc/domain';

/** Picks a centre and a month and opens (or starts) its report. */
function OpenReport({ centreId, month }: { centreId: string; month: string }) {
  const { t } = useTranslation();
  const s = useSearchState();
  const openReport = useOpenReport();
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const [m, setM] = useState(month || lastMonth());
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(
    null,
  );
  const chosen = centre?.id ?? centreId;
  return (
    <Card>
      <CardContent>
        <Typography sx={{ mb: 2 }}>{t('reports.monthly.chooseCentre')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
          <LookupField
            resource="centres"
            label={t('reports.ui.centre')}
            value={centre}
            onChange={setCentre}
            size="medium"
            fullWidth
            error={error?.fields.centreId}
          />
          <MonthField
            name="month"
            label={t('reports.monthly.month')}
            value={m}
            onChange={setM}
            error={error?.fields.month}
          />
          <Button
            variant="contained"
            disabled={!chosen || !m || openReport.isPending}
            onClick={() =>
              openReport
                .mutateAsync({ level: 'centre', centreId: chosen, month: m })
                .then((d) => s.set({ id: d.id, centre: null, month: null }))
                .catch((e: unknown) => setError(problemsOf(e, t('errors.internal'))))
            }
            sx={{ mt: 1 }}
          >
            {t('reports.monthly.open')}
          </Button>
        </Stack>
        {error && !error.fields.month && !error.fields.centreId && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error.message}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/** The narrative: editable while a draft or returned, read-only once submitted. */
function Narrative({ r }: { r: MonthlyReportDetail }) {
  const { t } = useTranslation();
  const save = useSaveNarrative(r.id);
  const [values, setValues] = useState<Record<NarrativeField, string>>({
    achievements: r.achievements,
    problems: r.problems,
    needs: r.needs,
  });
  const [notice, setNotice] = useState<{
    ok: boolean;
    text: string;
    fields?: Record<string, string>;
  } | null>(null);
  const dirty = NARRATIVE_FIELDS.some((k) => values[k] !== r[k]);
  if (!r.canEdit)
    return (
      <Stack sx={{ gap: 2 }}>
        {NARRATIVE_FIELDS.map((k) => (
          <Box key={k}>
            <Typography variant="subtitle2" color="text.secondary">
              {t(`reports.monthly.${k}`)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid={`narrative-${k}`}>
              {r[k] || t('reports.monthly.empty')}
            </Typography>
          </Box>
        ))}
      </Stack>
    );
  return (
    <Stack sx={{ gap: 2 }}>
      {NARRATIVE_FIELDS.map((k) => (
        <TextField
          key={k}
          name={k}
          label={t(`reports.monthly.${k}`)}
          value={values[k]}
          onChange={(e) => setValues({ ...values, [k]: e.target.value })}
          multiline
          minRows={3}
          error={!!notice?.fields?.[k]}
          helperText={notice?.fields?.[k] ?? `${values[k].length} / ${NARRATIVE_MAX}`}
          slotProps={{ htmlInput: { maxLength: NARRATIVE_MAX } }}
        />
      ))}
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <Button
          variant="outlined"
          disabled={!dirty || save.isPending}
          onClick={() =>
            save
              .mutateAsync({ version: r.version, ...values })
              .then(() => setNotice({ ok: true, text: t('reports.monthly.saved') }))
              .catch((e: unknown) => {
                const p = problemsOf(e, t('errors.internal'));
                setNotice({ ok: false, text: p.message, fields: p.fields });
              })
          }
        >
          {t('reports.monthly.save')}
        </Button>
        {notice && (
          <Typography variant="body2" color={notice.ok ? 'success.main' : 'error'} role="status">
            {notice.text}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}

/** The buttons of the actions the server lists for the caller. */
function Decisions({ r }: { r: MonthlyReportDetail }) {
  const { t } = useTranslation();
  const decide = useDecideReport(r.id);
  const [asking, setAsking] = useState<MonthlyReportDecision | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = (action: MonthlyReportDecision, reason?: string) =>
    decide
      .mutateAsync({ action, version: r.version, ...(reason ? { reason } : {}) })
      .then(() => setError(null))
      .catch((e: unknown) => {
        setError(problemsOf(e, t('errors.internal')).message);
      });
  if (r.actions.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {r.actions.map((a) => (
          <Button
            key={a}
            variant={a === 'submit' || a === 'approve' ? 'contained' : 'outlined'}
            color={a === 'return' || a === 'reopen' ? 'warning' : 'primary'}
            disabled={decide.isPending}
            onClick={() => setAsking(a)}
            data-testid={`report-${a}`}
          >
            {t(`reports.monthly.action.${a}`)}
          </Button>
        ))}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      {(asking === 'submit' || asking === 'approve') && (
        <ConfirmDialog
          open
          title={t(`reports.monthly.action.${asking}`)}
          message={asking === 'submit' ? t('reports.monthly.submitConfirm') : undefined}
          confirmLabel={t(`reports.monthly.action.${asking}`)}
          onConfirm={() => run(asking)}
          onClose={() => setAsking(null)}
        />
      )}
      {(asking === 'return' || asking === 'reopen') && (
        <ReasonDialog
          title={t(
            asking === 'return' ? 'reports.monthly.returnTitle' : 'reports.monthly.reopenTitle',
          )}
          confirmLabel={t(`reports.monthly.action.${asking}`)}
          onConfirm={(reason) => decide.mutateAsync({ action: asking, reason, version: r.version })}
          onClose={() => setAsking(null)}
        />
      )}
    </Box>
  );
}

function ReportView({ r }: { r: MonthlyReportDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<MetricKey | null>(null);
  const place =
    r.level === 'centre'
      ? r.centreName
      : r.level === 'country'
        ? r.countryName
        : t('reports.monthly.level.organisation');
  const cells = METRIC_KEYS.filter((k) => r.figures[k]).map((k) => ({
    key: k,
    value: r.figures[k]!.value,
    ...(r.figures[k]!.byCurrency ? { byCurrency: r.figures[k]!.byCurrency } : {}),
    previous: null,
  }));
  const filter = {
    ...monthPeriod(r.month),
    ...(r.centreId
      ? { centreIds: [r.centreId] }
      : r.countryId
        ? { countryIds: [r.countryId] }
        : {}),
  };
  return (
    <Stack sx={{ gap: 2 }}>
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" data-testid="report-place">
              {place}
            </Typography>
            <Typography color="text.secondary">
              <MonthText month={r.month} />
            </Typography>
            <ReportStateChip state={r.state} />
          </Stack>
          {r.state === 'returned' && r.returnReason && (
            <Alert severity="warning" sx={{ mt: 2 }} data-testid="return-reason">
              {t('reports.monthly.returned', { reason: r.returnReason })}
            </Alert>
          )}
          <Decisions r={r} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('reports.monthly.figures')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {r.live ? (
              t('reports.monthly.live')
            ) : (
              <>
                {t('reports.monthly.frozen')}
                <DateText value={r.submittedAt} style="medium" />
              </>
            )}
          </Typography>
          <FigureGrid cells={cells} onOpen={setOpen} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('reports.monthly.narrative')}
          </Typography>
          <Narrative key={`${r.id}:${r.state}`} r={r} />
        </CardContent>
      </Card>
      {r.children.length > 0 && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              {t('reports.monthly.below')}
            </Typography>
            <List dense>
              {r.children.map((c) => (
                <ListItem key={c.id} divider secondaryAction={<ReportStateChip state={c.state} />}>
                  <ListItemText
                    primary={
                      c.reportId ? (
                        <Link
                          component={RouterLink}
                          to={`/center-report-component?id=${c.reportId}`}
                        >
                          {c.name}
                        </Link>
                      ) : (
                        c.name
                      )
                    }
                  />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('reports.monthly.history')}
          </Typography>
          <List dense>
            {r.events.map((e, i) => (
              <ListItem key={i} divider>
                <ListItemText
                  primary={`${t(`identity.auditAction.${e.action}`)} · ${e.byName ?? ''}`}
                  secondary={
                    <>
                      <DateText value={e.at} withTime style="medium" />
                      {e.reason ? ` — ${e.reason}` : ''}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
      {open && <RecordsDialog figure={open} filter={filter} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

/**
 * A monthly report (center-report-component): a centre's (or a country's, the organisation's)
 * report for a month: its figures (live while a draft, frozen once submitted, each opening its
 * records), the manager's narrative, the decisions the caller may take, the reports one level
 * down and the history. Without `?id=`, choose a centre and a month to open its report.
 */
export default function CentreReportScreen() {
  const { t } = useTranslation();
  const s = useSearchState();
  const navigate = useNavigate();
  const id = s.get('id');
  const report = useMonthlyReport(id);
  return (
    <Screen
      actions={
        id ? (
          <Button onClick={() => void navigate('/monthly-report-component')}>
            {t('reports.monthly.reports')}
          </Button>
        ) : null
      }
    >
      {id ? (
        <QueryState query={report}>{(r) => <ReportView r={r} />}</QueryState>
      ) : (
        <OpenReport centreId={s.get('centre')} month={s.get('month')} />
      )}
    </Screen>
  );
}
