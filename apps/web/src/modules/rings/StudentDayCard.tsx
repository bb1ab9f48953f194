import { ATTENDANCE_STATUSES, attended, type AttendanceStatus, type ReadingKind } from '@qc/domain';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { memo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../app/format/use-format.ts';
import { useListText } from '../../app/format/use-list-text.ts';
import { useRangeText } from '../../app/format/use-range-text.ts';
import { newReading, rowProblems, type DayStudent, type EditRow } from './ring-day-model.ts';
import { ReadingEditor } from './ReadingEditor.tsx';
import { useMeasureText } from '../../app/format/quran-measure.ts';

interface Props {
  student: DayStudent;
  row: EditRow;
  index: number;
  serverError?: string | undefined;
  onChange(studentId: string, next: EditRow): void;
}

/** Attendance keys on a focused card: 1 present, 2 late, 3 absent, 4 excused. */
const ATTENDANCE_KEYS: Record<string, AttendanceStatus> = {
  Digit1: 'present',
  Digit2: 'late',
  Digit3: 'absent',
  Digit4: 'excused',
  Numpad1: 'present',
  Numpad2: 'late',
  Numpad3: 'absent',
  Numpad4: 'excused',
};

/** Reading keys on a focused card (physical keys, so they work on an Arabic layout too). */
const READING_KEYS: Record<string, ReadingKind> = {
  KeyN: 'hifz',
  KeyR: 'revision',
  KeyT: 'recitation',
};

function focusCard(index: number) {
  const el = document.querySelector<HTMLElement>(`[data-card-index="${index}"]`);
  el?.focus();
  el?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
}

/**
 * One student of the ring day: attendance, the last new portion, the suggested next portion
 * and the revision due (spaced repetition), then the day's readings. The card takes keys when
 * focused: 1–4 attendance, N new portion (the suggested one), R revision (the one due), T
 * recitation, ↓/↑ next and previous student.
 */
export const StudentDayCard = memo(function StudentDayCard({
  student,
  row,
  index,
  serverError,
  onChange,
}: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const measureText = useMeasureText();
  const rangeText = useRangeText();
  const listText = useListText();
  const [focusNew, setFocusNew] = useState<string | null>(null);
  const update = (patch: Partial<EditRow>) =>
    onChange(student.id, { ...row, ...patch, dirty: true });
  const problems = rowProblems(row);
  const due = student.revisionPlan.filter((p) => p.due);
  const firstRevision = due[0] ?? student.revisionPlan[0];
  const canRead = !row.attendance || attended(row.attendance);

  const add = (kind: ReadingKind) => {
    const range =
      kind === 'hifz'
        ? student.nextPortion?.range
        : kind === 'revision'
          ? firstRevision?.range
          : null;
    const reading = newReading(kind, range);
    setFocusNew(reading.clientId);
    update({ attendance: row.attendance ?? 'present', readings: [...row.readings, reading] });
  };

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget || e.ctrlKey || e.metaKey || e.altKey) return;
    const status = ATTENDANCE_KEYS[e.code];
    const kind = READING_KEYS[e.code];
    if (status) {
      e.preventDefault();
      update({ attendance: status });
    } else if (kind && canRead) {
      e.preventDefault();
      add(kind);
    } else if (e.key === 'ArrowDown' || e.code === 'KeyJ') {
      e.preventDefault();
      focusCard(index + 1);
    } else if (e.key === 'ArrowUp' || e.code === 'KeyK') {
      e.preventDefault();
      focusCard(index - 1);
    }
  };

  return (
    <Card
      variant="outlined"
      tabIndex={0}
      onKeyDown={onKey}
      data-card-index={index}
      data-testid="student-card"
      aria-label={student.fullName}
      sx={{
        borderColor:
          problems.length > 0 || serverError
            ? 'error.main'
            : row.dirty
              ? 'primary.main'
              : undefined,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        scrollMarginBlock: '96px',
      }}
    >
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          direction="row"
          useFlexGap
          spacing={1}
        >
          <Typography variant="caption" color="text.secondary" sx={{ minWidth: 18 }}>
            {f.number(index + 1)}
          </Typography>
          <Link
            component={RouterLink}
            to={`/student-page-component?id=${student.id}`}
            underline="hover"
            color="inherit"
            variant="subtitle1"
            sx={{ fontWeight: 600, flex: 1, minWidth: 140 }}
            tabIndex={-1}
          >
            {student.fullName}
          </Link>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={row.attendance}
            onChange={(_e, v: AttendanceStatus | null) => update({ attendance: v })}
            aria-label={t('rings.day.attendanceOf', { name: student.fullName })}
          >
            {ATTENDANCE_STATUSES.map((s) => (
              <ToggleButton
                key={s}
                value={s}
                sx={{ px: 1, py: 0.25, minHeight: 36 }}
                color={s === 'absent' ? 'error' : s === 'excused' ? 'warning' : 'primary'}
              >
                {t(`rings.attendance.${s}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Box sx={{ mt: 0.5 }}>
          {student.lastHifz && (
            <Typography variant="caption" color="text.secondary" component="div">
              {t('rings.day.lastHifz', { range: rangeText(student.lastHifz.range) })}
            </Typography>
          )}
          {student.nextPortion && (
            <Typography variant="caption" color="primary" component="div">
              {t('rings.day.suggested', {
                range: rangeText(student.nextPortion.range),
                measure: measureText(student.nextPortion.ayahCount, student.nextPortion.pageCount),
              })}
            </Typography>
          )}
          {firstRevision && (
            <Typography
              variant="caption"
              color={due.length > 0 ? 'warning.main' : 'text.secondary'}
              component="div"
            >
              {t(due.length > 0 ? 'rings.day.revisionDue' : 'rings.day.revisionNext', {
                range: listText(
                  (due.length > 0 ? due : [firstRevision]).map((p) => rangeText(p.range)),
                ),
              })}
            </Typography>
          )}
        </Box>
        {row.readings.length > 0 && (
          <Stack spacing={1} sx={{ mt: 1 }}>
            {row.readings.map((r, i) => (
              <ReadingEditor
                key={r.clientId}
                reading={r}
                autoFocus={focusNew === r.clientId}
                onChange={(next) =>
                  update({ readings: row.readings.map((x, j) => (j === i ? next : x)) })
                }
                onRemove={() =>
                  update({
                    readings: row.readings.filter((_x, j) => j !== i),
                    removed: student.readings.some((s) => s.clientId === r.clientId)
                      ? [...row.removed, r.clientId]
                      : row.removed,
                  })
                }
              />
            ))}
          </Stack>
        )}
        {canRead && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }} useFlexGap>
            <Button size="small" startIcon={<Add />} onClick={() => add('hifz')}>
              {t('rings.day.addHifz')}
            </Button>
            <Button size="small" startIcon={<Add />} onClick={() => add('revision')}>
              {t('rings.day.addRevision')}
            </Button>
            <Button size="small" startIcon={<Add />} onClick={() => add('recitation')}>
              {t('rings.day.addRecitation')}
            </Button>
          </Stack>
        )}
        {(problems.length > 0 || serverError) && (
          <Typography variant="caption" color="error" role="alert" component="div" sx={{ mt: 0.5 }}>
            {[...new Set(problems)].map((p) => t(p)).join(' · ') || serverError}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
});
