import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { problemsOf } from '../forms/form-problems.ts';
import { usePhone } from '../hooks/use-phone.ts';

/**
 * A small form in a dialog (full screen on a phone): its fields, a submit that shows the
 * server's translated refusal (field messages under the fields, the rest above the buttons).
 */
export function FormDialog(p: {
  title: string;
  submitLabel: string;
  onClose(): void;
  onSubmit(): Promise<unknown>;
  canSubmit?: boolean;
  error?: string | null;
  children: (fieldError: (name: string) => string | undefined) => ReactNode;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<{
    message: string;
    fields: Record<string, string>;
  } | null>(null);
  const submit = async () => {
    setBusy(true);
    setProblems(null);
    try {
      await p.onSubmit();
      p.onClose();
    } catch (e) {
      setProblems(problemsOf(e, t('errors.internal')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={p.onClose} fullScreen={phone} maxWidth="sm" fullWidth>
      <DialogTitle>{p.title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {p.children((name) => problems?.fields[name])}
          {(p.error || (problems && Object.keys(problems.fields).length === 0)) && (
            <Alert severity="error">{p.error ?? problems?.message}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy || p.canSubmit === false}
          onClick={() => void submit()}
        >
          {p.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
