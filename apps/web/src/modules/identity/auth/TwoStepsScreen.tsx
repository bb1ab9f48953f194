import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../../app/auth/auth-context.ts';
import { safeRedirect } from '../../../app/auth/RequireAuth.tsx';
import { isApiError } from '../../../app/http/api-error.ts';
import { CodeInput } from '../forms/CodeInput.tsx';
import { isComplete } from '../forms/code-digits.ts';
import { useFormErrors } from '../../../app/forms/use-form-errors.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { BackToLogin } from './BackToLogin.tsx';
import { authPaths, clearChallenge, readChallenge, type AuthVariant } from './auth-paths.ts';

interface ChallengeState {
  challengeToken?: string;
  redirect?: string;
}

/**
 * The second step of sign-in: the six-digit code of the authenticator app (typed or pasted,
 * in any digits), or one of the recovery codes. Reached from the password step; opened on its
 * own it explains that the password comes first.
 */
export function TwoStepsScreen({ variant = 'card' }: { variant?: AuthVariant }) {
  const { t } = useTranslation();
  const { status, completeTwoFactor } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const paths = authPaths(variant);
  const form = useFormErrors();
  const state = (location.state ?? {}) as ChallengeState;
  const stored = readChallenge();
  const challengeToken = state.challengeToken ?? stored?.challengeToken ?? null;
  const redirect = safeRedirect(state.redirect ?? stored?.redirect);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [recoveryCode, setRecoveryCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(false);

  const send = useCallback(
    async (value: string) => {
      if (!challengeToken) return;
      form.reset();
      setBusy(true);
      try {
        await completeTwoFactor(challengeToken, value);
        clearChallenge();
        void navigate(redirect, { replace: true });
      } catch (err) {
        setBusy(false);
        if (isApiError(err) && err.code === 'identity.invalidToken') {
          clearChallenge();
          setExpired(true);
        }
        form.fail(err, []);
        setCode('');
      }
    },
    [challengeToken, completeTwoFactor, form, navigate, redirect],
  );

  if (status === 'authenticated' && !busy) return <Navigate to={redirect} replace />;

  const back = <BackToLogin to={paths.login} onClick={() => clearChallenge()} />;

  if (!challengeToken || expired) {
    return (
      <AuthFrame
        variant={variant}
        art="twoSteps"
        title={t('identity.twoSteps.title')}
        subtitle={t('identity.twoSteps.subtitle')}
      >
        <Alert severity={expired ? 'warning' : 'info'} data-testid="form-error">
          {expired ? form.error : t('identity.twoSteps.passwordFirst')}
        </Alert>
        <Button
          component={RouterLink}
          to={paths.login}
          variant="contained"
          fullWidth
          sx={{ mt: 2.5 }}
        >
          {t('identity.twoSteps.toLogin')}
        </Button>
      </AuthFrame>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (recovery) {
      if (recoveryCode.trim().length < 10) {
        form.setField('recovery', t('identity.invalidCode'));
        return;
      }
      void send(recoveryCode.trim());
      return;
    }
    if (!isComplete(code)) {
      form.setField('code', t('identity.twoSteps.sixDigits'));
      return;
    }
    void send(code);
  };

  return (
    <AuthFrame
      variant={variant}
      art="twoSteps"
      title={t('identity.twoSteps.title')}
      subtitle={recovery ? t('identity.twoSteps.recoveryHelp') : t('identity.twoSteps.subtitle')}
    >
      <Box component="form" noValidate onSubmit={submit} data-testid="two-steps-form">
        {form.error && (
          <Alert severity="error" sx={{ mb: 2.5 }} data-testid="form-error">
            {form.error}
          </Alert>
        )}
        {recovery ? (
          <TextField
            label={t('identity.twoSteps.recoveryCode')}
            name="recoveryCode"
            autoFocus
            fullWidth
            autoComplete="off"
            value={recoveryCode}
            onChange={(e) => {
              setRecoveryCode(e.target.value);
              form.clear('recovery');
            }}
            error={Boolean(form.fields.recovery)}
            helperText={form.fields.recovery ?? t('identity.twoSteps.recoveryFormat')}
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 32, spellCheck: false } }}
          />
        ) : (
          <CodeInput
            label={t('identity.twoSteps.codeLabel')}
            value={code}
            onChange={(v) => {
              setCode(v);
              form.clear('code');
            }}
            onComplete={(c) => void send(c)}
            error={form.fields.code}
            disabled={busy}
            autoFocus
          />
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ mt: 3, py: 1.25 }}
        >
          {t('identity.twoSteps.submit')}
        </Button>
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Link
            component="button"
            type="button"
            variant="body2"
            underline="hover"
            onClick={() => {
              setRecovery((r) => !r);
              form.reset();
            }}
          >
            {recovery ? t('identity.twoSteps.useApp') : t('identity.twoSteps.useRecovery')}
          </Link>
        </Box>
        {back}
      </Box>
    </AuthFrame>
  );
}

export default TwoStepsScreen;
