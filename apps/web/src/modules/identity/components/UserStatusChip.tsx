import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOURS = {
  active: 'success',
  pending: 'warning',
  locked: 'error',
  disabled: 'default',
} as const;

/** A user's status as a coloured chip. */
export function UserStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const color = COLOURS[status as keyof typeof COLOURS] ?? 'default';
  return (
    <Chip
      size="small"
      color={color}
      variant={status === 'active' ? 'outlined' : 'filled'}
      label={t(`identity.status.${status}`, { defaultValue: status })}
    />
  );
}
