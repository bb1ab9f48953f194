import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { FieldOf } from '@qc/domain/resources/fields';
import { resourceKeys } from '@qc/domain/resources/labels';
import { minorToDecimal } from '@qc/domain/finance/money';
import { toLatinDigits } from '@qc/domain/text/arabic-digits';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/auth/auth-context.ts';
import { amountOrText } from '../../../app/forms/amount.ts';
import { PhoneInput } from '../../../app/components/phone/PhoneInput.tsx';
import { useLocale } from '../../../app/i18n/locale-context.ts';
import { resourceApi, resourceQueryKeys } from '../../resource-api.ts';
import type { InputProps } from '../kind-types.ts';
import { moneyCurrency } from '../value-text.ts';

/** The helper line under an input: the problem when there is one, else the hint. */
const helper = (p: InputProps) => p.error ?? p.helperText;

const LTR_FORMATS = new Set(['code', 'currency', 'color', 'url', 'latin']);

/** Text, long text and e-mail: a text field (left-to-right for codes, addresses and e-mail). */
export function TextInput(p: InputProps) {
  const f = p.field;
  const multiline = f.kind === 'longText';
  const max = f.kind === 'text' || f.kind === 'longText' ? f.max : 254;
  const ltr = f.kind === 'email' || (f.kind === 'text' && LTR_FORMATS.has(f.format));
  const upper = f.kind === 'text' && (f.format === 'code' || f.format === 'currency');
  return (
    <TextField
      name={p.name}
      label={p.label}
      value={typeof p.value === 'string' ? p.value : p.value == null ? '' : String(p.value)}
      onChange={(e) => p.onChange(upper ? e.target.value.toUpperCase() : e.target.value)}
      required={p.required}
      disabled={p.disabled}
      error={Boolean(p.error)}
      helperText={helper(p)}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      maxRows={multiline ? 12 : undefined}
      type={f.kind === 'email' ? 'email' : f.kind === 'text' && f.format === 'url' ? 'url' : 'text'}
      slotProps={{
        htmlInput: {
          maxLength: max,
          ...(ltr ? { dir: 'ltr' } : {}),
          ...(f.kind === 'email' ? { autoComplete: 'email' } : {}),
        },
      }}
    />
  );
}

/** Reads a typed number in Latin or Arabic-Indic digits ('' → null; unreadable → the text). */
export function parseNumberText(text: string): number | string | null {
  const clean = toLatinDigits(text)
    .replace(/\u066b/g, '.')
    .replace(/[\s,\u066c]/g, '');
  if (clean === '') return null;
  const n = Number(clean);
  return Number.isFinite(n) && /^-?\d*(\.\d*)?$/.test(clean) ? n : text;
}

/** Keeps the typed text while it is being typed ("12." stays "12."), emits the number. */
function useNumberText(value: unknown, toText: (n: number) => string) {
  const shown = typeof value === 'number' ? toText(value) : typeof value === 'string' ? value : '';
  const [text, setText] = useState(shown);
  const last = useRef<unknown>(value);
  useEffect(() => {
    if (last.current !== value) {
      last.current = value;
      setText(shown);
    }
  }, [value, shown]);
  return {
    text,
    /** Shows the typed text and emits `map(parsed)` (what the form keeps). */
    set(
      next: string,
      emit: (v: unknown) => void,
      map: (parsed: number | string | null) => unknown,
    ) {
      setText(next);
      const kept = map(parseNumberText(next));
      last.current = kept;
      emit(kept);
    },
  };
}

export function NumberInput(p: InputProps) {
  const { locale } = useLocale();
  const f = p.field as FieldOf<'number'>;
  const n = useNumberText(p.value, (v) => String(v));
  const unit = f.unit?.[locale];
  return (
    <TextField
      name={p.name}
      label={p.label}
      value={n.text}
      onChange={(e) => n.set(e.target.value, p.onChange, (parsed) => parsed)}
      required={p.required}
      disabled={p.disabled}
      error={Boolean(p.error)}
      helperText={helper(p)}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: f.integer ? 'numeric' : 'decimal', dir: 'ltr' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
      }}
    />
  );
}

/**
 * An amount typed in major units (15.50, ١٥٫٥) with its currency, kept in minor units (1550):
 * read with the domain's parseMoney and the currency's own decimals, like every money field.
 */
