import SwapHoriz from '@mui/icons-material/SwapHoriz';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { withOfflineCopy } from '../../app/offline/offline-data.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { ForwardArrow } from '../../app/components/ForwardArrow.tsx';
import { StudentStatusChip } from './StudentStatusChip.tsx';
import { useCodedList } from '../../app/hooks/use-coded-list.ts';
import { CaseHistory } from './CaseHistory.tsx';
import { StudentProgressPanel } from './StudentProgressPanel.tsx';
import {
  fetchSpecialCases,
  fetchStudent,
  fetchTransfers,
  studentsKeys,
  type StudentRecord,
} from './students-api.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { StudentTestsPanel } from '../tests/index.ts';
import { StudentMessagesPanel } from '../messaging/index.ts';
import {
  refsOf,
  resourceApi,
  resourceQueryKeys,
  type RefLabel,
} from '../../resources/resource-api.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children || '—'}
      </Typography>
    </Box>
  );
}

function Profile({ s }: { s: StudentRecord }) {
  const { t } = useTranslation();
  const f = useFormat();
  const ring = s._refs.ringId;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <StudentStatusChip status={s.status} size="medium" />
          {s.fullNameLatin && (
            <Typography variant="body2" color="text.secondary" dir="ltr">
              {s.fullNameLatin}
            </Typography>
          )}
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(auto-fill, minmax(190px, 1fr))' },
          }}
        >
          <Fact label={t('students.field.fatherName')}>{s.fatherName}</Fact>
          <Fact label={t('students.page.centre')}>{s._refs.centreId?.label}</Fact>
          <Fact label={t('students.page.ring')}>
            {ring ? (
              <Link component={RouterLink} to={`/center-rings-info-component?ring=${ring.id}`}>
                {ring.label}
              </Link>
            ) : (
              t('students.page.noRing')
            )}
          </Fact>
          <Fact label={t('students.page.guardian')}>
            {s._refs.guardianId ? (
              <Link
                component={RouterLink}
                to={`/family-search-component?q=${encodeURIComponent(s._refs.guardianId.label)}`}
              >
                {s._refs.guardianId.label}
              </Link>
            ) : null}
          </Fact>
          <Fact label={t('students.field.birthDate')}>
            {s.birthDate ? <DateText value={s.birthDate} style="medium" wrap /> : null}
          </Fact>
          <Fact label={t('students.field.phone')}>
            {s.phone ? <bdi dir="ltr">{f.digits(s.phone)}</bdi> : null}
          </Fact>
          <Fact label={t('students.page.joinedOn')}>
            {s.joinedOn ? <DateText value={s.joinedOn} style="medium" wrap /> : null}
          </Fact>
          <Fact label={t('students.field.levelAtEntry')}>{s.levelAtEntry}</Fact>
        </Box>
      </CardContent>
    </Card>
  );
}

