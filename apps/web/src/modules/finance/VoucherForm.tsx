import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  VOUCHER_KINDS,
  voucherInputSchema,
  type VoucherDetail,
  type VoucherKind,
} from '@qc/domain';
import { issueKey, type IssueKey } from '@qc/domain/platform/validation-issues';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyField } from '../../app/components/MoneyField.tsx';
import { readAmount } from '../../app/forms/amount.ts';
import { problemsOf, translateIssues } from '../../app/forms/form-problems.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import {
  createVoucher,
  useFinanceFormat,
  useFinanceOptions,
  useFinanceWrite,
} from './finance-api.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';

interface Line {
  accountId: string;
  fundId: string;
  amount: string;
  memo: string;
}
const today = () => new Date().toISOString().slice(0, 10);
const emptyLine = (): Line => ({ accountId: '', fundId: '', amount: '', memo: '' });

/**
 * Drafting a voucher: its kind, box, date and lines (receipts and payments), the receiving
 * box, fund and amounts (transfers and exchanges), or the two funds of a reallocation (the
 * money stays in the box; the memo is its reason). Amounts are typed in the currency's units
 * and sent in minor units; the server's messages show under their fields.
 */
export function VoucherForm({
  initialKind,
  onClose,
  onSaved,
}: {
  initialKind: VoucherKind;
  onClose(): void;
  onSaved(v: VoucherDetail): void;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const { name } = useFinanceFormat();
  const options = useFinanceOptions();
  const save = useFinanceWrite(createVoucher);
  const [kind, setKind] = useState<VoucherKind>(initialKind);
  const [date, setDate] = useState<string | null>(today());
  const [boxId, setBoxId] = useState('');
  const [toBoxId, setToBoxId] = useState('');
  const [fundId, setFundId] = useState('');
  const [toFundId, setToFundId] = useState('');
  const [amount, setAmount] = useState('');
  const [toAmount, setToAmount] = useState('');
  const [recipientId, setRecipientId] = useState('');
  const [party, setParty] = useState('');
  const [memo, setMemo] = useState('');
  const [lines, setLines] = useState<Line[]>([emptyLine()]);
  const [error, setError] = useState<{ fields: Record<string, string>; message: string } | null>(
    null,
  );
  const o = options.data;
  const box = o?.boxes.find((b) => b.id === boxId);
  const toBox = o?.boxes.find((b) => b.id === toBoxId);
  const currency = box?.currency ?? '';
  const withLines = kind === 'receipt' || kind === 'payment';
  const reallocation = kind === 'reallocation';
  const categories = (kind === 'receipt' ? o?.income : o?.expense) ?? [];
  const minor = (text: string, c: string) => readAmount(text, c).minor;
  const setLine = (i: number, change: Partial<Line>) =>
    setLines((all) => all.map((l, j) => (j === i ? { ...l, ...change } : l)));

  const submit = async () => {
    setError(null);
    const body = {
      kind,
      voucherDate: date,
      boxId: boxId || undefined,
      currency,
      memo,
      party: party || null,
      recipientId: recipientId || null,
      ...(withLines
        ? {
            lines: lines.map((l) => ({
              accountId: l.accountId || undefined,
              fundId: l.fundId || undefined,
              amount: minor(l.amount, currency) ?? undefined,
              memo: l.memo || null,
            })),
          }
        : reallocation
          ? {
              fundId: fundId || undefined,
              toFundId: toFundId || undefined,
              amount: minor(amount, currency) ?? undefined,
            }
          : {
              toBoxId: toBoxId || undefined,
              fundId: fundId || undefined,
              amount: minor(amount, currency) ?? undefined,
              ...(kind === 'exchange'
                ? {
                    toCurrency: toBox?.currency,
                    toAmount: minor(toAmount, toBox?.currency ?? '') ?? undefined,
                  }
                : {}),
            }),
    };
    // Checked here with the server's own schema and words, so an incomplete form sends nothing.
    const parsed = voucherInputSchema.safeParse(body);
    if (!parsed.success) {
      const issues: Record<string, IssueKey> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.map(String).join('.') || '_';
        issues[key] ??= issueKey(issue);
      }
      setError({ fields: translateIssues(t, issues), message: t('errors.validation') });
      return;
    }
    try {
      onSaved(await save.mutateAsync(body));
    } catch (e) {
      setError(problemsOf(e, t('errors.internal')));
    }
  };
  const err = (key: string) => error?.fields[key];
  // The amount, in the box's currency: the same field for every kind of voucher.
  const amountField = (
    <MoneyField
      required
      label={`${t('finance.ui.amount')} ${currency}`}
      value={amount}
      onChange={setAmount}
      currency={currency}
      showCurrency={false}
      error={err('amount')}
      sx={{ flex: 1 }}
    />
  );

  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth>
      <DialogTitle>{t('finance.ui.newVoucher')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t('finance.ui.kind')}
              value={kind}
              onChange={(e) => setKind(e.target.value as VoucherKind)}
              sx={{ flex: 1 }}
              name="kind"
            >
              {VOUCHER_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {t(`finance.entry.${k}`)}
                </MenuItem>
              ))}
            </TextField>
            <DateField
              name="voucherDate"
              label={t('finance.ui.date')}
              required
              value={date}
              onChange={setDate}
              error={err('voucherDate')}
            />
          </Stack>
          <TextField
            select
            required
            label={t('finance.ui.box')}
            value={boxId}
            onChange={(e) => setBoxId(e.target.value)}
            error={!!err('boxId')}
            helperText={err('boxId') ?? err('currency')}
            name="boxId"
          >
            {(o?.boxes ?? []).map((b) => (
              <MenuItem key={b.id} value={b.id}>
                {name(b.name)} — {b.currency}
              </MenuItem>
            ))}
          </TextField>
          {withLines ? (
            <Stack spacing={1}>
              <Typography variant="subtitle2">{t('finance.ui.lines')}</Typography>
              {lines.map((l, i) => (
                <Stack
                  key={i}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'flex-start' } }}
                >
                  <TextField
                    select
                    required
                    size="small"
                    label={t('finance.ui.account')}
                    value={l.accountId}
                    onChange={(e) => setLine(i, { accountId: e.target.value })}
                    error={!!err(`lines.${i}.accountId`)}
                    helperText={err(`lines.${i}.accountId`)}
                    sx={{ flex: 2 }}
                    name={`lines.${i}.accountId`}
                  >
                    {categories.map((a) => (
                      <MenuItem key={a.id} value={a.id}>
                        {a.code} {name(a.name)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    select
                    required
                    size="small"
                    label={t('finance.ui.fund')}
                    value={l.fundId}
                    onChange={(e) => setLine(i, { fundId: e.target.value })}
                    error={!!err(`lines.${i}.fundId`)}
                    helperText={err(`lines.${i}.fundId`)}
                    sx={{ flex: 1.5 }}
                    name={`lines.${i}.fundId`}
                  >
                    {(o?.funds ?? []).map((f) => (
                      <MenuItem key={f.id} value={f.id}>
                        {name(f.name)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <MoneyField
                    required
                    size="small"
                    label={`${t('finance.ui.amount')} ${currency}`}
                    value={l.amount}
                    onChange={(text) => setLine(i, { amount: text })}
                    currency={currency}
                    showCurrency={false}
                    error={err(`lines.${i}.amount`)}
                    sx={{ flex: 1 }}
                    name={`lines.${i}.amount`}
                  />
                  {lines.length > 1 && (
                    <IconButton
                      aria-label={t('finance.ui.removeLine')}
                      onClick={() => setLines((all) => all.filter((_, j) => j !== i))}
                    >
                      <DeleteOutline />
                    </IconButton>
                  )}
                </Stack>
              ))}
              {err('lines') && <Alert severity="error">{err('lines')}</Alert>}
              <div>
                <Button
                  startIcon={<AddOutlined />}
                  onClick={() => setLines((all) => [...all, emptyLine()])}
                >
                  {t('finance.ui.addLine')}
                </Button>
              </div>
            </Stack>
          ) : reallocation ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {(
                [
                  ['fundId', 'finance.ui.fromFund', fundId, setFundId],
                  ['toFundId', 'finance.ui.toFund', toFundId, setToFundId],
                ] as const
              ).map(([field, label, value, set]) => (
                <TextField
                  key={field}
                  select
                  required
                  label={t(label)}
                  value={value}
                  onChange={(e) => set(e.target.value)}
                  error={!!err(field)}
                  helperText={err(field)}
                  sx={{ flex: 1 }}
                  name={field}
                >
                  {(o?.funds ?? []).map((f) => (
                    <MenuItem key={f.id} value={f.id}>
                      {name(f.name)}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
              {amountField}
            </Stack>
          ) : (
            <>
              <TextField
                select
                required
                label={t('finance.ui.toBox')}
                value={toBoxId}
                onChange={(e) => setToBoxId(e.target.value)}
                error={!!err('toBoxId')}
                helperText={err('toBoxId')}
                name="toBoxId"
              >
                {(o?.boxes ?? [])
                  .filter((b) => b.id !== boxId)
                  .map((b) => (
                    <MenuItem key={b.id} value={b.id}>
                      {name(b.name)} — {b.currency}
                    </MenuItem>
                  ))}
              </TextField>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  select
                  required
                  label={t('finance.ui.fund')}
                  value={fundId}
                  onChange={(e) => setFundId(e.target.value)}
                  error={!!err('fundId')}
                  helperText={err('fundId')}
                  sx={{ flex: 1 }}
                  name="fundId"
                >
                  {(o?.funds ?? []).map((f) => (
                    <MenuItem key={f.id} value={f.id}>
                      {name(f.name)}
                    </MenuItem>
                  ))}
                </TextField>
                {amountField}
                {kind === 'exchange' && (
                  <MoneyField
                    required
                    label={`${t('finance.ui.toAmount')} ${toBox?.currency ?? ''}`}
                    value={toAmount}
                    onChange={setToAmount}
                    currency={toBox?.currency ?? ''}
                    showCurrency={false}
                    error={err('toAmount') ?? err('toCurrency')}
                    sx={{ flex: 1 }}
                    name="toAmount"
                  />
                )}
              </Stack>
            </>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t('finance.ui.recipient')}
              value={recipientId}
              onChange={(e) => setRecipientId(e.target.value)}
              sx={{ flex: 1 }}
              name="recipientId"
            >
              <MenuItem value="">—</MenuItem>
              {(o?.recipients ?? []).map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {r.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('finance.ui.party')}
              value={party}
              onChange={(e) => setParty(e.target.value)}
              sx={{ flex: 1 }}
              name="party"
            />
          </Stack>
          <TextField
            required
            label={t(reallocation ? 'finance.ui.reason' : 'finance.ui.memo')}
            value={memo}
            onChange={(e) => setMemo(e.target.value)}
            error={!!err('memo')}
            helperText={err('memo')}
            multiline
            minRows={2}
            name="memo"
          />
          {error && Object.keys(error.fields).length === 0 && (
            <Alert severity="error">{error.message}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('finance.ui.cancel')}</Button>
        <Button variant="contained" disabled={save.isPending} onClick={() => void submit()}>
          {t('finance.ui.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
