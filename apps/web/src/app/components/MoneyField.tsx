import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { currencySymbol } from '@qc/domain/finance/money';
import { useTranslation } from 'react-i18next';
import { readAmount, type AmountOptions } from '../forms/amount.ts';

/**
 * The money input of every form: the text as typed (Latin or Arabic-Indic digits, ٫ or . for
 * the decimals, ٬ or , between thousands), read with `readAmount` for the currency. While the
 * field is empty it says nothing; once something is typed that cannot be kept, it says why
 * under the field. A message from the server (`error`) comes first.
 */
export function MoneyField(p: {
  label: string;
  value: string;
  onChange(text: string): void;
  currency: string;
  name?: string;
  /** The server's message for this field, if any. */
  error?: string | undefined;
  /** The line under the field while there is no problem. */
  helperText?: string | undefined;
  /** Shows the currency code at the end of the field (off when a currency field is beside it). */
  showCurrency?: boolean;
  options?: AmountOptions;
  required?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}) {
  const { t, i18n } = useTranslation();
  const typed = p.value.trim() !== '';
  const issue = typed ? readAmount(p.value, p.currency, p.options).issue : null;
  const problem = p.error ?? (issue ? t(issue.code, issue.params) : undefined);
  return (
    <TextField
      name={p.name ?? 'amount'}
      label={p.label}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      error={!!problem}
      helperText={problem ?? p.helperText}
      required={p.required}
      autoFocus={p.autoFocus}
      disabled={p.disabled}
      fullWidth={p.fullWidth}
      size={p.size}
      sx={p.sx}
      slotProps={{
        htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-currency': p.currency },
        input:
          p.showCurrency === false
            ? {}
            : {
                endAdornment: (
                  // The currency as the language names it ("دولار", not "USD", in Arabic).
                  <InputAdornment position="end">
                    {currencySymbol(p.currency, i18n.language)}
                  </InputAdornment>
                ),
              },
      }}
    />
  );
}
