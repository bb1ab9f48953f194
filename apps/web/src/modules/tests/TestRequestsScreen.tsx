import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { arSD, enUS, frFR } from '@mui/x-data-grid/locales';
import { TEST_REQUEST_STATES, type TestRequestSummary } from '@qc/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { LookupField } from '../../app/components/LookupField.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { NewRequestDialog } from './NewRequestDialog.tsx';
import { RequestPanel } from './RequestPanel.tsx';
import { GradeChip, StateChip, usePortionText } from './parts.tsx';
import { useLocalName, useTestRequests, type RequestListParams } from './tests-api.ts';
import { SearchField } from '../../app/components/SearchField.tsx';

const GRID_TEXTS = { ar: arSD, en: enUS, fr: frFR } as const;
const PAGE_SIZES = [25, 50, 100] as const;

export interface TestRequestsScreenProps {
  /** The kind categories this screen lists and requests (`maher`, `tajweed-theory`, ...). */
  kinds: readonly string[];
  /** `centre`: one centre at a time (the picker starts empty = every centre in scope). */
  scope?: 'centre' | 'all';
  /** Whose tests: students (default) or the teachers' own memorisation tests. */
  subject?: 'student' | 'teacher';
}

/**
 * The test requests of some kinds, in the caller's scope: paged on the server, searched by the
 * student's name in any Arabic spelling (normalised by the server), filtered by state and
 * centre. A row opens the request: its history and the actions the caller may take now.
 */
