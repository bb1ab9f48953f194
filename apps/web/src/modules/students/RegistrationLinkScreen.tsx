import { registrationInputSchema, type RegistrationField } from '@qc/domain';
import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { PhoneInput, type PhoneValue } from '../../app/components/phone/PhoneInput.tsx';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import { isApiError } from '../../app/http/api-error.ts';
import { api } from '../../app/http/client.ts';
import { problemsOf } from '../../app/forms/form-problems.ts';

interface PublicLink {
  id: string;
  title: string;
  description: string | null;
  centreName: string;
  form: { fields: Array<{ name: RegistrationField; required: boolean }> };
  open: boolean;
  full: boolean;
}

type Values = Record<string, string>;
type Errors = Record<string, string>;

const PHONE_FIELDS = new Set<string>(['phone', 'guardianPhone']);
const LONG_FIELDS = new Set<string>(['notes', 'address']);

/**
 * The public registration form of a link (/registration-link/:id), made for a phone: the
 * fields are those the link's form asks for, in the visitor's language (switch at the top),
 * phone numbers through the phone input. Mistakes are shown by the field before anything is
 * sent, with the same rules as the server; the server's answers (link closed, quota full,
 * already registered) are shown as it words them.
 */
export function RegistrationLinkScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const link = useQuery({
    queryKey: ['public-registration-link', id],
    queryFn: () => api.get<PublicLink>(`/public/registration-links/${id}`, { skipAuth: true }),
  });
  const [values, setValues] = useState<Values>({ gender: 'male' });
  const [phones, setPhones] = useState<Record<string, PhoneValue>>({});
  const [errors, setErrors] = useState<Errors>({});
  const send = useMutation({
    mutationFn: (input: Record<string, string>) =>
      api.post(`/public/registration-links/${id}`, input, { skipAuth: true }),
    onError: (e) => setErrors(problemsOf(e, '').fields),
  });

  if (link.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress />
      </Box>
    );
  if (link.isError)
    return (
      <ErrorState
        error={link.error}
        title={
          isApiError(link.error) && link.error.status === 404
            ? t('students.reg.linkMissing')
            : undefined
        }
        fullScreen
      />
    );
  const l = link.data;
  const fields: Array<{ name: string; required: boolean }> = [
    { name: 'fullName', required: true },
    ...l.form.fields,
  ];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input: Record<string, string> = {};
    for (const [k, v] of Object.entries(values)) if (v.trim() !== '') input[k] = v.trim();
    const local: Errors = {};
    for (const [k, ph] of Object.entries(phones)) {
      if (ph.text.trim() === '') continue;
      if (!ph.possible) local[k] = t('validation.invalidPhone');
      else input[k] = ph.formatted || ph.text.trim();
    }
    const parsed = registrationInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '_');
        local[key] ??= /^[a-z]+\.[\w.]+$/.test(issue.message)
          ? t(issue.message)
          : t('validation.invalid');
      }
    }
    for (const f of fields)
      if (f.required && !input[f.name]) local[f.name] = t('validation.required');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    send.mutate(input);
  };

  const serverMessage = send.isError ? problemsOf(send.error, t('errors.internal')).message : null;

  return (
    <Box component="section" sx={{ maxWidth: 560, mx: 'auto', px: 2, pt: { xs: 7, sm: 9 }, pb: 4 }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {/* Typed by the centre in any language: each text takes its own direction. */}
          <Typography variant="h5" component="h1" gutterBottom dir="auto">
            {l.title}
          </Typography>
          <Typography color="text.secondary" dir="auto">
            {l.centreName}
          </Typography>
          {l.description && (
            <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }} dir="auto">
              {l.description}
            </Typography>
          )}
          {send.isSuccess ? (
            <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 4, gap: 1 }} role="status">
              <CheckCircle color="success" sx={{ fontSize: 56 }} />
              <Typography variant="h6">{t('students.registration.received')}</Typography>
            </Stack>
          ) : !l.open ? (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t(l.full ? 'students.registration.quotaFull' : 'students.registration.linkClosed')}
            </Alert>
          ) : (
            <Stack component="form" spacing={2} sx={{ mt: 2.5 }} onSubmit={submit} noValidate>
              {fields.map((f) =>
                PHONE_FIELDS.has(f.name) ? (
                  <PhoneInput
                    key={f.name}
                    name={f.name}
                    label={t(`students.field.${f.name}`)}
                    required={f.required}
                    value={phones[f.name]?.text ?? ''}
                    onChange={(ph) => setPhones((p) => ({ ...p, [f.name]: ph }))}
                    {...(errors[f.name] ? { error: errors[f.name] } : {})}
                  />
                ) : f.name === 'birthDate' ? (
                  // Typed or picked in Hijri or Gregorian, in the family's own digits.
                  <DateField
                    key={f.name}
                    name={f.name}
                    label={t(`students.field.${f.name}`)}
                    required={f.required}
                    value={values[f.name] ?? null}
                    onChange={(v) => setValues((old) => ({ ...old, [f.name]: v ?? '' }))}
                    {...(errors[f.name] ? { error: errors[f.name] } : {})}
                  />
                ) : (
                  <TextField
                    key={f.name}
                    name={f.name}
                    label={t(`students.field.${f.name}`)}
                    required={f.required}
                    value={values[f.name] ?? ''}
                    onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                    error={!!errors[f.name]}
                    helperText={errors[f.name]}
                    multiline={LONG_FIELDS.has(f.name)}
                    minRows={LONG_FIELDS.has(f.name) ? 2 : undefined}
                    autoComplete={f.name === 'fullName' ? 'name' : undefined}
                  />
                ),
              )}
              <FormControl>
                <FormLabel id="gender-label">{t('students.field.gender')}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="gender-label"
                  name="gender"
                  value={values.gender ?? 'male'}
                  onChange={(e) => setValues((v) => ({ ...v, gender: e.target.value }))}
                >
                  <FormControlLabel
                    value="male"
                    control={<Radio />}
                    label={t('students.gender.male')}
                  />
                  <FormControlLabel
                    value="female"
                    control={<Radio />}
                    label={t('students.gender.female')}
                  />
                </RadioGroup>
              </FormControl>
              {serverMessage && (
                <Alert severity="error" role="alert">
                  {serverMessage}
                </Alert>
              )}
              <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
                {t('students.registration.submit')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

export default RegistrationLinkScreen;
