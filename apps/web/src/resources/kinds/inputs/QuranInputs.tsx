import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ayahCountOf,
  isValidPosition,
  pageOf,
  type QuranPosition,
  type QuranRange,
} from '@qc/domain/quran/quran-position';
import { countAyahs, countPages, validateRange } from '@qc/domain/quran/quran-range';
import { searchSurahs, SURAHS, type SurahInfo } from '@qc/domain/quran/surahs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMeasureText } from '../../../app/format/quran-measure.ts';
import { useFormat } from '../../../app/format/use-format.ts';
import { useLocale } from '../../../app/i18n/locale-context.ts';
import type { InputProps } from '../kind-types.ts';
import { parseNumberText } from './BasicInputs.tsx';

/** A position being typed: the surah may be chosen before the ayah. */
type Draft = { surah: number | null; ayah: number | null };

const asDraft = (v: unknown): Draft => {
  const o = v && typeof v === 'object' ? (v as Partial<QuranPosition>) : {};
  return {
    surah: typeof o.surah === 'number' ? o.surah : null,
    ayah: typeof o.ayah === 'number' ? o.ayah : null,
  };
};

/**
 * What the form keeps for a draft: nothing, or `{ surah, ayah }` (an unfinished one keeps ayah
 * 0, which the domain's check reports as "this ayah does not exist in the surah").
 */
const fromDraft = (d: Draft): QuranPosition | null =>
  d.surah === null && d.ayah === null ? null : { surah: d.surah ?? 0, ayah: d.ayah ?? 0 };

function SurahAyah({
  value,
  onChange,
  label,
  disabled,
  error,
  testId,
}: {
  value: Draft;
  onChange(d: Draft): void;
  label: string;
  disabled: boolean;
  error: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const { locale } = useLocale();
  const name = (s: SurahInfo) => `${f.digits(s.number)}. ${locale === 'ar' ? s.nameAr : s.nameEn}`;
  const surah = value.surah ? (SURAHS[value.surah - 1] ?? null) : null;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ flex: 1, minWidth: 0 }}
      aria-label={label}
      role="group"
    >
      <Autocomplete<SurahInfo, false, false, false>
        options={SURAHS as SurahInfo[]}
        value={surah}
        disabled={disabled}
        autoHighlight
        getOptionLabel={name}
        filterOptions={(options, state) =>
          state.inputValue ? searchSurahs(state.inputValue) : options
        }
        isOptionEqualToValue={(a, b) => a.number === b.number}
        onChange={(_e, next) => onChange({ surah: next?.number ?? null, ayah: value.ayah })}
        renderInput={(params) => (
          <TextField
            {...params}
            label={`${label} · ${t('resources.quran.surah')}`}
            error={error}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': `${testId}-surah` },
            }}
          />
        )}
        sx={{ flex: 3, minWidth: 0 }}
      />
      <TextField
        label={t('resources.quran.ayah')}
        value={value.ayah === null ? '' : String(value.ayah)}
        disabled={disabled}
        error={error}
        onChange={(e) => {
          const n = parseNumberText(e.target.value);
          onChange({ surah: value.surah, ayah: typeof n === 'number' ? Math.trunc(n) : null });
        }}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            dir: 'ltr',
            'data-testid': `${testId}-ayah`,
            max: value.surah ? ayahCountOf(value.surah) : undefined,
          },
        }}
        sx={{ flex: 1, minWidth: 72 }}
      />
    </Stack>
  );
}

/** One ayah: a surah (searchable by Arabic or Latin name or number) and the ayah number. */
export function QuranPositionInput(p: InputProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const labelId = useId();
  const draft = asDraft(p.value);
  const pos = fromDraft(draft);
  const info =
    pos && isValidPosition(pos)
      ? t('resources.quran.positionInfo', {
          count: f.number(ayahCountOf(pos.surah)),
          page: f.number(pageOf(pos)),
        })
      : draft.surah
        ? t('resources.quran.surahAyahs', { count: f.number(ayahCountOf(draft.surah)) })
        : '';
  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel
        id={labelId}
        required={p.required}
        error={Boolean(p.error)}
        sx={{ display: 'block', mb: 1 }}
      >
        {p.label}
      </FormLabel>
      <SurahAyah
        value={draft}
        onChange={(d) => p.onChange(fromDraft(d))}
        label={p.label}
        disabled={p.disabled}
        error={Boolean(p.error)}
        testId={`quran-${p.name}`}
      />
      <FormHelperText error={Boolean(p.error)}>{p.error ?? (info || p.helperText)}</FormHelperText>
    </Box>
  );
}

/** A span of ayahs: from and to, with its size in ayahs and pages once it is valid. */
export function QuranRangeInput(p: InputProps) {
  const { t } = useTranslation();
  const measure = useMeasureText();
  const labelId = useId();
  const raw = p.value && typeof p.value === 'object' ? (p.value as Partial<QuranRange>) : null;
  const from = asDraft(raw?.from);
  const to = asDraft(raw?.to);
  const emit = (nextFrom: Draft, nextTo: Draft) => {
    const a = fromDraft(nextFrom);
    const b = fromDraft(nextTo);
    p.onChange(
      a === null && b === null
        ? null
        : { from: a ?? { surah: 0, ayah: 0 }, to: b ?? { surah: 0, ayah: 0 } },
    );
  };
  const range = raw?.from && raw?.to ? (raw as QuranRange) : null;
  const check = range ? validateRange(range) : null;
  const info = range && check?.ok ? measure(countAyahs(range), countPages(range)) : '';
  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel
        id={labelId}
        required={p.required}
        error={Boolean(p.error)}
        sx={{ display: 'block', mb: 1 }}
      >
        {p.label}
      </FormLabel>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <SurahAyah
          value={from}
          onChange={(d) => emit(d, to)}
          label={t('resources.filter.from')}
          disabled={p.disabled}
          error={Boolean(p.error)}
          testId={`quran-${p.name}-from`}
        />
        <SurahAyah
          value={to}
          onChange={(d) => emit(from, d)}
          label={t('resources.filter.to')}
          disabled={p.disabled}
          error={Boolean(p.error)}
          testId={`quran-${p.name}-to`}
        />
      </Stack>
      <FormHelperText error={Boolean(p.error)}>{p.error ?? (info || p.helperText)}</FormHelperText>
    </Box>
  );
}