export function TestRequestsScreen({
  kinds,
  scope = 'all',
  subject = 'student',
}: TestRequestsScreenProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  const { locale } = useLocale();
  const canCreate = useCan('tests:create');
  const canPickCentre = useCan('centres:read');
  const portionText = usePortionText();
  const localName = useLocalName();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const state = params.get('state') ?? '';
  const page = Number(params.get('page') || 1);
  const pageSize = Number(params.get('size') || 25);
  const open = params.get('open');
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const [creating, setCreating] = useState(false);
  const debounced = useDebounced(q, 300);
  const set = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    if (!('page' in next) && !('open' in next)) p.delete('page');
    setParams(p, { replace: true });
  };
  const listParams: RequestListParams = {
    categories: kinds,
    state: state || undefined,
    q: debounced,
    centreId: centre?.id,
    subject,
    page,
    pageSize,
  };
  const list = useTestRequests(listParams);

  const columns = useMemo<GridColDef<TestRequestSummary>[]>(
    () => [
      {
        field: 'studentName',
        headerName: t(subject === 'teacher' ? 'tests.ui.teacher' : 'tests.ui.student'),
        flex: 2,
        minWidth: 190,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0, lineHeight: 1.3, py: 0.5 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {row.studentName}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {[row.centreName, row.ringName].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'kindName',
        headerName: t('tests.ui.kind'),
        flex: 1,
        minWidth: 130,
        sortable: false,
        renderCell: ({ row }) => localName(row.kindName),
      },
      {
        field: 'portion',
        headerName: t('tests.ui.portion'),
        flex: 1,
        minWidth: 150,
        sortable: false,
        renderCell: ({ row }) => portionText(row),
      },
      {
        field: 'state',
        headerName: t('tests.ui.stateLabel'),
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) => <StateChip state={row.state} />,
      },
      {
        field: 'requestedAt',
        headerName: t('tests.ui.requested'),
        minWidth: 150,
        sortable: false,
        renderCell: ({ row }) => <DateText value={row.requestedAt} style="medium" />,
      },
      {
        field: 'scheduledAt',
        headerName: t('tests.ui.scheduled'),
        flex: 1,
        minWidth: 220,
        sortable: false,
        renderCell: ({ row }) =>
          row.scheduledAt ? (
            <Box sx={{ minWidth: 0, lineHeight: 1.3, py: 0.5 }}>
              <Typography variant="body2">
                <DateText value={row.scheduledAt} withTime />
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {row.examinerName}
              </Typography>
            </Box>
          ) : (
            '—'
          ),
      },
      {
        field: 'result',
        headerName: t('tests.ui.result'),
        minWidth: 140,
        sortable: false,
        renderCell: ({ row }) =>
          row.result ? (
            <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
              <GradeChip grade={row.result.grade} />
              {f.number(row.result.percent / 100, { style: 'percent', maximumFractionDigits: 1 })}
            </Stack>
          ) : (
            '—'
          ),
      },
    ],
    [t, f, portionText, subject, localName],
  );
  const localeText = useMemo(
    () => ({
      ...GRID_TEXTS[locale].components.MuiDataGrid.defaultProps.localeText,
      paginationDisplayedRows: ({
        from,
        to,
        count: n,
      }: {
        from: number;
        to: number;
        count: number;
      }) =>
        t('resources.list.range', { from: f.number(from), to: f.number(to), count: f.number(n) }),
    }),
    [locale, t, f],
  );

  return (
    <Screen
      actions={
        canCreate ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {t('tests.ui.newRequest')}
          </Button>
        ) : null
      }
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <SearchField
          size="small"
          value={q}
          onChange={(e) => set({ q: e.target.value })}
          placeholder={t(
            subject === 'teacher' ? 'tests.ui.searchTeacherHint' : 'tests.ui.searchHint',
          )}
          slotProps={{
            htmlInput: {
              'aria-label': t(
                subject === 'teacher' ? 'tests.ui.searchTeacherHint' : 'tests.ui.searchHint',
              ),
            },
          }}
          sx={{ flex: '2 1 240px' }}
        />
        <TextField
          select
          size="small"
          label={t('tests.ui.stateLabel')}
          value={state}
          onChange={(e) => set({ state: e.target.value })}
          sx={{ flex: '1 1 160px' }}
        >
          <MenuItem value="">{t('tests.ui.allStates')}</MenuItem>
          {TEST_REQUEST_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`tests.state.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        {/* A teacher sees their own rings' requests: no centre to choose (nor to read). */}
        {canPickCentre && (
          <LookupField
            resource="centres"
            label={t(scope === 'centre' ? 'tests.ui.centre' : 'tests.ui.anyCentre')}
            value={centre}
            onChange={(c) => {
              setCentre(c);
              set({});
            }}
          />
        )}
      </Stack>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mb: 1 }}
            data-testid="requests-total"
          >
            {list.data ? count('count.requests', list.data.total) : '\u00a0'}
          </Typography>
          <Paper variant="outlined" sx={{ minWidth: 0 }}>
            <DataGrid<TestRequestSummary>
              rows={list.data?.items ?? []}
              columns={columns}
              getRowId={(r) => r.id}
              rowCount={list.data?.total ?? 0}
              loading={list.isFetching}
              autoHeight
              getRowHeight={() => 'auto'}
              paginationMode="server"
              sortingMode="server"
              filterMode="server"
              paginationModel={{ page: page - 1, pageSize }}
              onPaginationModelChange={(m) =>
                set({
                  page: m.pageSize !== pageSize ? null : String(m.page + 1),
                  size: m.pageSize === 25 ? null : String(m.pageSize),
                })
              }
              pageSizeOptions={[...PAGE_SIZES]}
              disableColumnFilter
              disableColumnSorting
              disableRowSelectionOnClick
              onRowClick={({ row }) => set({ open: row.id, page: params.get('page') })}
              localeText={localeText}
              aria-label={t('tests.ui.requestsGrid')}
              slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
              sx={{
                border: 0,
                '& .MuiDataGrid-row': { cursor: 'pointer' },
                '& .MuiDataGrid-cell': {
                  display: 'flex',
                  alignItems: 'center',
                  py: 0.5,
                  whiteSpace: 'normal',
                },
              }}
            />
          </Paper>
        </>
      )}
      <RequestPanel id={open} onClose={() => set({ open: null, page: params.get('page') })} />
      {creating && (
        <NewRequestDialog
          kinds={kinds}
          subject={subject}
          centreId={centre?.id}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            set({ open: id, page: params.get('page') });
          }}
        />
      )}
    </Screen>
  );
}

export default TestRequestsScreen;
