import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DONATION_FREQUENCIES,
  PAYMENT_METHODS,
  minorToDecimal,
  type DonationFrequency,
  type DonationRow,
  type PaymentMethod,
} from '@qc/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LookupField } from '../../app/components/LookupField.tsx';
import { MoneyField } from '../../app/components/MoneyField.tsx';
import { useFormErrors, type FormErrors } from '../../app/forms/use-form-errors.ts';
import { useMoney } from '../../app/format/use-money.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { donationCreateBody, paymentCreateBody } from './donation-forms.ts';
import { useCreateDonation, useDonation, useDonations, useRecordPayment } from './donations-api.ts';
import { instalmentState } from './DonationDetailDialog.tsx';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A small form in a dialog (full screen on a phone): the server's refusal goes under the fields
 * it names (the one form-errors hook), anything else above the buttons.
 */
function FormDialog(p: {
  title: string;
  submitLabel: string;
  errors: FormErrors;
  fields: readonly string[];
  canSubmit: boolean;
  onClose(): void;
  onSubmit(): Promise<unknown>;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    p.errors.reset();
    try {
      await p.onSubmit();
      p.onClose();
    } catch (e) {
      p.errors.fail(e, p.fields);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={p.onClose} fullScreen={phone} maxWidth="sm" fullWidth>
      <DialogTitle>{p.title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }} data-testid={p.testId}>
          {p.children}
          {p.errors.error && <Alert severity="error">{p.errors.error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy || !p.canSubmit}
          onClick={() => void submit()}
          data-testid={`${p.testId}-submit`}
        >
          {p.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** An amount in whole units with the currency beside it (decimals per currency). */
function AmountFields(p: {
  amount: string;
  onAmount(v: string): void;
  currency: string;
  onCurrency(v: string): void;
  errors: FormErrors;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 1 }}>
      <MoneyField
        label={p.label ?? t('donations.ui.amount')}
        value={p.amount}
        onChange={(text) => {
          p.onAmount(text);
          p.errors.clear('amount');
        }}
        currency={p.currency}
        showCurrency={false}
        error={p.errors.fields.amount}
        sx={{ flex: 2 }}
        required
      />
      <TextField
        name="currency"
        label={t('donations.ui.currency')}
        value={p.currency}
        onChange={(e) => {
          p.onCurrency(e.target.value.toUpperCase());
          p.errors.clear('currency');
        }}
        error={!!p.errors.fields.currency}
        helperText={p.errors.fields.currency}
        slotProps={{ htmlInput: { maxLength: 3, dir: 'ltr' } }}
        sx={{ flex: 1 }}
        required
      />
    </Stack>
  );
}

/**
 * A one-off gift or a pledge recorded at the office: donor (lookup), type, centre, amount in
 * whole units, currency, frequency and the number of instalments (none: open-ended). With a
 * sponsorship request it is the match of a sponsor (its monthly share suggested).
 */
export function NewDonationDialog(p: {
  onClose(): void;
  onDone?(d: DonationRow): void;
  request?: {
    id: string;
    typeId: LookupItem;
    centreId: LookupItem;
    currency: string;
    share: string;
  };
}) {
  const { t } = useTranslation();
  const create = useCreateDonation();
  const errors = useFormErrors();
  const [benefactor, setBenefactor] = useState<LookupItem | null>(null);
  const [type, setType] = useState<LookupItem | null>(p.request?.typeId ?? null);
  const [centre, setCentre] = useState<LookupItem | null>(p.request?.centreId ?? null);
  const [amount, setAmount] = useState(p.request?.share ?? '');
  const [currency, setCurrency] = useState(p.request?.currency ?? 'TRY');
  const [frequency, setFrequency] = useState<DonationFrequency>(p.request ? 'monthly' : 'once');
  const [instalments, setInstalments] = useState(p.request ? '' : '12');
  const [startDate, setStartDate] = useState(today());
  const reading = donationCreateBody({
    benefactorId: benefactor?.id ?? null,
    typeId: type?.id ?? null,
    centreId: centre?.id ?? null,
    amount,
    currency,
    frequency,
    instalments,
    startDate,
    sponsorshipRequestId: p.request?.id ?? null,
  });
  const fields = [
    'benefactorId',
    'typeId',
    'centreId',
    'amount',
    'currency',
    'frequency',
    'instalments',
    'startDate',
    'sponsorshipRequestId',
  ];
  return (
    <FormDialog
      title={p.request ? t('donations.match.title') : t('donations.new.title')}
      submitLabel={t('donations.action.save')}
      errors={errors}
      fields={fields}
      canSubmit={reading.ok}
      onClose={p.onClose}
      testId="new-donation"
      onSubmit={async () => {
        if (!reading.ok) return;
        const d = await create.mutateAsync(reading.body);
        p.onDone?.(d);
      }}
    >
      <LookupField
        resource="benefactors"
        label={t('donations.ui.benefactor')}
        value={benefactor}
        onChange={(v) => {
          setBenefactor(v);
          errors.clear('benefactorId');
        }}
        required
        size="medium"
        fullWidth
        error={errors.fields.benefactorId}
      />
      {!p.request && (
        <LookupField
          resource="donation-types"
          label={t('donations.ui.type')}
          value={type}
          onChange={(v) => {
            setType(v);
            errors.clear('typeId');
          }}
          required
          size="medium"
          fullWidth
          error={errors.fields.typeId}
        />
      )}
      {!p.request && (
        <LookupField
          resource="centres"
          label={t('donations.new.centre')}
          value={centre}
          onChange={(v) => {
            setCentre(v);
            errors.clear('centreId');
          }}
          required
          size="medium"
          fullWidth
          error={errors.fields.centreId}
        />
      )}
      <AmountFields
        amount={amount}
        onAmount={setAmount}
        currency={currency}
        onCurrency={setCurrency}
        errors={errors}
        {...(p.request ? { label: t('donations.match.share') } : {})}
      />
      <Stack direction="row" sx={{ gap: 1 }}>
        <TextField
          select
          name="frequency"
          label={t('donations.ui.frequency')}
          value={frequency}
          onChange={(e) => setFrequency(e.target.value as DonationFrequency)}
          sx={{ flex: 1 }}
        >
          {DONATION_FREQUENCIES.map((fr) => (
            <MenuItem key={fr} value={fr}>
              {t(`donations.frequency.${fr}`)}
            </MenuItem>
          ))}
        </TextField>
        {frequency !== 'once' && (
          <TextField
            name="instalments"
            label={t('donations.ui.instalments')}
            value={instalments}
            placeholder={t('donations.ui.openEnded')}
            onChange={(e) => {
              setInstalments(e.target.value.replace(/[^0-9]/g, ''));
              errors.clear('instalments');
            }}
            error={!!errors.fields.instalments}
            helperText={errors.fields.instalments}
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
            sx={{ flex: 1 }}
          />
        )}
      </Stack>
      <DateField
        name="startDate"
        label={t('donations.ui.start')}
        value={startDate}
        onChange={(v) => setStartDate(v ?? '')}
        error={errors.fields.startDate}
      />
      {errors.fields.sponsorshipRequestId && (
        <Alert severity="error">{errors.fields.sponsorshipRequestId}</Alert>
      )}
    </FormDialog>
  );
}

/**
 * A payment received at the office: the donation (search by donor), the method, the box or
 * bank it arrives in, the amount in whole units, the day, the reference and the instalment it
 * pays; cash counted in hand may be confirmed at once.
 */
export function PaymentDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const f = useFormat();
  const record = useRecordPayment();
  const errors = useFormErrors();
  const [input, setInput] = useState('');
  const q = useDebounced(input, 250);
  const options = useDonations({ page: 1, pageSize: 20, q, state: 'active' });
  const [donation, setDonation] = useState<DonationRow | null>(null);
  const detail = useDonation(donation?.id ?? null);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [box, setBox] = useState<LookupItem | null>(null);
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState('TRY');
  const [receivedOn, setReceivedOn] = useState(today());
  const [reference, setReference] = useState('');
  const [instalmentId, setInstalmentId] = useState('');
  const [confirm, setConfirm] = useState(false);
  const reading = paymentCreateBody({
    donationId: donation?.id ?? null,
    instalmentId,
    method,
    boxId: box?.id ?? null,
    amount,
    currency,
    receivedOn,
    reference,
    confirm,
  });
  const open = (detail.data?.instalments ?? []).filter((i) => i.state !== 'paid');
  const label = (d: DonationRow) =>
    `${d.benefactorName} · ${d.typeName} · ${money(d.amount, d.currency)}`;
  return (
    <FormDialog
      title={t('donations.pay.button')}
      submitLabel={t('donations.action.save')}
      errors={errors}
      fields={[
        'donationId',
        'instalmentId',
        'method',
        'boxId',
        'amount',
        'currency',
        'receivedOn',
        'reference',
      ]}
      canSubmit={reading.ok}
      onClose={onClose}
      testId="record-payment"
      onSubmit={async () => {
        if (reading.ok) await record.mutateAsync(reading.body);
      }}
    >
      <Autocomplete
        options={options.data?.items ?? []}
        value={donation}
        loading={options.isFetching}
        getOptionLabel={label}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(x) => x}
        onInputChange={(_, v) => setInput(v)}
        onChange={(_, v) => {
          setDonation(v);
          setInstalmentId('');
          if (v) {
            setCurrency(v.currency);
            setAmount(minorToDecimal(v.amount, v.currency));
          }
          errors.clear('donationId');
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            name="donation"
            label={t('donations.pay.donation')}
            required
            error={!!errors.fields.donationId}
            helperText={errors.fields.donationId}
          />
        )}
      />
      {open.length > 0 && (
        <TextField
          select
          name="instalmentId"
          label={t('donations.pay.instalment')}
          value={instalmentId}
          onChange={(e) => setInstalmentId(e.target.value)}
          error={!!errors.fields.instalmentId}
          helperText={errors.fields.instalmentId}
        >
          <MenuItem value="">—</MenuItem>
          {open.map((i) => (
            <MenuItem key={i.id} value={i.id}>
              {`${f.number(i.seq)} · ${f.date(i.dueOn, 'medium')} · ${t(`donations.instalment.${instalmentState(i)}`)}`}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        name="method"
        label={t('donations.ui.method')}
        value={method}
        onChange={(e) => setMethod(e.target.value as PaymentMethod)}
        error={!!errors.fields.method}
        helperText={errors.fields.method}
      >
        {PAYMENT_METHODS.map((m) => (
          <MenuItem key={m} value={m}>
            {t(`donations.method.${m}`)}
          </MenuItem>
        ))}
      </TextField>
      <LookupField
        resource="cash-boxes"
        label={t('donations.pay.box')}
        value={box}
        onChange={(v) => {
          setBox(v);
          errors.clear('boxId');
        }}
        required
        size="medium"
        fullWidth
        error={errors.fields.boxId}
      />
      <AmountFields
        amount={amount}
        onAmount={setAmount}
        currency={currency}
        onCurrency={setCurrency}
        errors={errors}
      />
      <DateField
        name="receivedOn"
        label={t('donations.pay.day')}
        value={receivedOn}
        onChange={(v) => setReceivedOn(v ?? '')}
        error={errors.fields.receivedOn}
      />
      <TextField
        name="reference"
        label={t('donations.ui.reference')}
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        error={!!errors.fields.reference}
        helperText={errors.fields.reference}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      {method === 'cash' && (
        <FormControlLabel
          control={<Checkbox checked={confirm} onChange={(e) => setConfirm(e.target.checked)} />}
          label={t('donations.pay.confirmNow')}
        />
      )}
    </FormDialog>
  );
}
