import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import EventBusy from '@mui/icons-material/EventBusyOutlined';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { todayIso } from '../../app/format/today.ts';
import { useAuth } from '../../app/auth/auth-context.ts';
import { requestBackgroundSync, sendOutboxNow } from '../../app/offline/outbox-sync.ts';
import { useOutbox } from '../../app/offline/use-outbox.ts';
import {
  daySummary,
  rowFromServer,
  rowProblems,
  toSaveRow,
  type DayView,
  type EditRow,
} from './ring-day-model.ts';
import {
  dayOffline,
  entriesOfDay,
  errorsByStudent,
  migrateLegacyQueue,
  queueDay,
  queuedRows,
  ringsOffline,
} from './ring-day-offline.ts';
import { StudentDayCard } from './StudentDayCard.tsx';
import { useCount } from '../../app/i18n/use-count.ts';
import { useMeasureText } from '../../app/format/quran-measure.ts';
import { weekdayName } from './weekday-name.ts';

/** `idle`: nothing recorded for the day yet and nothing typed, so nothing to call saved. */
type SaveState = 'idle' | 'saved' | 'unsaved' | 'saving' | 'queued' | 'failed';

function shiftDay(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => globalThis.navigator?.onLine ?? true);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    globalThis.addEventListener('online', on);
    globalThis.addEventListener('offline', off);
    return () => {
      globalThis.removeEventListener('online', on);
      globalThis.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

function KeyboardHelp() {
  const { t } = useTranslation();
  return (
    <Tooltip
      title={
        <Box component="ul" sx={{ m: 0, paddingInlineStart: 2 }}>
          {(['attendance', 'readings', 'move', 'range', 'mistakes', 'save'] as const).map((k) => (
            <li key={k}>{t(`rings.day.keys.${k}`)}</li>
          ))}
        </Box>
      }
    >
      <IconButton aria-label={t('rings.day.keys.title')}>
        <KeyboardOutlined />
      </IconButton>
    </Tooltip>
  );
}

/**
 * The ring day: pick a ring and a date (today by default; holidays are flagged), then for every
 * student attendance and readings, from the keyboard or by touch. Saves go to the outbox on the
 * device first (docs/offline.md) and are sent at once, or when the connection comes back:
 * nothing typed is lost when the network drops. The rings and the day open offline from the
 * copies kept in IndexedDB. A teacher only gets their own rings (the server refuses others).
 */
export function RingDayScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  const measureText = useMeasureText();
  const { intl } = useLocale();
  const theme = useTheme();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const outboxState = useOutbox();
  const mine = useMemo(
    () => outboxState.entries.filter((e) => e.userId === userId),
    [outboxState.entries, userId],
  );
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const ringId = params.get('ring') ?? '';
  const date = params.get('date') ?? todayIso();
  const setParam = useCallback(
    (k: 'ring' | 'date', v: string) => {
      const next = new URLSearchParams(params);
      next.set(k, v);
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
  const [rows, setRows] = useState<Record<string, EditRow>>({});
  /** Which day (ring:date) the rows belong to. */
  const rowsDay = useRef('');
  const [state, setState] = useState<SaveState>('idle');
  /** Changes of this user still on the device (every ring and day), for the save chip. */
  const pending = mine.reduce((n, e) => n + e.count, 0);
  const dayEntries = useMemo(() => entriesOfDay(mine, ringId, date), [mine, ringId, date]);
  /** The entries as last seen, for the effect that lays them over a fresh copy of the day. */
  const dayEntriesRef = useRef(dayEntries);
  dayEntriesRef.current = dayEntries;

  // The queue this screen kept in localStorage before the outbox moves into it once.
  useEffect(() => {
    if (userId) void migrateLegacyQueue(userId).catch(() => 0);
  }, [userId]);

  // The rings and the day come from the server and are kept; offline, from the kept copy.
  const rings = useQuery({
    queryKey: ['rings', 'day-picker'],
    queryFn: ringsOffline,
    networkMode: 'always',
  });
  useEffect(() => {
    if (!ringId && rings.data?.[0]) setParam('ring', rings.data[0].id);
  }, [ringId, rings.data, setParam]);

  const day = useQuery<DayView>({
    queryKey: ['readings', 'day', ringId, date],
    enabled: !!ringId,
    queryFn: () => dayOffline(ringId, date),
    networkMode: 'always',
  });

  // Rows from the server, with anything still queued for this day laid over them.
  useEffect(() => {
    if (!day.data || !outboxState.loaded) return;
    const next: Record<string, EditRow> = {};
    for (const s of day.data.students) next[s.id] = rowFromServer(s);
    const queued = dayEntriesRef.current;
    for (const q of queuedRows(queued)) {
      const base = next[q.studentId];
      if (!base) continue;
      next[q.studentId] = {
        ...base,
        attendance: q.attendance?.status ?? base.attendance,
        readings: q.readings.map((r) => ({
          clientId: r.clientId,
          kind: r.kind,
          fromSurah: r.from.surah,
          fromAyah: r.from.ayah,
          toSurah: r.to.surah,
          toAyah: r.to.ayah,
          mistakesMemorisation: r.mistakesMemorisation,
          mistakesTajweed: r.mistakesTajweed,
          grade: r.grade,
          ...(r.version !== undefined ? { version: r.version } : {}),
        })),
        removed: q.removeReadings,
        dirty: false,
      };
    }
    // A fresh copy of the same day (the copy kept on the device is shown first) never
    // overwrites what the teacher has already typed; another ring or date starts afresh.
    const key = `${day.data.ring.id}:${day.data.date}`;
    const sameDay = rowsDay.current === key;
    rowsDay.current = key;
    setRows((prev) => {
      if (!sameDay) return next;
      const merged = { ...next };
      for (const id of Object.keys(merged)) if (prev[id]?.dirty) merged[id] = prev[id];
      return merged;
    });
    const recorded = Object.values(next).some((r) => r.attendance || r.readings.length > 0);
    const refused = queued.some((e) => e.state === 'refused' || e.state === 'conflict');
    setState(queued.length > 0 ? (refused ? 'failed' : 'queued') : recorded ? 'saved' : 'idle');
  }, [day.data, outboxState.loaded]);

  // The day's state follows its outbox entries: sent (none left), refused, or still waiting.
  // The outbox itself sends at start, on `online`, on a timer and by Background Sync
  // (app/offline/outbox-sync.ts); this screen only follows.
  const hadEntries = useRef(false);
  useEffect(() => {
    if (!outboxState.loaded) return;
    if (dayEntries.length > 0) {
      hadEntries.current = true;
      const refused = dayEntries.some((e) => e.state === 'refused' || e.state === 'conflict');
      const sending = dayEntries.some((e) => e.state === 'sending');
      setState(refused ? 'failed' : sending ? 'saving' : 'queued');
      return;
    }
    if (!hadEntries.current) return;
    hadEntries.current = false;
    setState('saved');
    void queryClient.invalidateQueries({ queryKey: ['readings', 'day'] });
    void queryClient.invalidateQueries({ queryKey: ['students'] });
  }, [dayEntries, outboxState.loaded, queryClient]);

  const save = useCallback(async () => {
    const dirty = Object.values(rows).filter((r) => r.dirty);
    if (dirty.length === 0 || !day.data || !userId) return;
    if (dirty.some((r) => rowProblems(r).length > 0)) {
      setState('failed');
      return;
    }
    await queueDay(
      userId,
      { ringId: day.data.ring.id, ringName: day.data.ring.name, date: day.data.date },
      dirty.map(toSaveRow),
    );
    setRows((prev) => {
      const next = { ...prev };
      for (const r of dirty) next[r.studentId] = { ...r, dirty: false };
      return next;
    });
    setState('queued');
    if (online) await sendOutboxNow();
    else void requestBackgroundSync();
  }, [rows, day.data, userId, online]);

  // Ctrl+S (or Ctrl+Enter) saves from anywhere on the screen.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (
        (e.ctrlKey || e.metaKey) &&
        (e.key.toLowerCase() === 's' || e.key === 'Enter' || e.code === 'KeyS')
      ) {
        e.preventDefault();
        void save();
      }
    };
    globalThis.addEventListener('keydown', onKey);
    return () => globalThis.removeEventListener('keydown', onKey);
  }, [save]);

  const onRowChange = useCallback((studentId: string, next: EditRow) => {
    setRows((prev) => ({ ...prev, [studentId]: next }));
  }, []);

  const serverErrors = errorsByStudent(dayEntries);
  const rowList = Object.values(rows);
  const dirtyCount = rowList.filter((r) => r.dirty).length;
  const summary = daySummary(rowList);
  // A failed save stays in sight until the next attempt, even while rows are still unsaved.
  const shown: SaveState =
    dirtyCount > 0 && state !== 'saving' && state !== 'failed' ? 'unsaved' : state;
  const chip = {
    idle: { color: 'default' as const, label: t('rings.day.idle') },
    saved: { color: 'success' as const, label: t('rings.day.saved') },
    unsaved: {
      color: 'default' as const,
      label: t('rings.day.unsaved', { count: dirtyCount, n: f.number(dirtyCount) }),
    },
    saving: { color: 'info' as const, label: t('rings.day.saving') },
    queued: {
      color: 'warning' as const,
      label: t('rings.day.queued', { count: pending, n: f.number(pending) }),
    },
    failed: { color: 'error' as const, label: t('rings.day.failed') },
  }[shown];
  const isFuture = date > shiftDay(todayIso(), 1);
  // A weekday outside the ring's timetable (when it has one) is flagged, not refused.
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const meetsOn = day.data?.meetsOn ?? [];
  const offDay = meetsOn.length > 0 && !meetsOn.includes(weekday) ? weekday : null;
  const [Prev, Next] =
    theme.direction === 'rtl' ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];

  const markAllPresent = () =>
    setRows((prev) =>
      Object.fromEntries(
        Object.entries(prev).map(([id, r]) => [
          id,
          r.attendance ? r : { ...r, attendance: 'present', dirty: true },
        ]),
      ),
    );

  return (
    <Screen maxWidth={980} actions={<KeyboardHelp />}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1.5, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('rings.day.ring')}
          value={rings.data?.some((r) => r.id === ringId) ? ringId : ''}
          onChange={(e) => setParam('ring', e.target.value)}
          sx={{ flex: '2 1 220px' }}
        >
          {(rings.data ?? []).map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.name} · {r.centreName}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" sx={{ alignItems: 'center', flex: '1 1 220px' }}>
          <IconButton
            aria-label={t('rings.day.previousDay')}
            onClick={() => setParam('date', shiftDay(date, -1))}
          >
            <Prev />
          </IconButton>
          <Box sx={{ flex: 1 }}>
            {/* Hijri or Gregorian; the full day in both calendars is written under the row. */}
            <DateField
              size="small"
              compact
              label={t('rings.day.date')}
              value={date}
              onChange={(v) => v && /^\d{4}-\d{2}-\d{2}$/.test(v) && setParam('date', v)}
            />
          </Box>
          <IconButton
            aria-label={t('rings.day.nextDay')}
            onClick={() => setParam('date', shiftDay(date, 1))}
          >
            <Next />
          </IconButton>
        </Stack>
      </Stack>
      {/* The full date (Hijri and Gregorian) is long: on a phone it wraps instead of overflowing
          (DateText keeps a date on one line with an inline style, hence the !important). */}
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mb: 1, '& time': { whiteSpace: 'normal !important' } }}
      >
        <DateText value={date} style="full" />
        {date === todayIso() ? ` · ${t('rings.day.today')}` : ''}
      </Typography>
      {!online && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('rings.day.offline')}
        </Alert>
      )}
      {day.data?.holiday && (
        <Alert severity="info" icon={<EventBusy />} sx={{ mb: 1 }} data-testid="holiday">
          {t('rings.day.holiday', { name: day.data.holiday.name })}
        </Alert>
      )}
      {!day.data?.holiday && offDay !== null && (
        <Alert severity="info" icon={<EventBusy />} sx={{ mb: 1 }} data-testid="no-session">
          {t('rings.day.noSession', { weekday: weekdayName(offDay, intl) })}
        </Alert>
      )}
      {isFuture && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('rings.day.future')}
        </Alert>
      )}
      {rings.isSuccess && rings.data.length === 0 && (
        <EmptyState title={t('rings.day.noRings')} description={t('rings.day.noRingsHelp')} />
      )}
      {day.isError && !day.data && (
        <ErrorState error={day.error} onRetry={() => void day.refetch()} />
      )}
      {day.isPending && ringId && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-busy="true" />
        </Box>
      )}
      {day.data && day.data.students.length === 0 && (
        <EmptyState title={t('rings.day.noStudents')} />
      )}
      {day.data && day.data.students.length > 0 && (
        <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <Button size="small" variant="outlined" onClick={markAllPresent}>
            {t('rings.day.allPresent')}
          </Button>
          <Chip
            size="small"
            color="success"
            variant="outlined"
            label={t('rings.day.sum.present', { n: f.number(summary.present + summary.late) })}
          />
          <Chip
            size="small"
            color="error"
            variant="outlined"
            label={t('rings.day.sum.absent', { n: f.number(summary.absent + summary.excused) })}
          />
          {summary.unmarked > 0 && (
            <Chip
              size="small"
              variant="outlined"
              label={t('rings.day.sum.unmarked', { n: f.number(summary.unmarked) })}
            />
          )}
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={t('rings.day.sum.readings', {
              readings: count('count.readings', summary.readings),
              measure: measureText(summary.ayahs, summary.pages),
            })}
          />
        </Stack>
      )}
      <Stack spacing={1}>
        {day.data?.students.map((s, i) => {
          const row = rows[s.id];
          return row ? (
            <StudentDayCard
              key={s.id}
              index={i}
              student={s}
              row={row}
              serverError={serverErrors.get(s.id)}
              onChange={onRowChange}
            />
          ) : null;
        })}
      </Stack>
      {/*
        The save bar sticks to the bottom of the screen's own column, not of the window: a bar
        fixed across the window slid under the side navigation (the chip at the start of an
        Arabic line was hidden by the menu on the right), so "failed" was never seen.
      */}
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          mt: 2,
          mx: { xs: -1, sm: -2 },
          p: 1,
          // On a phone the shell's back-to-top button floats at the inline end: keep the save
          // button clear of it, and let it show over this empty end of the bar.
          paddingInlineEnd: { xs: 8, sm: 1 },
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          zIndex: (th) => th.zIndex.speedDial - 10,
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip
            color={chip.color}
            label={chip.label}
            data-testid="save-state"
            data-state={shown}
            role="status"
            aria-live="polite"
            // A long state ("Pas encore enregistré (3)") wraps on a phone instead of being cut.
            sx={{ height: 'auto', minHeight: 32, '& .MuiChip-label': { whiteSpace: 'normal' } }}
          />
          <Box sx={{ flex: 1 }} />
          <Button
            variant="contained"
            size="large"
            onClick={() => void save()}
            disabled={dirtyCount === 0}
          >
            {t('rings.day.save')}
          </Button>
        </Stack>
      </Box>
    </Screen>
  );
}

export default RingDayScreen;
