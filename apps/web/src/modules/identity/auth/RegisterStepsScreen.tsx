import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { registerSchema } from '@qc/domain/identity/auth.schemas';
import { LOCALES, type LocaleCode } from '@qc/domain/locales';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../../../app/auth/auth-context.ts';
import { PhoneInput } from '../../../app/components/phone/PhoneInput.tsx';
import type { PhoneValue } from '../../../app/components/phone/phone-model.ts';
import { isApiError } from '../../../app/http/api-error.ts';
import { useLocale } from '../../../app/i18n/locale-context.ts';
import { authApi } from '../identity-api.ts';
import { PasswordField } from '../forms/PasswordField.tsx';
import { NO_PHONE, phoneImpossible, phoneOut } from '../../../app/components/phone/phone-form.ts';
import { useFormErrors } from '../../../app/forms/use-form-errors.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { authPaths } from './auth-paths.ts';

const STEPS = ['account', 'personal', 'review'] as const;
const STEP_FIELDS: Record<(typeof STEPS)[number], string[]> = {
  account: ['email', 'password', 'confirm'],
  personal: ['displayName', 'phone', 'locale'],
  review: [],
};

/**
 * Registration in steps: the account (e-mail and password), then personal details (name,
 * phone, language of messages), then a review before the account is created. Each step is
 * checked with the server's schema before moving on; server answers land on their step.
 */
export function RegisterStepsScreen() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const { locale: uiLocale } = useLocale();
  const navigate = useNavigate();
  const paths = authPaths('card');
  const form = useFormErrors();
  const [step, setStep] = useState(0);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [phone, setPhone] = useState<PhoneValue>(NO_PHONE);
  const [locale, setLocale] = useState<LocaleCode>(uiLocale);
  const [busy, setBusy] = useState(false);

  if (status === 'authenticated') return <Navigate to="/" replace />;

  const input = { email, password, displayName, phone: phoneOut(phone), locale };
  const current = STEPS[step]!;

  const stepValid = (name: (typeof STEPS)[number]) => {
    const ok = form.checkPart(registerSchema, input, STEP_FIELDS[name]);
    let extra = true;
    if (name === 'account' && confirm !== password) {
      form.setField('confirm', t('identity.passwordsDiffer'));
      extra = false;
    }
    if (name === 'personal' && phoneImpossible(phone)) {
      form.setField('phone', t('validation.invalidPhone'));
      extra = false;
    }
    return ok && extra;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (current !== 'review') {
      if (stepValid(current)) setStep(step + 1);
      return;
    }
    const data = form.check(registerSchema, input);
    if (!data) return;
    setBusy(true);
    try {
      const res = await authApi.register(data);
      void navigate(`${paths.verify}?email=${encodeURIComponent(res.email)}&sent=1`);
    } catch (err) {
      form.fail(err, [...STEP_FIELDS.account, ...STEP_FIELDS.personal]);
      // Go back to the first step that has a server message.
      const names = isApiError(err) ? Object.keys(err.fields ?? {}) : [];
      const at = STEPS.findIndex((s) => STEP_FIELDS[s].some((f) => names.includes(f)));
      if (at >= 0) setStep(at);
      setBusy(false);
    }
  };

  const review: Array<[string, string]> = [
    [t('identity.field.email'), email],
    [t('identity.field.displayName'), displayName],
    [t('identity.field.phone'), phoneOut(phone) ?? '—'],
    [t('identity.field.language'), LOCALES.find((l) => l.code === locale)?.label ?? locale],
  ];

  return (
    <AuthFrame
      variant="card"
      art="register"
      wide
      title={t('identity.registerSteps.title')}
      subtitle={t('identity.registerSteps.subtitle')}
      footer={
        <>
          <Box component="span">{t('identity.register.haveAccount')} </Box>
          <Link component={RouterLink} to={paths.login} underline="always">
            {t('identity.register.signIn')}
          </Link>
        </>
      }
    >
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3.5 }}>
        {STEPS.map((s) => (
          <Step key={s}>
            <StepLabel>{t(`identity.registerSteps.${s}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        data-testid="register-steps-form"
      >
        {form.error && (
          <Alert severity="error" sx={{ mb: 2.5 }} data-testid="form-error">
            {form.error}
          </Alert>
        )}
        {current === 'account' && (
          <>
            <TextField
              label={t('identity.field.email')}
              name="email"
              type="email"
              autoComplete="email"
              autoFocus
              fullWidth
              required
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                form.clear('email');
              }}
              error={Boolean(form.fields.email)}
              helperText={form.fields.email ?? ' '}
              slotProps={{ htmlInput: { dir: 'ltr', maxLength: 254 } }}
            />
            <PasswordField
              label={t('identity.field.password')}
              name="password"
              autoComplete="new-password"
              email={email}
              value={password}
              onChange={(v) => {
                setPassword(v);
                form.clear('password');
              }}
              error={form.fields.password}
            />
            <PasswordField
              label={t('identity.field.confirmPassword')}
              name="confirm"
              autoComplete="new-password"
              showPolicy={false}
              value={confirm}
              onChange={(v) => {
                setConfirm(v);
                form.clear('confirm');
              }}
              error={form.fields.confirm}
            />
          </>
        )}
        {current === 'personal' && (
          <>
            <TextField
              label={t('identity.field.displayName')}
              name="displayName"
              autoComplete="name"
              autoFocus
              fullWidth
              required
              value={displayName}
              onChange={(e) => {
                setDisplayName(e.target.value);
                form.clear('displayName');
              }}
              error={Boolean(form.fields.displayName)}
              helperText={form.fields.displayName ?? ' '}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <Box sx={{ mt: 0.5, mb: 2 }}>
              <PhoneInput
                label={t('identity.field.phoneOptional')}
                value={phone.text}
                onChange={(v) => {
                  setPhone(v);
                  form.clear('phone');
                }}
                error={form.fields.phone}
              />
            </Box>
            <TextField
              select
              label={t('identity.field.messagesLanguage')}
              name="locale"
              fullWidth
              value={locale}
              onChange={(e) => setLocale(e.target.value as LocaleCode)}
              helperText={t('identity.registerSteps.languageHelp')}
            >
              {LOCALES.map((l) => (
                <MenuItem key={l.code} value={l.code} lang={l.code}>
                  {l.label}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
        {current === 'review' && (
          <Box
            component="dl"
            sx={{
              m: 0,
              p: 2,
              borderRadius: 2,
              bgcolor: 'action.hover',
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
              columnGap: 3,
              rowGap: 1,
            }}
          >
            {review.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary" variant="body2">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 500 }} dir="auto">
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1.5, mt: 3 }}>
          {step > 0 && (
            <Button
              color="inherit"
              variant="outlined"
              size="large"
              onClick={() => {
                form.reset();
                setStep(step - 1);
              }}
              disabled={busy}
              sx={{ flex: 1 }}
            >
              {t('common.back')}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
            sx={{ flex: 2, py: 1.25 }}
          >
            {current === 'review'
              ? t('identity.register.submit')
              : t('identity.registerSteps.next')}
          </Button>
        </Box>
      </Box>
    </AuthFrame>
  );
}

export default RegisterStepsScreen;
