import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getLocale } from '@qc/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';

/** This month, `YYYY-MM`. */
export const thisMonth = () => new Date().toISOString().slice(0, 7);

/** A month as people read it: the Gregorian month and year, and the Hijri month of its middle. */
export function MonthText({ month }: { month: string }) {
  const { locale } = useLocale();
  const f = useFormat();
  if (!/^\d{4}-\d{2}$/.test(month)) return <span>{month}</span>;
  const mid = new Date(`${month}-15T00:00:00Z`);
  const tag = getLocale(locale).intl;
  const opts = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
  const greg = new Intl.DateTimeFormat(`${tag}-u-ca-gregory-nu-latn`, opts).format(mid);
  const hijri = new Intl.DateTimeFormat(`${tag}-u-ca-islamic-umalqura-nu-latn`, opts).format(mid);
  return (
    <span>
      {f.digits(greg)}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ mx: 0.5 }}>
        ({f.digits(hijri)})
      </Typography>
    </span>
  );
}

/** A month picker (the browser's own month input). */
export function MonthField(p: {
  label: string;
  value: string;
  onChange(v: string): void;
  error?: string | undefined;
  size?: 'small' | 'medium';
  name?: string;
}) {
  return (
    <TextField
      type="month"
      size={p.size ?? 'medium'}
      label={p.label}
      name={p.name}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      error={!!p.error}
      helperText={p.error}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 160 }}
    />
  );
}

const COLORS: Record<string, 'default' | 'info' | 'warning' | 'success' | 'primary'> = {
  computing: 'info',
  draft: 'warning',
  approved: 'primary',
  posted: 'success',
  active: 'warning',
  repaid: 'success',
};

export function StatusChip({ status, labelKey }: { status: string; labelKey: string }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" variant="outlined" color={COLORS[status] ?? 'default'} label={t(labelKey)} />
  );
}

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
