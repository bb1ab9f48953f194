import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DONATIONS_API } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PhoneInput } from '../../app/components/phone/PhoneInput.tsx';
import type { PhoneValue } from '../../app/components/phone/phone-model.ts';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { isApiError } from '../../app/http/api-error.ts';
import { api } from '../../app/http/client.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { NO_PHONE, phoneOut } from '../../app/components/phone/phone-form.ts';
import { donationsPath, usePublicLink } from './donations-api.ts';

/**
 * A benefactor's registration by link (/benefactor-registration-link/:id): name, phone (with
 * its country), e-mail and the country (a select) when the link asks, consent. Signed out, phone first, three languages.
 */
export default function BenefactorLinkScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { locale } = useLocale();
  const link = usePublicLink(id);
  const [fullName, setFullName] = useState('');
  const [phone, setPhone] = useState<PhoneValue>(NO_PHONE);
  const [email, setEmail] = useState('');
  const [countryId, setCountryId] = useState('');
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<{ fields: Record<string, string>; message: string } | null>(
    null,
  );
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.post(donationsPath(DONATIONS_API.publicLinkRegister, { id }), {
        fullName,
        phone: phoneOut(phone) ?? '',
        email: email || undefined,
        ...(link.data?.askCountry && countryId ? { countryId } : {}),
        language: locale,
        consent,
      });
      setDone(true);
    } catch (e) {
      setError(problemsOf(e, t('errors.internal')));
    } finally {
      setBusy(false);
    }
  };
  let body;
  if (link.isPending)
    body = <CircularProgress aria-busy="true" sx={{ mx: 'auto', display: 'block' }} />;
  else if (link.isError)
    body = (
      <Alert
        severity="warning"
        action={
          isApiError(link.error) && link.error.status === 404 ? undefined : (
            <Button onClick={() => void link.refetch()}>{t('donations.ui.retry')}</Button>
          )
        }
      >
        {isApiError(link.error) && link.error.status === 404
          ? t('donations.ui.notFound')
          : t('donations.ui.loadFailed')}
      </Alert>
    );
  else if (!link.data.open) body = <Alert severity="info">{t('donations.ui.closed')}</Alert>;
  else if (done)
    body = (
      <Alert severity="success" role="status">
        {t('donations.ui.registered')}
      </Alert>
    );
  else
    body = (
      <Stack spacing={2} component="form" onSubmit={(e) => (e.preventDefault(), void send())}>
        {link.data.description && (
          <Typography color="text.secondary">{link.data.description}</Typography>
        )}
        <TextField
          label={t('donations.ui.fullName')}
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          error={!!error?.fields.fullName}
          helperText={error?.fields.fullName}
          required
        />
        <PhoneInput
          label={t('donations.ui.phone')}
          value={phone.text}
          onChange={setPhone}
          required
        />
        {link.data.askEmail && (
          <TextField
            label={t('donations.ui.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        )}
        {link.data.askCountry && (
          <TextField
            select
            label={t('donations.ui.country')}
            value={countryId}
            onChange={(e) => setCountryId(e.target.value)}
            error={!!error?.fields.countryId}
            helperText={error?.fields.countryId}
            required
            slotProps={{ htmlInput: { 'data-testid': 'link-country' } }}
          >
            {link.data.countries.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name[locale] || c.name.ar}
              </MenuItem>
            ))}
          </TextField>
        )}
        <FormControlLabel
          control={<Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} />}
          label={t('donations.ui.consent')}
        />
        {error && <Alert severity="error">{error.message}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={busy || !consent}>
          {t('donations.ui.send')}
        </Button>
      </Stack>
    );
  return (
    <Box component="section" sx={{ maxWidth: 560, mx: 'auto', px: 2, pt: { xs: 7, sm: 9 }, pb: 4 }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {link.data?.title ?? t('donations.ui.register')}
          </Typography>
          {body}
        </CardContent>
      </Card>
    </Box>
  );
}
