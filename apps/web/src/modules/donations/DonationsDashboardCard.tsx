import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../app/format/use-format.ts';
import { useMoney } from '../../app/format/use-money.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { useDonationsDashboard } from './donations-api.ts';

/**
 * The home card of users who read donations: this month's confirmed receipts by fund, the
 * pledges at risk (an instalment missed) and the sponsorship requests still without a sponsor.
 */
export default function DonationsDashboardCard() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const f = useFormat();
  const money = useMoney();
  const figures = useDonationsDashboard(true);
  const d = figures.data;
  return (
    <Box sx={{ gridColumn: { md: 'span 4' } }} data-testid="dashboard-donations">
      <Card sx={{ height: '100%' }}>
        <CardHeader
          title={t('donations.card.title')}
          action={
            <Button component={RouterLink} to="/donation-all-component" size="small">
              {t('donations.detail.open')}
            </Button>
          }
        />
        <CardContent sx={{ pt: 0 }}>
          {!d ? (
            <Skeleton height={120} />
          ) : (
            <Stack spacing={1.5}>
              <Typography variant="subtitle2" color="text.secondary">
                {t('donations.card.received')}
              </Typography>
              {d.received.length === 0 ? (
                <Typography color="text.secondary">{t('donations.card.none')}</Typography>
              ) : (
                <List dense disablePadding>
                  {d.received.map((r) => (
                    <ListItem key={`${r.fundId}-${r.currency}`} disableGutters>
                      <ListItemText
                        primary={r.fundName[locale]}
                        secondary={money(r.amount, r.currency)}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
              <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
                <Button component={RouterLink} to="/donation-all-component" size="small">
                  {t('donations.card.atRisk')}: {f.number(d.pledgesAtRisk)}
                </Button>
                <Button component={RouterLink} to="/benefactor-request-component" size="small">
                  {t('donations.card.unmatched')}: {f.number(d.unmatchedRequests)}
                </Button>
              </Stack>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
