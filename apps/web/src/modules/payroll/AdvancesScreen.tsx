import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADVANCE_LIFECYCLE, ADVANCE_STATUSES, type AdvanceDetail } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { ListFrame } from '../../app/components/ListFrame.tsx';
import { SelectFilter } from '../../app/components/SelectFilter.tsx';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import {
  cleanQuery,
  useAdvance,
  useAdvanceAction,
  useAdvances,
  useGrantAdvance,
} from './payroll-api.ts';
import { FormDialog, MonthField, MonthText, StatusChip, thisMonth } from './parts.tsx';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { SearchField } from '../../app/components/SearchField.tsx';
import { MoneyField } from '../../app/components/MoneyField.tsx';
import { advanceActionBody, advanceGrantBody } from './payroll-forms.ts';
import { useMoney } from '../../app/format/use-money.ts';

const PAGE_SIZE = 25;
const today = () => new Date().toISOString().slice(0, 10);

function GrantDialog({ onClose, onDone }: { onClose(): void; onDone(id: string): void }) {
  const { t } = useTranslation();
  const grant = useGrantAdvance();
  const [employee, setEmployee] = useState<LookupItem | null>(null);
  const [type, setType] = useState<LookupItem | null>(null);
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState('TRY');
  const [instalments, setInstalments] = useState('3');
  const [startMonth, setStartMonth] = useState(thisMonth());
  const reading = advanceGrantBody({
    employeeId: employee?.id ?? null,
    typeId: type?.id ?? null,
    amount,
    currency,
    instalments,
    startMonth,
    grantedOn: today(),
  });
  return (
    <FormDialog
      title={t('payroll.ui.grantAdvance')}
      submitLabel={t('payroll.ui.grant')}
      canSubmit={reading.ok}
      onClose={onClose}
      onSubmit={async () => {
        if (!reading.ok) return;
        const a = await grant.mutateAsync(reading.body);
        onDone(a.id);
      }}
    >
      {(err) => (
        <>
          <LookupField
            resource="employees"
            label={t('payroll.slip.employee')}
            value={employee}
            onChange={setEmployee}
            required
            size="medium"
            fullWidth
            error={err('employeeId')}
          />
          <LookupField
            resource="advance-types"
            label={t('payroll.ui.advanceType')}
            value={type}
            onChange={setType}
            required
            size="medium"
            fullWidth
            error={err('typeId')}
          />
          <Stack direction="row" sx={{ gap: 1 }}>
            <MoneyField
              label={t('payroll.slip.amount')}
              value={amount}
              onChange={setAmount}
              currency={currency}
              showCurrency={false}
              error={err('amount')}
              sx={{ flex: 2 }}
            />
            <TextField
              label={t('payroll.ui.currency')}
              value={currency}
              onChange={(e) => setCurrency(e.target.value.toUpperCase())}
              error={!!err('currency')}
              helperText={err('currency')}
              sx={{ flex: 1 }}
            />
          </Stack>
          <TextField
            label={t('payroll.ui.instalments')}
            name="instalments"
            type="number"
            value={instalments}
            onChange={(e) => setInstalments(e.target.value)}
            error={!!err('instalments')}
            helperText={err('instalments')}
          />
          <MonthField
            name="startMonth"
            label={t('payroll.ui.startMonth')}
            value={startMonth}
            onChange={setStartMonth}
            error={err('startMonth')}
          />
        </>
      )}
    </FormDialog>
  );
}

type Action = 'skip' | 'reschedule' | 'repay';

