import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { minorDigits } from '@qc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { useMoney } from '../../app/format/use-money.ts';
import type { DetailPanelProps } from '../../resources/panels.ts';
import { resourceQueryKeys, type RefLabel } from '../../resources/resource-api.ts';
import { NewDonationDialog } from './dialogs.tsx';

const ref = (v: RefLabel | RefLabel[] | null | undefined): RefLabel | null =>
  Array.isArray(v) ? (v[0] ?? null) : (v ?? null);

/**
 * On a sponsorship request's page: its coverage bar and, while it is open, the match of a
 * sponsor (a monthly pledge bound to the request, the remaining share suggested). Ending a
 * sponsorship is cancelling its pledge: the coverage falls back and the pledge's history stays.
 */
export default function SponsorMatchPanel({ record }: DetailPanelProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const money = useMoney();
  const queryClient = useQueryClient();
  const canCreate = useCan('donations:create');
  const [matching, setMatching] = useState(false);
  const [done, setDone] = useState(false);
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
            {f.number(covered)}% · {money(monthly - left, currency)} / {money(monthly, currency)}
          </Typography>
          {done && <Alert severity="success">{t('donations.match.done')}</Alert>}
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
            setDone(true);
            void queryClient.invalidateQueries({
              queryKey: resourceQueryKeys.all('sponsorship-requests'),
            });
          }}
          request={{
            id: record.id,
            typeId: { id: type.id, label: type.label, subtitle: null, archived: false },
            centreId: { id: centre.id, label: centre.label, subtitle: null, archived: false },
            currency,
            share: String(left / 10 ** minorDigits(currency)),
          }}
        />
      )}
    </Card>
  );
}
