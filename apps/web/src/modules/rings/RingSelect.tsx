import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RingChoice } from '@qc/domain';
import { fetchRings } from './ring-day-api.ts';

interface Props {
  label?: string;
  value: string;
  onChange(id: string, ring: RingChoice | undefined): void;
  /** Only the rings of this centre. */
  centreId?: string | undefined;
  /** A first option with an empty value (e.g. "all rings", "waiting list"). */
  emptyLabel?: string;
  required?: boolean;
  error?: string | undefined;
  size?: 'small' | 'medium';
  minWidth?: number;
}

/** A ring picker over the rings the caller works with, named "ring · centre". */
export function RingSelect({
  label,
  value,
  onChange,
  centreId,
  emptyLabel,
  required,
  error,
  size = 'small',
  minWidth = 220,
}: Props) {
  const { t } = useTranslation();
  const rings = useQuery({ queryKey: ['rings', 'choices'], queryFn: fetchRings });
  const list = (rings.data ?? []).filter((r) => !centreId || r.centreId === centreId);
  const known = value === '' || list.some((r) => r.id === value);
  return (
    <TextField
      select
      size={size}
      label={label ?? t('rings.day.ring')}
      value={known ? value : ''}
      required={required}
      error={!!error}
      helperText={error}
      onChange={(e) =>
        onChange(
          e.target.value,
          list.find((r) => r.id === e.target.value),
        )
      }
      sx={{ minWidth, flex: `1 1 ${minWidth}px` }}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {list.map((r) => (
        <MenuItem key={r.id} value={r.id}>
          {r.name} · {r.centreName}
        </MenuItem>
      ))}
    </TextField>
  );
}
