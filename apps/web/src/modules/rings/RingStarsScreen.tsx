import Star from '@mui/icons-material/Star';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { LIST_PAGE_SIZE, ListPager } from '../../app/components/ListPager.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import { dateTextError, isUnreadableDate } from '../../resources/kinds/inputs/date-value.ts';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RingSelect } from './RingSelect.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useCodedList } from '../../app/hooks/use-coded-list.ts';
import { todayIso } from '../../app/format/today.ts';
import {
  refsOf,
  resourceApi,
  resourceQueryKeys,
  type ApiRecord,
  type ListParams,
  type LookupItem,
} from '../../resources/resource-api.ts';
import { fetchStarRanking } from './rings-api.ts';

function monthStart(): string {
  return `${todayIso().slice(0, 8)}01`;
}

function AwardForm({ ringId: initialRing, onDone }: { ringId: string; onDone(): void }) {
  const { t } = useTranslation();
  const types = useCodedList('star-types');
  const [ringId, setRingId] = useState(initialRing);
  const [student, setStudent] = useState<LookupItem | null>(null);
  const [starTypeId, setStarTypeId] = useState('');
  const [stars, setStars] = useState('1');
  const [periodFrom, setFrom] = useState(monthStart());
  const [periodTo, setTo] = useState(todayIso());
  const [reason, setReason] = useState('');
  // An award is a record of the `ring-stars` definition, made through the generic API.
  const award = useMutation({
    mutationFn: () =>
      resourceApi.create('ring-stars', {
        ringId,
        studentId: student?.id ?? null,
        starTypeId,
        stars: Number(stars),
        periodFrom,
        periodTo,
        reason: reason.trim() || null,
      }),
    onSuccess: () => {
      setStudent(null);
      setReason('');
      onDone();
    },
  });
  const p = award.isError ? problemsOf(award.error, t('errors.internal')) : null;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack
          component="form"
          spacing={1.5}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            award.mutate();
          }}
        >
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <RingSelect
              value={ringId}
              onChange={(id) => setRingId(id)}
              required
              error={p?.fields.ringId}
            />
            <LookupField
              resource="students"
              label={t('rings.stars.studentOptional')}
              value={student}
              onChange={setStudent}
              params={{ ringId: ringId || undefined, status: 'active' }}
              disabled={!ringId}
              error={p?.fields.studentId}
            />
          </Stack>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <TextField
              select
              size="small"
              required
              label={t('rings.stars.type')}
              value={starTypeId}
              onChange={(e) => setStarTypeId(e.target.value)}
              error={!!p?.fields.starTypeId}
              helperText={p?.fields.starTypeId}
              sx={{ minWidth: 200, flex: '1 1 200px' }}
            >
              {types.items.map((ty) => (
                <MenuItem key={ty.id} value={ty.id}>
                  {ty._title}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="number"
              label={t('rings.stars.count')}
              value={stars}
              onChange={(e) => setStars(e.target.value)}
              slotProps={{ htmlInput: { min: 1, max: 100, inputMode: 'numeric' } }}
              error={!!p?.fields.stars}
              helperText={p?.fields.stars}
              sx={{ width: 110 }}
            />
            <Box sx={{ width: 170 }}>
              <DateField
                size="small"
                label={t('rings.stars.from')}
                value={periodFrom}
                onChange={(v) => setFrom(v ?? '')}
                error={p?.fields.periodFrom ?? dateTextError(periodFrom, t)}
              />
            </Box>
            <Box sx={{ width: 170 }}>
              <DateField
                size="small"
                label={t('rings.stars.to')}
                value={periodTo}
                onChange={(v) => setTo(v ?? '')}
                error={p?.fields.periodTo ?? dateTextError(periodTo, t)}
              />
            </Box>
          </Stack>
          <TextField
            size="small"
            label={t('rings.stars.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={!!p?.fields.reason}
            helperText={p?.fields.reason}
          />
          {p && <Alert severity="error">{p.message}</Alert>}
          <Button
            type="submit"
            variant="contained"
            startIcon={<Star />}
            disabled={
              !ringId ||
              !starTypeId ||
              isUnreadableDate(periodFrom) ||
              isUnreadableDate(periodTo) ||
              award.isPending
            }
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('rings.stars.award')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * center-rings-stars: stars of a star type awarded to rings or to one of their students for a
 * period, with a ranking of the rings by stars; supervisors award them here.
 */
export function RingStarsScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const ringId = params.get('ring') ?? '';
  const canAward = useCan('stars:create');
  const [adding, setAdding] = useState(false);
  const [page, setPage] = useState(1);
  // The awards: one page of the generic list of `ring-stars`, latest period first.
  const listParams: ListParams = { page: String(page), pageSize: String(LIST_PAGE_SIZE) };
  if (ringId) listParams.ringId = ringId;
  const list = useQuery({
    queryKey: resourceQueryKeys.list('ring-stars', listParams),
    queryFn: ({ signal }) => resourceApi.list('ring-stars', listParams, signal),
  });
  // Counted by the server over every matching award, not only this page's.
  const rankingQuery = useQuery({
    queryKey: ['ring-stars', 'ranking', {}],
    queryFn: () => fetchStarRanking({}),
    enabled: !ringId,
  });
  const ranking = rankingQuery.data ?? [];
  return (
    <Screen
      actions={
        canAward && !adding ? (
          <Button variant="contained" startIcon={<Star />} onClick={() => setAdding(true)}>
            {t('rings.stars.award')}
          </Button>
        ) : null
      }
    >
      {adding && (
        <AwardForm
          ringId={ringId}
          onDone={() =>
            void queryClient.invalidateQueries({ queryKey: resourceQueryKeys.all('ring-stars') })
          }
        />
      )}
      <Stack direction="row" sx={{ mb: 2 }}>
        <RingSelect
          value={ringId}
          onChange={(id) => {
            setParams(id ? { ring: id } : {}, { replace: true });
            setPage(1);
          }}
          emptyLabel={t('students.ui.allRings')}
        />
      </Stack>
      <QueryState
        query={list}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title={t('rings.stars.none')} />}
      >
        {({ items, total }) => (
          <Stack spacing={2}>
            {!ringId && ranking.length > 1 && (
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                    {t('rings.stars.ranking')}
                  </Typography>
                  <Stack spacing={0.75}>
                    {ranking.map((r, i) => (
                      <Stack key={r.ringId} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                        <Typography sx={{ width: 20 }}>{f.number(i + 1)}</Typography>
                        <Link
                          component={RouterLink}
                          to={`/center-rings-info-component?ring=${r.ringId}`}
                          sx={{ flex: 1 }}
                        >
                          {r.ringName}
                        </Link>
                        <Box
                          sx={{
                            color: '#F5B301',
                            display: 'flex',
                            alignItems: 'center',
                            gap: 0.25,
                          }}
                        >
                          <Star fontSize="small" />
                          <Typography sx={{ color: 'text.primary', fontWeight: 600 }}>
                            {f.number(r.stars)}
                          </Typography>
                        </Box>
                      </Stack>
                    ))}
                  </Stack>
                </CardContent>
              </Card>
            )}
            <RecordTable<ApiRecord>
              rows={items}
              rowKey={(s) => s.id}
              label={t('rings.stars.awards')}
              columns={[
                {
                  key: 'ring',
                  header: t('rings.day.ring'),
                  cell: (s) => refsOf(s, 'ringId')[0]?.label ?? '',
                },
                {
                  key: 'student',
                  header: t('rings.stars.student'),
                  primary: true,
                  cell: (s) =>
                    typeof s.studentId === 'string' ? (
                      <Link component={RouterLink} to={`/student-page-component?id=${s.studentId}`}>
                        {refsOf(s, 'studentId')[0]?.label}
                      </Link>
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        {t('rings.stars.wholeRing')}
                      </Typography>
                    ),
                },
                {
                  key: 'type',
                  header: t('rings.stars.type'),
                  cell: (s) => refsOf(s, 'starTypeId')[0]?.label ?? '',
                },
                {
                  key: 'count',
                  header: t('rings.stars.count'),
                  nowrap: true,
                  cell: (s) => f.number(Number(s.stars)),
                },
                {
                  key: 'period',
                  header: t('rings.stars.period'),
                  nowrap: true,
                  cell: (s) => (
                    <>
                      <DateText value={String(s.periodFrom)} style="medium" /> –{' '}
                      <DateText value={String(s.periodTo)} style="medium" />
                    </>
                  ),
                },
                {
                  key: 'reason',
                  header: t('rings.stars.reason'),
                  cell: (s) => (
                    <span dir="auto">{typeof s.reason === 'string' ? s.reason : ''}</span>
                  ),
                },
              ]}
            />
            <ListPager page={page} total={total} pageSize={LIST_PAGE_SIZE} onChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </Screen>
  );
}

export default RingStarsScreen;
