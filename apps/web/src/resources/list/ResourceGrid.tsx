import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridClasses,
  type GridColDef,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { arSD, enUS, frFR } from '@mui/x-data-grid/locales';
import type { ResourceDefinition } from '@qc/domain/resources/define-resource';
import { fieldLabelKey, resourceKeys } from '@qc/domain/resources/labels';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/format/use-format.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { widgetsOf } from '../kinds/kind-widgets.ts';
import { TextValue } from '../kinds/values.tsx';
import type { ApiRecord } from '../resource-api.ts';
import type { ColumnVisibility } from './column-prefs.ts';
import { PAGE_SIZES, type ListState } from './list-state.ts';
import { useCount } from '../../app/i18n/use-count.ts';

const GRID_TEXTS = { ar: arSD, en: enUS, fr: frFR } as const;
/** The class the grid gives its scroller when its columns are wider than it. */
const SCROLLS_X = gridClasses['virtualScroller--hasScrollX'];

export interface ResourceGridProps {
  def: ResourceDefinition;
  rows: ApiRecord[];
  total: number;
  loading: boolean;
  state: ListState;
  onState(next: ListState): void;
  visibility: ColumnVisibility;
  onVisibility(next: ColumnVisibility): void;
  /** Rows can be chosen for a bulk action. */
  selectable: boolean;
  selected: readonly string[];
  onSelected(ids: string[]): void;
  onOpen(record: ApiRecord): void;
  /** Restore an archived row (shown when the list includes archived records). */
  onRestore?: ((record: ApiRecord) => void) | undefined;
}

const MIN_WIDTH: Partial<Record<string, number>> = {
  text: 150,
  longText: 200,
  // A status chip needs its whole word.
  enum: 130,
  multiEnum: 160,
  date: 170,
  dateTime: 210,
  number: 100,
  money: 120,
  boolean: 90,
  reference: 160,
  multiReference: 180,
  image: 72,
  phone: 150,
  email: 180,
};

/**
 * The list as a data grid in server mode: the page, its size and the sort are the list state's
 * (the server sorts and pages); cells come from the kind registry; the grid's own texts follow
 * the language (Arabic with `arSD`), and its layout the direction.
 */
