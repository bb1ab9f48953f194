import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import GppGoodOutlined from '@mui/icons-material/GppGoodOutlined';
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  passwordConfirmSchema,
  totpCodeSchema,
  twoFactorDisableSchema,
} from '@qc/domain/identity/admin.schemas';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/auth-context.ts';
import { accountApi } from '../identity-api.ts';
import { CodeInput } from '../forms/CodeInput.tsx';
import { PasswordField } from '../forms/PasswordField.tsx';
import { useFormErrors } from '../../../app/forms/use-form-errors.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { usePhone } from '../../../app/hooks/use-phone.ts';

/** The secret in groups of four, as authenticator apps show them for typing. */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

type Enrolment = { secret: string; otpauthUri: string; qrDataUrl: string };

function EnrolDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { reload } = useAuth();
  const fullScreen = usePhone();
  const form = useFormErrors();
  const [step, setStep] = useState(0);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!open) return;
    setStep(0);
    setCode('');
    setCodes(null);
    setSaved(false);
    setEnrolment(null);
    form.reset();
    let live = true;
    accountApi.enrolTwoFactor().then(
      (e) => live && setEnrolment(e),
      (err: unknown) => live && form.fail(err),
    );
    return () => {
      live = false;
    };
    // Starts a new enrolment each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const confirm = async (value: string) => {
    const input = form.check(totpCodeSchema, { code: value });
    if (!input) return;
    setBusy(true);
    try {
      const res = await accountApi.confirmTwoFactor(input.code);
      setCodes(res.recoveryCodes);
      setStep(2);
    } catch (err) {
      form.fail(err, ['code']);
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const finish = () => {
    void reload();
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (step === 0) setStep(1);
    else if (step === 1) void confirm(code);
    else if (saved) finish();
  };

  return (
    <Dialog
      open={open}
      onClose={step === 2 ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="enrol-title"
    >
      <Box component="form" noValidate onSubmit={submit} data-testid="enrol-dialog">
        <DialogTitle id="enrol-title">{t('identity.twoFactor.enrolTitle')}</DialogTitle>
        <DialogContent>
          <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
            {['scan', 'verify', 'codes'].map((s) => (
              <Step key={s}>
                <StepLabel>{t(`identity.twoFactor.step.${s}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {form.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {form.error}
            </Alert>
          )}
          {step === 0 && (
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
                gap: 3,
                alignItems: 'center',
              }}
            >
              <Box
                sx={{
                  width: 200,
                  height: 200,
                  mx: 'auto',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: '#fff',
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                {enrolment ? (
                  <Box
                    component="img"
                    src={enrolment.qrDataUrl}
                    alt={t('identity.twoFactor.qrAlt')}
                    sx={{ width: 184, height: 184 }}
                    data-testid="totp-qr"
                  />
                ) : (
                  <CircularProgress aria-label={t('common.loading')} />
                )}
              </Box>
              <Box>
                <Typography sx={{ mb: 1.5 }}>{t('identity.twoFactor.scan')}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('identity.twoFactor.manual')}
                </Typography>
                {enrolment && (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Box
                      component="code"
                      dir="ltr"
                      data-testid="totp-secret"
                      sx={{
                        px: 1.5,
                        py: 0.75,
                        borderRadius: 1,
                        bgcolor: 'action.hover',
                        fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
                        fontSize: '0.95rem',
                        wordBreak: 'break-all',
                      }}
                    >
                      {groupSecret(enrolment.secret)}
                    </Box>
                    <Tooltip
                      title={
                        copied ? t('identity.recovery.copied') : t('identity.twoFactor.copySecret')
                      }
                    >
                      <IconButton
                        aria-label={t('identity.twoFactor.copySecret')}
                        onClick={() =>
                          void navigator.clipboard
                            .writeText(enrolment.secret)
                            .then(() => setCopied(true))
                            .catch(() => undefined)
                        }
                      >
                        <ContentCopyOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Box>
                )}
                {enrolment && (
                  <Link
                    href={enrolment.otpauthUri}
                    variant="body2"
                    sx={{ display: 'inline-block', mt: 1.5 }}
                  >
                    {t('identity.twoFactor.openApp')}
                  </Link>
                )}
              </Box>
            </Box>
          )}
          {step === 1 && (
            <Box>
              <Typography sx={{ mb: 2 }}>{t('identity.twoFactor.enterCode')}</Typography>
              <CodeInput
                label={t('identity.twoSteps.codeLabel')}
                value={code}
                onChange={(v) => {
                  setCode(v);
                  form.clear('code');
                }}
                onComplete={(c) => void confirm(c)}
                error={form.fields.code}
                disabled={busy}
                autoFocus
              />
            </Box>
          )}
          {step === 2 && codes && (
            <Box>
              <Typography sx={{ mb: 2 }}>{t('identity.twoFactor.enabledText')}</Typography>
              <RecoveryCodes codes={codes} />
              <FormControlLabel
                sx={{ mt: 2 }}
                control={<Checkbox checked={saved} onChange={(e) => setSaved(e.target.checked)} />}
                label={t('identity.recovery.saved')}
              />
            </Box>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          {step < 2 && (
            <Button color="inherit" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
          )}
          {step === 1 && (
            <Button color="inherit" onClick={() => setStep(0)} disabled={busy}>
              {t('common.back')}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={busy || (step === 0 && !enrolment) || (step === 2 && !saved)}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {step === 0
              ? t('identity.registerSteps.next')
              : step === 1
                ? t('identity.twoFactor.verify')
                : t('identity.twoFactor.done')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Asks for the password (and for turning off, a current code), then acts. */
function ConfirmWithPassword({
  open,
  mode,
  onClose,
}: {
  open: boolean;
  mode: 'disable' | 'codes';
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { reload } = useAuth();
  const form = useFormErrors();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  useEffect(() => {
    if (open) {
      setPassword('');
      setCode('');
      setCodes(null);
      form.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (codes) {
      onClose();
      return;
    }
    const input =
      mode === 'disable'
        ? form.check(twoFactorDisableSchema, { password, code })
        : form.check(passwordConfirmSchema, { password });
    if (!input) return;
    setBusy(true);
    try {
      if (mode === 'disable') {
        await accountApi.disableTwoFactor(password, code);
        await reload();
        onClose();
      } else {
        setCodes((await accountApi.recoveryCodes(password)).recoveryCodes);
      }
    } catch (err) {
      form.fail(err, ['password', 'code']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle>
          {mode === 'disable'
            ? t('identity.twoFactor.disableTitle')
            : t('identity.recovery.newTitle')}
        </DialogTitle>
        <DialogContent>
          {form.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {form.error}
            </Alert>
          )}
          {codes ? (
            <RecoveryCodes codes={codes} />
          ) : (
            <>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {mode === 'disable'
                  ? t('identity.twoFactor.disableText')
                  : t('identity.recovery.newText')}
              </Typography>
              <PasswordField
                label={t('identity.field.currentPassword')}
                name="password"
                autoComplete="current-password"
                autoFocus
                value={password}
                onChange={(v) => {
                  setPassword(v);
                  form.clear('password');
                }}
                error={form.fields.password}
              />
              {mode === 'disable' && (
                <TextField
                  label={t('identity.twoFactor.codeOrRecovery')}
                  name="code"
                  fullWidth
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(e) => {
                    setCode(e.target.value);
                    form.clear('code');
                  }}
                  error={Boolean(form.fields.code)}
                  helperText={form.fields.code ?? ' '}
                  sx={{ mt: 1 }}
                  slotProps={{ htmlInput: { dir: 'ltr', maxLength: 32 } }}
                />
              )}
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          {!codes && (
            <Button color="inherit" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            color={mode === 'disable' && !codes ? 'error' : 'primary'}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {codes
              ? t('identity.twoFactor.done')
              : mode === 'disable'
                ? t('identity.twoFactor.disable')
                : t('identity.recovery.generate')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Two-step verification: on or off, with its set-up, recovery codes and switching off. */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [enrolling, setEnrolling] = useState(false);
  const [confirming, setConfirming] = useState<'disable' | 'codes' | null>(null);
  const on = Boolean(user?.twoFactorEnabled);
  return (
    <Card variant="outlined" data-testid="two-factor-card">
      <CardHeader
        avatar={
          on ? (
            <GppGoodOutlined color="success" aria-hidden="true" />
          ) : (
            <GppMaybeOutlined color="warning" aria-hidden="true" />
          )
        }
        title={t('identity.twoFactor.title')}
        subheader={t('identity.twoFactor.subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Chip
            color={on ? 'success' : 'default'}
            label={on ? t('identity.twoFactor.on') : t('identity.twoFactor.off')}
            data-testid="two-factor-state"
          />
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 640 }}>
          {on ? t('identity.twoFactor.onText') : t('identity.twoFactor.offText')}
        </Typography>
        {on ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setConfirming('codes')}>
              {t('identity.recovery.newTitle')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setConfirming('disable')}>
              {t('identity.twoFactor.disable')}
            </Button>
          </Box>
        ) : (
          <Button variant="contained" onClick={() => setEnrolling(true)}>
            {t('identity.twoFactor.enable')}
          </Button>
        )}
      </CardContent>
      <EnrolDialog open={enrolling} onClose={() => setEnrolling(false)} />
      <ConfirmWithPassword
        open={confirming !== null}
        mode={confirming ?? 'codes'}
        onClose={() => setConfirming(null)}
      />
    </Card>
  );
}
