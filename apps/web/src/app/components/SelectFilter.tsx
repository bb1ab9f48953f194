import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

export interface SelectFilterProps<V extends string> {
  label: string;
  /** The chosen value; '' for all. */
  value: string;
  onChange: (value: string) => void;
  options: readonly V[];
  optionLabel: (value: V) => string;
  /** The first choice, which clears the filter. */
  allLabel: string;
  sx?: SxProps<Theme>;
}

/** A list filter chosen among fixed values (a status, a kind), "all" first. */
export function SelectFilter<V extends string>({
  label,
  value,
  onChange,
  options,
  optionLabel,
  allLabel,
  sx,
}: SelectFilterProps<V>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...(sx ? { sx } : {})}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {optionLabel(o)}
        </MenuItem>
      ))}
    </TextField>
  );
}