function RingsAndHistory({ id }: { id: string }) {
  const { t } = useTranslation();
  const transfers = useQuery({
    queryKey: ['ring-transfers', 'list', { studentId: id }],
    queryFn: () => fetchTransfers({ studentId: id, pageSize: 100 }).then((r) => r.items),
  });
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {t('students.page.transfers')}
        </Typography>
        <QueryState
          query={transfers}
          isEmpty={(d) => d.length === 0}
          empty={<EmptyState dense title={t('students.page.noTransfers')} />}
        >
          {(items) => (
            <List dense disablePadding>
              {items.map((h) => (
                <ListItem key={h.id} disableGutters>
                  <ListItemText
                    primary={
                      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75 }}>
                        <span>{h.fromRingName ?? t('students.page.noRing')}</span>
                        <ForwardArrow />
                        <span>{h.toRingName ?? '—'}</span>
                      </Stack>
                    }
                    secondary={
                      <>
                        <DateText value={h.transferredOn} style="medium" /> · {h.reason}
                      </>
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </QueryState>
      </Box>
      <Divider />
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {t('students.page.cases')}
        </Typography>
        <CaseHistory studentId={id} />
      </Box>
    </Stack>
  );
}

function SpecialCasesAndStars({ id }: { id: string }) {
  const { t } = useTranslation();
  const counted = useCount();
  const f = useFormat();
  const canCases = useCan('special-cases:read');
  const canStars = useCan('stars:read');
  const types = useCodedList('special-case-types', canCases);
  const cases = useQuery({
    queryKey: ['special-cases', 'list', { studentId: id }],
    queryFn: () => fetchSpecialCases({ studentId: id, pageSize: 100 }).then((r) => r.items),
    enabled: canCases,
  });
  // The student's awards (the `ring-stars` definition), named by their star type: a student has few.
  const starParams = { studentId: id, pageSize: '100' };
  const stars = useQuery({
    queryKey: resourceQueryKeys.list('ring-stars', starParams),
    queryFn: ({ signal }) =>
      resourceApi.list('ring-stars', starParams, signal).then((r) => r.items),
    enabled: canStars,
  });
  // The student's cooperation records (the `student-cooperation` definition): a student has few.
  const coopParams = { studentId: id, pageSize: '100' };
  const cooperation = useQuery({
    queryKey: resourceQueryKeys.list('student-cooperation', coopParams),
    queryFn: ({ signal }) =>
      resourceApi.list('student-cooperation', coopParams, signal).then((r) => r.items),
  });
  return (
    <Stack spacing={2}>
      {canCases && (
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {t('students.page.specialCases')}
          </Typography>
          <QueryState
            query={cases}
            isEmpty={(d) => d.length === 0}
            empty={<EmptyState dense title={t('students.page.noSpecialCases')} />}
          >
            {(items) => (
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                {items.map((c) => (
                  <Chip
                    key={c.id}
                    color={c.status === 'open' ? 'warning' : 'default'}
                    label={`${types.names.get(c.caseType) ?? c.caseType}${
                      c.monthlySupport ? ` · ${f.number(c.monthlySupport / 100)}` : ''
                    }`}
                  />
                ))}
              </Stack>
            )}
          </QueryState>
        </Box>
      )}
      {canStars && (
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {t('students.page.stars')}
          </Typography>
          <QueryState
            query={stars}
            isEmpty={(d) => d.length === 0}
            empty={<EmptyState dense title={t('students.page.noStars')} />}
          >
            {(items) => (
              <List dense disablePadding>
                {items.map((s) => (
                  <ListItem key={s.id} disableGutters>
                    <ListItemText
                      primary={`${'★'.repeat(Math.min(Number(s.stars), 10))} ${refsOf(s, 'starTypeId')[0]?.label ?? ''}`}
                      secondary={
                        <>
                          <DateText value={String(s.periodFrom)} style="medium" /> –{' '}
                          <DateText value={String(s.periodTo)} style="medium" />
                          {typeof s.reason === 'string' && s.reason ? ` · ${s.reason}` : ''}
                        </>
                      }
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </QueryState>
        </Box>
      )}
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {t('students.page.cooperation')}
        </Typography>
        <QueryState
          query={cooperation}
          isEmpty={(d) => d.length === 0}
          empty={<EmptyState dense title={t('students.page.noCooperation')} />}
        >
          {(items) => (
            <List dense disablePadding>
              {items.map((c) => (
                <ListItem key={c.id} disableGutters>
                  <ListItemText
                    primary={`${(c._refs.ringId as RefLabel | null)?.label ?? ''} · ${counted('students.coop.hours', Number(c.hoursPerWeek))}`}
                    secondary={String(c.tasks)}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </QueryState>
      </Box>
    </Stack>
  );
}

/**
 * student-page-component (?id=): one student's page: profile, progress with the memorised
 * map and the revision plan, ring history and case events, special cases, stars and
 * cooperation, with the workflows one click away.
 */
export function StudentPageScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [tab, setTab] = useState(0);
  const canChange = useCan('students:update');
  const canTransfer = useCan('ring-transfers:create');
  const canReadTests = useCan('tests:read');
  const canReadMessages = useCan('messages:read');
  // Kept on the device once read, with the progress tab: readable offline (docs/offline.md).
  const student = useQuery({
    queryKey: studentsKeys.detail(id),
    queryFn: () => withOfflineCopy(`students:detail:${id}`, () => fetchStudent(id)),
    enabled: !!id,
    networkMode: 'always',
  });
  if (!id)
    return (
      <Screen>
        <Alert severity="info">{t('students.page.pickFromList')}</Alert>
      </Screen>
    );
  return (
    <Screen
      title={student.data?.fullName}
      actions={
        <>
          {canChange && (
            <Button
              component={RouterLink}
              to={`/student-case-component?id=${id}`}
              startIcon={<TimelineOutlined />}
              variant="outlined"
            >
              {t('students.page.changeStatus')}
            </Button>
          )}
          {canTransfer && (
            <Button
              component={RouterLink}
              to={`/ring-transfer?student=${id}`}
              startIcon={<SwapHoriz />}
              variant="outlined"
            >
              {t('students.page.transfer')}
            </Button>
          )}
          <Button component={RouterLink} to={`/students-quran-readings?student=${id}`}>
            {t('students.page.readings')}
          </Button>
        </>
      }
    >
      <QueryState query={student}>
        {(s) => (
          <>
            <Profile s={s} />
            <Tabs
              value={tab}
              onChange={(_e, v: number) => setTab(v)}
              variant="scrollable"
              allowScrollButtonsMobile
              sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
            >
              <Tab label={t('students.page.progress')} />
              <Tab label={t('students.page.history')} />
              <Tab label={t('students.page.more')} />
              {canReadTests && <Tab label={t('tests.student.tab')} />}
              {canReadMessages && (
                <Tab
                  value={4}
                  label={t('messaging.ui.studentMessages')}
                  data-testid="student-messages-tab"
                />
              )}
            </Tabs>
            {tab === 0 && <StudentProgressPanel studentId={id} />}
            {tab === 1 && <RingsAndHistory id={id} />}
            {tab === 2 && <SpecialCasesAndStars id={id} />}
            {tab === 3 && canReadTests && (
              <Suspense fallback={null}>
                <StudentTestsPanel studentId={id} />
              </Suspense>
            )}
            {tab === 4 && canReadMessages && (
              <Suspense fallback={null}>
                <StudentMessagesPanel studentId={id} guardianId={s._refs.guardianId?.id ?? null} />
              </Suspense>
            )}
          </>
        )}
      </QueryState>
    </Screen>
  );
}

export default StudentPageScreen;
