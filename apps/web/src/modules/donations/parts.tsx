import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { LIST_PAGE_SIZE, ListPager } from '../../app/components/ListPager.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { SearchField } from '../../app/components/SearchField.tsx';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import type { Paged } from './donations-api.ts';

/** The search, state filter and page of a donations list (a new filter goes back to page 1). */
export function useListState() {
  const [q, setQ] = useState('');
  const [state, setState] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(q, 300);
  return {
    q,
    state,
    page,
    setPage,
    onQ: (v: string) => {
      setQ(v);
      setPage(1);
    },
    onState: (v: string) => {
      setState(v);
      setPage(1);
    },
    params: { page, pageSize: LIST_PAGE_SIZE, state, q: search },
  };
}
export type ListState = ReturnType<typeof useListState>;

/** The search box and the state filter of the two lists, with the list's own actions. */
export function ListFilters({
  list,
  states,
  stateKey,
  actions,
}: {
  list: ListState;
  states: readonly string[];
  stateKey: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mb: 2, alignItems: { sm: 'center' } }}
    >
      <SearchField
        size="small"
        value={list.q}
        onChange={(e) => list.onQ(e.target.value)}
        label={t('donations.ui.search')}
        sx={{ minWidth: 240 }}
      />
      <TextField
        select
        size="small"
        value={list.state}
        onChange={(e) => list.onState(e.target.value)}
        label={t('donations.ui.state')}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('donations.ui.all')}</MenuItem>
        {states.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`${stateKey}.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      {actions && (
        <Stack direction="row" sx={{ gap: 1, marginInlineStart: { sm: 'auto' } }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The frame both lists share: filters, loading/error/empty states, the rows (a table, cards on
 * a phone) and the pager.
 */
export function ListFrame<T>({
  list,
  query,
  states,
  stateKey,
  actions,
  children,
}: {
  list: ListState;
  query: UseQueryResult<Paged<T>>;
  states: readonly string[];
  stateKey: string;
  actions?: ReactNode;
  children(items: T[]): ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ListFilters list={list} states={states} stateKey={stateKey} actions={actions} />
      <QueryState
        query={query}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title={t('donations.ui.empty')} />}
      >
        {(data) => (
          <Stack spacing={2}>
            {children(data.items)}
            <ListPager
              page={list.page}
              total={data.total}
              pageSize={LIST_PAGE_SIZE}
              onChange={list.setPage}
            />
          </Stack>
        )}
      </QueryState>
    </>
  );
}
