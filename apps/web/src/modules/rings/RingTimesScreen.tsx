import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { formProblemsOf } from '../../app/forms/form-problems.ts';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RingSelect } from './RingSelect.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import {
  refsOf,
  resourceApi,
  resourceQueryKeys,
  type ApiRecord,
  type ListParams,
  type LookupItem,
} from '../../resources/resource-api.ts';
import { listEveryPage, WEEK_ORDER } from './rings-api.ts';
import { weekdayName } from './weekday-name.ts';

/** A slot as the week draws it: a record of `ring-times`, with its ring's name and teacher. */
interface Slot {
  id: string;
  version: number;
  weekday: number;
  startsAt: string;
  endsAt: string;
  ringId: string;
  ringName: string;
  teacherName: string | null;
}

/**
 * The week's slots from the generic list's records: those of archived rings left out (as a ring
 * that is gone no longer meets), by weekday, start and ring name.
 */
function toSlots(records: ApiRecord[], teachers: ReadonlyMap<string, string>): Slot[] {
  return records
    .filter((r) => !refsOf(r, 'ringId')[0]?.archived)
    .map((r) => ({
      id: r.id,
      version: r.version,
      weekday: Number(r.weekday),
      startsAt: String(r.startsAt),
      endsAt: String(r.endsAt),
      ringId: String(r.ringId),
      ringName: refsOf(r, 'ringId')[0]?.label ?? '',
      teacherName: teachers.get(String(r.ringId)) ?? null,
    }))
    .sort(
      (a, b) =>
        a.weekday - b.weekday ||
        a.startsAt.localeCompare(b.startsAt) ||
        a.ringName.localeCompare(b.ringName),
    );
}

interface Props {
  /** Only the rings of this project (ring-time-maher: 'maher'). */
  project?: string;
  /** Pick a teacher and show their week (rings-teacher-times, rings-maher-teacher-times). */
  byTeacher?: boolean;
}

