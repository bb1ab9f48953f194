import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { resetPasswordSchema } from '@qc/domain/identity/auth.schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { isApiError } from '../../../app/http/api-error.ts';
import { authApi } from '../identity-api.ts';
import { PasswordField } from '../forms/PasswordField.tsx';
import { useFormErrors } from '../../../app/forms/use-form-errors.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { BackToLogin } from './BackToLogin.tsx';
import { authPaths, type AuthVariant } from './auth-paths.ts';

/**
 * Choosing a new password from the link of a reset (or invitation) e-mail. The link works
 * once and expires; every signed-in device is signed out when the password changes.
 */
export function ResetPasswordScreen({ variant = 'card' }: { variant?: AuthVariant }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const paths = authPaths(variant);
  const form = useFormErrors();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [badLink, setBadLink] = useState(token.length < 10);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.check(resetPasswordSchema, { token, password });
    if (confirm !== password) form.setField('confirm', t('identity.passwordsDiffer'));
    if (!input || confirm !== password) return;
    setBusy(true);
    try {
      await authApi.resetPassword(input.token, input.password);
      setDone(true);
    } catch (err) {
      form.fail(err, ['password']);
      if (isApiError(err) && err.code === 'identity.invalidToken') setBadLink(true);
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AuthFrame
        variant={variant}
        art="reset"
        title={t('identity.reset.doneTitle')}
        subtitle={t('identity.reset.doneText')}
      >
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2.5 }}>
          <TaskAltOutlined color="success" sx={{ fontSize: 56 }} aria-hidden="true" />
        </Box>
        <Button component={RouterLink} to={paths.login} variant="contained" size="large" fullWidth>
          {t('identity.login.submit')}
        </Button>
      </AuthFrame>
    );
  }

  if (badLink) {
    return (
      <AuthFrame variant={variant} art="reset" title={t('identity.reset.title')}>
        <Alert severity="warning" data-testid="form-error">
          {form.error ?? t('identity.invalidToken')}
        </Alert>
        <Button
          component={RouterLink}
          to={paths.forgot}
          variant="contained"
          fullWidth
          sx={{ mt: 2.5 }}
        >
          {t('identity.reset.newLink')}
        </Button>
        <BackToLogin to={paths.login} />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      variant={variant}
      art="reset"
      title={t('identity.reset.title')}
      subtitle={t('identity.reset.subtitle')}
    >
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="reset-form">
        {form.error && (
          <Alert severity="error" sx={{ mb: 2.5 }} data-testid="form-error">
            {form.error}
          </Alert>
        )}
        <PasswordField
          label={t('identity.field.newPassword')}
          name="password"
          autoComplete="new-password"
          autoFocus
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
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ mt: 1.5, py: 1.25 }}
        >
          {t('identity.reset.submit')}
        </Button>
        <BackToLogin to={paths.login} />
      </Box>
    </AuthFrame>
  );
}

export default ResetPasswordScreen;
