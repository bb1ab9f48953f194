import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/**
 * A list's search box: a text field with the search icon at its start (right in Arabic). Every
 * other prop is the text field's own (value, onChange, placeholder, sx, fullWidth…).
 */
export function SearchField(props: TextFieldProps) {
  return (
    <TextField
      {...props}
      slotProps={{
        ...props.slotProps,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
