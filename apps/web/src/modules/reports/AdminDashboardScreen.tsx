import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MetricKey, WaitingLine } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { FigureGrid, presetPeriods, RecordsDialog } from './parts.tsx';
import { useFigures, useWaiting } from './reports-api.ts';

function WaitingItem({ line }: { line: WaitingLine }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { dir } = useLocale();
  const Arrow = dir === 'rtl' ? ChevronLeft : ChevronRight;
  // A list item holding the link (a list's children are items, not links).
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={line.path}
        data-testid={`waiting-${line.key}`}
        sx={{ gap: 1 }}
      >
        <ListItemText
          primary={t(line.labelKey)}
          secondary={
            line.error
              ? t(line.error)
              : line.oldestAt
                ? t('reports.ui.oldest', { age: f.relative(line.oldestAt) })
                : null
          }
          slotProps={{ secondary: line.error ? { color: 'error' } : {} }}
        />
        <Chip
          label={f.number(line.count)}
          color={line.count > 0 ? 'warning' : 'default'}
          size="small"
          data-testid="waiting-count"
        />
        <Arrow fontSize="small" color="action" />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The administration dashboard (admin-component): first what waits for the caller's decision
 * across modules, with how many and since when, then the caller's figures of this month from
 * the metric registry as cards, each opening its records. The server reads the figures in one
 * statement and, should it fail, each on its own, so one that fails shows its error in its card
 * and the others still show.
 */
export default function AdminDashboardScreen() {
  const { t } = useTranslation();
  const waiting = useWaiting();
  const period = presetPeriods().thisMonth;
  const figures = useFigures(period);
  const [open, setOpen] = useState<MetricKey | null>(null);
  return (
    <Screen>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('reports.ui.waiting')}
      </Typography>
      <Card sx={{ mb: 3 }}>
        <QueryState
          query={waiting}
          isEmpty={(d) => d.items.every((i) => i.count === 0 && !i.error)}
          empty={<EmptyState dense title={t('reports.ui.nothingWaiting')} />}
        >
          {(d) => (
            <List disablePadding data-testid="waiting-list">
              {d.items
                .filter((i) => i.count > 0 || i.error)
                .map((i) => (
                  <WaitingItem key={i.key} line={i} />
                ))}
            </List>
          )}
        </QueryState>
      </Card>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}
      >
        <Typography variant="h6" component="h2">
          {t('reports.ui.keyFigures')}
        </Typography>
        <Button component={RouterLink} to="/currently-report-component" size="small">
          {t('reports.ui.allFigures')}
        </Button>
      </Stack>
      <QueryState
        query={figures}
        isEmpty={(d) => d.keys.length === 0}
        empty={<EmptyState dense title={t('reports.ui.noFigures')} />}
      >
        {(d) => (
          <Box>
            {d.groups[0] ? (
              <FigureGrid cells={d.groups[0].cells} onOpen={setOpen} />
            ) : (
              <Alert severity="info">{t('reports.ui.noGroups')}</Alert>
            )}
          </Box>
        )}
      </QueryState>
      {open && <RecordsDialog figure={open} filter={period} onClose={() => setOpen(null)} />}
    </Screen>
  );
}
