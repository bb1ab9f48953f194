import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../../app/auth/auth-context.ts';
import { safeRedirect } from '../../../app/auth/RequireAuth.tsx';
import { isApiError } from '../../../app/http/api-error.ts';
import { OutlinedField } from '../forms/OutlinedField.tsx';
import { PasswordField } from '../forms/PasswordField.tsx';
import { useFormErrors } from '../../../app/forms/use-form-errors.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { authPaths, saveChallenge, type AuthVariant } from './auth-paths.ts';

// The schemas (and zod) load when the form is first sent, not with the page: a signed-out
// visit to /login stays small.
const schemas = () => import('@qc/domain/identity/auth.schemas');

/**
 * Sign-in with an e-mail or a phone and the password: one component for /login-in and
 * /authentication/login-v1|v2 (card and split looks). `/login` itself is the server's page
 * (apps/server/src/modules/site/site-login.ts), which behaves the same. An account with
 * two-step verification continues on the two-steps page of the same look.
 */
export function LoginScreen({ variant = 'split' }: { variant?: AuthVariant }) {
  const { t } = useTranslation();
  const { status, signIn } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const paths = authPaths(variant);
  const form = useFormErrors();
  const [identifier, setIdentifier] = useState(params.get('identifier') ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [unverified, setUnverified] = useState(false);

  if (status === 'authenticated' && !busy) return <Navigate to={redirect} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setUnverified(false);
    const { loginSchema } = await schemas();
    const input = form.check(loginSchema, { identifier, password });
    if (!input) return;
    setBusy(true);
    try {
      const result = await signIn(input.identifier, input.password);
      if (result.status === 'twoFactor') {
        saveChallenge({ challengeToken: result.challengeToken, redirect, identifier });
        void navigate(paths.twoSteps, {
          state: { challengeToken: result.challengeToken, redirect },
        });
        return;
      }
      void navigate(redirect, { replace: true });
    } catch (err) {
      form.fail(err, ['identifier', 'password']);
      setUnverified(isApiError(err) && err.code === 'identity.emailNotVerified');
      setPassword('');
      setBusy(false);
    }
  };

  const email = identifier.includes('@') ? identifier.trim() : '';
  return (
    <AuthFrame
      variant={variant}
      art="login"
      title={t('identity.login.title')}
      subtitle={t('identity.login.subtitle')}
      footer={
        <>
          <Box component="span">{t('identity.login.noAccount')} </Box>
          <Link component={RouterLink} to={paths.register} underline="always">
            {t('identity.login.register')}
          </Link>
          <Box sx={{ mt: 1 }}>
            <Link component={RouterLink} to="/login-app" underline="always">
              {t('identity.login.appUsers')}
            </Link>
          </Box>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="login-form">
        {form.error && (
          <Alert
            severity="error"
            sx={{ mb: 2.5 }}
            data-testid="login-error"
            action={
              unverified ? (
                <Button
                  component={RouterLink}
                  to={`${paths.verify}${email ? `?email=${encodeURIComponent(email)}` : ''}`}
                  color="inherit"
                  size="small"
                >
                  {t('identity.verify.resend')}
                </Button>
              ) : undefined
            }
          >
            {form.error}
          </Alert>
        )}
        <OutlinedField
          label={t('identity.login.identifier')}
          name="identifier"
          autoComplete="username"
          autoFocus
          value={identifier}
          onChange={(e) => {
            setIdentifier(e.target.value);
            form.clear('identifier');
          }}
          error={form.fields.identifier}
          inputProps={{ dir: 'auto', maxLength: 254, inputMode: 'email' }}
        />
        <Box sx={{ mt: 0.5 }}>
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
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2.5 }}>
          <Link component={RouterLink} to={paths.forgot} variant="body2" underline="hover">
            {t('identity.login.forgot')}
          </Link>
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ py: 1.25 }}
        >
          {t('identity.login.submit')}
        </Button>
      </Box>
    </AuthFrame>
  );
}

export default LoginScreen;