function ActionDialog({
  a,
  action,
  onClose,
}: {
  a: AdvanceDetail;
  action: Action;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const act = useAdvanceAction();
  const [month, setMonth] = useState(a.plan[0]?.month ?? thisMonth());
  const [reason, setReason] = useState('');
  const [instalments, setInstalments] = useState(String(a.remainingInstalments || 1));
  const [amount, setAmount] = useState('');
  const reading = advanceActionBody(action, {
    month,
    reason,
    instalments,
    amount,
    currency: a.currency,
    paidOn: today(),
  });
  return (
    <FormDialog
      title={t(`payroll.ui.action.${action}`)}
      submitLabel={t(`payroll.ui.action.${action}`)}
      canSubmit={reading.ok}
      onClose={onClose}
      onSubmit={async () => {
        if (reading.ok) await act.mutateAsync({ id: a.id, action, body: reading.body });
      }}
    >
      {(err) => (
        <>
          {action === 'skip' && (
            <TextField
              select
              label={t('payroll.ui.instalmentMonth')}
              value={month}
              onChange={(e) => setMonth(e.target.value)}
              error={!!err('month')}
              helperText={err('month')}
            >
              {a.plan.map((p) => (
                <MenuItem key={p.month} value={p.month}>
                  <MonthText month={p.month} />
                </MenuItem>
              ))}
            </TextField>
          )}
          {action === 'reschedule' && (
            <>
              <TextField
                label={t('payroll.ui.instalments')}
                type="number"
                value={instalments}
                onChange={(e) => setInstalments(e.target.value)}
                error={!!err('instalments')}
                helperText={err('instalments')}
              />
              <MonthField
                label={t('payroll.ui.fromMonth')}
                value={month}
                onChange={setMonth}
                error={err('fromMonth')}
              />
            </>
          )}
          {action === 'repay' ? (
            <MoneyField
              label={t('payroll.slip.amount')}
              value={amount}
              onChange={setAmount}
              currency={a.currency}
              error={err('amount')}
            />
          ) : (
            <TextField
              label={t('payroll.ui.reason')}
              name="reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              multiline
              minRows={2}
              error={!!err('reason')}
              helperText={err('reason')}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}

/** The actions this screen offers on an advance, as its lifecycle allows them from its state. */
function offeredActions(status: AdvanceDetail['status'], canUpdate: boolean) {
  const actions = ['skip', 'reschedule', 'repay'] as const;
  return canUpdate ? actions.filter((k) => ADVANCE_LIFECYCLE.can(status, k)) : [];
}

function AdvancePanel({ id, onBack }: { id: string; onBack(): void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = useMoney();
  const count = useCount();
  const canUpdate = useCan('advances:update');
  const advance = useAdvance(id);
  const [action, setAction] = useState<Action | null>(null);
  return (
    <QueryState query={advance}>
      {(a) => (
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Button size="small" onClick={onBack}>
              {t('payroll.ui.backToAdvances')}
            </Button>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              {a.employeeName} · {a.typeName[locale]}
            </Typography>
            <StatusChip status={a.status} labelKey={`payroll.advanceStatus.${a.status}`} />
          </Stack>
          <Typography>
            {t('payroll.ui.granted')}: {money(a.amount, a.currency)} · {t('payroll.ui.outstanding')}
            : <b data-testid="advance-outstanding">{money(a.outstanding, a.currency)}</b>
          </Typography>
          {offeredActions(a.status, canUpdate).length > 0 && (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              {offeredActions(a.status, canUpdate).map((k) => (
                <Button
                  key={k}
                  variant={k === 'repay' ? 'contained' : 'outlined'}
                  onClick={() => setAction(k)}
                >
                  {t(`payroll.ui.action.${k}`)}
                </Button>
              ))}
            </Stack>
          )}
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('payroll.ui.plan')} · {count('payroll.count.instalments', a.plan.length)}
              </Typography>
              {a.plan.length === 0 ? (
                <Typography color="text.secondary">{t('payroll.ui.planDone')}</Typography>
              ) : (
                <List dense data-testid="advance-plan">
                  {a.plan.map((p) => (
                    <ListItem key={p.month} divider>
                      <ListItemText primary={<MonthText month={p.month} />} />
                      <Typography>{money(p.amount, a.currency)}</Typography>
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('payroll.ui.history')}
              </Typography>
              <List dense>
                {a.events.map((e) => (
                  <ListItem key={e.id} divider sx={{ display: 'block' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {t(`payroll.event.${e.kind}`)}
                      {e.month && (
                        <>
                          {' · '}
                          <MonthText month={e.month} />
                        </>
                      )}
                      {e.amount != null && ` · ${money(e.amount, a.currency)}`}
                    </Typography>
                    {e.reason && <Typography variant="body2">{e.reason}</Typography>}
                    <Typography variant="caption" color="text.secondary">
                      <DateText value={e.at} withTime /> {e.byName && `· ${e.byName}`}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
          {action && <ActionDialog a={a} action={action} onClose={() => setAction(null)} />}
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * Staff advances (advance-component): every advance in the caller's scope with what is still
 * owed and the next instalment; granting one with its plan; an advance opens with ?id= to show
 * its plan, skip a month or reschedule with a reason, take a cash repayment, and its history.
 */
export function AdvancesScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const phone = usePhone();
  const s = useSearchState();
  const canCreate = useCan('advances:create');
  const [granting, setGranting] = useState(false);
  const q = useDebounced(s.get('q'), 300);
  const id = s.get('id');
  const list = useAdvances(
    cleanQuery({ q: q.trim(), status: s.get('status'), page: s.page, pageSize: PAGE_SIZE }),
  );
  if (id)
    return (
      <Screen>
        <AdvancePanel id={id} onBack={() => s.set({ id: null })} />
      </Screen>
    );
  return (
    <Screen
      actions={
        canCreate ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setGranting(true)}>
            {t('payroll.ui.grantAdvance')}
          </Button>
        ) : null
      }
    >
      <ListFrame
        query={list}
        search={s}
        pageSize={PAGE_SIZE}
        emptyTitle={t('payroll.ui.noAdvances')}
        filters={
          <>
            <SearchField
              size="small"
              value={s.get('q')}
              onChange={(e) => s.set({ q: e.target.value })}
              placeholder={t('payroll.ui.searchEmployee')}
              aria-label={t('payroll.ui.searchEmployee')}
              sx={{ flex: '2 1 200px' }}
            />
            <SelectFilter
              label={t('payroll.ui.status')}
              value={s.get('status')}
              onChange={(v) => s.set({ status: v })}
              options={ADVANCE_STATUSES}
              optionLabel={(st) => t(`payroll.advanceStatus.${st}`)}
              allLabel={t('payroll.ui.all')}
              sx={{ flex: '1 1 140px' }}
            />
          </>
        }
      >
        {({ items }) => (
          <RecordTable
            rows={items}
            rowKey={(a) => a.id}
            label={t('payroll.ui.advances')}
            phone={phone}
            rowTestId="advance-row"
            columns={[
              { key: 'who', header: t('payroll.slip.employee'), cell: (a) => a.employeeName },
              {
                key: 'amount',
                header: t('payroll.ui.granted'),
                cell: (a) => money(a.amount, a.currency),
                nowrap: true,
              },
              {
                key: 'left',
                header: t('payroll.ui.outstanding'),
                cell: (a) => money(a.outstanding, a.currency),
                nowrap: true,
              },
              {
                key: 'next',
                header: t('payroll.ui.nextInstalment'),
                cell: (a) =>
                  a.nextInstalment ? (
                    <>
                      <MonthText month={a.nextMonth} /> · {money(a.nextInstalment, a.currency)}
                    </>
                  ) : (
                    '—'
                  ),
              },
              {
                key: 'status',
                header: t('payroll.ui.status'),
                cell: (a) => (
                  <StatusChip status={a.status} labelKey={`payroll.advanceStatus.${a.status}`} />
                ),
              },
              {
                key: 'open',
                header: '',
                nowrap: true,
                cell: (a) => (
                  <Button size="small" onClick={() => s.set({ id: a.id })}>
                    {t('payroll.ui.open')}
                  </Button>
                ),
              },
            ]}
            card={(a) => (
              <Card
                variant="outlined"
                onClick={() => s.set({ id: a.id })}
                sx={{ cursor: 'pointer' }}
              >
                <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                    <Typography sx={{ fontWeight: 600 }}>{a.employeeName}</Typography>
                    <StatusChip status={a.status} labelKey={`payroll.advanceStatus.${a.status}`} />
                  </Stack>
                  <Typography variant="body2">
                    {t('payroll.ui.outstanding')}: {money(a.outstanding, a.currency)}
                  </Typography>
                </CardContent>
              </Card>
            )}
          />
        )}
      </ListFrame>
      {granting && (
        <GrantDialog onClose={() => setGranting(false)} onDone={(aid) => s.set({ id: aid })} />
      )}
      <Alert severity="info" sx={{ mt: 2 }}>
        {t('payroll.ui.advancesHelp')}
      </Alert>
    </Screen>
  );
}

export default AdvancesScreen;
