import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { emailOnlySchema } from '@qc/domain/identity/auth.schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../identity-api.ts';
import { useFormErrors } from '../../../app/forms/use-form-errors.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { BackToLogin } from './BackToLogin.tsx';
import { authPaths, type AuthVariant } from './auth-paths.ts';

/**
 * Forgot password (card and split): the e-mail address, then the same answer whether or not
 * an account uses it (nobody learns who has an account); the link in the mail opens the
 * reset page.
 */
export function ForgotPasswordScreen({ variant = 'card' }: { variant?: AuthVariant }) {
  const { t } = useTranslation();
  const paths = authPaths(variant);
  const form = useFormErrors();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.check(emailOnlySchema, { email });
    if (!input) return;
    setBusy(true);
    try {
      await authApi.forgotPassword(input.email);
      setSentTo(input.email);
    } catch (err) {
      form.fail(err, ['email']);
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <AuthFrame
        variant={variant}
        art="forgot"
        title={t('identity.forgot.sentTitle')}
        subtitle={t('identity.forgot.sentText', { email: sentTo })}
      >
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <MarkEmailReadOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden="true" />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('identity.forgot.sentHelp')}
        </Typography>
        <Button variant="outlined" fullWidth onClick={() => setSentTo(null)}>
          {t('identity.forgot.again')}
        </Button>
        <BackToLogin to={paths.login} />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      variant={variant}
      art="forgot"
      title={t('identity.forgot.title')}
      subtitle={t('identity.forgot.subtitle')}
    >
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="forgot-form">
        {form.error && (
          <Alert severity="error" sx={{ mb: 2.5 }} data-testid="form-error">
            {form.error}
          </Alert>
        )}
        <TextField
          label={t('identity.field.email')}
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
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
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ mt: 1, py: 1.25 }}
        >
          {t('identity.forgot.submit')}
        </Button>
        <BackToLogin to={paths.login} />
      </Box>
    </AuthFrame>
  );
}

export default ForgotPasswordScreen;
