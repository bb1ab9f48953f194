import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export interface OutlinedFieldProps extends Omit<OutlinedInputProps, 'label' | 'error'> {
  label: ReactNode;
  error?: string | undefined;
  /** Shown under the field when there is no error; a space keeps the row's height. */
  helperText?: ReactNode;
}

/**
 * A text field built from OutlinedInput, without TextField's select mode (which brings
 * menus and popovers): the sign-in page stays small for a signed-out first visit.
 */
export function OutlinedField({
  label,
  error,
  helperText = ' ',
  fullWidth = true,
  id,
  ...input
}: OutlinedFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const helpId = `${inputId}-help`;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} error={Boolean(error)}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        label={label}
        aria-describedby={error || helperText ? helpId : undefined}
        fullWidth={fullWidth}
      />
      {(error || helperText) && <FormHelperText id={helpId}>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}
