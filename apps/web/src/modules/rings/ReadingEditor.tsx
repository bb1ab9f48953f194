import { READING_GRADES, type ReadingGrade } from '@qc/domain';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/format/use-format.ts';
import {
  applyRangeText,
  effectiveGrade,
  measure,
  rangeText,
  type EditReading,
} from './ring-day-model.ts';
import { SurahField } from './SurahField.tsx';
import { useMeasureText } from '../../app/format/quran-measure.ts';

interface Props {
  reading: EditReading;
  onChange(next: EditReading): void;
  onRemove(): void;
  /** Put the cursor in the quick range field when the reading appears. */
  autoFocus?: boolean;
}

const toNumber = (v: string): number | null => {
  const n = Number.parseInt(
    v.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))),
    10,
  );
  return Number.isFinite(n) ? n : null;
};

function Stepper({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange(n: number): void;
}) {
  const f = useFormat();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.25 }} role="group" aria-label={label}>
      <Typography variant="caption" color="text.secondary" sx={{ minWidth: 52 }}>
        {label}
      </Typography>
      <IconButton
        size="small"
        aria-label={`${label} −`}
        onClick={() => onChange(Math.max(0, value - 1))}
        disabled={value <= 0}
      >
        <Remove fontSize="small" />
      </IconButton>
      <Typography sx={{ minWidth: 22, textAlign: 'center', fontWeight: 600 }} aria-live="polite">
        {f.number(value)}
      </Typography>
      <IconButton
        size="small"
        aria-label={`${label} +`}
        onClick={() => onChange(Math.min(99, value + 1))}
      >
        <Add fontSize="small" />
      </IconButton>
    </Stack>
  );
}

/**
 * One reading of the ring day. From the keyboard: type the range in the quick field ("2:1-20",
 * Arabic-Indic digits too) and press Enter; mistakes with + and − keys in that field. By touch:
 * the surah pickers and ayah numbers, the − / + buttons and the grade chips. The ayah and page
 * counts are checked against the Quran data as it is typed; the grade follows the mistakes
 * until the teacher picks one.
 */
export function ReadingEditor({ reading: r, onChange, onRemove, autoFocus }: Props) {
  const { t } = useTranslation();
  const measureText = useMeasureText();
  const m = measure(r);
  const [draft, setDraft] = useState<string | null>(null);
  const [draftError, setDraftError] = useState<string | null>(null);
  const set = (patch: Partial<EditReading>) => onChange({ ...r, ...patch });
  const commitDraft = () => {
    if (draft === null) return;
    if (draft.trim() === '') {
      setDraft(null);
      setDraftError(null);
      return;
    }
    const next = applyRangeText(r, draft);
    if (next.ok) {
      onChange(next.reading);
      setDraft(null);
      setDraftError(null);
    } else setDraftError(next.code);
  };
  const onQuickKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commitDraft();
    } else if (e.key === '+' || e.key === '=') {
      e.preventDefault();
      set({ mistakesMemorisation: Math.min(99, r.mistakesMemorisation + 1) });
    } else if (e.key === '-' && (e.currentTarget.value === '' || e.altKey)) {
      e.preventDefault();
      set({ mistakesMemorisation: Math.max(0, r.mistakesMemorisation - 1) });
    }
  };
  const grade = effectiveGrade(r);
  const numberProps = { inputMode: 'numeric' as const, pattern: '[0-9٠-٩]*' };
  const problem = draftError ?? (m.ok === false ? m.code : null);
  return (
    <Box
      sx={{
        borderInlineStart: 3,
        borderColor: problem ? 'error.main' : 'primary.light',
        ps: 1.25,
        py: 0.75,
      }}
      data-testid="reading"
      data-kind={r.kind}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip
          size="small"
          color={r.kind === 'hifz' ? 'primary' : r.kind === 'revision' ? 'secondary' : 'default'}
          label={t(`rings.kind.${r.kind}`)}
        />
        <TextField
          size="small"
          value={draft ?? rangeText(r)}
          placeholder={t('rings.day.quickRange')}
          onChange={(e) => {
            setDraft(e.target.value);
            setDraftError(null);
          }}
          onBlur={commitDraft}
          onKeyDown={onQuickKey}
          error={!!draftError}
          autoFocus={autoFocus}
          slotProps={{
            htmlInput: {
              'aria-label': t('rings.day.quickRangeLabel'),
              dir: 'ltr',
              autoComplete: 'off',
              spellCheck: false,
              inputMode: 'text',
            },
          }}
          sx={{ flex: '1 1 120px', maxWidth: 220 }}
        />
        <Box sx={{ flex: 1 }} />
        <IconButton size="small" aria-label={t('rings.day.remove')} onClick={onRemove}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Stack>
      <Typography
        variant="caption"
        color={problem ? 'error' : 'text.secondary'}
        component="div"
        sx={{ minHeight: 20, mb: 0.5 }}
        aria-live="polite"
        data-testid="reading-measure"
      >
        {problem ? t(problem) : m.ok === true ? measureText(m.ayahCount, m.pageCount) : ''}
      </Typography>
      <Stack sx={{ flexWrap: 'wrap' }} direction="row" useFlexGap spacing={1}>
        <SurahField
          label={t('rings.day.surah')}
          value={r.fromSurah}
          onChange={(v) => set({ fromSurah: v, toSurah: r.toSurah ?? v })}
          error={m.ok === false}
        />
        <TextField
          size="small"
          label={t('rings.day.fromAyah')}
          value={r.fromAyah ?? ''}
          onChange={(e) => set({ fromAyah: toNumber(e.target.value) })}
          slotProps={{ htmlInput: numberProps }}
          sx={{ width: 84 }}
        />
        <SurahField
          label={t('rings.day.toSurah')}
          value={r.toSurah}
          onChange={(v) => set({ toSurah: v })}
          error={m.ok === false}
        />
        <TextField
          size="small"
          label={t('rings.day.toAyah')}
          value={r.toAyah ?? ''}
          onChange={(e) => set({ toAyah: toNumber(e.target.value) })}
          slotProps={{ htmlInput: numberProps }}
          sx={{ width: 84 }}
        />
      </Stack>
      <Stack
        direction="row"
        useFlexGap
        spacing={1.5}
        sx={{ flexWrap: 'wrap', mt: 1, alignItems: 'center' }}
      >
        <Stepper
          label={t('rings.day.mistakes')}
          value={r.mistakesMemorisation}
          onChange={(n) => set({ mistakesMemorisation: n })}
        />
        <Stepper
          label={t('rings.day.tajweed')}
          value={r.mistakesTajweed}
          onChange={(n) => set({ mistakesTajweed: n })}
        />
      </Stack>
      <Stack
        direction="row"
        useFlexGap
        spacing={0.5}
        sx={{ flexWrap: 'wrap', mt: 1 }}
        role="radiogroup"
        aria-label={t('rings.day.grade')}
      >
        {READING_GRADES.map((g: ReadingGrade) => {
          const chosen = grade === g;
          return (
            <Chip
              key={g}
              size="small"
              role="radio"
              aria-checked={chosen}
              label={t(`rings.grade.${g}`)}
              color={chosen ? (g === 'repeat' ? 'warning' : 'success') : 'default'}
              variant={chosen && r.grade ? 'filled' : 'outlined'}
              onClick={() => set({ grade: r.grade === g ? null : g })}
            />
          );
        })}
      </Stack>
    </Box>
  );
}
