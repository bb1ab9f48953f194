import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { POLLS_API, type ListPage, type PollAnswerRow, type PollSummary } from '@qc/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * The log of submitted forms (/form-log-search-component): every answer received through the
 * public links of the caller's scope, newest first, searched by form, date range and the words
 * of the answers; each opens on the version it was given on.
 */
export function FormLogScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const [pollId, setPollId] = useState('');
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
  const query = { pollId, q, from, to, page };
  const log = useQuery({
    queryKey: pollKeys.log(query),
    queryFn: () =>
      api.get<ListPage<PollAnswerRow>>(pollsPath(POLLS_API.log), {
        query: clean({ ...query, pageSize: POLLS_PAGE_SIZE }),
      }),
    placeholderData: keepPreviousData,
  });
  const reset = () => setPage(1);
  return (
    <Screen maxWidth={1000}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          label={t('polls.ui.form')}
          value={pollId}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(e) => {
            setPollId(e.target.value);
            reset();
          }}
          sx={{ minWidth: 240, flex: 1 }}
        >
          <MenuItem value="">{t('polls.ui.allForms')}</MenuItem>
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
      <QueryState
        query={log}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title={t('polls.ui.noAnswers')} />}
      >
        {({ items, total }) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('polls.ui.answers')}: {f.number(total)}
            </Typography>
            <AnswerList items={items} showPoll />
            <ListPager page={page} total={total} pageSize={POLLS_PAGE_SIZE} onChange={setPage} />
          </>
        )}
      </QueryState>
    </Screen>
  );
}

export default FormLogScreen;
