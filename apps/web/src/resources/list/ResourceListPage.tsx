import AddOutlined from '@mui/icons-material/AddOutlined';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { resourceKeys } from '@qc/domain/resources/labels';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LocaleCode } from '@qc/domain/locales';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../app/components/ConfirmDialog.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { PageHeader } from '../../app/components/PageHeader.tsx';
import { isApiError } from '../../app/http/api-error.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { useNotice } from '../parts/use-notice.tsx';
import { UnknownResource } from '../parts/UnknownResource.tsx';
import { resourceApi, resourceQueryKeys, type ApiRecord } from '../resource-api.ts';
import { detailPathOf, newPathOf } from '../resource-paths.ts';
import { useResourceAccess, useResourceDefinition } from '../use-resource.ts';
import {
  listColumns,
  loadVisibility,
  saveVisibility,
  type ColumnVisibility,
} from './column-prefs.ts';
import { ExportMenu } from './ExportMenu.tsx';
import { FiltersBar } from './FiltersBar.tsx';
import {
  activeFilterCount,
  apiListParams,
  readListState,
  sameListState,
  toSearchParams,
  type FixedFilters,
  type ListState,
} from './list-state.ts';
import { ResourceCards } from './ResourceCards.tsx';
import { useCount } from '../../app/i18n/use-count.ts';

// The data grid is heavy: phones never load it; wider screens start loading it with this page,
// alongside the first page of data rather than after it.
const loadGrid = () => import('./ResourceGrid.tsx');
const ResourceGrid = lazy(loadGrid);
if (typeof window !== 'undefined' && window.matchMedia?.('(min-width: 600px)').matches)
  void loadGrid();

export interface ResourceListPageProps {
  resource?: string;
  /** `manage` lists with actions; `browse` only reads (e.g. the documentation library). */
  mode?: 'manage' | 'browse';
  /** Filters of this screen that always apply (`{ status: ['published'] }`). */
  fixedFilters?: FixedFilters;
  /** The screen's own heading instead of the resource's plural title. */
  title?: string | undefined;
  /** The screen's own choices (e.g. a country picker), under the heading, above the list. */
  toolbar?: ReactNode;
}

const NO_FIXED: FixedFilters = {};

/**
 * The one list page of every resource: server-side paging, sorting, filters and search kept in
 * the address; a data grid on wide screens and cards on phones; column choice remembered per
 * resource; export of what the list shows; bulk archive and restore for whoever may delete;
 * "new" only for whoever may create. Realtime "changed" events refresh it.
 */
export default function ResourceListPage({
  resource,
  mode = 'manage',
  fixedFilters = NO_FIXED,
  title,
  toolbar,
}: ResourceListPageProps) {
  const def = useResourceDefinition(resource);
  const { locale } = useLocale();
  if (!def) return <UnknownResource />;
  // The column choice depends on the reader's language (records named per language).
  return (
    <ListPage
      key={`${def.name}:${locale}`}
      name={def.name}
      locale={locale}
      mode={mode}
      fixed={fixedFilters}
      title={title}
      toolbar={toolbar}
    />
  );
}

