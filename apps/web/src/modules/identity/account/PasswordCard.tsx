import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import { changePasswordSchema } from '@qc/domain/identity/auth.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/auth-context.ts';
import { accountApi, identityKeys } from '../identity-api.ts';
import { PasswordField } from '../forms/PasswordField.tsx';
import { useFormErrors } from '../../../app/forms/use-form-errors.ts';

/** Changing the password: the current one, a new one that meets the policy, twice. */
export function PasswordCard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const form = useFormErrors();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const input = form.check(changePasswordSchema, { currentPassword, newPassword });
    if (confirm !== newPassword) form.setField('confirm', t('identity.passwordsDiffer'));
    if (!input || confirm !== newPassword) return;
    setBusy(true);
    try {
      await accountApi.changePassword(input.currentPassword, input.newPassword);
      setSaved(true);
      setCurrent('');
      setNew('');
      setConfirm('');
      void queryClient.invalidateQueries({ queryKey: identityKeys.sessions });
    } catch (err) {
      form.fail(err, ['currentPassword', 'newPassword']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardHeader
        title={t('identity.password.title')}
        subheader={t('identity.password.subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => void submit(e)}
          data-testid="password-form"
          sx={{ maxWidth: 520 }}
        >
          {form.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {form.error}
            </Alert>
          )}
          {saved && (
            <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSaved(false)}>
              {t('identity.password.saved')}
            </Alert>
          )}
          <PasswordField
            label={t('identity.field.currentPassword')}
            name="currentPassword"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(v) => {
              setCurrent(v);
              form.clear('currentPassword');
            }}
            error={form.fields.currentPassword}
          />
          <Box sx={{ mt: 1 }}>
            <PasswordField
              label={t('identity.field.newPassword')}
              name="newPassword"
              autoComplete="new-password"
              email={user?.email}
              value={newPassword}
              onChange={(v) => {
                setNew(v);
                form.clear('newPassword');
              }}
              error={form.fields.newPassword}
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
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            sx={{ mt: 1 }}
          >
            {t('identity.password.submit')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
