import ExpandMore from '@mui/icons-material/ExpandMore';
import History from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Remove from '@mui/icons-material/Remove';
import Add from '@mui/icons-material/Add';
import {
  computeGrade,
  GradingError,
  MISTAKE_TYPES,
  surahName,
  type GradeResult,
  type MistakeType,
  type QuranPosition,
  type TestSheet,
} from '@qc/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { useFormErrors } from '../../app/forms/use-form-errors.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { GradeChip, StateChip, usePortionText } from './parts.tsx';
import {
  addMark,
  ayahGroups,
  ayahKey,
  marksToMistakes,
  mistakesToMarks,
  removeMark,
  type SheetAyah,
  type SheetMarks,
} from './sheet-model.ts';
import {
  rulesOf,
  useLocalName,
  useRequestAction,
  useTestRequests,
  useTestSheet,
} from './tests-api.ts';

const TYPE_COLOURS: Record<MistakeType, 'error' | 'warning' | 'info'> = {
  memorisation: 'error',
  tajweed: 'warning',
  hesitation: 'info',
};

/** The examiner's scheduled tests, when the sheet is opened without a request. */
function MyTests() {
  const { t } = useTranslation();
  const portionText = usePortionText();
  const localName = useLocalName();
  const list = useTestRequests({
    categories: [],
    // Scheduled tests, and taken ones whose result can still be sent again (returned).
    state: 'scheduled,taken',
    mine: true,
    page: 1,
    pageSize: 50,
  });
  return (
    <QueryState
      query={list}
      isEmpty={(d) => d.items.length === 0}
      empty={<EmptyState title={t('tests.sheet.noneAssigned')} />}
    >
      {({ items }) => (
        <Stack spacing={1}>
          {items.map((r) => (
            <Card key={r.id} variant="outlined">
              <CardActionArea component={RouterLink} to={`/student-test-form?id=${r.id}`}>
                <CardContent>
                  <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {r.studentName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {localName(r.kindName)} · {portionText(r)}
                  </Typography>
                  {r.scheduledAt && (
                    <Typography variant="caption" color="text.secondary">
                      <DateText value={r.scheduledAt} withTime />
                      {r.place && ` · ${r.place}`}
                    </Typography>
                  )}
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

/** One ayah on the sheet: its number; marks as a coloured badge; a past mistake as a dot. */
function AyahButton({
  ayah,
  marks,
  past,
  onOpen,
}: {
  ayah: SheetAyah;
  marks: readonly string[];
  past: boolean;
  onOpen(el: HTMLElement, ayah: SheetAyah): void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const { locale } = useLocale();
  const first = marks[0] as MistakeType | undefined;
  const colour = first ? TYPE_COLOURS[first] : null;
  return (
    <Badge
      badgeContent={marks.length > 1 ? f.number(marks.length) : 0}
      color={colour ?? 'default'}
      overlap="circular"
    >
      <ButtonBase
        onClick={(e) => onOpen(e.currentTarget, ayah)}
        aria-label={t('tests.sheet.ayahLabel', {
          surah: surahName(ayah.surah, locale),
          ayah: f.number(ayah.ayah),
        })}
        data-testid="ayah"
        data-ayah={ayah.key}
        data-marks={marks.length}
        sx={{
          width: 44,
          height: 44,
          borderRadius: '50%',
          fontSize: 15,
          fontWeight: marks.length ? 700 : 400,
          border: 2,
          borderColor: colour ? `${colour}.main` : past ? 'warning.light' : 'divider',
          borderStyle: past && !colour ? 'dashed' : 'solid',
          bgcolor: colour ? `${colour}.main` : 'background.paper',
          color: colour ? `${colour}.contrastText` : 'text.primary',
        }}
      >
        {f.number(ayah.ayah)}
      </ButtonBase>
    </Badge>
  );
}

/** The marks of one ayah by type: + adds a mistake of that type, − takes one away. */
function AyahMenu({
  anchor,
  ayah,
  marks,
  onClose,
  onAdd,
  onRemove,
}: {
  anchor: HTMLElement | null;
  ayah: SheetAyah | null;
  marks: readonly string[];
  onClose(): void;
  onAdd(type: MistakeType): void;
  onRemove(type: MistakeType): void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const { locale } = useLocale();
  return (
    <Menu anchorEl={anchor} open={!!anchor && !!ayah} onClose={onClose}>
      {ayah && (
        <Box sx={{ px: 2, py: 1, minWidth: 260 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('tests.sheet.ayahLabel', {
              surah: surahName(ayah.surah, locale),
              ayah: f.number(ayah.ayah),
            })}
          </Typography>
          <Stack spacing={1}>
            {MISTAKE_TYPES.map((type) => {
              const n = marks.filter((m) => m === type).length;
              return (
                <Stack key={type} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                  <Button
                    variant={n ? 'contained' : 'outlined'}
                    color={TYPE_COLOURS[type]}
                    onClick={() => onAdd(type)}
                    sx={{ flex: 1, justifyContent: 'space-between', minHeight: 44 }}
                    endIcon={<Add />}
                    data-testid={`mark-${type}`}
                  >
                    {t(`tests.mistake.${type}`)}
                    {n > 0 && ` (${f.number(n)})`}
                  </Button>
                  <IconButton
                    disabled={n === 0}
                    onClick={() => onRemove(type)}
                    aria-label={t('tests.sheet.removeMark', {
                      type: t(`tests.mistake.${type}`),
                    })}
                    sx={{ width: 44, height: 44 }}
                  >
                    <Remove />
                  </IconButton>
                </Stack>
              );
            })}
          </Stack>
          <Button fullWidth sx={{ mt: 1 }} onClick={onClose}>
            {t('tests.sheet.done')}
          </Button>
        </Box>
      )}
    </Menu>
  );
}

/** What the marks cost: the kind's own rules, computed as the server will (a preview). */
function usePreview(sheet: TestSheet, marks: SheetMarks, typed: Record<string, string>) {
  const rules = useMemo(() => rulesOf(sheet.kind), [sheet.kind]);
  return useMemo((): { result: GradeResult | null; missing: boolean } => {
    const numbers: Record<string, number> = {};
    for (const [k, v] of Object.entries(typed)) if (v.trim() !== '') numbers[k] = Number(v);
    try {
      return {
        result: computeGrade(rules, {
          mistakes: marksToMistakes(marks).map((m) => ({ type: m.type as MistakeType })),
          marks: numbers,
        }),
        missing: false,
      };
    } catch (e) {
      if (e instanceof GradingError) return { result: null, missing: true };
      throw e;
    }
  }, [rules, marks, typed]);
}

function Sheet({ sheet }: { sheet: TestSheet }) {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  const { locale } = useLocale();
  const portionText = usePortionText();
  const localName = useLocalName();
  const request = sheet.request;
  const editable = request.state === 'scheduled' || request.state === 'taken';
  const [marks, setMarks] = useState<SheetMarks>(() =>
    mistakesToMarks(sheet.result?.mistakes ?? []),
  );
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      (sheet.result?.criteria ?? [])
        .filter((c) => sheet.kind.criteria.find((k) => k.id === c.criterionId)?.scoring === 'marks')
        .map((c) => [c.criterionId, String(c.score)]),
    ),
  );
  const [notes, setNotes] = useState(sheet.result?.notes ?? '');
  const [menu, setMenu] = useState<{ el: HTMLElement; ayah: SheetAyah } | null>(null);
  const [openSurahs, setOpenSurahs] = useState<Set<number>>(new Set());
  const errors = useFormErrors();
  const submit = useRequestAction(request.id);
  const groups = useMemo(() => (sheet.portion ? ayahGroups(sheet.portion) : []), [sheet.portion]);
  const past = useMemo(
    () => new Set(sheet.pastMistakes.map((m) => ayahKey(m))),
    [sheet.pastMistakes],
  );
  const preview = usePreview(sheet, marks, typed);
  const markCriteria = sheet.kind.criteria.filter((c) => c.scoring === 'marks');
  const deducted = useMemo(() => {
    // The deductions criteria alone, so the cost of the marks shows before any typed mark.
    const criteria = sheet.kind.criteria.filter((c) => c.scoring === 'deductions');
    if (!criteria.length) return 0;
    const mistakes = marksToMistakes(marks).map((m) => ({ type: m.type as MistakeType }));
    return computeGrade(
      { criteria, passMark: sheet.kind.passMark, bands: sheet.kind.bands },
      { mistakes, marks: {} },
    ).criteria.reduce((sum, c) => sum + c.deducted, 0);
  }, [sheet.kind, marks]);
  const many = groups.length > 3;
  const save = async () => {
    try {
      const numbers: Record<string, number> = {};
      for (const [k, v] of Object.entries(typed)) if (v.trim() !== '') numbers[k] = Number(v);
      await submit.mutateAsync({
        action: 'submit-result',
        body: { mistakes: marksToMistakes(marks), marks: numbers, notes: notes.trim() || null },
      });
    } catch (e) {
      errors.fail(e, ['notes']);
    }
  };
  const at = (pos: QuranPosition) => marks[ayahKey(pos)] ?? [];
  return (
    <Box>
      <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
            {request.studentName}
          </Typography>
          <StateChip state={request.state} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {localName(request.kindName)} · {portionText(request)}
        </Typography>
        {request.scheduledAt && (
          <Typography variant="caption" color="text.secondary">
            <DateText value={request.scheduledAt} withTime />
            {request.place && ` · ${request.place}`}
          </Typography>
        )}
      </Paper>

      {sheet.pastMistakes.length > 0 && (
        <Alert severity="warning" icon={<History />} sx={{ mb: 2 }} data-testid="past-mistakes">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {count('tests.sheet.pastMistakes', sheet.pastMistakes.length)}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
            {sheet.pastMistakes.slice(0, 30).map((m, i) => (
              <Chip
                key={i}
                size="small"
                variant="outlined"
                color={TYPE_COLOURS[m.type]}
                label={`${surahName(m.surah, locale)} ${f.number(m.ayah)} · ${t(`tests.mistake.${m.type}`)}`}
              />
            ))}
          </Stack>
        </Alert>
      )}

      {groups.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {t('tests.sheet.tapHelp')}
        </Typography>
      )}
      {groups.map((g, gi) => {
        const open = !many || gi === 0 || openSurahs.has(g.surah);
        const marked = g.ayahs.reduce((n, a) => n + at(a).length, 0);
        return (
          <Box key={g.surah} component="section" sx={{ mb: 2 }}>
            <ButtonBase
              onClick={() =>
                many &&
                setOpenSurahs((s) => {
                  const next = new Set(s);
                  if (next.has(g.surah)) next.delete(g.surah);
                  else next.add(g.surah);
                  return next;
                })
              }
              sx={{ width: '100%', justifyContent: 'flex-start', gap: 1, py: 0.5 }}
              aria-expanded={open}
              disabled={!many}
            >
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {surahName(g.surah, locale)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {count('count.ayahs', g.ayahs.length)}
              </Typography>
              {marked > 0 && <Chip size="small" color="error" label={f.number(marked)} />}
              {many && (
                <ExpandMore
                  fontSize="small"
                  sx={{ marginInlineStart: 'auto', transform: open ? 'rotate(180deg)' : 'none' }}
                />
              )}
            </ButtonBase>
            {open && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                {g.ayahs.map((a) => (
                  <AyahButton
                    key={a.key}
                    ayah={a}
                    marks={at(a)}
                    past={past.has(a.key)}
                    onOpen={(el, ayah) => editable && setMenu({ el, ayah })}
                  />
                ))}
              </Box>
            )}
          </Box>
        );
      })}

      {markCriteria.length > 0 && (
        <Stack spacing={2} sx={{ my: 2 }}>
          {markCriteria.map((c) => (
            <TextField
              key={c.id}
              type="number"
              label={t('tests.sheet.markOf', {
                name: localName(c.name),
                max: f.number(c.maxMarks),
              })}
              value={typed[c.id] ?? ''}
              onChange={(e) => setTyped((m) => ({ ...m, [c.id]: e.target.value }))}
              disabled={!editable}
              slotProps={{
                htmlInput: { min: 0, max: c.maxMarks, step: 0.25, inputMode: 'decimal' },
              }}
            />
          ))}
        </Stack>
      )}
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={t('tests.sheet.notes')}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        disabled={!editable}
        error={!!errors.fields.notes}
        helperText={errors.fields.notes}
        sx={{ my: 2 }}
      />
      {sheet.result && (
        <Alert
          severity={sheet.result.status === 'returned' ? 'warning' : 'info'}
          sx={{ mb: 2 }}
          data-testid="server-result"
        >
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {t('tests.sheet.serverResult', {
              total: f.number(sheet.result.total),
              max: f.number(sheet.result.maxTotal),
            })}
            <GradeChip grade={sheet.result.grade} />
            {t(`tests.resultStatus.${sheet.result.status}`)}
          </Stack>
          {sheet.result.returnReason && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t('tests.sheet.returnedBecause', { reason: sheet.result.returnReason })}
            </Typography>
          )}
        </Alert>
      )}
      {errors.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.error}
        </Alert>
      )}

      <Paper
        elevation={6}
        sx={{
          // Sticks to the bottom of the screen's column (never under the menu) while the
          // examiner scrolls the ayahs.
          position: 'sticky',
          bottom: 8,
          zIndex: (th) => th.zIndex.appBar,
          px: 2,
          py: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          flexWrap: 'wrap',
        }}
        data-testid="sheet-bar"
      >
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography variant="body2" data-testid="live-deduction">
            {t('tests.sheet.deduction', { n: f.number(deducted) })}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {preview.result
              ? t('tests.sheet.preview', {
                  total: f.number(preview.result.total),
                  max: f.number(preview.result.maxTotal),
                  grade: t(`tests.grade.${preview.result.grade}`),
                })
              : t('tests.sheet.typeMarks')}
          </Typography>
        </Box>
        {editable && (
          <Button
            variant="contained"
            size="large"
            disabled={submit.isPending || preview.missing}
            onClick={() => void save()}
          >
            {t(request.state === 'taken' ? 'tests.sheet.resubmit' : 'tests.sheet.submit')}
          </Button>
        )}
      </Paper>
      <AyahMenu
        anchor={menu?.el ?? null}
        ayah={menu?.ayah ?? null}
        marks={menu ? at(menu.ayah) : []}
        onClose={() => setMenu(null)}
        onAdd={(type) => menu && setMarks((m) => addMark(m, menu.ayah, type))}
        onRemove={(type) => menu && setMarks((m) => removeMark(m, menu.ayah, type))}
      />
    </Box>
  );
}

/**
 * student-test-form: the examiner's sheet for one scheduled test (?id=), made for a phone. The
 * portion's ayahs in order; tapping one marks a mistake by type; the deduction shows at once,
 * the student's past mistakes on this portion first. The total and grade that count are the
 * server's, computed from the kind's rules when the sheet is submitted.
 */
export function TestSheetScreen() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const sheet = useTestSheet(id);
  return (
    <Screen maxWidth={760}>
      {id ? (
        <QueryState query={sheet}>{(s) => <Sheet key={s.request.id} sheet={s} />}</QueryState>
      ) : (
        <MyTests />
      )}
    </Screen>
  );
}

export default TestSheetScreen;
