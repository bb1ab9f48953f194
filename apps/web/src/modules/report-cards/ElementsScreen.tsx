import Insights from '@mui/icons-material/InsightsOutlined';
import ViewQuilt from '@mui/icons-material/ViewQuiltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { metricLabelKey, type MetricKey } from '@qc/domain';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { useElements } from './report-cards-api.ts';

/**
 * The elements a report card template may place (card-report-elements-component): each with
 * what it shows, where it reads it (a figure of the metric registry, the student's records, the
 * document itself), its smallest box on the page and how many templates place it.
 */
export function ElementsScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  const elements = useElements();
  return (
    <Screen>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('reportCards.ui.elementsHelp')}
      </Alert>
      <QueryState query={elements}>
        {(list) => (
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            }}
          >
            {list.map((e) => (
              <Card key={e.key} variant="outlined" data-testid="element-card">
                <CardContent sx={{ display: 'grid', gap: 1 }}>
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                    {e.kind === 'metric' ? (
                      <Insights color="primary" aria-hidden />
                    ) : (
                      <ViewQuilt color="secondary" aria-hidden />
                    )}
                    <Typography sx={{ fontWeight: 700, flex: 1 }}>
                      {t(`reportCards.element.${e.key}`)}
                    </Typography>
                    <Chip
                      size="small"
                      label={t(
                        e.kind === 'metric'
                          ? 'reportCards.ui.kindMetric'
                          : 'reportCards.ui.kindBlock',
                      )}
                      color={e.kind === 'metric' ? 'primary' : 'default'}
                      variant="outlined"
                    />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {t(`reportCards.elementHelp.${e.key}`)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t(`reportCards.ui.source.${e.source}`)}
                    {e.metric
                      ? ` · ${t(metricLabelKey(e.metric as MetricKey))}${e.subject === 'ring' ? ` ${t('reportCards.ui.ofRing')}` : ''}`
                      : ''}
                  </Typography>
                  <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
                    <Typography variant="caption">
                      {t('reportCards.ui.minSize')}:{' '}
                      {t('reportCards.ui.cells', { w: f.number(e.min.w), h: f.number(e.min.h) })}
                    </Typography>
                    <Typography variant="caption">
                      {count('reportCards.count.usedByTemplates', e.templates)}
                    </Typography>
                  </Stack>
                </CardContent>
              </Card>
            ))}
          </Box>
        )}
      </QueryState>
    </Screen>
  );
}

export default ElementsScreen;
