import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DONATION_LIFECYCLE, minorToDecimal, type DonationRow } from '@qc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { useMoney } from '../../app/format/use-money.ts';
import type { DetailPanelProps } from '../../resources/panels.ts';
import { resourceQueryKeys, type RefLabel } from '../../resources/resource-api.ts';
import { useDonationAction, useRequestSponsors } from './donations-api.ts';
import { NewDonationDialog } from './dialogs.tsx';
import { ReasonDialog } from '../../app/components/ReasonDialog.tsx';

const ref = (v: RefLabel | RefLabel[] | null | undefined): RefLabel | null =>
  Array.isArray(v) ? (v[0] ?? null) : (v ?? null);

/**
 * On a sponsorship request's page: its coverage bar, its sponsors (the pledges matched to it,
 * with "end the sponsorship" on the live ones) and, while it is open, the match of a sponsor (a
 * monthly pledge bound to the request, the remaining share suggested). Ending a sponsorship is
 * cancelling its pledge with a reason: the coverage falls back and the pledge's history stays.
 */
export default function SponsorMatchPanel({ record }: DetailPanelProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const money = useMoney();
  const queryClient = useQueryClient();
  const canCreate = useCan('donations:create');
  const [matching, setMatching] = useState(false);
  const [done, setDone] = useState<'matched' | 'ended' | null>(null);
  const refreshRequest = () =>
    void queryClient.invalidateQueries({ queryKey: resourceQueryKeys.all('sponsorship-requests') });
  const covered = Number(record.coveredPercent ?? 0);
  const monthly = Number(record.monthlyAmount ?? 0);
  const currency = String(record.currency ?? 'TRY');
  const left = Math.max(0, Math.floor((monthly * (100 - covered)) / 100));
  const type = ref(record._refs.donationTypeId);
  const centre = ref(record._refs.centreId);
  const open = record.status === 'open' && !record.archivedAt && covered < 100;
  return (
    <Card variant="outlined" data-testid="sponsor-match-panel">
      <CardHeader title={t('donations.match.coverage')} titleTypographyProps={{ variant: 'h6' }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={1.5}>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, covered)}
            aria-label={t('donations.match.coverage')}
            sx={{ height: 10, borderRadius: 5 }}
          />
          <Typography variant="body2">
            {f.percent(covered / 100)} · {money(monthly - left, currency)} /{' '}
            {money(monthly, currency)}
          </Typography>
          {done && (
            <Alert severity="success" role="status">
              {t(done === 'matched' ? 'donations.match.done' : 'donations.match.ended')}
            </Alert>
          )}
          <Sponsors
            requestId={record.id}
            onEnded={() => {
              setDone('ended');
              refreshRequest();
            }}
          />
          {open && canCreate && type && centre && (
            <Button
              variant="contained"
              startIcon={<HandshakeOutlined />}
              onClick={() => setMatching(true)}
              sx={{ alignSelf: 'flex-start' }}
              data-testid="sponsor-match"
            >
              {t('donations.match.button')}
            </Button>
          )}
        </Stack>
      </CardContent>
      {matching && type && centre && (
        <NewDonationDialog
          onClose={() => setMatching(false)}
          onDone={() => {
            setDone('matched');
            refreshRequest();
          }}
          request={{
            id: record.id,
            typeId: { id: type.id, label: type.label, subtitle: null, archived: false },
            centreId: { id: centre.id, label: centre.label, subtitle: null, archived: false },
            currency,
            share: minorToDecimal(left, currency),
          }}
        />
      )}
    </Card>
  );
}

/** The request's sponsors: each pledge, its monthly amount and state; live ones can be ended. */
function Sponsors({ requestId, onEnded }: { requestId: string; onEnded(): void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const money = useMoney();
  const canUpdate = useCan('donations:update');
  const sponsors = useRequestSponsors(requestId);
  const act = useDonationAction();
  const [ending, setEnding] = useState<DonationRow | null>(null);
  const rows = sponsors.data?.items ?? [];
  return (
    <Stack spacing={1} data-testid="request-sponsors">
      <Typography variant="subtitle2">{t('donations.match.sponsors')}</Typography>
      {sponsors.isSuccess && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('donations.match.noSponsors')}
        </Typography>
      )}
      {rows.length > 0 && (
        <List dense disablePadding>
          {rows.map((d) => (
            <ListItem
              key={d.id}
              disableGutters
              data-testid="request-sponsor"
              secondaryAction={
                canUpdate && DONATION_LIFECYCLE.can(d.state, 'cancel') ? (
                  <Button size="small" color="error" onClick={() => setEnding(d)}>
                    {t('donations.match.end')}
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                primary={d.benefactorName}
                secondary={
                  <>
                    {money(d.amount, d.currency)} · {t(`donations.frequency.${d.frequency}`)} ·{' '}
                    {f.date(d.startDate, 'medium')}{' '}
                    <Chip
                      size="small"
                      component="span"
                      label={t(`donations.state.${d.state}`)}
                      color={d.state === 'active' ? 'success' : 'default'}
                    />
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {ending && (
        <ReasonDialog
          title={t('donations.match.end')}
          message={t('donations.match.endConfirm', { name: ending.benefactorName })}
          confirmLabel={t('donations.match.end')}
          destructive
          onConfirm={(reason) =>
            act.mutateAsync({ id: ending.id, action: 'cancel', reason }).then(onEnded)
          }
          onClose={() => setEnding(null)}
        />
      )}
    </Stack>
  );
}
