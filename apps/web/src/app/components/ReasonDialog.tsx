import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { problemsOf } from '../forms/form-problems.ts';

interface Props {
  title: ReactNode;
  message?: ReactNode;
  confirmLabel: ReactNode;
  /** The reason is required (at least 3 letters, as the server's `reasonInput`). */
  required?: boolean;
  destructive?: boolean;
  onConfirm(reason: string): Promise<unknown>;
  onClose(): void;
}

/**
 * Asks for the reason of a decision that is kept on the record (returning a result, revoking a
 * certificate, refusing an external request, ending a sponsorship) and shows the server's refusal
 * under the field.
 */
export function ReasonDialog({
  title,
  message,
  confirmLabel,
  required = true,
  destructive = false,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field?: string | undefined; message: string } | null>(null);
  const short = required && reason.trim().length < 3;
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (e) {
      const p = problemsOf(e, t('errors.internal'));
      setError({ field: p.fields.reason, message: p.message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {message && <DialogContentText sx={{ mb: 2 }}>{message}</DialogContentText>}
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          name="reason"
          label={t('common.reason')}
          required={required}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={!!error?.field}
          helperText={error?.field ?? (required ? t('common.reasonHint') : undefined)}
          sx={{ mt: 1 }}
        />
        {error && !error.field && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={short || busy}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
