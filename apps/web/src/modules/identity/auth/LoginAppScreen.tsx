import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { loginSchema, mobileRegisterSchema } from '@qc/domain/identity/auth.schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useAuth } from '../../../app/auth/auth-context.ts';
import { PhoneInput } from '../../../app/components/phone/PhoneInput.tsx';
import type { PhoneValue } from '../../../app/components/phone/phone-model.ts';
import { useLocale } from '../../../app/i18n/locale-context.ts';
import { authApi } from '../identity-api.ts';
import { PasswordField } from '../forms/PasswordField.tsx';
import { NO_PHONE, phoneImpossible, phoneOut } from '../../../app/components/phone/phone-form.ts';
import { useFormErrors } from '../../../app/forms/use-form-errors.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { saveChallenge } from './auth-paths.ts';

function AppSignIn() {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const form = useFormErrors();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.check(loginSchema, { identifier, password });
    if (!input) return;
    setBusy(true);
    try {
      const result = await signIn(input.identifier, input.password);
      if (result.status === 'twoFactor') {
        saveChallenge({ challengeToken: result.challengeToken, redirect: '/', identifier });
        void navigate('/authentication/two-steps-v1', {
          state: { challengeToken: result.challengeToken, redirect: '/' },
        });
        return;
      }
      void navigate('/', { replace: true });
    } catch (err) {
      form.fail(err, ['identifier', 'password']);
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="app-login-form">
      {form.error && (
        <Alert severity="error" sx={{ mb: 2.5 }} data-testid="form-error">
          {form.error}
        </Alert>
      )}
      <TextField
        label={t('identity.app.identifier')}
        name="identifier"
        autoComplete="username"
        fullWidth
        value={identifier}
        onChange={(e) => {
          setIdentifier(e.target.value);
          form.clear('identifier');
        }}
        error={Boolean(form.fields.identifier)}
        helperText={form.fields.identifier ?? t('identity.app.identifierHelp')}
        slotProps={{ htmlInput: { dir: 'ltr', maxLength: 254 } }}
      />
      <Box sx={{ mt: 1.5 }}>
        <PasswordField
          label={t('identity.field.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(v) => {
            setPassword(v);
            form.clear('password');
          }}
          error={form.fields.password}
        />
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ mt: 1.5, py: 1.25 }}
      >
        {t('identity.login.submit')}
      </Button>
    </Box>
  );
}

const SIGNUP_FIELDS = ['fullName', 'phone', 'email', 'password', 'confirm', 'kind', 'note'];

function AppSignUp({ onDone }: { onDone(name: string): void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const form = useFormErrors();
  const [fullName, setFullName] = useState('');
  const [phone, setPhone] = useState<PhoneValue>(NO_PHONE);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [kind, setKind] = useState<'guardian' | 'student'>('guardian');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.check(mobileRegisterSchema, {
      fullName,
      phone: phoneOut(phone),
      email: email.trim() || undefined,
      password,
      kind,
      note: note.trim() || undefined,
      locale,
    });
    if (phoneImpossible(phone)) form.setField('phone', t('validation.invalidPhone'));
    if (confirm !== password) form.setField('confirm', t('identity.passwordsDiffer'));
    if (!input || phoneImpossible(phone) || confirm !== password) return;
    setBusy(true);
    try {
      await authApi.mobileRegister(input);
      onDone(input.fullName);
    } catch (err) {
      form.fail(err, SIGNUP_FIELDS);
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="app-signup-form">
      {form.error && (
        <Alert severity="error" sx={{ mb: 2.5 }} data-testid="form-error">
          {form.error}
        </Alert>
      )}
      <FormLabel id="app-kind" sx={{ fontSize: '0.875rem' }}>
        {t('identity.app.kind')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby="app-kind"
        value={kind}
        onChange={(e) => setKind(e.target.value as 'guardian' | 'student')}
        sx={{ mb: 1 }}
      >
        <FormControlLabel value="guardian" control={<Radio />} label={t('identity.app.guardian')} />
        <FormControlLabel value="student" control={<Radio />} label={t('identity.app.student')} />
      </RadioGroup>
      <TextField
        label={t('identity.field.fullName')}
        name="fullName"
        autoComplete="name"
        fullWidth
        value={fullName}
        onChange={(e) => {
          setFullName(e.target.value);
          form.clear('fullName');
        }}
        error={Boolean(form.fields.fullName)}
        helperText={form.fields.fullName ?? ' '}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <Box sx={{ mt: 0.5, mb: 2 }}>
        <PhoneInput
          label={t('identity.field.phone')}
          required
          value={phone.text}
          onChange={(v) => {
            setPhone(v);
            form.clear('phone');
          }}
          error={form.fields.phone}
        />
      </Box>
      <TextField
        label={t('identity.field.emailOptional')}
        name="email"
        type="email"
        autoComplete="email"
        fullWidth
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          form.clear('email');
        }}
        error={Boolean(form.fields.email)}
        helperText={form.fields.email ?? ' '}
        slotProps={{ htmlInput: { dir: 'ltr', maxLength: 254 } }}
      />
      <Box sx={{ mt: 0.5 }}>
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
      </Box>
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
      <TextField
        label={t('identity.app.note')}
        name="note"
        fullWidth
        multiline
        minRows={2}
        value={note}
        onChange={(e) => {
          setNote(e.target.value);
          form.clear('note');
        }}
        error={Boolean(form.fields.note)}
        helperText={form.fields.note ?? t('identity.app.noteHelp')}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ mt: 2, py: 1.25 }}
      >
        {t('identity.app.submit')}
      </Button>
    </Box>
  );
}

/**
 * /login-app: guardians and students of the mobile app sign in here, or ask for an account.
 * A new account waits until an administrator accepts it (mobile-user-accept-component) and
 * links it to the guardian or student it belongs to.
 */
export function LoginAppScreen() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const [tab, setTab] = useState<'signin' | 'signup'>('signin');
  const [waiting, setWaiting] = useState<string | null>(null);

  if (status === 'authenticated') return <Navigate to="/" replace />;

  if (waiting) {
    return (
      <AuthFrame
        variant="card"
        art="app"
        title={t('identity.app.waitingTitle')}
        subtitle={t('identity.app.waitingText', { name: waiting })}
      >
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2.5 }}>
          <HourglassTopOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden="true" />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {t('identity.app.waitingHelp')}
        </Typography>
        <Button
          variant="contained"
          fullWidth
          onClick={() => {
            setWaiting(null);
            setTab('signin');
          }}
        >
          {t('identity.login.submit')}
        </Button>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      variant="card"
      art="app"
      title={t('identity.app.title')}
      subtitle={t('identity.app.subtitle')}
    >
      <Tabs
        value={tab}
        onChange={(_, v: 'signin' | 'signup') => setTab(v)}
        variant="fullWidth"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="signin" label={t('identity.app.signInTab')} />
        <Tab value="signup" label={t('identity.app.signUpTab')} />
      </Tabs>
      {tab === 'signin' ? <AppSignIn /> : <AppSignUp onDone={setWaiting} />}
    </AuthFrame>
  );
}

export default LoginAppScreen;
