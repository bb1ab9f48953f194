import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  APPLICATION_STATES,
  RECRUITMENT_API,
  type ApplicationRow,
  type ApplicationState,
  type BoardCounts,
  type BulkResult,
  type ListPage,
  type PostingFunnel,
  type PostingSummary,
} from '@qc/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ListPager } from '../../app/components/ListPager.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { ReasonDialog } from '../../app/components/ReasonDialog.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { api } from '../../app/http/client.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { APP_STATE_COLOURS, ApplicationDetail } from './ApplicationDetail.tsx';
import { clean, recKeys, recPath, REC_PAGE_SIZE } from './recruitment-api.ts';

function Row({
  a,
  checked,
  onCheck,
  onOpen,
  selectable,
}: {
  a: ApplicationRow;
  checked: boolean;
  onCheck: (v: boolean) => void;
  onOpen: () => void;
  selectable: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Card variant="outlined" data-testid="application-row">
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        {selectable && (
          <Checkbox
            checked={checked}
            onChange={(e) => onCheck(e.target.checked)}
            slotProps={{
              input: { 'aria-label': t('recruitment.ui.select', { name: a.fullName }) },
            }}
          />
        )}
        <CardActionArea onClick={onOpen} sx={{ p: 1.25, minHeight: 56 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 140 }} dir="auto">
              {a.fullName}
            </Typography>
            {a.returning && (
              <Chip size="small" variant="outlined" label={t('recruitment.ui.returningChip')} />
            )}
            <Chip
              size="small"
              color={APP_STATE_COLOURS[a.state]}
              label={t(`recruitment.state.${a.state}`)}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary" dir="auto">
            {[
              a.postingTitle,
              a.candidateTypeName,
              a.juz !== null
                ? t('recruitment.ui.juzCount', { count: a.juz, n: f.number(a.juz) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            {' · '}
            <DateText value={a.submittedAt} style="medium" />
          </Typography>
        </CardActionArea>
      </Stack>
    </Card>
  );
}

/** A posting's funnel: applications per state, how many reached each, days spent, sources. */
function Funnel({ postingId }: { postingId: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const funnel = useQuery({
    queryKey: recKeys.funnel(postingId),
    queryFn: () => api.get<PostingFunnel>(recPath(RECRUITMENT_API.funnel, { id: postingId })),
  });
  return (
    <QueryState query={funnel}>
      {(x) => (
        <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} data-testid="funnel">
          <Typography variant="subtitle1" component="h2" gutterBottom>
            {t('recruitment.ui.funnel')}
          </Typography>
          <Stack spacing={0.75}>
            {APPLICATION_STATES.filter((s) => s !== 'withdrawn').map((s) => (
              <Box key={s}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2">{t(`recruitment.state.${s}`)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('recruitment.ui.reached', {
                      n: f.number(x.reached[s]),
                      now: f.number(x.byState[s]),
                    })}
                    {x.meanDays[s] !== null &&
                      ` · ${t('recruitment.ui.meanDays', { n: f.number(x.meanDays[s]!, { maximumFractionDigits: 1 }) })}`}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={x.total ? (x.reached[s] / x.total) * 100 : 0}
                  aria-hidden
                />
              </Box>
            ))}
          </Stack>
          {x.sources.length > 0 && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('recruitment.ui.sources')}:{' '}
              {x.sources.map((s) => `${s.source} (${f.number(s.count)})`).join('، ')}
            </Typography>
          )}
        </Paper>
      )}
    </QueryState>
  );
}

