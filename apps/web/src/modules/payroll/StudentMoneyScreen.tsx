import Payments from '@mui/icons-material/Payments';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { STUDENT_CHARGE_KINDS, type MoneyTotals, type StudentChargeRow } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { LookupField } from '../../app/components/LookupField.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { ListFrame } from '../../app/components/ListFrame.tsx';
import { SelectFilter } from '../../app/components/SelectFilter.tsx';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { useMoney } from '../../app/format/use-money.ts';
import { cleanQuery, useCharges, usePayCharge } from './payroll-api.ts';
import { chargePaymentBody } from './payroll-forms.ts';
import { MoneyField } from '../../app/components/MoneyField.tsx';
import { FormDialog, MonthField, MonthText } from './parts.tsx';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { SearchField } from '../../app/components/SearchField.tsx';

const PAGE_SIZE = 25;

function PayDialog({ c, onClose }: { c: StudentChargeRow; onClose(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const pay = usePayCharge();
  const [amount, setAmount] = useState('');
  const reading = chargePaymentBody({
    amount,
    currency: c.currency,
    paidOn: new Date().toISOString().slice(0, 10),
  });
  return (
    <FormDialog
      title={t(c.kind === 'fee' ? 'payroll.ui.receiveFee' : 'payroll.ui.payStipend', {
        name: c.studentName,
      })}
      submitLabel={t('payroll.ui.record')}
      canSubmit={reading.ok}
      onClose={onClose}
      onSubmit={async () => {
        if (reading.ok) await pay.mutateAsync({ id: c.id, body: reading.body });
      }}
    >
      {(err) => (
        <>
          <Typography variant="body2">
            {t('payroll.ui.outstanding')}: <b>{money(c.outstanding, c.currency)}</b>
          </Typography>
          <MoneyField
            label={t('payroll.slip.amount')}
            value={amount}
            onChange={setAmount}
            currency={c.currency}
            error={err('amount')}
            autoFocus
          />
        </>
      )}
    </FormDialog>
  );
}

export function TotalsLine({ totals }: { totals: MoneyTotals[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }}>
      {totals.map((x) => (
        <Stack
          key={x.currency}
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap' }}
          data-testid="money-totals"
        >
          <Chip label={`${t('payroll.ui.charged')}: ${money(x.charged, x.currency)}`} />
          <Chip
            color="success"
            variant="outlined"
            label={`${t('payroll.ui.paid')}: ${money(x.paid, x.currency)}`}
          />
          <Chip
            color="warning"
            variant="outlined"
            label={`${t('payroll.ui.outstanding')}: ${money(x.outstanding, x.currency)}`}
          />
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The money of one student or ring (financial-students-money): each month's fee (with its
 * sibling discount) and stipend, what is paid and outstanding, and a payment against it.
 * Filters: a student, a ring, a month, fees or stipends, only what is still owed.
 */
export function StudentMoneyScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const phone = usePhone();
  const s = useSearchState();
  const canPay = useCan('student-money:create');
  const [student, setStudent] = useState<LookupItem | null>(null);
  const [ring, setRing] = useState<LookupItem | null>(null);
  const [paying, setPaying] = useState<StudentChargeRow | null>(null);
  const q = useDebounced(s.get('q'), 300);
  const list = useCharges(
    cleanQuery({
      q: q.trim(),
      month: s.get('month'),
      kind: s.get('kind'),
      outstanding: s.get('owed') ? 'true' : undefined,
      studentId: student?.id ?? s.get('student'),
      ringId: ring?.id,
      page: s.page,
      pageSize: PAGE_SIZE,
    }),
  );
  const kindChip = (c: StudentChargeRow) => (
    <Chip
      size="small"
      variant="outlined"
      color={c.kind === 'fee' ? 'primary' : 'secondary'}
      label={t(`payroll.kind.${c.kind}`)}
    />
  );
  return (
    <Screen>
      <ListFrame
        query={list}
        search={s}
        pageSize={PAGE_SIZE}
        emptyTitle={t('payroll.ui.noCharges')}
        filters={
          <>
            <SearchField
              size="small"
              value={s.get('q')}
              onChange={(e) => s.set({ q: e.target.value })}
              placeholder={t('payroll.ui.searchStudent')}
              aria-label={t('payroll.ui.searchStudent')}
              sx={{ flex: '2 1 200px' }}
            />
            <LookupField
              resource="students"
              label={t('payroll.ui.student')}
              value={student}
              onChange={(v) => {
                setStudent(v);
                s.set({});
              }}
            />
            <LookupField
              resource="rings"
              label={t('payroll.ui.ring')}
              value={ring}
              onChange={(v) => {
                setRing(v);
                s.set({});
              }}
            />
            <MonthField
              size="small"
              label={t('payroll.ui.month')}
              value={s.get('month')}
              onChange={(v) => s.set({ month: v })}
            />
            <SelectFilter
              label={t('payroll.ui.kind')}
              value={s.get('kind')}
              onChange={(v) => s.set({ kind: v })}
              options={STUDENT_CHARGE_KINDS}
              optionLabel={(k) => t(`payroll.kind.${k}`)}
              allLabel={t('payroll.ui.all')}
              sx={{ minWidth: 130 }}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={!!s.get('owed')}
                  onChange={(e) => s.set({ owed: e.target.checked ? '1' : null })}
                />
              }
              label={t('payroll.ui.onlyOwed')}
            />
          </>
        }
      >
        {({ items, totals }) => (
          <>
            <TotalsLine totals={totals} />
            <RecordTable
              rows={items}
              rowKey={(c) => c.id}
              label={t('payroll.ui.charges')}
              phone={phone}
              rowTestId="charge-row"
              columns={[
                {
                  key: 'student',
                  header: t('payroll.ui.student'),
                  cell: (c) => (
                    <>
                      {c.studentName}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {c.ringName ?? c.centreName}
                      </Typography>
                    </>
                  ),
                },
                {
                  key: 'month',
                  header: t('payroll.ui.month'),
                  cell: (c) => <MonthText month={c.month} />,
                },
                { key: 'kind', header: t('payroll.ui.kind'), cell: kindChip },
                {
                  key: 'amount',
                  header: t('payroll.slip.amount'),
                  nowrap: true,
                  cell: (c) => (
                    <>
                      {money(c.amount, c.currency)}
                      {c.discount > 0 && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {t('payroll.ui.siblingDiscount')}: {money(c.discount, c.currency)}
                        </Typography>
                      )}
                    </>
                  ),
                },
                {
                  key: 'paid',
                  header: t('payroll.ui.paid'),
                  cell: (c) => money(c.paid, c.currency),
                  nowrap: true,
                },
                {
                  key: 'left',
                  header: t('payroll.ui.outstanding'),
                  cell: (c) => <b>{money(c.outstanding, c.currency)}</b>,
                  nowrap: true,
                },
                {
                  key: 'pay',
                  header: '',
                  nowrap: true,
                  cell: (c) =>
                    canPay && c.outstanding > 0 ? (
                      <Button size="small" startIcon={<Payments />} onClick={() => setPaying(c)}>
                        {t(c.kind === 'fee' ? 'payroll.ui.receive' : 'payroll.ui.pay')}
                      </Button>
                    ) : null,
                },
              ]}
              card={(c) => (
                <Card variant="outlined">
                  <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                    <Stack
                      direction="row"
                      sx={{ justifyContent: 'space-between', alignItems: 'center' }}
                    >
                      <Typography sx={{ fontWeight: 600 }}>{c.studentName}</Typography>
                      {kindChip(c)}
                    </Stack>
                    <Typography variant="body2">
                      <MonthText month={c.month} />
                    </Typography>
                    <Typography variant="body2">
                      {t('payroll.ui.paid')}: {money(c.paid, c.currency)} /{' '}
                      {money(c.amount, c.currency)}
                    </Typography>
                    {canPay && c.outstanding > 0 && (
                      <Button
                        size="small"
                        startIcon={<Payments />}
                        onClick={() => setPaying(c)}
                        sx={{ justifySelf: 'start' }}
                      >
                        {t(c.kind === 'fee' ? 'payroll.ui.receive' : 'payroll.ui.pay')}
                      </Button>
                    )}
                  </CardContent>
                </Card>
              )}
            />
          </>
        )}
      </ListFrame>
      {paying && <PayDialog c={paying} onClose={() => setPaying(null)} />}
    </Screen>
  );
}

export default StudentMoneyScreen;
