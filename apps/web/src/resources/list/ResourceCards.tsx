import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ResourceDefinition } from '@qc/domain/resources/define-resource';
import { fieldLabelKey } from '@qc/domain/resources/labels';
import { useTranslation } from 'react-i18next';
import { widgetsOf } from '../kinds/kind-widgets.ts';
import { DateCell } from '../kinds/values.tsx';
import type { ApiRecord } from '../resource-api.ts';
import type { ListState } from './list-state.ts';
import { useCount } from '../../app/i18n/use-count.ts';

export interface ResourceCardsProps {
  def: ResourceDefinition;
  rows: ApiRecord[];
  total: number;
  /** The total is the server's estimate (more than 1,000 records): said "about N". */
  totalEstimated?: boolean | undefined;
  loading: boolean;
  state: ListState;
  onState(next: ListState): void;
  /** The columns shown (the card lists them under the record's name). */
  columns: readonly string[];
  onOpen(record: ApiRecord): void;
  onRestore?: ((record: ApiRecord) => void) | undefined;
}

const SYSTEM_DATE = {
  kind: 'dateTime',
  label: { ar: '', en: '', fr: '' },
  required: false,
} as const;

/** The list on a phone: one card per record (its name, then its columns), same paging. */
export function ResourceCards({
  def,
  rows,
  total,
  totalEstimated,
  loading,
  state,
  onState,
  columns,
  onOpen,
  onRestore,
}: ResourceCardsProps) {
  const { t } = useTranslation();
  const counted = useCount();
  const pages = Math.max(1, Math.ceil(total / state.pageSize));
  // The title is the card's heading: list the other columns under it.
  const titleNames = new Set(
    typeof def.title === 'string' ? [def.title] : Object.values(def.title),
  );
  const lines = columns.filter((c) => !titleNames.has(c)).slice(0, 4);

  if (loading && rows.length === 0) {
    return (
      <Stack spacing={1.5} sx={{ p: 2 }} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Stack>
    );
  }

  return (
    <Box sx={{ p: 1.5 }} aria-busy={loading}>
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <Card key={row.id} component="li" variant="outlined" data-testid="record-card">
            <CardActionArea onClick={() => onOpen(row)} sx={{ p: 1.75 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography
                  variant="subtitle1"
                  component="h2"
                  sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}
                  noWrap
                >
                  {row._title || '—'}
                </Typography>
                {row.archivedAt && <Chip size="small" label={t('resources.list.archived')} />}
              </Stack>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(90px, auto) 1fr',
                  columnGap: 1.5,
                  rowGap: 0.5,
                  m: 0,
                  fontSize: '0.875rem',
                }}
              >
                {lines.map((name) => {
                  const field = def.fields[name];
                  const Cell = field ? widgetsOf(field.kind).cell : DateCell;
                  return (
                    <Box key={name} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {t(fieldLabelKey(def, name))}
                      </Typography>
                      <Box component="dd" sx={{ m: 0, minWidth: 0, overflow: 'hidden' }}>
                        <Cell
                          def={def}
                          name={name}
                          field={field ?? SYSTEM_DATE}
                          value={row[name]}
                          record={row}
                        />
                      </Box>
                    </Box>
                  );
                })}
              </Box>
            </CardActionArea>
            {row.archivedAt && onRestore && (
              <Box sx={{ px: 1.5, pb: 1.5 }}>
                <Button size="small" startIcon={<RestoreOutlined />} onClick={() => onRestore(row)}>
                  {t('resources.actions.restore')}
                </Button>
              </Box>
            )}
          </Card>
        ))}
      </Stack>
      {pages > 1 && (
        <Stack sx={{ alignItems: 'center', mt: 2 }} spacing={1}>
          <Pagination
            count={pages}
            page={state.page}
            onChange={(_e, page) => onState({ ...state, page })}
            color="primary"
            siblingCount={0}
          />
          <Typography variant="caption" color="text.secondary">
            {counted(totalEstimated ? 'count.recordsAbout' : 'count.records', total)}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}
