import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEST_KIND_CODES, externalRequestInput } from '@qc/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneInput, type PhoneValue } from '../../app/components/phone/PhoneInput.tsx';
import { useFormErrors } from '../../app/forms/use-form-errors.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { sendExternalRequest } from './tests-results-api.ts';

/** The kinds a candidate from another country may ask for. */
const CATEGORIES = TEST_KIND_CODES.filter((c) => c !== 'external');
const FIELDS = ['fullName', 'countryName', 'city', 'email', 'portionText', 'notes'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The public external test request (/country-ext-link-request), made for a phone and opened
 * without signing in: a candidate from another country asks to be tested. Checked with the
 * server's own schema before sending (messages under the fields), the phone through the
 * app's phone input; the request is sent in the visitor's language (switch at the top) and
 * reviewed by staff in country-ext-test-request. The server rate-limits the form.
 */
export function ExternalRequestFormScreen() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const errors = useFormErrors();
  const [values, setValues] = useState<Record<Field, string>>({
    fullName: '',
    countryName: '',
    city: '',
    email: '',
    portionText: '',
    notes: '',
  });
  const [gender, setGender] = useState<'male' | 'female'>('male');
  const [category, setCategory] = useState<string>('portion');
  const [phone, setPhone] = useState<PhoneValue | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = {
      ...Object.fromEntries(
        FIELDS.map((k) => [k, values[k].trim() === '' ? null : values[k].trim()]),
      ),
      fullName: values.fullName.trim(),
      countryName: values.countryName.trim(),
      portionText: values.portionText.trim(),
      gender,
      category,
      phone: phone ? phone.formatted || phone.text.trim() : '',
      language: locale,
    };
    const parsed = errors.check(externalRequestInput, input);
    if (phone && phone.text.trim() !== '' && !phone.possible)
      errors.setField('phone', t('validation.invalidPhone'));
    if (!parsed || (phone && phone.text.trim() !== '' && !phone.possible)) return;
    setBusy(true);
    try {
      await sendExternalRequest(parsed);
      setSent(true);
    } catch (err) {
      errors.fail(err, [...FIELDS, 'phone', 'gender', 'category']);
    } finally {
      setBusy(false);
    }
  };

  const text = (k: Field, extra: object = {}) => (
    <TextField
      name={k}
      label={t(`tests.ext.field.${k}`)}
      value={values[k]}
      onChange={(e) => {
        setValues((v) => ({ ...v, [k]: e.target.value }));
        errors.clear(k);
      }}
      error={!!errors.fields[k]}
      helperText={errors.fields[k]}
      {...extra}
    />
  );

  return (
    <Box component="section" sx={{ maxWidth: 600, mx: 'auto', px: 2, pt: { xs: 7, sm: 9 }, pb: 4 }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('tests.ext.formTitle')}
          </Typography>
          <Typography color="text.secondary">{t('tests.ext.formIntro')}</Typography>
          {sent ? (
            <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 4, gap: 1 }} role="status">
              <CheckCircle color="success" sx={{ fontSize: 56 }} />
              <Typography variant="h6">{t('tests.ext.sent')}</Typography>
              <Typography color="text.secondary">{t('tests.ext.sentHelp')}</Typography>
            </Stack>
          ) : (
            <Stack
              component="form"
              spacing={2}
              sx={{ mt: 2.5 }}
              onSubmit={(e) => void submit(e)}
              noValidate
            >
              {text('fullName', { required: true, autoComplete: 'name' })}
              <FormControl>
                <FormLabel id="ext-gender">{t('tests.ext.field.gender')}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="ext-gender"
                  name="gender"
                  value={gender}
                  onChange={(e) => setGender(e.target.value as 'male' | 'female')}
                >
                  <FormControlLabel value="male" control={<Radio />} label={t('tests.ext.male')} />
                  <FormControlLabel
                    value="female"
                    control={<Radio />}
                    label={t('tests.ext.female')}
                  />
                </RadioGroup>
              </FormControl>
              {text('countryName', { required: true, autoComplete: 'country-name' })}
              {text('city', { autoComplete: 'address-level2' })}
              <PhoneInput
                name="phone"
                label={t('tests.ext.field.phone')}
                required
                value={phone?.text ?? ''}
                onChange={(ph) => {
                  setPhone(ph);
                  errors.clear('phone');
                }}
                {...(errors.fields.phone ? { error: errors.fields.phone } : {})}
              />
              {text('email', {
                type: 'email',
                autoComplete: 'email',
                slotProps: { htmlInput: { dir: 'ltr' } },
              })}
              <TextField
                select
                name="category"
                label={t('tests.ext.field.category')}
                value={category}
                onChange={(e) => setCategory(e.target.value)}
                error={!!errors.fields.category}
                helperText={errors.fields.category}
              >
                {CATEGORIES.map((c) => (
                  <MenuItem key={c} value={c}>
                    {t(`tests.kind.${c}`)}
                  </MenuItem>
                ))}
              </TextField>
              {text('portionText', {
                required: true,
                placeholder: t('tests.ext.portionHint'),
              })}
              {text('notes', { multiline: true, minRows: 2 })}
              {errors.error && (
                <Alert severity="error" role="alert">
                  {errors.error}
                </Alert>
              )}
              <Button type="submit" variant="contained" size="large" disabled={busy}>
                {t('tests.ext.submit')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

export default ExternalRequestFormScreen;
