import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  METRICS,
  isMetricKey,
  metricLabelKey,
  type FigureCell,
  type FigureGroup,
  type LiveFigures,
  type MetricKey,
} from '@qc/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { FigureGrid, PeriodBar, RecordsDialog, useFigureText, usePeriod } from './parts.tsx';
import { useFigures, type FigureFilter } from './reports-api.ts';

const CompareChart = lazy(() => import('./CompareChart.tsx'));

type By = 'country' | 'project';

/** Figures that read well side by side in one chart (counts of the period, not money). */
const chartable = (k: MetricKey) => METRICS[k].unit !== 'money' && METRICS[k].unit !== 'percent';

function ChartFrame({ children }: { children: React.ReactNode }) {
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Suspense
          fallback={
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress />
            </Box>
          }
        >
          {children}
        </Suspense>
      </CardContent>
    </Card>
  );
}

/** The whole scope's figures: cards, and a chart of this period against the one before. */
function ScopeFigures({ data, onOpen }: { data: LiveFigures; onOpen(k: MetricKey): void }) {
  const { t } = useTranslation();
  const cells = data.groups[0]?.cells ?? [];
  const flow = cells.filter(
    (c) => !c.error && METRICS[c.key].timing === 'flow' && chartable(c.key) && c.value !== null,
  );
  return (
    <>
      <FigureGrid cells={cells} onOpen={onOpen} />
      {flow.length > 0 && (
        <ChartFrame>
          <CompareChart
            label={t('reports.ui.current')}
            items={flow.map((c) => ({
              label: t(metricLabelKey(c.key)),
              now: c.value,
              before: c.previous,
            }))}
          />
        </ChartFrame>
      )}
    </>
  );
}

/** A cell of the grouped table: the value, a click opens its records. */
function CellButton({
  cell,
  onOpen,
  disabled,
}: {
  cell: FigureCell | undefined;
  onOpen(): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const text = useFigureText();
  if (!cell) return null;
  if (cell.error)
    return (
      <Typography variant="caption" color="error">
        {t(cell.error)}
      </Typography>
    );
  return (
    <ButtonBase
      onClick={onOpen}
      disabled={disabled}
      sx={{
        color: disabled ? 'inherit' : 'primary.main',
        font: 'inherit',
        borderRadius: 1,
        px: 0.5,
      }}
      data-testid={`cell-${cell.key}`}
    >
      {text(cell.key, cell.value, cell.byCurrency)}
    </ButtonBase>
  );
}

/** Figures per country or project: a chart of one chosen figure and a table of them all. */
function GroupedFigures({
  data,
  by,
  onOpen,
}: {
  data: LiveFigures;
  by: By;
  onOpen(k: MetricKey, group: FigureGroup): void;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [chosen, setChosen] = useState<MetricKey>(() => data.keys.find(chartable) ?? data.keys[0]!);
  const figure = data.keys.includes(chosen) ? chosen : data.keys[0]!;
  const name = (g: FigureGroup) => g.name ?? t('reports.ui.noGroup');
  const idx = data.keys.indexOf(figure);
  return (
    <>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <TextField
            select
            size="small"
            label={t('reports.ui.chartFigure')}
            value={figure}
            onChange={(e) => isMetricKey(e.target.value) && setChosen(e.target.value)}
            sx={{ minWidth: 220, mb: 1 }}
          >
            {data.keys.map((k) => (
              <MenuItem key={k} value={k}>
                {t(metricLabelKey(k))}
              </MenuItem>
            ))}
          </TextField>
          <Suspense fallback={<CircularProgress />}>
            <CompareChart
              label={t(metricLabelKey(figure))}
              percent={METRICS[figure].unit === 'percent'}
              items={data.groups.map((g) => ({
                label: name(g),
                now: g.cells[idx]?.value ?? null,
                before: g.cells[idx]?.previous ?? null,
              }))}
            />
          </Suspense>
        </CardContent>
      </Card>
      <Box sx={{ overflowX: 'auto' }}>
        <RecordTable
          rows={data.groups}
          rowKey={(g) => g.id || '-'}
          label={t(by === 'country' ? 'reports.ui.countries' : 'reports.ui.project')}
          phone={phone}
          rowTestId="figure-group"
          columns={[
            {
              key: 'name',
              header: t(by === 'country' ? 'reports.ui.country' : 'reports.ui.project'),
              cell: name,
              primary: true,
            },
            ...data.keys.map((k, i) => ({
              key: k,
              header: t(metricLabelKey(k)),
              nowrap: true,
              cell: (g: FigureGroup) => (
                <CellButton cell={g.cells[i]} disabled={!g.id} onOpen={() => onOpen(k, g)} />
              ),
            })),
          ]}
        />
      </Box>
    </>
  );
}

/**
 * Live figures (currently-report-component, and by country or project): every figure of the
 * metric registry the caller may read, counted inside their scope for a chosen period, with the
 * period before; each figure opens the records behind it with the same period and narrowing.
 */
export default function LiveFiguresScreen({ by }: { by?: By }) {
  const { t } = useTranslation();
  const s = useSearchState();
  const period = usePeriod(s);
  const [country, setCountry] = useState<LookupItem | null>(null);
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const [project, setProject] = useState<LookupItem | null>(null);
  const filter: FigureFilter = {
    ...period,
    ...(s.get('country') ? { countryIds: [s.get('country')] } : {}),
    ...(s.get('centre') ? { centreIds: [s.get('centre')] } : {}),
    ...(s.get('project') ? { projectId: s.get('project') } : {}),
  };
  const figures = useFigures(filter, by ? { groupBy: by } : {});
  const [open, setOpen] = useState<{ key: MetricKey; filter: FigureFilter } | null>(null);
  return (
    <Screen>
      <PeriodBar s={s} period={period} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        {by !== 'country' && (
          <LookupField
            resource="countries"
            label={t('reports.ui.country')}
            value={country}
            onChange={(c) => {
              setCountry(c);
              s.set({ country: c?.id ?? null });
            }}
          />
        )}
        {!by && (
          <LookupField
            resource="centres"
            label={t('reports.ui.centre')}
            value={centre}
            params={{ countryId: s.get('country') || undefined }}
            onChange={(c) => {
              setCentre(c);
              s.set({ centre: c?.id ?? null });
            }}
          />
        )}
        {by !== 'project' && (
          <LookupField
            resource="projects"
            label={t('reports.ui.project')}
            value={project}
            onChange={(p) => {
              setProject(p);
              s.set({ project: p?.id ?? null });
            }}
          />
        )}
      </Stack>
      <QueryState
        query={figures}
        isEmpty={(d) => d.keys.length === 0 || d.groups.length === 0}
        empty={
          <EmptyState
            title={t(
              figures.data?.keys.length === 0 ? 'reports.ui.noFigures' : 'reports.ui.noGroups',
            )}
          />
        }
      >
        {(d) =>
          by ? (
            <GroupedFigures
              data={d}
              by={by}
              onOpen={(key, g) =>
                setOpen({
                  key,
                  filter: {
                    ...filter,
                    ...(by === 'country' ? { countryIds: [g.id] } : { projectId: g.id }),
                  },
                })
              }
            />
          ) : (
            <ScopeFigures data={d} onOpen={(key) => setOpen({ key, filter })} />
          )
        }
      </QueryState>
      {open && (
        <RecordsDialog figure={open.key} filter={open.filter} onClose={() => setOpen(null)} />
      )}
    </Screen>
  );
}
