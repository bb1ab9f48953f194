import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  COMPETITIONS_API,
  type PublicRegistrationInput,
  type PublicRegistrationPage,
} from '@qc/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { NO_PHONE, phoneOut } from '../../app/components/phone/phone-form.ts';
import { PhoneInput } from '../../app/components/phone/PhoneInput.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { isApiError } from '../../app/http/api-error.ts';
import { api } from '../../app/http/client.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';

const publicPath = (id: string) =>
  COMPETITIONS_API.publicRegistration.replace(/^\/api/, '').replace(':id', id);

/**
 * A competition's public registration page (/competition-registration-link/:id): signed out, on
 * the blank layout, made for a phone, in the visitor's language. The category, the student's
 * name, birth date and gender, the guardian's phone, the identity number if known and the consent
 * to the public results; the server's refusals (closed, registered already, a bad field) are shown
 * as it words them. Once sent, a thank-you: the competition's manager reviews the registration.
 */
export function PublicRegistrationScreen() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const f = useFormat();
  const { id = '' } = useParams();
  const page = useQuery({
    queryKey: ['public-competition', id, locale],
    queryFn: () => api.get<PublicRegistrationPage>(publicPath(id), { skipAuth: true }),
  });
  const [categoryId, setCategory] = useState('');
  const [fullName, setFullName] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [gender, setGender] = useState('');
  const [phone, setPhone] = useState(NO_PHONE);
  const [identityNumber, setIdentity] = useState('');
  const [publicConsent, setConsent] = useState(false);
  const body = (): PublicRegistrationInput => ({
    categoryId,
    fullName,
    birthDate,
    gender: gender as 'male' | 'female',
    phone: phoneOut(phone) ?? '',
    identityNumber: identityNumber.trim() || null,
    publicConsent,
  });
  const send = useMutation({
    mutationFn: () => api.post<unknown>(publicPath(id), body(), { skipAuth: true }),
  });
  if (page.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress />
      </Box>
    );
  if (page.isError)
    return (
      <ErrorState
        error={page.error}
        title={
          isApiError(page.error) && page.error.status === 404
            ? t('competitions.ui.registrationNotFound')
            : undefined
        }
        fullScreen
      />
    );
  const p = page.data;
  const problems = send.error ? problemsOf(send.error, t('errors.internal')) : null;
  const err = (field: string) => problems?.fields[field];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate();
  };
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, pt: { xs: 7, sm: 9 }, pb: 4 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} dir="auto">
        {p.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {[f.digits(p.season), p.placeName].filter(Boolean).join(' · ')}
      </Typography>
      {send.isSuccess ? (
        <Card variant="outlined" data-testid="registration-sent">
          <CardContent
            sx={{ textAlign: 'center', display: 'grid', gap: 1, justifyItems: 'center' }}
          >
            <CheckCircle color="success" sx={{ fontSize: 48 }} />
            <Typography sx={{ fontWeight: 600 }}>
              {t('competitions.ui.registrationSent')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('competitions.ui.registrationSentHint')}
            </Typography>
          </CardContent>
        </Card>
      ) : p.unavailable ? (
        <Alert severity="info">{t('competitions.ui.registrationClosedNow')}</Alert>
      ) : (
        <Stack component="form" onSubmit={submit} noValidate sx={{ gap: 2 }}>
          {problems && Object.keys(problems.fields).length === 0 && (
            <Alert severity="error">{problems.message}</Alert>
          )}
          <TextField
            select
            label={t('competitions.ui.category')}
            name="categoryId"
            value={categoryId}
            onChange={(e) => setCategory(e.target.value)}
            error={!!err('categoryId')}
            helperText={err('categoryId')}
            required
          >
            {p.categories.map((k) => (
              <MenuItem key={k.id} value={k.id}>
                {k.name} —{' '}
                {t('competitions.ui.portion', { from: f.number(k.fromJuz), to: f.number(k.toJuz) })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('competitions.ui.studentFullName')}
            name="fullName"
            value={fullName}
            onChange={(e) => setFullName(e.target.value)}
            error={!!err('fullName')}
            helperText={err('fullName')}
            required
          />
          <DateField
            label={t('competitions.ui.birthDate')}
            name="birthDate"
            value={birthDate || null}
            onChange={(v) => setBirthDate(v ?? '')}
            error={err('birthDate')}
            required
          />
          <TextField
            select
            label={t('competitions.ui.gender')}
            name="gender"
            value={gender}
            onChange={(e) => setGender(e.target.value)}
            error={!!err('gender')}
            helperText={err('gender')}
            required
          >
            <MenuItem value="male">{t('competitions.ui.boy')}</MenuItem>
            <MenuItem value="female">{t('competitions.ui.girl')}</MenuItem>
          </TextField>
          <PhoneInput
            name="phone"
            label={t('competitions.ui.guardianPhone')}
            value={phone.text}
            onChange={setPhone}
            required
            fullWidth
            {...(err('phone') ? { error: err('phone') } : {})}
          />
          <TextField
            label={t('competitions.ui.identityNumber')}
            name="identityNumber"
            value={identityNumber}
            onChange={(e) => setIdentity(e.target.value)}
            error={!!err('identityNumber')}
            helperText={err('identityNumber')}
          />
          {p.publicResults && (
            <FormControlLabel
              control={
                <Switch
                  checked={publicConsent}
                  onChange={(e) => setConsent(e.target.checked)}
                  name="publicConsent"
                />
              }
              label={t('competitions.ui.publicConsent')}
            />
          )}
          <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
            {t('competitions.ui.register')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

export default PublicRegistrationScreen;
