import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DONATION_STATES, type DonationRow } from '@qc/domain';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useDonations } from './donations-api.ts';
import { useMoney } from '../../app/format/use-money.ts';
import { DonationDetailDialog } from './DonationDetailDialog.tsx';
import { NewDonationDialog } from './dialogs.tsx';
import { ListFrame, useListState } from './parts.tsx';
import { usePhone } from '../../app/hooks/use-phone.ts';

/** All donations and pledges in the caller's scope: who, what, how often, what was paid. */
export default function DonationsScreen() {
  const { t } = useTranslation();
  const phone = usePhone();
  const f = useFormat();
  const money = useMoney();
  const canCreate = useCan('donations:create');
  const list = useListState();
  const donations = useDonations(list.params);
  const [open, setOpen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const details = (d: DonationRow) => (
    <Button size="small" onClick={() => setOpen(d.id)} data-testid="donation-open">
      {t('donations.detail.open')}
    </Button>
  );
  const frequency = (d: DonationRow) =>
    t(`donations.frequency.${d.frequency}`) +
    (d.frequency === 'once'
      ? ''
      : ` × ${d.instalments == null ? t('donations.ui.openEnded') : f.number(d.instalments)}`);
  const stateChip = (d: DonationRow) => (
    <Chip
      size="small"
      label={t(`donations.state.${d.state}`)}
      color={d.state === 'active' ? 'success' : 'default'}
    />
  );
  return (
    <Screen>
      <ListFrame
        list={list}
        query={donations}
        states={DONATION_STATES}
        stateKey="donations.state"
        actions={
          canCreate && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              {t('donations.new.button')}
            </Button>
          )
        }
      >
        {(items) => (
          <RecordTable
            rows={items}
            rowKey={(d) => d.id}
            label={t('donations.ui.donations')}
            phone={phone}
            rowTestId="donation-row"
            columns={[
              {
                key: 'b',
                header: t('donations.ui.benefactor'),
                cell: (d) => <bdi>{d.benefactorName}</bdi>,
              },
              { key: 't', header: t('donations.ui.type'), cell: (d) => d.typeName },
              {
                key: 'a',
                header: t('donations.ui.amount'),
                cell: (d) => money(d.amount, d.currency),
                nowrap: true,
              },
              { key: 'f', header: t('donations.ui.frequency'), cell: frequency },
              {
                key: 's',
                header: t('donations.ui.start'),
                cell: (d) => f.date(d.startDate, 'medium'),
                nowrap: true,
              },
              {
                key: 'p',
                header: t('donations.ui.paid'),
                cell: (d) => money(d.paid, d.currency),
                nowrap: true,
              },
              { key: 'st', header: t('donations.ui.state'), cell: stateChip },
              { key: 'x', header: '', cell: details },
            ]}
            card={(d) => (
              <Card variant="outlined">
                <CardContent>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      <bdi>{d.benefactorName}</bdi>
                    </Typography>
                    {stateChip(d)}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {d.typeName} · {frequency(d)}
                  </Typography>
                  <Typography variant="body2">
                    {money(d.amount, d.currency)} · {t('donations.ui.paid')}:{' '}
                    {money(d.paid, d.currency)}
                  </Typography>
                  <Stack
                    direction="row"
                    sx={{ justifyContent: 'space-between', alignItems: 'center' }}
                  >
                    <Typography variant="caption" color="text.secondary">
                      {f.date(d.startDate, 'medium')}
                    </Typography>
                    {details(d)}
                  </Stack>
                </CardContent>
              </Card>
            )}
          />
        )}
      </ListFrame>
      {open && <DonationDetailDialog id={open} onClose={() => setOpen(null)} />}
      {creating && (
        <NewDonationDialog onClose={() => setCreating(false)} onDone={(d) => setOpen(d.id)} />
      )}
    </Screen>
  );
}
