import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  METRICS,
  metricLabelKey,
  type FigureCell,
  type MetricKey,
  type MetricPeriod,
} from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../app/components/DateText.tsx';
import { ListPager } from '../../app/components/ListPager.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useMoney } from '../../app/format/use-money.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import type { SearchState } from '../../app/hooks/use-search-state.ts';
import { presetPeriods } from './period.ts';
import { useFigureRecords, type FigureFilter } from './reports-api.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';

/** A whole calendar day (a period's ends change only once one is typed or picked whole). */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export { presetPeriods } from './period.ts';

/** The period of a screen, kept in the address (`?from=&to=`); this month by default. */
export function usePeriod(s: SearchState): MetricPeriod {
  const p = presetPeriods().thisMonth;
  const day = /^\d{4}-\d{2}-\d{2}$/;
  const from = day.test(s.get('from')) ? s.get('from') : p.from;
  const to = day.test(s.get('to')) ? s.get('to') : p.to;
  return from <= to ? { from, to } : p;
}

/** The period's quick choices and its two ends. */
export function PeriodBar({ s, period }: { s: SearchState; period: MetricPeriod }) {
  const { t } = useTranslation();
  const presets = presetPeriods();
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      {Object.entries(presets).map(([k, p]) => (
        <Chip
          key={k}
          label={t(`reports.ui.${k}`)}
          color={p.from === period.from && p.to === period.to ? 'primary' : 'default'}
          onClick={() => s.set({ from: p.from, to: p.to })}
        />
      ))}
      <DateField
        size="small"
        compact
        label={t('reports.ui.from')}
        name="from"
        value={period.from}
        onChange={(v) => v && ISO_DAY.test(v) && s.set({ from: v })}
      />
      <DateField
        size="small"
        compact
        label={t('reports.ui.to')}
        name="to"
        value={period.to}
        onChange={(v) => v && ISO_DAY.test(v) && s.set({ to: v })}
      />
    </Stack>
  );
}

/** How a figure's value reads, in its unit, with the reader's digits. */
export function useFigureText() {
  const f = useFormat();
  const money = useMoney();
  const { t } = useTranslation();
  return (
    key: MetricKey,
    value: number | null,
    byCurrency?: Array<{ currency: string; amount: number }>,
  ): string => {
    const unit = METRICS[key].unit;
    if (unit === 'money') {
      if (!byCurrency || byCurrency.length === 0) return value === null ? '—' : f.number(0);
      return byCurrency.map((c) => money(c.amount, c.currency)).join(' · ');
    }
    if (value === null) return t('reports.ui.noValue');
    if (unit === 'percent') return f.percent(value / 100, 1);
    if (unit === 'juz') return f.number(value, { maximumFractionDigits: 1 });
    return f.number(value);
  };
}

/** The change from the period before: up or down by how much (percent figures by points). */
export function Delta({ cell }: { cell: FigureCell }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (cell.previous === null || cell.value === null || METRICS[cell.key].unit === 'money')
    return null;
  const d = Math.round((cell.value - cell.previous) * 10) / 10;
  if (d === 0)
    return (
      <Typography variant="caption" color="text.secondary">
        {t('reports.ui.same')}
      </Typography>
    );
  const text = f.number(Math.abs(d), { maximumFractionDigits: 1 });
  const up = d > 0;
  return (
    <Typography
      variant="caption"
      sx={{ color: up ? 'success.main' : 'warning.main', display: 'inline-flex', gap: 0.25 }}
      data-testid="figure-delta"
    >
      {up ? <ArrowUpward sx={{ fontSize: 14 }} /> : <ArrowDownward sx={{ fontSize: 14 }} />}
      {t(up ? 'reports.ui.up' : 'reports.ui.down', { value: text })}
    </Typography>
  );
}

/**
 * One figure as a card: its name, its value, the period before and the change; a click opens
 * the records behind it. A figure that failed shows its own error and nothing else.
 */
