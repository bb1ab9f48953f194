import Download from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  POLLS_API,
  type ListPage,
  type PollAnswerRow,
  type PollResults,
  type PollSummary,
  type QuestionSummary,
} from '@qc/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { LazyCountsChart } from '../../app/charts/index.ts';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ListPager } from '../../app/components/ListPager.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import { api } from '../../app/http/client.ts';
import { AnswerFilters, NO_ANSWER_FILTERS, type AnswerFilterValues } from './AnswerFilters.tsx';
import { AnswerList } from './AnswerList.tsx';
import { clean, pollKeys, pollsPath, POLLS_PAGE_SIZE } from './polls-api.ts';

/** One question's summary: a chart of the counts per option, or the answered count (and average). */
function QuestionResult({ s }: { s: QuestionSummary }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Card variant="outlined" data-testid="question-summary">
      <CardContent>
        <Typography sx={{ fontWeight: 600 }} dir="auto">
          {s.label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('polls.ui.answeredCount', { n: f.number(s.answered) })}
          {s.average !== undefined && ` · ${t('polls.ui.average', { n: f.number(s.average) })}`}
        </Typography>
        {s.options && s.options.length > 0 && (
          <Suspense fallback={<Box sx={{ height: s.options.length * 44 + 40 }} />}>
            <LazyCountsChart items={s.options} label={s.label} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The answers received online (/pull-registrations-online): pick a form (`?poll=` from the
 * forms' screen), search the answers (Arabic-aware, by the words of their texts and choices)
 * and filter them by date; the list is paged by the server, each answer opens on the version
 * it was given on; the summary counts every matching answer per question (a bar chart per
 * choice question), and the export sends them all to Excel.
 */
export function PollAnswersScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const canExport = useCan('forms:export');
  const [params, setParams] = useSearchParams();
  const pollId = params.get('poll') ?? '';
  const [filters, setFilters] = useState<AnswerFilterValues>(NO_ANSWER_FILTERS);
  // The words once typing pauses: one request per word, not per letter.
  const q = useDebounced(filters.q.trim());
  const { from, to } = filters;
  const [page, setPage] = useState(1);
  const polls = useQuery({
    queryKey: pollKeys.list({ page: 1, pageSize: 100 }),
    // A picker of the forms in scope (the newest hundred): not a screen list.
    queryFn: () =>
      api.get<ListPage<PollSummary>>(pollsPath(POLLS_API.polls), {
        query: { page: 1, pageSize: 100 },
      }),
  });
  const chosen = pollId || polls.data?.items[0]?.id || '';
  const asked = { q, from, to };
  const answers = useQuery({
    queryKey: pollKeys.answers(chosen, { ...asked, page }),
    queryFn: () =>
      api.get<ListPage<PollAnswerRow>>(pollsPath(POLLS_API.answers, { id: chosen }), {
        query: clean({ ...asked, page, pageSize: POLLS_PAGE_SIZE }),
      }),
    enabled: !!chosen,
    placeholderData: keepPreviousData,
  });
  const summary = useQuery({
    queryKey: pollKeys.summary(chosen, asked),
    queryFn: () =>
      api.get<PollResults>(pollsPath(POLLS_API.summary, { id: chosen }), {
        query: clean(asked),
      }),
    enabled: !!chosen,
  });
  const reset = () => setPage(1);
  return (
    <Screen
      maxWidth={1000}
      actions={
        canExport && chosen ? (
          <Button
            startIcon={<Download />}
            onClick={() =>
              void api.download(pollsPath(POLLS_API.answersExport, { id: chosen }), undefined, {
                query: clean(asked),
              })
            }
          >
            {t('polls.ui.export')}
          </Button>
        ) : null
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          label={t('polls.ui.form')}
          value={polls.data ? chosen : ''}
          onChange={(e) => {
            setParams({ poll: e.target.value }, { replace: true });
            reset();
          }}
          sx={{ minWidth: 240, flex: 1 }}
        >
          {(polls.data?.items ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.title}
            </MenuItem>
          ))}
        </TextField>
        <AnswerFilters
          value={filters}
          onChange={(next) => {
            setFilters((f) => ({ ...f, ...next }));
            setPage(1);
          }}
        />
      </Stack>
      {polls.data && polls.data.items.length === 0 ? (
        <EmptyState title={t('polls.ui.noPolls')} />
      ) : (
        <Stack spacing={3}>
          <Box component="section" aria-labelledby="answers-title">
            <Typography id="answers-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('polls.ui.answers')}
              {answers.data && ` (${f.number(answers.data.total)})`}
            </Typography>
            <QueryState
              query={answers}
              isEmpty={(d) => d.items.length === 0}
              empty={<EmptyState title={t('polls.ui.noAnswers')} />}
            >
              {({ items, total }) => (
                <>
                  <AnswerList items={items} />
                  <ListPager
                    page={page}
                    total={total}
                    pageSize={POLLS_PAGE_SIZE}
                    onChange={setPage}
                  />
                </>
              )}
            </QueryState>
          </Box>
          <Box component="section" aria-labelledby="summary-title">
            <Typography id="summary-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('polls.ui.summary')}
            </Typography>
            <QueryState query={summary} isEmpty={(d) => d.answers === 0}>
              {(d) => (
                <Box
                  sx={{
                    display: 'grid',
                    gap: 1.5,
                    gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                  }}
                >
                  {d.questions.map((s) => (
                    <QuestionResult key={s.questionId} s={s} />
                  ))}
                </Box>
              )}
            </QueryState>
          </Box>
        </Stack>
      )}
    </Screen>
  );
}

export default PollAnswersScreen;
