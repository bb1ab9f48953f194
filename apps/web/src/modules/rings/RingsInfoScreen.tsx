import EditCalendar from '@mui/icons-material/EditCalendarOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { StudentStatusChip } from '../students/index.ts';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import { useListText } from '../../app/format/use-list-text.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import type { RingFigures } from '@qc/domain';
import { fetchRingInfo, fetchRingsInfo, WEEK_ORDER } from './rings-api.ts';
import { weekdayName } from './weekday-name.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { SearchField } from '../../app/components/SearchField.tsx';
import { panelsOf } from '../../resources/panels.ts';
import { resourceApi, resourceQueryKeys } from '../../resources/resource-api.ts';
import { useResourceDefinition } from '../../resources/use-resource.ts';

interface Props {
  /** Maher or Zad rings only (maher-rings-info, zad-rings-info). */
  project?: 'maher' | 'zad';
}

function Stat({
  label,
  value,
  children,
}: {
  label: string;
  value: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ flex: '1 1 110px', minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="subtitle1" component="div" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
      {children}
    </Box>
  );
}

function useFigures() {
  const f = useFormat();
  const { intl } = useLocale();
  const listText = useListText();
  return {
    pct: (x: number | null) => (x === null ? '—' : f.percent(x, 0)),
    slots: (r: RingFigures) =>
      listText(
        WEEK_ORDER.filter((d) => r.slots.some((s) => s.weekday === d)).map((d) =>
          weekdayName(d, intl, 'short'),
        ),
      ),
  };
}

function RingFiguresRow({ r }: { r: RingFigures }) {
  const { t } = useTranslation();
  const counted = useCount();
  const f = useFormat();
  const fig = useFigures();
  const fill = r.capacity ? Math.min(100, (r.students / r.capacity) * 100) : null;
  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
      <Stat
        label={t('rings.info.students')}
        value={
          r.capacity ? `${f.number(r.students)} / ${f.number(r.capacity)}` : f.number(r.students)
        }
      >
        {fill !== null && (
          <LinearProgress
            variant="determinate"
            value={fill}
            color={fill >= 100 ? 'warning' : 'primary'}
            sx={{ height: 5, borderRadius: 3, mt: 0.5 }}
          />
        )}
      </Stat>
      <Stat
        label={t('rings.info.attendance30', { period: counted('count.days', 30) })}
        value={fig.pct(r.attendanceRate)}
      />
      <Stat
        label={t('rings.info.pages30', { period: counted('count.days', 30) })}
        value={f.number(r.pages30, { maximumFractionDigits: 1 })}
      />
      <Stat label={t('rings.info.stars')} value={f.number(r.stars)} />
    </Stack>
  );
}

function RingCard({ r }: { r: RingFigures }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const fig = useFigures();
  const next = new URLSearchParams(params);
  next.set('ring', r.id);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={`?${next.toString()}`} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, mb: 0.5 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {r.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {r.centreName} · {r.teacherName ?? t('rings.info.noTeacher')}
              </Typography>
            </Box>
          </Stack>
          {r.projectName && <Chip size="small" label={r.projectName} sx={{ mb: 0.5 }} />}
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1.5 }}>
            {r.slots.length ? fig.slots(r) : t('rings.info.noTimes')}
          </Typography>
          <RingFiguresRow r={r} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** What modules add to a ring's record page (evaluations' follow-up actions), shown here too. */
function RingPanels({ id }: { id: string }) {
  const def = useResourceDefinition('rings');
  const panels = useMemo(
    () => panelsOf('rings').map((p) => ({ key: p.load.toString(), Panel: lazy(p.load) })),
    [],
  );
  const record = useQuery({
    queryKey: resourceQueryKeys.detail('rings', id),
    queryFn: ({ signal }) => resourceApi.read('rings', id, signal),
    enabled: panels.length > 0,
  });
  if (!def || !record.data) return null;
  return (
    <Suspense fallback={null}>
      {panels.map(({ key, Panel }) => (
        <Panel key={key} def={def} record={record.data} />
      ))}
    </Suspense>
  );
}

function RingDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const counted = useCount();
  const f = useFormat();
  const fig = useFigures();
  const { intl } = useLocale();
  const canDay = useCan('readings:read');
  const canFollow = useCan('followups:read');
  const canStars = useCan('stars:read');
  const info = useQuery({ queryKey: ['rings', 'info', id], queryFn: () => fetchRingInfo(id) });
  return (
    <QueryState query={info}>
      {(r) => (
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
                <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                  {r.name}
                </Typography>
                {r.projectName && <Chip label={r.projectName} />}
                {r.level && (
                  <Chip
                    variant="outlined"
                    label={t(`rings.level.${r.level}`, { defaultValue: r.level })}
                  />
                )}
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {r.centreName} · {r.teacherName ?? t('rings.info.noTeacher')}
                {r.lastDay && (
                  <>
                    {' · '}
                    {t('rings.info.lastDay')} <DateText value={r.lastDay} style="medium" />
                  </>
                )}
              </Typography>
              <RingFiguresRow r={r} />
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 2 }}>
                {canDay && (
                  <Button
                    variant="contained"
                    startIcon={<EditCalendar />}
                    component={RouterLink}
                    to={`/ring-day?ring=${r.id}`}
                  >
                    {t('rings.info.openDay')}
                  </Button>
                )}
                {canFollow && (
                  <Button component={RouterLink} to={`/center-followups-component?ringId=${r.id}`}>
                    {t('rings.info.followups', { n: f.number(r.followups) })}
                  </Button>
                )}
                {canStars && (
                  <Button component={RouterLink} to={`/center-rings-stars?ring=${r.id}`}>
                    {t('rings.info.starsLink')}
                  </Button>
                )}
                <Button component={RouterLink} to={`/students-quran-readings?ring=${r.id}`}>
                  {t('rings.info.readings')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                {t('rings.info.timetable')}
              </Typography>
              {r.slots.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('rings.info.noTimes')}
                </Typography>
              ) : (
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                  {WEEK_ORDER.flatMap((d) =>
                    r.slots
                      .filter((s) => s.weekday === d)
                      .map((s) => (
                        <Chip
                          key={`${d}-${s.startsAt}`}
                          variant="outlined"
                          label={`${weekdayName(d, intl)} ${f.digits(s.startsAt.slice(0, 5))}–${f.digits(s.endsAt.slice(0, 5))}`}
                        />
                      )),
                  )}
                </Stack>
              )}
            </CardContent>
          </Card>
          <Typography variant="subtitle1" component="h3">
            {t('rings.info.members', { n: f.number(r.members.length) })}
          </Typography>
          {r.members.length === 0 ? (
            <EmptyState dense title={t('rings.day.noStudents')} />
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('students.field.fullName')}</TableCell>
                    <TableCell>{t('rings.info.status')}</TableCell>
                    <TableCell align="center">{t('progress.memorisedPages')}</TableCell>
                    <TableCell align="center">
                      {t('rings.info.pages30', { period: counted('count.days', 30) })}
                    </TableCell>
                    <TableCell align="center">{t('progress.attendanceRate')}</TableCell>
                    <TableCell>{t('rings.info.lastReading')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {r.members.map((m) => (
                    <TableRow key={m.id} hover>
                      <TableCell>
                        <Link component={RouterLink} to={`/student-page-component?id=${m.id}`}>
                          {m.fullName}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <StudentStatusChip status={m.status} />
                      </TableCell>
                      <TableCell align="center">{f.number(m.memorisedPages)}</TableCell>
                      <TableCell align="center">
                        {f.number(m.pages30, { maximumFractionDigits: 1 })}
                      </TableCell>
                      <TableCell align="center">{fig.pct(m.attendanceRate)}</TableCell>
                      <TableCell>
                        {m.lastReadOn ? <DateText value={m.lastReadOn} style="medium" /> : '—'}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <RingPanels id={r.id} />
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * Ring information with figures (center-rings-info-component; maher- and zad-rings-info with
 * the project preset): each ring's students against its capacity, attendance and pages of the
 * last 30 days, stars, its teacher and week; a ring opens its page (members, timetable, links
 * to its ring day, follow-ups, stars and readings).
 */
export function RingsInfoScreen({ project }: Props) {
  const { t } = useTranslation();
  const counted = useCount();
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const ringId = params.get('ring');
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const [q, setQ] = useState('');
  const debounced = useDebounced(q.trim(), 300);
  const query = { project, centreId: centre?.id, q: debounced || undefined };
  const rings = useQuery({
    queryKey: ['rings', 'info-list', query],
    queryFn: () => fetchRingsInfo(query),
    enabled: !ringId,
  });
  if (ringId)
    return (
      <Screen
        actions={
          <Button
            onClick={() => {
              const next = new URLSearchParams(params);
              next.delete('ring');
              setParams(next);
            }}
          >
            {t('rings.info.allRings')}
          </Button>
        }
      >
        <RingDetail id={ringId} />
      </Screen>
    );
  return (
    <Screen>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <SearchField
          size="small"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('rings.info.search')}
          sx={{ flex: '2 1 240px' }}
        />
        <LookupField
          resource="centres"
          label={t('students.page.centre')}
          value={centre}
          onChange={setCentre}
        />
      </Stack>
      <QueryState
        query={rings}
        isEmpty={(d) => d.length === 0}
        empty={<EmptyState title={t('rings.info.none')} />}
      >
        {(items) => (
          <>
            <Alert severity="info" icon={false} sx={{ mb: 2 }}>
              {t('rings.info.totals', {
                period: counted('count.days', 30),
                rings: f.number(items.length),
                students: f.number(items.reduce((n, r) => n + r.students, 0)),
                pages: f.number(
                  items.reduce((n, r) => n + r.pages30, 0),
                  { maximumFractionDigits: 0 },
                ),
              })}
            </Alert>
            <Grid container spacing={2}>
              {items.map((r) => (
                <Grid key={r.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <RingCard r={r} />
                </Grid>
              ))}
            </Grid>
          </>
        )}
      </QueryState>
    </Screen>
  );
}

export default RingsInfoScreen;