function AddSlot({ project, onDone }: { project?: string | undefined; onDone(): void }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const [ringId, setRingId] = useState('');
  const [weekday, setWeekday] = useState(6);
  const [startsAt, setStartsAt] = useState('16:00');
  const [endsAt, setEndsAt] = useState('17:30');
  const add = useMutation({
    mutationFn: () => resourceApi.create('ring-times', { ringId, weekday, startsAt, endsAt }),
    onSuccess: onDone,
  });
  // The form's fields show their own messages; anything else (a clash) is said above them.
  const p = add.isError
    ? formProblemsOf(add.error, t('errors.internal'), ['ringId', 'weekday', 'startsAt', 'endsAt'])
    : null;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack
          component="form"
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate();
          }}
        >
          <RingSelect
            value={ringId}
            onChange={(id) => setRingId(id)}
            required
            error={p?.fields.ringId}
          />
          <TextField
            select
            size="small"
            label={t('rings.times.weekday')}
            value={weekday}
            onChange={(e) => setWeekday(Number(e.target.value))}
            error={!!p?.fields.weekday}
            helperText={p?.fields.weekday}
            sx={{ minWidth: 140 }}
          >
            {WEEK_ORDER.map((d) => (
              <MenuItem key={d} value={d}>
                {weekdayName(d, intl)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="time"
            label={t('rings.times.start')}
            value={startsAt}
            onChange={(e) => setStartsAt(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={!!p?.fields.startsAt}
            helperText={p?.fields.startsAt}
            sx={{ width: 130 }}
          />
          <TextField
            size="small"
            type="time"
            label={t('rings.times.end')}
            value={endsAt}
            onChange={(e) => setEndsAt(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={!!p?.fields.endsAt}
            helperText={p?.fields.endsAt}
            sx={{ width: 130 }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={!ringId || add.isPending}
            startIcon={<Add />}
          >
            {t('rings.times.add')}
          </Button>
        </Stack>
        {project && (
          <Typography variant="caption" color="text.secondary">
            {t('rings.times.projectOnlyHint')}
          </Typography>
        )}
        {p?.message && (
          <Alert severity="error" sx={{ mt: 1.5 }} role="alert">
            {p.message}
          </Alert>
        )}
        {add.isSuccess && (
          <Alert severity="success" sx={{ mt: 1.5 }}>
            {t('rings.times.added')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

function Week({ slots, showTeacher }: { slots: Slot[]; showTeacher: boolean }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const f = useFormat();
  const queryClient = useQueryClient();
  const canDelete = useCan('ring-times:delete');
  const remove = useMutation({
    mutationFn: (s: Slot) => resourceApi.remove('ring-times', s.id, s.version),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: resourceQueryKeys.all('ring-times') }),
  });
  const byDay = useMemo(() => {
    const m = new Map<number, Slot[]>();
    for (const s of slots) m.set(s.weekday, [...(m.get(s.weekday) ?? []), s]);
    return m;
  }, [slots]);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          md: 'repeat(4, 1fr)',
          lg: 'repeat(7, 1fr)',
        },
      }}
    >
      {WEEK_ORDER.map((d) => {
        const list = byDay.get(d) ?? [];
        return (
          <Card
            key={d}
            variant="outlined"
            sx={{ bgcolor: list.length ? undefined : 'action.hover' }}
          >
            <CardContent sx={{ p: 1.25, '&:last-child': { pb: 1.25 } }}>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {weekdayName(d, intl)}
              </Typography>
              {list.length === 0 ? (
                <Typography variant="caption" color="text.secondary">
                  {t('rings.times.free')}
                </Typography>
              ) : (
                <Stack spacing={1}>
                  {list.map((s) => (
                    <Box
                      key={s.id}
                      sx={{
                        borderInlineStart: 3,
                        borderColor: 'primary.main',
                        ps: 1,
                        position: 'relative',
                      }}
                      data-testid="slot"
                    >
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        <bdi dir="ltr">
                          {f.digits(s.startsAt.slice(0, 5))}–{f.digits(s.endsAt.slice(0, 5))}
                        </bdi>
                      </Typography>
                      <Link
                        component={RouterLink}
                        to={`/center-rings-info-component?ring=${s.ringId}`}
                        variant="body2"
                        sx={{ display: 'block' }}
                      >
                        {s.ringName}
                      </Link>
                      {showTeacher && s.teacherName && (
                        <Typography variant="caption" color="text.secondary">
                          {s.teacherName}
                        </Typography>
                      )}
                      {canDelete && (
                        <IconButton
                          size="small"
                          aria-label={t('rings.times.remove')}
                          onClick={() => remove.mutate(s)}
                          sx={{ position: 'absolute', top: -6, insetInlineEnd: -6 }}
                        >
                          <DeleteOutlined fontSize="inherit" />
                        </IconButton>
                      )}
                    </Box>
                  ))}
                </Stack>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}

/**
 * The weekly timetable (ring-time-all, ring-time-maher, rings-teacher-times,
 * rings-maher-teacher-times): slots by weekday with ring and teacher, Saturday first. A slot
 * that clashes with the ring's or the teacher's other slots is refused by the server; the
 * message names the ring it clashes with.
 */
export function RingTimesScreen({ project, byTeacher = false }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canAdd = useCan('ring-times:create');
  const canPickTeacher = useCan('employees:read');
  const [teacher, setTeacher] = useState<LookupItem | null>(null);
  const [ringId, setRingId] = useState('');
  const [adding, setAdding] = useState(false);
  const showTeacher = !byTeacher;
  // The generic list of `ring-times`, with the timetable's own parameters: the rings of a project
  // (by code) and the rings a teacher teaches or assists (a teacher's own scope gives theirs).
  const params: ListParams = { sort: 'weekday' };
  if (project) params.projectCode = project;
  if (byTeacher && teacher) params.teacherId = teacher.id;
  if (ringId) params.ringId = ringId;
  // Each ring's teacher, named under its slots (the generic list of the rings in scope).
  const ringParams: ListParams = { sort: 'name' };
  const rings = useQuery({
    queryKey: resourceQueryKeys.list('rings', ringParams),
    queryFn: ({ signal }) => listEveryPage('rings', ringParams, signal),
    enabled: showTeacher,
  });
  const teachers = useMemo(() => {
    const m = new Map<string, string>();
    for (const r of rings.data ?? []) {
      const name = refsOf(r, 'teacherId')[0]?.label;
      if (name) m.set(r.id, name);
    }
    return m;
  }, [rings.data]);
  const toWeek = useCallback((records: ApiRecord[]) => toSlots(records, teachers), [teachers]);
  const slots = useQuery({
    queryKey: resourceQueryKeys.list('ring-times', params),
    queryFn: ({ signal }) => listEveryPage('ring-times', params, signal),
    select: toWeek,
    enabled: !byTeacher || !canPickTeacher || !!teacher,
  });
  return (
    <Screen
      actions={
        canAdd && !adding ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            {t('rings.times.add')}
          </Button>
        ) : null
      }
    >
      {adding && (
        <AddSlot
          project={project}
          onDone={() =>
            void queryClient.invalidateQueries({ queryKey: resourceQueryKeys.all('ring-times') })
          }
        />
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        {byTeacher && canPickTeacher && (
          <LookupField
            resource="teachers"
            label={t('rings.times.teacher')}
            value={teacher}
            onChange={setTeacher}
          />
        )}
        {!byTeacher && (
          <RingSelect
            value={ringId}
            onChange={(id) => setRingId(id)}
            emptyLabel={t('students.ui.allRings')}
          />
        )}
      </Stack>
      {byTeacher && canPickTeacher && !teacher ? (
        <EmptyState title={t('rings.times.pickTeacher')} />
      ) : (
        <QueryState
          query={slots}
          isEmpty={(d) => d.length === 0}
          empty={<EmptyState title={t('rings.times.none')} />}
        >
          {(items) => <Week slots={items} showTeacher={showTeacher} />}
        </QueryState>
      )}
    </Screen>
  );
}

export default RingTimesScreen;
