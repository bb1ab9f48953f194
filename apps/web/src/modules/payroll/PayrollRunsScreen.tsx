import Add from '@mui/icons-material/Add';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  PAYROLL_RUN_LIFECYCLE,
  PAYROLL_RUN_STATUSES,
  type PayrollRunDetail,
  type PayrollRunSummary,
  type PayslipRow,
} from '@qc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { ListFrame } from '../../app/components/ListFrame.tsx';
import { SelectFilter } from '../../app/components/SelectFilter.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { JobProgress } from '../../app/jobs/JobProgress.tsx';
import type { LookupItem } from '../../resources/resource-api.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import {
  PAYROLL_KEY,
  cleanQuery,
  downloadPayslip,
  useCreateRun,
  useRun,
  useRunAction,
  useRuns,
} from './payroll-api.ts';
import { FormDialog, MonthField, MonthText, StatusChip, thisMonth } from './parts.tsx';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { useMoney } from '../../app/format/use-money.ts';

const PAGE_SIZE = 25;

function NewRunDialog({ onClose, onCreated }: { onClose(): void; onCreated(id: string): void }) {
  const { t } = useTranslation();
  const create = useCreateRun();
  // A centre's run takes the centre's country; a whole country's run names the country.
  const readsCountries = useCan('countries:read');
  const [country, setCountry] = useState<LookupItem | null>(null);
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const [month, setMonth] = useState(thisMonth());
  const [fixed30, setFixed30] = useState(false);
  return (
    <FormDialog
      title={t('payroll.ui.newRun')}
      submitLabel={t('payroll.ui.compute')}
      canSubmit={(!!country || !!centre) && !!month}
      onClose={onClose}
      onSubmit={async () => {
        const run = await create.mutateAsync({
          ...(centre ? { centreId: centre.id } : { countryId: country!.id }),
          month,
          fixed30,
        });
        onCreated(run.id);
      }}
    >
      {(err) => (
        <>
          <LookupField
            resource="centres"
            label={t('payroll.ui.centre')}
            value={centre}
            onChange={setCentre}
            size="medium"
            fullWidth
            error={err('centreId')}
          />
          {readsCountries && !centre && (
            <>
              <LookupField
                resource="countries"
                label={t('payroll.ui.wholeCountry')}
                value={country}
                onChange={setCountry}
                size="medium"
                fullWidth
                error={err('countryId')}
              />
              <Typography variant="caption" color="text.secondary">
                {t('payroll.ui.countryRunHelp')}
              </Typography>
            </>
          )}
          <MonthField
            hijriSpan
            name="month"
            label={t('payroll.ui.month')}
            value={month}
            onChange={setMonth}
            error={err('month')}
          />
          <FormControlLabel
            control={<Switch checked={fixed30} onChange={(e) => setFixed30(e.target.checked)} />}
            label={t('payroll.ui.fixed30')}
          />
        </>
      )}
    </FormDialog>
  );
}

