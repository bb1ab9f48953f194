import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getLocale } from '@qc/domain';
import { useState } from 'react';
import { useFormat } from '../format/use-format.ts';
import { useLocale } from '../i18n/locale-context.ts';

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

/**
 * A month picker (the browser's own month input). Empty and not being edited, it shows its
 * label and calendar button only, not the browser's "--------- ----" mask (its label stays
 * above the box: inside, the browser's calendar button sat on it in right-to-left pages).
 */
export function MonthField(p: {
  label: string;
  value: string;
  onChange(v: string): void;
  error?: string | undefined;
  size?: 'small' | 'medium';
  name?: string;
  sx?: SxProps<Theme>;
}) {
  const [focused, setFocused] = useState(false);
  const blank = !p.value && !focused;
  return (
    <TextField
      type="month"
      size={p.size ?? 'medium'}
      label={p.label}
      name={p.name}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      error={!!p.error}
      helperText={p.error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-blank': blank } }}
      sx={[
        { minWidth: 160 },
        blank && { '& input::-webkit-datetime-edit': { color: 'transparent' } },
        ...(Array.isArray(p.sx) ? p.sx : [p.sx]),
      ]}
    />
  );
}