export default function ResourceGrid({
  def,
  rows,
  total,
  loading,
  state,
  onState,
  visibility,
  onVisibility,
  selectable,
  selected,
  onSelected,
  onOpen,
  onRestore,
}: ResourceGridProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const f = useFormat();
  const counted = useCount();
  const sortable = useMemo(
    () => new Set<string>([...def.list.sort, def.list.defaultSort.field]),
    [def],
  );

  const columns = useMemo<GridColDef<ApiRecord>[]>(() => {
    // The record's name gets the most room: long names are what the list is read by.
    const titles = new Set<string>(
      typeof def.title === 'string' ? [def.title] : Object.values(def.title),
    );
    const cols: GridColDef<ApiRecord>[] = Object.keys(visibility).map((name) => {
      const field = def.fields[name];
      return {
        field: name,
        headerName: t(fieldLabelKey(def, name)),
        sortable: sortable.has(name),
        filterable: false,
        flex: titles.has(name) ? 2 : 1,
        minWidth: titles.has(name) ? 200 : field ? (MIN_WIDTH[field.kind] ?? 140) : 150,
        renderCell: ({ row }) => {
          if (!field) {
            // System columns (created, last changed) are instants.
            return (
              <TextValue
                def={def}
                name={name}
                field={{ kind: 'dateTime', label: { ar: '', en: '', fr: '' }, required: false }}
                value={row[name]}
                record={row}
              />
            );
          }
          const Cell = widgetsOf(field.kind).cell;
          return (
            <Box
              sx={{
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              <Cell def={def} name={name} field={field} value={row[name]} record={row} />
            </Box>
          );
        },
      };
    });
    if (onRestore) {
      cols.push({
        field: '__archived',
        headerName: '',
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        width: 150,
        renderCell: ({ row }) =>
          row.archivedAt ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
              <Chip size="small" label={t('resources.list.archived')} />
              <Tooltip title={t('resources.actions.restore')}>
                <IconButton
                  size="small"
                  aria-label={`${t('resources.actions.restore')}: ${row._title}`}
                  data-testid="row-restore"
                  onClick={(e) => {
                    e.stopPropagation();
                    onRestore(row);
                  }}
                >
                  <RestoreOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          ) : null,
      });
    }
    return cols;
  }, [def, visibility, sortable, t, onRestore]);

  // The grid's own texts in the language, with numbers in the user's digits.
  const frame = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(frame, columns, rows);

  const localeText = useMemo(
    () => ({
      ...GRID_TEXTS[locale].components.MuiDataGrid.defaultProps.localeText,
      paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
        t('resources.list.range', {
          from: f.number(from),
          to: f.number(to),
          count: f.number(count),
        }),
      footerRowSelected: (count: number) => counted('resources.list.selected', count),
    }),
    [locale, t, f, counted],
  );
  const sortModel: GridSortModel = [{ field: state.sort.field, sort: state.sort.dir }];
  const selection: GridRowSelectionModel = { type: 'include', ids: new Set(selected) };

  return (
    <Box ref={frame} sx={{ minWidth: 0 }}>
      {scrolls && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          data-testid="grid-scrolls"
          sx={{ px: 2, py: 0.75, display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <SwapHorizOutlined fontSize="small" aria-hidden="true" />
          {t('resources.list.scrollsSideways')}
        </Typography>
      )}
      <DataGrid<ApiRecord>
        rows={rows}
        columns={columns}
        getRowId={(r) => r.id}
        rowCount={total}
        loading={loading}
        autoHeight
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={{ page: state.page - 1, pageSize: state.pageSize }}
        onPaginationModelChange={(m) =>
          onState({
            ...state,
            page: m.pageSize !== state.pageSize ? 1 : m.page + 1,
            pageSize: m.pageSize,
          })
        }
        pageSizeOptions={[...PAGE_SIZES]}
        sortingOrder={['asc', 'desc']}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          const first = model[0];
          onState({
            ...state,
            page: 1,
            sort: first?.sort ? { field: first.field, dir: first.sort } : def.list.defaultSort,
          });
        }}
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={(model) => onVisibility({ ...visibility, ...model })}
        disableColumnFilter
        disableRowSelectionOnClick
        checkboxSelection={selectable}
        rowSelectionModel={selection}
        onRowSelectionModelChange={(model) => {
          const ids =
            model.type === 'include'
              ? [...model.ids].map(String)
              : rows.map((r) => r.id).filter((id) => !model.ids.has(id));
          onSelected(ids);
        }}
        isRowSelectable={({ row }) => !row.archivedAt}
        onRowClick={({ row }) => onOpen(row)}
        getRowClassName={({ row }) => (row.archivedAt ? 'row-archived' : '')}
        localeText={localeText}
        slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
        aria-label={t(resourceKeys.title(def.name))}
        sx={{
          border: 0,
          '& .MuiDataGrid-row': { cursor: 'pointer' },
          '& .row-archived': { color: 'text.secondary', bgcolor: 'action.hover' },
          '& .MuiDataGrid-cell:focus, & .MuiDataGrid-columnHeader:focus': { outlineOffset: -2 },
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
        }}
      />
    </Box>
  );
}

/**
 * Whether the grid inside `frame` has more columns than its width (then it says it scrolls).
 * The grid marks its scroller when it scrolls sideways; that mark is watched, and looked at
 * again when the box, the columns or the rows change. (The scroller's own scrollWidth is no
 * measure: the header row's end separator makes it a few pixels wider even when all fits.)
 */
function useScrollsSideways(
  frame: RefObject<HTMLDivElement | null>,
  columns: unknown,
  rows: unknown,
): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = frame.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    let marks: MutationObserver | null = null;
    const measure = () => {
      const scroller = box.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller');
      if (scroller && !marks) {
        marks = new MutationObserver(measure);
        marks.observe(scroller, { attributes: true, attributeFilter: ['class'] });
      }
      setScrolls(!!scroller?.classList.contains(SCROLLS_X));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    measure();
    // The grid draws its rows after mounting: look again on the next frames too.
    const later = requestAnimationFrame(() => requestAnimationFrame(measure));
    return () => {
      cancelAnimationFrame(later);
      observer.disconnect();
      marks?.disconnect();
    };
  }, [frame, columns, rows]);
  return scrolls;
}