/** The board: a column per state with its count and its latest applications. */
function Board({
  filter,
  onOpen,
}: {
  filter: Record<string, string | number | undefined>;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const counts = useQuery({
    queryKey: recKeys.board(filter),
    queryFn: () => api.get<BoardCounts>(recPath(RECRUITMENT_API.board), { query: clean(filter) }),
  });
  const all = useQuery({
    queryKey: recKeys.applications({ ...filter, board: true }),
    queryFn: () =>
      api.get<ListPage<ApplicationRow>>(recPath(RECRUITMENT_API.applications), {
        query: clean({ ...filter, pageSize: 100 }),
      }),
  });
  return (
    <Box
      sx={{
        display: 'grid',
        gridAutoFlow: { xs: 'row', md: 'column' },
        gridAutoColumns: { md: 'minmax(180px, 1fr)' },
        gap: 1,
        overflowX: 'auto',
      }}
      data-testid="board"
    >
      {APPLICATION_STATES.map((s) => (
        <Paper key={s} variant="outlined" sx={{ p: 1 }} data-testid={`board-${s}`}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="subtitle2">{t(`recruitment.state.${s}`)}</Typography>
            <Chip
              size="small"
              color={APP_STATE_COLOURS[s]}
              label={f.number(counts.data?.byState[s] ?? 0)}
            />
          </Stack>
          <Stack spacing={0.75}>
            {(all.data?.items ?? [])
              .filter((a) => a.state === s)
              .slice(0, 12)
              .map((a) => (
                <Card key={a.id} variant="outlined">
                  <CardActionArea onClick={() => onOpen(a.id)} sx={{ p: 1, minHeight: 44 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }} dir="auto">
                      {a.fullName}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" dir="auto">
                      {a.postingTitle}
                    </Typography>
                  </CardActionArea>
                </Card>
              ))}
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}

/**
 * The applications (/job-requests-component: every posting's; /job-list-user-form-component:
 * one posting's, with its funnel): filters by posting, state, candidate type, centre and juz
 * memorised, a list with bulk shortlist and reject, or a board by state; each opens its detail
 * with the pipeline's moves (invite to a round, accept, reject with a reason sent to the
 * applicant, hire in one step).
 */
export function ApplicationsScreen({ perPosting = false }: { perPosting?: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const canUpdate = useCan('job-applications:update');
  const [params, setParams] = useSearchParams();
  const postingId = params.get('posting') ?? '';
  const [q, setQ] = useState('');
  const [state, setState] = useState<ApplicationState | ''>('');
  const [typeId, setTypeId] = useState<LookupItem | null>(null);
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const [juzMin, setJuzMin] = useState('');
  const [page, setPage] = useState(1);
  const [view, setView] = useState<'list' | 'board'>('list');
  const [selected, setSelected] = useState<string[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const postings = useQuery({
    queryKey: recKeys.postings({ picker: true }),
    queryFn: () =>
      api.get<ListPage<PostingSummary>>(recPath(RECRUITMENT_API.postings), {
        query: { pageSize: 100 },
      }),
  });
  const filter = {
    q,
    postingId: postingId || undefined,
    candidateTypeId: typeId?.id,
    centreId: centre?.id,
    juzMin: juzMin === '' ? undefined : Number(juzMin),
  };
  const list = useQuery({
    queryKey: recKeys.applications({ ...filter, state, page }),
    queryFn: () =>
      api.get<ListPage<ApplicationRow>>(recPath(RECRUITMENT_API.applications), {
        query: clean({ ...filter, state, page, pageSize: REC_PAGE_SIZE }),
      }),
    placeholderData: keepPreviousData,
    enabled: view === 'list',
  });
  const bulk = useMutation({
    mutationFn: (x: { action: 'shortlist' | 'reject'; reason?: string }) =>
      api.post<BulkResult>(recPath(RECRUITMENT_API.bulk), { ids: selected, ...x }),
    onSuccess: async () => {
      setSelected([]);
      await queryClient.invalidateQueries({ queryKey: ['job-applications'] });
    },
  });
  const reset = () => setPage(1);
  const bulkError = bulk.error ? problemsOf(bulk.error, t('errors.internal')).message : null;
  return (
    <Screen maxWidth={1200}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          mb: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          '& > .wide': { gridColumn: { xs: '1 / -1', md: 'span 2' } },
        }}
      >
        <TextField
          select
          label={t('recruitment.ui.posting')}
          value={postingId}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(e) => {
            setParams(e.target.value ? { posting: e.target.value } : {});
            reset();
          }}
          className="wide"
        >
          <MenuItem value="">{t('recruitment.ui.allPostings')}</MenuItem>
          {(postings.data?.items ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="search"
          label={t('recruitment.ui.search')}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            reset();
          }}
          className="wide"
        />
        {view === 'list' && (
          <TextField
            select
            label={t('recruitment.ui.state')}
            value={state}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(e) => {
              setState(e.target.value as ApplicationState | '');
              reset();
            }}
          >
            <MenuItem value="">{t('recruitment.ui.allStates')}</MenuItem>
            {APPLICATION_STATES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`recruitment.state.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <LookupField
          resource="candidate-types"
          label={t('recruitment.ui.candidateType')}
          value={typeId}
          onChange={(v) => {
            setTypeId(v);
            reset();
          }}
        />
        <LookupField
          resource="centres"
          label={t('recruitment.ui.centre')}
          value={centre}
          onChange={(v) => {
            setCentre(v);
            reset();
          }}
        />
        <TextField
          type="number"
          label={t('recruitment.ui.juzMin')}
          value={juzMin}
          onChange={(e) => {
            setJuzMin(e.target.value);
            reset();
          }}
          slotProps={{ htmlInput: { min: 0, max: 30, inputMode: 'numeric' } }}
        />
        <ToggleButtonGroup
          exclusive
          value={view}
          onChange={(_e, v: 'list' | 'board' | null) => v && setView(v)}
          aria-label={t('recruitment.ui.view')}
          sx={{ '& .MuiToggleButton-root': { flex: 1, minHeight: 44 } }}
        >
          <ToggleButton value="list">{t('recruitment.ui.listView')}</ToggleButton>
          <ToggleButton value="board">{t('recruitment.ui.boardView')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {(perPosting || postingId) && postingId && <Funnel postingId={postingId} />}
      {perPosting && !postingId && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('recruitment.ui.pickPosting')}
        </Alert>
      )}
      {view === 'board' ? (
        <Board filter={filter} onOpen={setOpen} />
      ) : (
        <>
          {canUpdate && selected.length > 0 && (
            <Paper
              variant="outlined"
              sx={{ p: 1, mb: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
              data-testid="bulk-bar"
            >
              <Typography sx={{ flex: 1 }}>
                {t('recruitment.ui.selected', {
                  count: selected.length,
                  n: f.number(selected.length),
                })}
              </Typography>
              <Button
                variant="contained"
                disabled={bulk.isPending}
                onClick={() => bulk.mutate({ action: 'shortlist' })}
              >
                {t('recruitment.action.shortlist')}
              </Button>
              <Button color="error" onClick={() => setRejecting(true)}>
                {t('recruitment.action.reject')}
              </Button>
            </Paper>
          )}
          {bulkError && <Alert severity="error">{bulkError}</Alert>}
          {bulk.data && bulk.data.refused.length > 0 && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {bulk.data.refused.map((r) => (
                <div key={r.id}>{r.message}</div>
              ))}
            </Alert>
          )}
          <QueryState
            query={list}
            isEmpty={(d) => d.items.length === 0}
            empty={<EmptyState title={t('recruitment.ui.noApplications')} />}
          >
            {({ items, total }) => (
              <>
                <Stack spacing={1}>
                  {items.map((a) => (
                    <Row
                      key={a.id}
                      a={a}
                      selectable={canUpdate}
                      checked={selected.includes(a.id)}
                      onCheck={(v) =>
                        setSelected(v ? [...selected, a.id] : selected.filter((x) => x !== a.id))
                      }
                      onOpen={() => setOpen(a.id)}
                    />
                  ))}
                </Stack>
                <ListPager page={page} total={total} pageSize={REC_PAGE_SIZE} onChange={setPage} />
              </>
            )}
          </QueryState>
        </>
      )}
      {open && <ApplicationDetail id={open} onClose={() => setOpen(null)} />}
      {rejecting && (
        <ReasonDialog
          title={t('recruitment.action.reject')}
          message={t('recruitment.ui.rejectHelp')}
          confirmLabel={t('recruitment.action.reject')}
          destructive
          onConfirm={(reason) => bulk.mutateAsync({ action: 'reject', reason })}
          onClose={() => setRejecting(false)}
        />
      )}
    </Screen>
  );
}

export default ApplicationsScreen;
