import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  donationActionsFrom,
  isMissed,
  type DonationAction,
  type DonationInstalment,
} from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { QueryState } from '../../app/components/QueryState.tsx';
import { useFormErrors } from '../../app/forms/use-form-errors.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { useMoney } from '../../app/format/use-money.ts';
import { useDonation, useDonationAction } from './donations-api.ts';
import { amountChangeBody } from './donation-forms.ts';
import { MoneyField } from '../../app/components/MoneyField.tsx';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** An instalment is due, paid, or missed (unpaid past its days of grace). */
export function instalmentState(i: DonationInstalment, day = today()): 'due' | 'paid' | 'missed' {
  if (i.state === 'paid') return 'paid';
  return isMissed(i.dueOn, day) ? 'missed' : 'due';
}

/**
 * A donation's detail: its instalments (due, paid, missed) and its history, with pause,
 * resume, change of amount and cancel (with a reason) for those who may update donations.
 */
export function DonationDetailDialog({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const { locale } = useLocale();
  const f = useFormat();
  const money = useMoney();
  const canUpdate = useCan('donations:update');
  const detail = useDonation(id);
  const act = useDonationAction();
  const errors = useFormErrors();
  const [asking, setAsking] = useState<DonationAction | null>(null);
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState(false);

  const run = async (action: DonationAction, currency: string) => {
    errors.reset();
    setDone(false);
    const change = action === 'amount' ? amountChangeBody(amount, currency) : null;
    if (change && !change.ok) {
      const issue = change.issues['amount'] ?? { code: 'validation.required' };
      errors.setField('amount', t(issue.code, issue.params));
      return;
    }
    try {
      await act.mutateAsync({
        id,
        action,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
        ...(change?.ok ? { amount: change.body.amount } : {}),
      });
      setAsking(null);
      setReason('');
      setAmount('');
      setDone(true);
    } catch (e) {
      errors.fail(e, ['reason', 'amount']);
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md">
      <DialogTitle>{t('donations.detail.title')}</DialogTitle>
      <DialogContent dividers>
        <QueryState query={detail}>
          {(d) => (
            <Stack spacing={2} data-testid="donation-detail">
              <div>
                <Typography
                  variant="subtitle1"
                  component="p"
                  sx={{ fontWeight: 600 }}
                  data-testid="donation-donor"
                >
                  {d.benefactorName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {{ ar: d.typeNameAr, en: d.typeNameEn, fr: d.typeNameFr }[locale] || d.typeNameAr}
                  {d.benefactorPhone && (
                    <>
                      {' · '}
                      <bdi dir="ltr">{d.benefactorPhone}</bdi>
                    </>
                  )}
                </Typography>
              </div>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 600 }}>{money(d.amount, d.currency)}</Typography>
                <Typography color="text.secondary">
                  {t(`donations.frequency.${d.frequency}`)}
                </Typography>
                <Chip
                  size="small"
                  label={t(`donations.state.${d.state}`)}
                  color={d.state === 'active' ? 'success' : 'default'}
                  data-testid="donation-state"
                />
              </Stack>
              {done && <Alert severity="success">{t('donations.action.done')}</Alert>}
              {errors.error && <Alert severity="error">{errors.error}</Alert>}
              {canUpdate && (
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                  {donationActionsFrom(d.state).map((a) => (
                    <Button
                      key={a}
                      size="small"
                      variant={asking === a ? 'contained' : 'outlined'}
                      color={a === 'cancel' ? 'error' : 'primary'}
                      onClick={() => {
                        errors.reset();
                        if (a === 'pause' || a === 'resume') void run(a, d.currency);
                        else setAsking(a);
                      }}
                      disabled={act.isPending}
                    >
                      {t(`donations.action.${a}`)}
                    </Button>
                  ))}
                </Stack>
              )}
              {asking && (
                <Stack spacing={1.5}>
                  {asking === 'amount' && (
                    <MoneyField
                      size="small"
                      label={t('donations.action.newAmount')}
                      value={amount}
                      onChange={(text) => {
                        setAmount(text);
                        errors.clear('amount');
                      }}
                      currency={d.currency}
                      error={errors.fields.amount}
                    />
                  )}
                  <TextField
                    size="small"
                    name="reason"
                    label={t('donations.action.reason')}
                    value={reason}
                    onChange={(e) => {
                      setReason(e.target.value);
                      errors.clear('reason');
                    }}
                    error={!!errors.fields.reason}
                    helperText={errors.fields.reason}
                    required={asking === 'cancel'}
                    multiline
                  />
                  <Stack direction="row" sx={{ gap: 1 }}>
                    <Button
                      variant="contained"
                      color={asking === 'cancel' ? 'error' : 'primary'}
                      disabled={act.isPending}
                      onClick={() => void run(asking, d.currency)}
                    >
                      {t('donations.action.save')}
                    </Button>
                    <Button onClick={() => setAsking(null)}>{t('common.cancel')}</Button>
                  </Stack>
                </Stack>
              )}
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('donations.detail.instalments')}
              </Typography>
              <List dense disablePadding data-testid="donation-instalments">
                {d.instalments.map((i) => {
                  const s = instalmentState(i);
                  return (
                    <ListItem
                      key={i.id}
                      divider
                      data-testid="instalment-row"
                      secondaryAction={
                        <Chip
                          size="small"
                          variant="outlined"
                          label={t(`donations.instalment.${s}`)}
                          color={s === 'paid' ? 'success' : s === 'missed' ? 'error' : 'default'}
                        />
                      }
                    >
                      <ListItemText
                        primary={`${t('donations.detail.seq')} ${f.number(i.seq)} · ${money(i.amount, i.currency)}`}
                        secondary={`${t('donations.detail.due')}: ${f.date(i.dueOn, 'medium')}`}
                      />
                    </ListItem>
                  );
                })}
              </List>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('donations.detail.history')}
              </Typography>
              <List dense disablePadding data-testid="donation-history">
                {d.events.map((e) => (
                  <ListItem key={e.id} divider>
                    <ListItemText
                      primary={t(`donations.event.${e.action}`, { defaultValue: e.action })}
                      secondary={[
                        f.date(e.at, 'medium'),
                        e.reason,
                        // The receipt serial; not the raw source, ids or minor units.
                        e.action === 'paid' ? e.detail : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            </Stack>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('donations.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