export function MoneyInput(p: InputProps) {
  const f = p.field as FieldOf<'money'>;
  const currency = moneyCurrency(f, p.values);
  const n = useNumberText(p.value, (minor) => minorToDecimal(minor, currency));
  return (
    <TextField
      name={p.name}
      label={p.label}
      value={n.text}
      onChange={(e) => {
        const text = e.target.value;
        n.set(text, p.onChange, () => amountOrText(text, currency));
      }}
      required={p.required}
      disabled={p.disabled}
      error={Boolean(p.error)}
      helperText={helper(p)}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-currency': currency },
        input: {
          endAdornment: (
            <InputAdornment position="end" dir="ltr">
              {currency}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export function TimeInput(p: InputProps) {
  return (
    <TextField
      type="time"
      name={p.name}
      label={p.label}
      value={typeof p.value === 'string' ? p.value.slice(0, 5) : ''}
      onChange={(e) => p.onChange(e.target.value || null)}
      required={p.required}
      disabled={p.disabled}
      error={Boolean(p.error)}
      helperText={helper(p)}
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr', step: 60 } }}
    />
  );
}

/** One of the values: a select with the values' translated labels. */
export function EnumInput(p: InputProps) {
  const { t } = useTranslation();
  const f = p.field as FieldOf<'enum'>;
  const id = useId();
  return (
    <FormControl fullWidth required={p.required} disabled={p.disabled} error={Boolean(p.error)}>
      <InputLabel id={`${id}-label`}>{p.label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        name={p.name}
        label={p.label}
        value={typeof p.value === 'string' ? p.value : ''}
        onChange={(e) => p.onChange(e.target.value || null)}
        data-testid={`field-${p.name}`}
      >
        {!p.required && (
          <MenuItem value="">
            <em>{t('resources.filter.none')}</em>
          </MenuItem>
        )}
        {f.values.map((v) => (
          <MenuItem key={v} value={v}>
            {t(resourceKeys.enumValue(p.def.name, p.name, v))}
          </MenuItem>
        ))}
      </Select>
      {helper(p) && <FormHelperText>{helper(p)}</FormHelperText>}
    </FormControl>
  );
}

/** Several of the values: a multiple select showing the chosen ones as chips. */
export function MultiEnumInput(p: InputProps) {
  const { t } = useTranslation();
  const f = p.field as FieldOf<'multiEnum'>;
  const id = useId();
  const chosen = Array.isArray(p.value) ? p.value.map(String) : [];
  const label = (v: string) => t(resourceKeys.enumValue(p.def.name, p.name, v));
  return (
    <FormControl fullWidth required={p.required} disabled={p.disabled} error={Boolean(p.error)}>
      <InputLabel id={`${id}-label`}>{p.label}</InputLabel>
      <Select
        multiple
        labelId={`${id}-label`}
        name={p.name}
        label={p.label}
        value={chosen}
        onChange={(e) => {
          const next =
            typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value;
          p.onChange(f.values.filter((v) => next.includes(v)));
        }}
        renderValue={(selected) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {selected.map((v) => (
              <Chip key={v} size="small" label={label(v)} />
            ))}
          </Box>
        )}
      >
        {f.values.map((v) => (
          <MenuItem key={v} value={v}>
            <Checkbox size="small" checked={chosen.includes(v)} />
            <ListItemText primary={label(v)} />
          </MenuItem>
        ))}
      </Select>
      {helper(p) && <FormHelperText>{helper(p)}</FormHelperText>}
    </FormControl>
  );
}

export function BooleanInput(p: InputProps) {
  return (
    <FormControl error={Boolean(p.error)} disabled={p.disabled} sx={{ justifyContent: 'center' }}>
      <FormControlLabel
        control={
          <Switch
            name={p.name}
            checked={p.value === true}
            onChange={(e) => p.onChange(e.target.checked)}
          />
        }
        label={p.label}
      />
      {helper(p) && <FormHelperText>{helper(p)}</FormHelperText>}
    </FormControl>
  );
}

/** The phone region of a country record (for the default country of a phone input). */
function useCountryRegion(countryId: unknown): string | undefined {
  const canRead = useCan('countries:read');
  const id = typeof countryId === 'string' && countryId ? countryId : null;
  const query = useQuery({
    queryKey: resourceQueryKeys.detail('countries', id ?? '-'),
    queryFn: ({ signal }) => resourceApi.read('countries', id!, signal),
    enabled: Boolean(id && canRead),
    staleTime: 5 * 60_000,
  });
  const region = query.data?.phoneRegion;
  return typeof region === 'string' ? region : undefined;
}

/**
 * The shell's phone input. What is kept is the E.164 number once the typed one is valid, and
 * the text as typed until then (so the form can say what is wrong). The default country is
 * the phone region of the record's country when the definition names one (`regionFrom`).
 */
export function PhoneFieldInput(p: InputProps) {
  const f = p.field as FieldOf<'phone'>;
  const region = useCountryRegion(f.regionFrom ? p.values[f.regionFrom] : undefined);
  const external = typeof p.value === 'string' ? p.value : '';
  const [text, setText] = useState(external);
  const emitted = useRef(external);
  useEffect(() => {
    if (external !== emitted.current) {
      emitted.current = external;
      setText(external);
    }
  }, [external]);
  return (
    <PhoneInput
      key={region ?? 'default'}
      name={p.name}
      label={p.label}
      value={text}
      required={p.required}
      disabled={p.disabled}
      {...(region ? { defaultCountry: region } : {})}
      {...(p.error ? { error: p.error } : {})}
      {...(p.helperText ? { helperText: p.helperText } : {})}
      onChange={(v) => {
        setText(v.text);
        const next = v.text.trim() === '' ? null : v.valid && v.formatted ? v.formatted : v.text;
        emitted.current = next ?? '';
        p.onChange(next);
      }}
    />
  );
}