function ListPage({
  name,
  locale,
  mode,
  fixed,
  title,
  toolbar,
}: {
  name: string;
  locale: LocaleCode;
  mode: 'manage' | 'browse';
  fixed: FixedFilters;
  title?: string | undefined;
  toolbar?: ReactNode;
}) {
  const def = useResourceDefinition(name)!;
  const { t } = useTranslation();
  const counted = useCount();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const access = useResourceAccess(def);
  const manage = mode === 'manage';
  const [search, setSearch] = useSearchParams();
  const { notice, show } = useNotice();

  // The shell's search opens a record as `<list>?id=…`: go to its page.
  const openId = search.get('id');
  useEffect(() => {
    if (openId) void navigate(detailPathOf(def, openId), { replace: true });
  }, [openId, def, navigate]);

  const state = useMemo(() => readListState(def, search, fixed), [def, search, fixed]);
  const setState = useCallback(
    (next: ListState) => {
      // The grid reports an unchanged sort or page after its columns or rows change: no
      // navigation then, which would replace one under way (list-state.ts).
      if (!sameListState(def, next, state)) setSearch(toSearchParams(def, next), { replace: true });
    },
    [def, setSearch, state],
  );
  const params = useMemo(() => apiListParams(def, state, fixed), [def, state, fixed]);

  const list = useQuery({
    queryKey: resourceQueryKeys.list(def.name, params),
    queryFn: ({ signal }) => resourceApi.list(def.name, params, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  const [visibility, setVisibility] = useState<ColumnVisibility>(() =>
    loadVisibility(def, access.sensitive, locale),
  );
  const changeVisibility = (next: ColumnVisibility) => {
    setVisibility(next);
    saveVisibility(def, next, locale);
  };
  const shown = useMemo(
    () => listColumns(def, access.sensitive, locale).filter((c) => visibility[c]),
    [def, access.sensitive, locale, visibility],
  );

  const [selected, setSelected] = useState<string[]>([]);
  // A choice belongs to the page it was made on.
  useEffect(() => setSelected([]), [params]);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const canArchive = manage && access.delete;
  const archivedChoice = manage && def.actions.includes('delete');

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: resourceQueryKeys.all(def.name) });

  const archiveSelected = async () => {
    try {
      const { archived } = await resourceApi.archive(def.name, selected);
      setSelected([]);
      show('success', counted('resources.bulk.done', archived));
    } catch (error) {
      show('error', isApiError(error) ? error.message : t('errors.internal'));
    } finally {
      await refresh();
    }
  };

  const restore = async (record: ApiRecord) => {
    try {
      await resourceApi.restore(def.name, record.id);
      show('success', t('resources.outcome.restored'));
    } catch (error) {
      show('error', isApiError(error) ? error.message : t('errors.internal'));
    } finally {
      await refresh();
    }
  };

  // The record's page comes back here (this screen, its filters and page) with "back".
  const open = (record: ApiRecord) =>
    void navigate(detailPathOf(def, record.id), {
      state: { from: `${location.pathname}${location.search}` },
    });
  const filtered =
    activeFilterCount(state) > 0 || state.q.trim() !== '' || state.archived !== 'exclude';
  const description = def.description ? t(resourceKeys.description(def.name)) : null;

  const newButton =
    manage && access.create ? (
      <Button
        component={RouterLink}
        to={newPathOf(def)}
        variant="contained"
        startIcon={<AddOutlined />}
        data-testid="new-record"
      >
        {t('resources.page.new', { item: t(resourceKeys.singular(def.name)) })}
      </Button>
    ) : null;

  let body;
  if (list.isError && !list.data) {
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.isSuccess && total === 0 && !list.isFetching) {
    body = filtered ? (
      <EmptyState
        title={t('resources.list.noMatch')}
        description={t('resources.list.noMatchHint')}
        action={
          <Button
            variant="outlined"
            onClick={() => setState({ ...state, q: '', filters: [], archived: 'exclude', page: 1 })}
          >
            {t('resources.actions.clearFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        title={t('resources.list.empty')}
        {...(newButton ? { description: t('resources.list.emptyHint'), action: newButton } : {})}
      />
    );
  } else if (phone) {
    body = (
      <ResourceCards
        def={def}
        rows={rows}
        total={total}
        totalEstimated={list.data?.totalEstimated}
        loading={list.isFetching}
        state={state}
        onState={setState}
        columns={shown}
        onOpen={open}
        onRestore={canArchive && state.archived !== 'exclude' ? (r) => void restore(r) : undefined}
      />
    );
  } else {
    body = (
      <Suspense fallback={<LinearProgress aria-label={t('common.loading')} />}>
        <ResourceGrid
          def={def}
          rows={rows}
          total={total}
          loading={list.isFetching}
          state={state}
          onState={setState}
          visibility={visibility}
          onVisibility={changeVisibility}
          selectable={canArchive}
          selected={selected}
          onSelected={setSelected}
          onOpen={open}
          onRestore={
            canArchive && state.archived !== 'exclude' ? (r) => void restore(r) : undefined
          }
        />
      </Suspense>
    );
  }

  return (
    <Box data-testid="resource-list" data-resource={def.name}>
      <PageHeader
        title={title ?? t(resourceKeys.title(def.name))}
        subtitle={
          <>
            {description}
            {list.data && (
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                data-testid="list-total"
              >
                {description ? ' · ' : ''}
                {counted(list.data.totalEstimated ? 'count.recordsAbout' : 'count.records', total)}
              </Typography>
            )}
          </>
        }
        actions={
          <>
            {access.export && (
              <ExportMenu def={def} state={state} fixed={fixed} onError={(m) => show('error', m)} />
            )}
            {newButton}
          </>
        }
      />
      {toolbar}
      <Card>
        <FiltersBar
          def={def}
          state={state}
          onState={setState}
          fixed={fixed}
          archivedChoice={archivedChoice}
          {...(phone ? {} : { visibility, onVisibility: changeVisibility })}
        />
        {selected.length > 0 && canArchive && (
          <Alert
            severity="info"
            icon={false}
            sx={{ borderRadius: 0, alignItems: 'center' }}
            action={
              <Stack direction="row" spacing={1}>
                <Button color="inherit" onClick={() => setSelected([])}>
                  {t('resources.actions.cancel')}
                </Button>
                <Button
                  color="warning"
                  variant="contained"
                  startIcon={<ArchiveOutlined />}
                  onClick={() => setConfirmArchive(true)}
                  data-testid="bulk-archive"
                >
                  {t('resources.actions.bulkArchive')}
                </Button>
              </Stack>
            }
          >
            {counted('resources.list.selected', selected.length)}
          </Alert>
        )}
        {body}
      </Card>
      <ConfirmDialog
        open={confirmArchive}
        title={counted('resources.bulk.confirmTitle', selected.length)}
        message={t('resources.confirm.archive')}
        confirmLabel={t('resources.actions.archive')}
        destructive
        onConfirm={archiveSelected}
        onClose={() => setConfirmArchive(false)}
      />
      {notice}
    </Box>
  );
}
