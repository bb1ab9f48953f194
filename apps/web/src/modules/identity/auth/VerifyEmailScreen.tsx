import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { emailOnlySchema } from '@qc/domain/identity/auth.schemas';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useAuth } from '../../../app/auth/auth-context.ts';
import { isApiError } from '../../../app/http/api-error.ts';
import { authApi } from '../identity-api.ts';
import { useFormErrors } from '../../../app/forms/use-form-errors.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { BackToLogin } from './BackToLogin.tsx';
import { authPaths, type AuthVariant } from './auth-paths.ts';

// A verification link works once: one request per token, however often the page renders.
const verifying = new Map<string, Promise<unknown>>();
function verifyOnce(token: string) {
  let p = verifying.get(token);
  if (!p) verifying.set(token, (p = authApi.verifyEmail(token)));
  return p;
}

type LinkState = { kind: 'checking' } | { kind: 'verified' } | { kind: 'failed'; message: string };

/**
 * Verify e-mail (card and split). Opened from the mail's link (?token=) it confirms the
 * address at once; otherwise it tells the visitor to check their inbox and can send the link
 * again.
 */
export function VerifyEmailScreen({ variant = 'card' }: { variant?: AuthVariant }) {
  const { t } = useTranslation();
  const { status, reload } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token');
  const paths = authPaths(variant);
  const form = useFormErrors();
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    verifyOnce(token).then(
      () => {
        if (!live) return;
        setLink({ kind: 'verified' });
        if (status === 'authenticated') void reload();
      },
      (err: unknown) => {
        if (live)
          setLink({
            kind: 'failed',
            message: isApiError(err) ? err.message : t('errors.internal'),
          });
      },
    );
    return () => {
      live = false;
    };
    // The token alone decides; the session state is read once when the answer comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const resend = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.check(emailOnlySchema, { email });
    if (!input) return;
    setBusy(true);
    try {
      await authApi.resendVerification(input.email);
      setResent(true);
    } catch (err) {
      form.fail(err, ['email']);
    } finally {
      setBusy(false);
    }
  };

  if (token && link.kind === 'checking') {
    return (
      <AuthFrame variant={variant} art="verify" title={t('identity.verify.checking')}>
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      </AuthFrame>
    );
  }

  if (token && link.kind === 'verified') {
    return (
      <AuthFrame
        variant={variant}
        art="verify"
        title={t('identity.verify.doneTitle')}
        subtitle={t('identity.verify.doneText')}
      >
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2.5 }}>
          <TaskAltOutlined color="success" sx={{ fontSize: 56 }} aria-hidden="true" />
        </Box>
        <Button
          component={RouterLink}
          to={status === 'authenticated' ? '/' : paths.login}
          variant="contained"
          size="large"
          fullWidth
          data-testid="verified-continue"
        >
          {status === 'authenticated' ? t('identity.verify.continue') : t('identity.login.submit')}
        </Button>
      </AuthFrame>
    );
  }

  const sentTo = params.get('sent') ? params.get('email') : null;
  return (
    <AuthFrame
      variant={variant}
      art="verify"
      title={t('identity.verify.title')}
      subtitle={
        sentTo ? t('identity.verify.sentTo', { email: sentTo }) : t('identity.verify.subtitle')
      }
    >
      {link.kind === 'failed' && (
        <Alert severity="warning" sx={{ mb: 2.5 }} data-testid="form-error">
          {link.message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 3 }}>
        <MarkEmailUnreadOutlined color="primary" sx={{ fontSize: 40 }} aria-hidden="true" />
        <Typography variant="body2" color="text.secondary">
          {t('identity.verify.help')}
        </Typography>
      </Box>
      {resent ? (
        <Alert severity="success" data-testid="resent">
          {t('identity.verify.resent', { email })}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={(e) => void resend(e)} data-testid="resend-form">
          {form.error && (
            <Alert severity="error" sx={{ mb: 2.5 }}>
              {form.error}
            </Alert>
          )}
          <TextField
            label={t('identity.field.email')}
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
          <Button
            type="submit"
            variant="outlined"
            size="large"
            fullWidth
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t('identity.verify.resend')}
          </Button>
        </Box>
      )}
      <BackToLogin to={paths.login} />
    </AuthFrame>
  );
}

export default VerifyEmailScreen;