export function FigureCard({ cell, onOpen }: { cell: FigureCell; onOpen(key: MetricKey): void }) {
  const { t } = useTranslation();
  const text = useFigureText();
  const stock = METRICS[cell.key].timing === 'stock';
  return (
    <Card sx={{ height: '100%' }} data-testid={`figure-card-${cell.key}`}>
      <ButtonBase
        onClick={() => onOpen(cell.key)}
        disabled={!!cell.error}
        aria-label={`${t(metricLabelKey(cell.key))}: ${t('reports.ui.open')}`}
        sx={{ display: 'block', width: '100%', height: '100%', textAlign: 'start' }}
      >
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
            {t(metricLabelKey(cell.key))}
          </Typography>
          {cell.error ? (
            <Alert severity="error" sx={{ mt: 1, py: 0 }} data-testid="figure-error">
              {t(cell.error)}
            </Alert>
          ) : (
            <>
              <Typography
                variant="h5"
                component="p"
                sx={{
                  mt: 0.5,
                  fontWeight: 700,
                  overflowWrap: 'anywhere',
                  fontSize: METRICS[cell.key].unit === 'money' ? '1.1rem' : undefined,
                }}
                data-testid="figure-value"
              >
                {text(cell.key, cell.value, cell.byCurrency)}
              </Typography>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                {stock ? (
                  <Typography variant="caption" color="text.secondary">
                    {t('reports.ui.stockHint')}
                  </Typography>
                ) : cell.previous !== null || cell.previousByCurrency ? (
                  <>
                    <Typography variant="caption" color="text.secondary">
                      {t('reports.ui.previousValue', {
                        value: text(cell.key, cell.previous, cell.previousByCurrency),
                      })}
                    </Typography>
                    <Delta cell={cell} />
                  </>
                ) : null}
              </Stack>
            </>
          )}
        </CardContent>
      </ButtonBase>
    </Card>
  );
}

/** A grid of figure cards, two on a phone's line. */
export function FigureGrid({ cells, onOpen }: { cells: FigureCell[]; onOpen(k: MetricKey): void }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {cells.map((c) => (
        <FigureCard key={c.key} cell={c} onOpen={onOpen} />
      ))}
    </Box>
  );
}

const RECORDS_PAGE = 20;

/** The records behind a figure, with the same period and narrowing, paged by the server. */
export function RecordsDialog({
  figure,
  filter,
  onClose,
}: {
  figure: MetricKey;
  filter: FigureFilter;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const phone = usePhone();
  const [page, setPage] = useState(1);
  const records = useFigureRecords(figure, filter, page, RECORDS_PAGE);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>{t('reports.ui.records', { figure: t(metricLabelKey(figure)) })}</DialogTitle>
      <DialogContent>
        <QueryState
          query={records}
          isEmpty={(d) => d.total === 0}
          empty={<Typography sx={{ py: 2 }}>{t('reports.ui.noRecords')}</Typography>}
        >
          {(d) => (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('reports.ui.recordsCount', { value: f.number(d.total) })}
              </Typography>
              <RecordTable
                rows={d.items}
                rowKey={(r) => r.id}
                label={t('reports.ui.records', { figure: t(metricLabelKey(figure)) })}
                phone={phone}
                rowTestId="figure-record"
                columns={[
                  {
                    key: 'title',
                    header: t('reports.ui.record'),
                    cell: (r) => r.title ?? '—',
                    primary: true,
                  },
                  { key: 'centre', header: t('reports.ui.centre'), cell: (r) => r.centre ?? '—' },
                  {
                    key: 'on',
                    header: t('reports.ui.on'),
                    cell: (r) => (r.on ? <DateText value={r.on} style="medium" /> : '—'),
                    nowrap: true,
                  },
                ]}
              />
              <ListPager page={page} total={d.total} pageSize={RECORDS_PAGE} onChange={setPage} />
            </>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('reports.ui.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