function Totals({ run }: { run: PayrollRunSummary }) {
  const { t } = useTranslation();
  const money = useMoney();
  const items = [
    ['payroll.slip.gross', run.gross],
    ['payroll.slip.deductions', run.deductions],
    ['payroll.ui.advanceDeduction', run.advanceDeduction],
    ['payroll.slip.net', run.net],
  ] as const;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {items.map(([k, v]) => (
        <Card key={k} variant="outlined" sx={{ flex: '1 1 140px' }}>
          <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
            <Typography variant="caption" color="text.secondary">
              {t(k)}
            </Typography>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid={`total-${k}`}>
              {money(v, run.currency)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function RunDetail({ id, onBack }: { id: string; onBack(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const count = useCount();
  const phone = usePhone();
  const queryClient = useQueryClient();
  const run = useRun(id);
  const action = useRunAction();
  const canApprove = useCan('salaries:approve');
  const canCreate = useCan('salaries:create');
  const { intl } = useLocale();
  // The changes as a list in the user's language, not with an Arabic comma in every language.
  const list = useMemo(() => new Intl.ListFormat(intl, { style: 'short', type: 'unit' }), [intl]);
  const [error, setError] = useState<string | null>(null);
  const act = async (a: 'approve' | 'post' | 'recompute') => {
    setError(null);
    try {
      await action.mutateAsync({ id, action: a });
    } catch (e) {
      setError(problemsOf(e, t('errors.internal')).message);
    }
  };
  const pdf = async (s: PayslipRow) => {
    try {
      await downloadPayslip(s.id, `${s.employeeName} ${s.month}`);
    } catch (e) {
      setError(problemsOf(e, t('errors.internal')).message);
    }
  };
  const changeText = (s: PayslipRow) =>
    s.previousNet === null
      ? t('payroll.ui.firstMonth')
      : s.changes.length === 0
        ? t('payroll.ui.unchanged')
        : list.format(
            s.changes.map((c) =>
              t('payroll.ui.change', {
                name: c.name,
                before: money(c.before, s.currency),
                after: money(c.after, s.currency),
              }),
            ),
          );
  return (
    <QueryState query={run}>
      {(r: PayrollRunDetail) => (
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Button size="small" onClick={onBack}>
              {t('payroll.ui.backToRuns')}
            </Button>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              <MonthText month={r.month} /> · {r.centreName ?? r.countryName}
            </Typography>
            <StatusChip status={r.status} labelKey={`payroll.status.${r.status}`} />
          </Stack>
          {r.status === 'computing' && r.jobId ? (
            <JobProgress
              jobId={r.jobId}
              title={t('payroll.ui.computingTitle')}
              countKey="payroll.count.employees"
              onDone={() => void queryClient.invalidateQueries({ queryKey: [PAYROLL_KEY] })}
            />
          ) : (
            <>
              <Totals run={r} />
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                {PAYROLL_RUN_LIFECYCLE.can(r.status, 'recompute') && canCreate && (
                  <Button onClick={() => void act('recompute')} disabled={action.isPending}>
                    {t('payroll.ui.recompute')}
                  </Button>
                )}
                {PAYROLL_RUN_LIFECYCLE.can(r.status, 'approve') &&
                  canApprove &&
                  r.preparedByCaller && (
                    <Alert severity="info" sx={{ py: 0 }}>
                      {t('payroll.ui.approveByOther')}
                    </Alert>
                  )}
                {PAYROLL_RUN_LIFECYCLE.can(r.status, 'approve') &&
                  canApprove &&
                  !r.preparedByCaller && (
                    <Button
                      variant="contained"
                      onClick={() => void act('approve')}
                      disabled={action.isPending}
                    >
                      {t('payroll.ui.approve')}
                    </Button>
                  )}
                {PAYROLL_RUN_LIFECYCLE.can(r.status, 'post') && canApprove && (
                  <Button
                    variant="contained"
                    color="success"
                    onClick={() => void act('post')}
                    disabled={action.isPending}
                  >
                    {t('payroll.ui.post')}
                  </Button>
                )}
                {r.fixed30 && (
                  <Alert severity="info" sx={{ py: 0 }}>
                    {t('payroll.ui.fixed30On')}
                  </Alert>
                )}
              </Stack>
            </>
          )}
          {error && (
            <Alert severity="error" onClose={() => setError(null)}>
              {error}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            {count('payroll.count.employees', r.payslips.length)}
          </Typography>
          {r.payslips.length === 0 ? (
            <EmptyState title={t('payroll.ui.noPayslips')} />
          ) : (
            <RecordTable
              rows={r.payslips}
              rowKey={(s) => s.id}
              label={t('payroll.ui.payslips')}
              phone={phone}
              rowTestId="payslip-row"
              columns={[
                { key: 'name', header: t('payroll.slip.employee'), cell: (s) => s.employeeName },
                {
                  key: 'gross',
                  header: t('payroll.slip.gross'),
                  cell: (s) => money(s.gross, s.currency),
                  nowrap: true,
                },
                {
                  key: 'ded',
                  header: t('payroll.slip.deductions'),
                  cell: (s) => money(s.deductions + s.advanceDeduction, s.currency),
                  nowrap: true,
                },
                {
                  key: 'net',
                  header: t('payroll.slip.net'),
                  cell: (s) => <b>{money(s.net, s.currency)}</b>,
                  nowrap: true,
                },
                { key: 'changes', header: t('payroll.ui.changes'), cell: (s) => changeText(s) },
                {
                  key: 'pdf',
                  header: '',
                  nowrap: true,
                  cell: (s) => {
                    // A line paid from a work sheet links to the sheet it was paid from.
                    const sheetId = s.lines.find((l) => l.sheetId)?.sheetId;
                    return (
                      <>
                        {sheetId && (
                          <Tooltip title={t('staff.ui.paidFromSheet')}>
                            <IconButton
                              size="small"
                              component={RouterLink}
                              to={`/users-work-sheet-component?month=${s.month}&sheet=${sheetId}`}
                              aria-label={t('staff.ui.paidFromSheet')}
                            >
                              <EventNoteOutlined fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        )}
                        <Tooltip title={t('payroll.ui.payslipPdf')}>
                          <IconButton
                            size="small"
                            aria-label={t('payroll.ui.payslipOf', { name: s.employeeName })}
                            onClick={() => void pdf(s)}
                          >
                            <PictureAsPdfOutlined fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </>
                    );
                  },
                },
              ]}
              card={(s) => (
                <Card variant="outlined">
                  <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                    <Stack
                      direction="row"
                      sx={{ justifyContent: 'space-between', alignItems: 'center' }}
                    >
                      <Typography sx={{ fontWeight: 600 }}>{s.employeeName}</Typography>
                      <IconButton
                        size="small"
                        aria-label={t('payroll.ui.payslipOf', { name: s.employeeName })}
                        onClick={() => void pdf(s)}
                      >
                        <PictureAsPdfOutlined fontSize="small" />
                      </IconButton>
                    </Stack>
                    <Typography variant="body2">
                      {t('payroll.slip.net')}: <b>{money(s.net, s.currency)}</b>
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {changeText(s)}
                    </Typography>
                  </CardContent>
                </Card>
              )}
            />
          )}
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * Payroll runs (user-selarys-component): the month's runs of the caller's places; a new run
 * (a centre at once, a whole country as a background job with its progress); a run opens with
 * ?id= to show every payslip, what changed since last month, approve and post, and each
 * payslip's PDF.
 */
export function PayrollRunsScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const count = useCount();
  const phone = usePhone();
  const s = useSearchState();
  const canCreate = useCan('salaries:create');
  const [creating, setCreating] = useState(false);
  const id = s.get('id');
  const runs = useRuns(
    cleanQuery({
      month: s.get('month'),
      status: s.get('status'),
      page: s.page,
      pageSize: PAGE_SIZE,
    }),
  );
  if (id)
    return (
      <Screen>
        <RunDetail id={id} onBack={() => s.set({ id: null })} />
      </Screen>
    );
  return (
    <Screen
      actions={
        canCreate ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {t('payroll.ui.newRun')}
          </Button>
        ) : null
      }
    >
      <ListFrame
        query={runs}
        search={s}
        pageSize={PAGE_SIZE}
        emptyTitle={t('payroll.ui.noRuns')}
        filters={
          <>
            <MonthField
              size="small"
              label={t('payroll.ui.month')}
              value={s.get('month')}
              onChange={(v) => s.set({ month: v })}
            />
            <SelectFilter
              label={t('payroll.ui.status')}
              value={s.get('status')}
              onChange={(v) => s.set({ status: v })}
              options={PAYROLL_RUN_STATUSES}
              optionLabel={(st) => t(`payroll.status.${st}`)}
              allLabel={t('payroll.ui.all')}
              sx={{ minWidth: 150 }}
            />
          </>
        }
      >
        {({ items }) => (
          <RecordTable
            rows={items}
            rowKey={(r) => r.id}
            label={t('payroll.ui.runs')}
            phone={phone}
            rowTestId="run-row"
            columns={[
              {
                key: 'month',
                header: t('payroll.ui.month'),
                cell: (r) => <MonthText month={r.month} />,
              },
              {
                key: 'place',
                header: t('payroll.ui.place'),
                cell: (r) => r.centreName ?? r.countryName,
              },
              {
                key: 'n',
                header: t('payroll.ui.employees'),
                cell: (r) => count('payroll.count.employees', r.employees),
              },
              {
                key: 'net',
                header: t('payroll.slip.net'),
                cell: (r) => money(r.net, r.currency),
                nowrap: true,
              },
              {
                key: 'status',
                header: t('payroll.ui.status'),
                cell: (r) => (
                  <StatusChip status={r.status} labelKey={`payroll.status.${r.status}`} />
                ),
              },
              {
                key: 'open',
                header: '',
                nowrap: true,
                cell: (r) => (
                  <Button size="small" onClick={() => s.set({ id: r.id })}>
                    {t('payroll.ui.open')}
                  </Button>
                ),
              },
            ]}
            card={(r) => (
              <Card
                variant="outlined"
                onClick={() => s.set({ id: r.id })}
                sx={{ cursor: 'pointer' }}
              >
                <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                    <MonthText month={r.month} />
                    <StatusChip status={r.status} labelKey={`payroll.status.${r.status}`} />
                  </Stack>
                  <Typography variant="body2">{r.centreName ?? r.countryName}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {count('payroll.count.employees', r.employees)} · {money(r.net, r.currency)}
                  </Typography>
                </CardContent>
              </Card>
            )}
          />
        )}
      </ListFrame>
      {creating && (
        <NewRunDialog onClose={() => setCreating(false)} onCreated={(rid) => s.set({ id: rid })} />
      )}
    </Screen>
  );
}

export default PayrollRunsScreen;
