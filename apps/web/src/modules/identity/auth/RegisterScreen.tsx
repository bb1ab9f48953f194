import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { registerSchema } from '@qc/domain/identity/auth.schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../../../app/auth/auth-context.ts';
import { PhoneInput } from '../../../app/components/phone/PhoneInput.tsx';
import type { PhoneValue } from '../../../app/components/phone/phone-model.ts';
import { useLocale } from '../../../app/i18n/locale-context.ts';
import { authApi } from '../identity-api.ts';
import { PasswordField } from '../forms/PasswordField.tsx';
import { NO_PHONE, phoneImpossible, phoneOut } from '../../../app/components/phone/phone-form.ts';
import { useFormErrors } from '../../../app/forms/use-form-errors.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { authPaths, type AuthVariant } from './auth-paths.ts';

const FIELDS = ['displayName', 'email', 'phone', 'password', 'confirm'] as const;

/**
 * Creating an account (register-v1 card, register-v2 split): name, e-mail, an optional phone
 * and a password that meets the policy. The server sends a verification link; the visitor
 * goes on to the verify-email page of the same look.
 */
export function RegisterScreen({ variant = 'card' }: { variant?: AuthVariant }) {
  const { t } = useTranslation();
  const { status } = useAuth();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const paths = authPaths(variant);
  const form = useFormErrors();
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState<PhoneValue>(NO_PHONE);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  if (status === 'authenticated') return <Navigate to="/" replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.check(registerSchema, {
      displayName,
      email,
      phone: phoneOut(phone),
      password,
      locale,
    });
    if (phoneImpossible(phone)) form.setField('phone', t('validation.invalidPhone'));
    if (confirm !== password) form.setField('confirm', t('identity.passwordsDiffer'));
    if (!input || phoneImpossible(phone) || confirm !== password) return;
    setBusy(true);
    try {
      const res = await authApi.register(input);
      void navigate(`${paths.verify}?email=${encodeURIComponent(res.email)}&sent=1`);
    } catch (err) {
      form.fail(err, FIELDS);
      setBusy(false);
    }
  };

  const edit = (name: string) => form.clear(name);

  return (
    <AuthFrame
      variant={variant}
      art="register"
      title={t('identity.register.title')}
      subtitle={t('identity.register.subtitle')}
      footer={
        <>
          <Box component="span">{t('identity.register.haveAccount')} </Box>
          <Link component={RouterLink} to={paths.login} underline="always">
            {t('identity.register.signIn')}
          </Link>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="register-form">
        {form.error && (
          <Alert severity="error" sx={{ mb: 2.5 }} data-testid="form-error">
            {form.error}
          </Alert>
        )}
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
            edit('displayName');
          }}
          error={Boolean(form.fields.displayName)}
          helperText={form.fields.displayName ?? ' '}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          label={t('identity.field.email')}
          name="email"
          type="email"
          autoComplete="email"
          fullWidth
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            edit('email');
          }}
          error={Boolean(form.fields.email)}
          helperText={form.fields.email ?? ' '}
          sx={{ mt: 0.5 }}
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 254 } }}
        />
        <Box sx={{ mt: 0.5, mb: 2 }}>
          <PhoneInput
            label={t('identity.field.phoneOptional')}
            value={phone.text}
            onChange={(v) => {
              setPhone(v);
              edit('phone');
            }}
            error={form.fields.phone}
          />
        </Box>
        <PasswordField
          label={t('identity.field.password')}
          name="password"
          autoComplete="new-password"
          email={email}
          value={password}
          onChange={(v) => {
            setPassword(v);
            edit('password');
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
            edit('confirm');
          }}
          error={form.fields.confirm}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ mt: 1.5, py: 1.25 }}
        >
          {t('identity.register.submit')}
        </Button>
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Link component={RouterLink} to={paths.registerSteps} variant="body2" underline="hover">
            {t('identity.register.inSteps')}
          </Link>
        </Box>
      </Box>
    </AuthFrame>
  );
}

export default RegisterScreen;
