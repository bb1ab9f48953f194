import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { minorDigits } from '@qc/domain/finance/money';
import type { FieldOf } from '@qc/domain/resources/fields';
import { resourceKeys } from '@qc/domain/resources/labels';
import type { ListFilter } from '@qc/domain/resources/list-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseNumberText } from './inputs/BasicInputs.tsx';
import { DateField } from './inputs/DateInput.tsx';
import { ReferencePicker } from './inputs/ReferencePicker.tsx';
import type { FilterProps } from './kind-types.ts';

const WIDTH = { minWidth: 180, flex: '1 1 180px', maxWidth: 320 } as const;

/** Enum values: any of the chosen ones (`status=active,closed`). */
export function EnumFilter({ def, name, field, value, onChange, label }: FilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const f = field as FieldOf<'enum'> | FieldOf<'multiEnum'>;
  const chosen = value?.op === 'in' ? value.values : [];
  const text = (v: string) => t(resourceKeys.enumValue(def.name, name, v));
  return (
    <FormControl size="small" sx={WIDTH}>
      <InputLabel id={`${id}-l`}>{label}</InputLabel>
      <Select
        multiple
        labelId={`${id}-l`}
        label={label}
        value={chosen}
        data-testid={`filter-${name}`}
        onChange={(e) => {
          const next =
            typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value;
          onChange(next.length ? { field: name, op: 'in', values: next } : undefined);
        }}
        renderValue={(selected) => selected.map(text).join('، ')}
      >
        {f.values.map((v) => (
          <MenuItem key={v} value={v} dense>
            <Checkbox size="small" checked={chosen.includes(v)} />
            <ListItemText primary={text(v)} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** References: records of the other resource, picked like in forms. */
export function ReferenceFilter({ name, field, value, onChange, label }: FilterProps) {
  const f = field as FieldOf<'reference'> | FieldOf<'multiReference'>;
  return (
    <Box sx={WIDTH}>
      <ReferencePicker
        name={`filter-${name}`}
        resource={f.resource}
        multiple
        size="small"
        value={value?.op === 'in' ? value.values : []}
        onChange={(ids) => {
          const list = Array.isArray(ids) ? ids : ids ? [ids] : [];
          onChange(list.length ? { field: name, op: 'in', values: list } : undefined);
        }}
        label={label}
      />
    </Box>
  );
}

/** Yes, no, or either. */
export function BooleanFilter({ name, value, onChange, label }: FilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const current = value?.op === 'is' ? String(value.value) : '';
  return (
    <FormControl size="small" sx={WIDTH}>
      <InputLabel id={`${id}-l`}>{label}</InputLabel>
      <Select
        labelId={`${id}-l`}
        label={label}
        value={current}
        data-testid={`filter-${name}`}
        onChange={(e) =>
          onChange(
            e.target.value === ''
              ? undefined
              : { field: name, op: 'is', value: e.target.value === 'true' },
          )
        }
      >
        <MenuItem value="">{t('resources.filter.any')}</MenuItem>
        <MenuItem value="true">{t('common.yes')}</MenuItem>
        <MenuItem value="false">{t('common.no')}</MenuItem>
      </Select>
    </FormControl>
  );
}

/** A bound typed by the user, applied when it reads as a number. */
function Bound({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: number | undefined;
  onChange(v: number | undefined): void;
  testId: string;
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => {
    setText((current) => {
      const parsed = parseNumberText(current);
      return parsed === (value ?? null) ? current : value === undefined ? '' : String(value);
    });
  }, [value]);
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const n = parseNumberText(e.target.value);
        if (n === null) onChange(undefined);
        else if (typeof n === 'number') onChange(n);
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': testId } }}
      sx={{ flex: 1, minWidth: 80 }}
    />
  );
}

/**
 * Number and money ranges (`capacity.min`, `capacity.max`). Money is typed in major units of
 * its fixed currency and sent in minor units, as stored.
 */
export function RangeFilter({ name, field, value, onChange, label }: FilterProps) {
  const { t } = useTranslation();
  const factor =
    field.kind === 'money' && 'code' in field.currency
      ? 10 ** minorDigits(field.currency.code)
      : field.kind === 'money'
        ? 100
        : 1;
  const range = value?.op === 'range' ? value : undefined;
  const emit = (min: number | undefined, max: number | undefined) =>
    onChange(
      min === undefined && max === undefined
        ? undefined
        : ({ field: name, op: 'range', min, max } satisfies ListFilter),
    );
  const toShown = (n: number | undefined) => (n === undefined ? undefined : n / factor);
  const toStored = (n: number | undefined) =>
    n === undefined ? undefined : Math.round(n * factor);
  return (
    <Box sx={WIDTH} role="group" aria-label={label}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Bound
          label={t('resources.filter.min')}
          value={toShown(range?.min)}
          onChange={(v) => emit(toStored(v), range?.max)}
          testId={`filter-${name}-min`}
        />
        <Bound
          label={t('resources.filter.max')}
          value={toShown(range?.max)}
          onChange={(v) => emit(range?.min, toStored(v))}
          testId={`filter-${name}-max`}
        />
      </Stack>
    </Box>
  );
}

/** Date and date-time ranges (`openedOn.from`, `openedOn.to`), picked in Hijri or Gregorian. */
export function DateRangeFilter({ name, value, onChange, label }: FilterProps) {
  const { t } = useTranslation();
  const range = value?.op === 'between' ? value : undefined;
  const emit = (from: string | undefined, to: string | undefined) =>
    onChange(from || to ? { field: name, op: 'between', from, to } : undefined);
  const day = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
  return (
    <Box sx={{ ...WIDTH, maxWidth: 420, flexBasis: 300 }} role="group" aria-label={label}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1}>
        <DateField
          size="small"
          compact
          label={t('resources.filter.from')}
          value={range?.from ?? null}
          onChange={(v) => emit(day(v), range?.to)}
          name={`filter-${name}-from`}
        />
        <DateField
          size="small"
          compact
          label={t('resources.filter.to')}
          value={range?.to ?? null}
          onChange={(v) => emit(range?.from, day(v))}
          name={`filter-${name}-to`}
        />
      </Stack>
    </Box>
  );
}
