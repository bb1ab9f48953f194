import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<string, 'default' | 'info' | 'warning' | 'success' | 'error' | 'primary'> = {
  applicant: 'info',
  accepted: 'warning',
  active: 'success',
  suspended: 'error',
  graduated: 'primary',
  withdrawn: 'default',
};

/** A student's lifecycle status as a coloured chip. */
export function StudentStatusChip({
  status,
  size = 'small',
}: {
  status: string;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      color={COLOURS[status] ?? 'default'}
      variant={status === 'withdrawn' ? 'outlined' : 'filled'}
      label={t(`students.status.${status}`)}
    />
  );
}
