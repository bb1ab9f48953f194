import SearchOff from '@mui/icons-material/SearchOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DONATIONS_API, textInLanguage, type PublicDonationType } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PhoneInput } from '../../app/components/phone/PhoneInput.tsx';
import type { PhoneValue } from '../../app/components/phone/phone-model.ts';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { isApiError } from '../../app/http/api-error.ts';
import { api } from '../../app/http/client.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { NO_PHONE, phoneOut } from '../../app/components/phone/phone-form.ts';
import { donationsPath, usePublicType, type GiveAnswer } from './donations-api.ts';
import { publicGiveAmount } from './donation-forms.ts';
import { MoneyField } from '../../app/components/MoneyField.tsx';
import { useMoney } from '../../app/format/use-money.ts';

/** The donate form of a type: an amount (suggested or typed), a currency, the donor, consent. */
function GiveForm({ type, onDone }: { type: PublicDonationType; onDone(a: GiveAnswer): void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [amount, setAmount] = useState(String(type.suggestedAmounts[0] ?? ''));
  const [currency, setCurrency] = useState(type.currency);
  const [fullName, setFullName] = useState('');
  const [phone, setPhone] = useState<PhoneValue>(NO_PHONE);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [messagesConsent, setMessagesConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ fields: Record<string, string>; message: string } | null>(
    null,
  );
  const given = publicGiveAmount(amount, currency);
  const send = async () => {
    if (!given.ok) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await api.post<GiveAnswer>(donationsPath(DONATIONS_API.publicGive), {
        typeId: type.id,
        amount: given.body.amount,
        currency,
        method: 'transfer',
        donor: {
          fullName,
          phone: phoneOut(phone) ?? '',
          email: email || undefined,
          language: locale,
        },
        consent,
        messagesConsent,
      });
      onDone(answer);
    } catch (e) {
      setError(problemsOf(e, t('errors.internal')));
    } finally {
      setBusy(false);
    }
  };
  const fieldError = (name: string) => error?.fields[name];
  return (
    <Stack spacing={2} component="form" onSubmit={(e) => (e.preventDefault(), void send())}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {type.suggestedAmounts.map((a) => (
          <Chip
            key={a}
            label={`${a} ${currency}`}
            color={String(a) === amount ? 'primary' : 'default'}
            onClick={() => setAmount(String(a))}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1}>
        <MoneyField
          label={t('donations.ui.amount')}
          value={amount}
          onChange={setAmount}
          currency={currency}
          showCurrency={false}
          error={fieldError('amount')}
          fullWidth
          required
        />
        <TextField
          select
          label={t('donations.ui.currency')}
          value={currency}
          onChange={(e) => setCurrency(e.target.value)}
          sx={{ minWidth: 100 }}
          error={!!fieldError('currency')}
        >
          {type.currencies.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        label={t('donations.ui.fullName')}
        value={fullName}
        onChange={(e) => setFullName(e.target.value)}
        error={!!fieldError('donor.fullName')}
        helperText={fieldError('donor.fullName')}
        required
      />
      <PhoneInput label={t('donations.ui.phone')} value={phone.text} onChange={setPhone} required />
      <TextField
        label={t('donations.ui.email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <FormControlLabel
        control={<Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} />}
        label={t('donations.ui.consent')}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={messagesConsent}
            onChange={(e) => setMessagesConsent(e.target.checked)}
          />
        }
        label={t('donations.ui.messagesConsent')}
      />
      {error && <Alert severity="error">{error.message}</Alert>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy || !consent || !given.ok}
      >
        {t('donations.ui.donate')}
      </Button>
    </Stack>
  );
}

/** Bank details and the reference to quote after a gift by transfer. */
/** An IBAN grouped by four, left to right inside the line, with its label and a copy button. */
function IbanLine({ iban }: { iban: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const plain = iban.replace(/\s+/g, '').toUpperCase();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography>
        {t('donations.ui.iban')}:{' '}
        <bdi
          dir="ltr"
          data-testid="transfer-iban"
          style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
        >
          {plain.replace(/(.{4})(?=.)/g, '$1 ')}
        </bdi>
      </Typography>
      <Button
        size="small"
        variant="outlined"
        onClick={() =>
          void navigator.clipboard?.writeText(plain).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {t(copied ? 'donations.ui.copied' : 'donations.ui.copy')}
      </Button>
    </Stack>
  );
}

function TransferDetails({ a }: { a: GiveAnswer }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = useMoney();
  return (
    <Stack spacing={1.5} role="status" data-testid="transfer-details">
      <Alert severity="success">{t('donations.ui.transferThanks')}</Alert>
      <Typography>
        {t('donations.ui.amount')}: <strong>{money(a.amount, a.currency)}</strong>
      </Typography>
      <Typography>
        {t('donations.ui.reference')}:{' '}
        <strong>
          <bdi dir="ltr" data-testid="transfer-reference">
            {a.reference}
          </bdi>
        </strong>
      </Typography>
      <Typography>{a.bank.name[locale]}</Typography>
      {a.bank.bankName && <Typography>{a.bank.bankName}</Typography>}
      {a.bank.iban && <IbanLine iban={a.bank.iban} />}
    </Stack>
  );
}

/**
 * The public page of a donation type (/donation-type-records/:id): what it is, progress towards
 * its target, and the donate form (bank transfer). Signed out, phone first, three languages.
 */
export default function PublicDonationTypeScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { locale } = useLocale();
  const f = useFormat();
  const money = useMoney();
  const count = useCount();
  const type = usePublicType(id);
  const [done, setDone] = useState<GiveAnswer | null>(null);
  let body;
  if (type.isPending)
    body = <CircularProgress aria-busy="true" sx={{ mx: 'auto', display: 'block' }} />;
  else if (type.isError) {
    const missing = isApiError(type.error) && type.error.status === 404;
    body = (
      <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 1.5 }} role="alert">
        <SearchOff sx={{ fontSize: 56 }} color="warning" aria-hidden />
        <Typography variant="h6" component="p">
          {missing ? t('donations.ui.notFound') : t('donations.ui.loadFailed')}
        </Typography>
        {!missing && (
          <Button variant="outlined" onClick={() => void type.refetch()}>
            {t('donations.ui.retry')}
          </Button>
        )}
      </Stack>
    );
  } else {
    const d = type.data;
    const description = textInLanguage(d.description, locale);
    const percent = d.targetAmount
      ? Math.min(100, Math.round((d.raised * 100) / d.targetAmount))
      : null;
    body = (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {d.name[locale]}
        </Typography>
        {description && (
          <Typography
            color="text.secondary"
            {...(description.lang !== locale ? { lang: 'ar', dir: 'rtl' } : {})}
          >
            {description.text}
          </Typography>
        )}
        <Box>
          <Typography variant="body2">
            {t('donations.ui.raised')}: {money(d.raised, d.currency)}
            {d.targetAmount != null &&
              ` — ${t('donations.ui.target')}: ${money(d.targetAmount, d.currency)}`}
          </Typography>
          {percent != null && (
            <LinearProgress
              variant="determinate"
              value={percent}
              sx={{ height: 8, borderRadius: 4, my: 1 }}
            />
          )}
          <Typography variant="caption" color="text.secondary">
            {count('donations.ui.donorsCount', d.donors)}
            {/* A type with no target has no share of it to show (not "0%"). */}
            {percent != null && ` · ${f.percent(percent / 100)}`}
          </Typography>
        </Box>
        {done ? <TransferDetails a={done} /> : <GiveForm type={d} onDone={setDone} />}
      </Stack>
    );
  }
  return (
    <Box component="section" sx={{ maxWidth: 560, mx: 'auto', px: 2, pt: { xs: 7, sm: 9 }, pb: 4 }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>{body}</CardContent>
      </Card>
    </Box>
  );
}
