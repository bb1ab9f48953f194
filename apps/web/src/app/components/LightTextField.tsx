import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';

export interface LightTextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
  sx?: SxProps<Theme>;
}

/**
 * An outlined text field built from its parts. It looks and behaves like TextField, without
 * TextField's select mode (which brings menus and popovers along): the sign-in page uses it
 * to stay light.
 */
export function LightTextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  autoFocus,
  error,
  helperText,
  endAdornment,
  htmlInput,
  sx,
}: LightTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth error={error} variant="outlined" sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        endAdornment={endAdornment}
        inputProps={{ ...htmlInput, 'aria-describedby': helperText ? helperId : undefined }}
      />
      <FormHelperText id={helperId}>{helperText}</FormHelperText>
    </FormControl>
  );
}
