import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

// The shell's month and dialog parts, first written here; payroll's screens still import them
// from this file.
export { FormDialog } from '../../app/components/FormDialog.tsx';
export { MonthField, MonthText, thisMonth } from '../../app/components/MonthField.tsx';

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
