import Add from '@mui/icons-material/Add';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Undo from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PAYMENT_STATES, paymentActionOffered, type PaymentRow } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { downloadReceipt, usePaymentAction, usePayments } from './donations-api.ts';
import { useMoney } from '../../app/format/use-money.ts';
import { PaymentDialog } from './dialogs.tsx';
import { ListFrame, useListState } from './parts.tsx';
import { usePhone } from '../../app/hooks/use-phone.ts';

/**
 * Donation payments: a pending transfer or cash is confirmed by an accountant (posted to the
 * type's fund, with a receipt serial); a confirmed one can be refunded (the entry is reversed)
 * and its receipt opened as a PDF.
 */
export default function PaymentsScreen() {
  const { t } = useTranslation();
  const phone = usePhone();
  const f = useFormat();
  const money = useMoney();
  const approve = useCan('donations:approve');
  const canCreate = useCan('donations:create');
  const list = useListState();
  const [recording, setRecording] = useState(false);
  const [refunding, setRefunding] = useState<PaymentRow | null>(null);
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const payments = usePayments(list.params);
  const action = usePaymentAction();

  const run = async (p: PaymentRow, kind: 'confirm' | 'refund', why?: string) => {
    setNotice(null);
    try {
      await action.mutateAsync({ id: p.id, action: kind, ...(why ? { reason: why } : {}) });
      setNotice({
        ok: true,
        text: t(kind === 'confirm' ? 'donations.ui.confirmed' : 'donations.ui.refunded'),
      });
      setRefunding(null);
      setReason('');
    } catch (e) {
      setNotice({ ok: false, text: problemsOf(e, t('errors.internal')).message });
    }
  };
  const actions = (p: PaymentRow) => (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {approve && paymentActionOffered(p.state, 'confirm') && (
        <Button
          size="small"
          variant="contained"
          startIcon={<CheckCircleOutline />}
          disabled={action.isPending}
          onClick={() => void run(p, 'confirm')}
        >
          {t('donations.ui.confirm')}
        </Button>
      )}
      {p.serial && (
        <Button
          size="small"
          startIcon={<PictureAsPdfOutlined />}
          onClick={() =>
            void downloadReceipt(p).catch((e: unknown) =>
              setNotice({ ok: false, text: problemsOf(e, t('errors.internal')).message }),
            )
          }
        >
          {t('donations.ui.receipt')}
        </Button>
      )}
      {approve && paymentActionOffered(p.state, 'refund') && (
        <Button size="small" color="warning" startIcon={<Undo />} onClick={() => setRefunding(p)}>
          {t('donations.ui.refund')}
        </Button>
      )}
    </Stack>
  );
  const stateChip = (p: PaymentRow) => (
    <Chip
      size="small"
      label={t(`donations.payment.${p.state}`)}
      color={p.state === 'confirmed' ? 'success' : p.state === 'pending' ? 'warning' : 'default'}
    />
  );
  return (
    <Screen>
      {notice && (
        <Alert
          severity={notice.ok ? 'success' : 'error'}
          sx={{ mb: 2 }}
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      <ListFrame
        list={list}
        query={payments}
        states={PAYMENT_STATES}
        stateKey="donations.payment"
        actions={
          canCreate && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setRecording(true)}>
              {t('donations.pay.button')}
            </Button>
          )
        }
      >
        {(items) => (
          <RecordTable
            rows={items}
            rowKey={(p) => p.id}
            label={t('donations.ui.payments')}
            phone={phone}
            rowTestId="payment-row"
            columns={[
              {
                key: 'b',
                header: t('donations.ui.benefactor'),
                cell: (p) => <bdi>{p.benefactorName}</bdi>,
              },
              { key: 't', header: t('donations.ui.type'), cell: (p) => p.typeName },
              {
                key: 'a',
                header: t('donations.ui.amount'),
                cell: (p) => money(p.amount, p.currency),
                nowrap: true,
              },
              {
                key: 'm',
                header: t('donations.ui.method'),
                cell: (p) => t(`donations.method.${p.method}`),
              },
              {
                key: 'r',
                header: t('donations.ui.reference'),
                cell: (p) => <bdi dir="ltr">{p.serial ?? p.reference ?? ''}</bdi>,
                nowrap: true,
              },
              {
                key: 'd',
                header: t('donations.ui.received'),
                cell: (p) => f.date(p.receivedOn, 'medium'),
                nowrap: true,
              },
              { key: 's', header: t('donations.ui.state'), cell: stateChip },
              { key: 'x', header: '', cell: actions },
            ]}
            card={(p) => (
              <Card variant="outlined">
                <CardContent>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      <bdi>{p.benefactorName}</bdi>
                    </Typography>
                    {stateChip(p)}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {p.typeName} · {t(`donations.method.${p.method}`)}
                  </Typography>
                  <Typography variant="body2">{money(p.amount, p.currency)}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {f.date(p.receivedOn, 'medium')} ·{' '}
                    <bdi dir="ltr">{p.serial ?? p.reference ?? ''}</bdi>
                  </Typography>
                  <Stack sx={{ mt: 1 }}>{actions(p)}</Stack>
                </CardContent>
              </Card>
            )}
          />
        )}
      </ListFrame>
      {recording && <PaymentDialog onClose={() => setRecording(false)} />}
      <Dialog
        open={!!refunding}
        onClose={() => setRefunding(null)}
        fullScreen={phone}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle>{t('donations.ui.refund')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 1 }}
            label={t('donations.ui.refundReason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRefunding(null)}>{t('common.cancel')}</Button>
          <Button
            color="warning"
            variant="contained"
            disabled={reason.trim().length < 3 || action.isPending}
            onClick={() => refunding && void run(refunding, 'refund', reason.trim())}
          >
            {t('donations.ui.refund')}
          </Button>
        </DialogActions>
      </Dialog>
    </Screen>
  );
}
