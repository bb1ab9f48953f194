import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { voucherOpen, type VoucherDetail, type VoucherState } from '@qc/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../app/components/QueryState.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { useMoney } from '../../app/format/use-money.ts';
import { ReasonDialog } from '../../app/components/ReasonDialog.tsx';
import {
  attachFile,
  downloadVoucherPdf,
  useFinanceFormat,
  useFinanceWrite,
  useVoucher,
  voucherAction,
} from './finance-api.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';

const STATE_COLOR: Record<VoucherState, 'default' | 'info' | 'success' | 'error'> = {
  draft: 'default',
  approved: 'info',
  posted: 'success',
  cancelled: 'error',
};

export function StateChip({ state }: { state: VoucherState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATE_COLOR[state]}
      label={t(`finance.state.${state}`)}
    />
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'end' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** One voucher: its facts and lines, and what the caller may do now (approve, post, cancel, print, attach). */
export function VoucherDialog({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const f = useFormat();
  const { name, locale } = useFinanceFormat();
  const money = useMoney();
  const voucher = useVoucher(id);
  const act = useFinanceWrite((a: { action: 'approve' | 'post' }) => voucherAction(a.action, id));
  const cancel = useFinanceWrite((reason: string) => voucherAction('cancel', id, { reason }));
  const attach = useFinanceWrite((file: File) => attachFile(id, file));
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(problemsOf(e, t('errors.internal')).message);
    }
  };
  const v: VoucherDetail | undefined = voucher.data;
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth>
      <DialogTitle>
        {v
          ? `${t(`finance.entry.${v.kind}`)} ${f.digits(v.serial ?? '')}`
          : t('finance.ui.vouchers')}
      </DialogTitle>
      <DialogContent dividers>
        <QueryState query={voucher}>
          {(v) => (
            <Stack spacing={1} data-testid="voucher-detail">
              <Row label={t('finance.ui.state')}>
                <StateChip state={v.state} />
              </Row>
              <Row label={t('finance.ui.date')}>{f.date(v.voucherDate)}</Row>
              <Row label={t('finance.ui.box')}>
                {name(v.boxName)} · {v.centreName}
              </Row>
              {v.toBoxName && <Row label={t('finance.ui.toBox')}>{name(v.toBoxName)}</Row>}
              {v.fundName && v.toFundName && (
                <>
                  <Row label={t('finance.ui.fromFund')}>{name(v.fundName)}</Row>
                  <Row label={t('finance.ui.toFund')}>{name(v.toFundName)}</Row>
                </>
              )}
              {(v.recipientName || v.party) && (
                <Row label={t('finance.ui.party')}>{v.recipientName ?? v.party}</Row>
              )}
              <Row label={t('finance.ui.amount')}>
                <strong>{money(v.amount, v.currency)}</strong>
              </Row>
              {v.toAmount && v.toCurrency && (
                <Row label={t('finance.ui.toAmount')}>{money(v.toAmount, v.toCurrency)}</Row>
              )}
              <Row label={t('finance.ui.memo')}>{v.memo}</Row>
              {v.lines.length > 0 && <Divider />}
              {v.lines.map((l, i) => (
                <Row key={i} label={`${name(l.accountName)} · ${name(l.fundName)}`}>
                  {money(l.amount, v.currency)}
                </Row>
              ))}
              <Divider />
              {v.createdByName && <Row label={t('finance.ui.createdBy')}>{v.createdByName}</Row>}
              {v.approvedByName && <Row label={t('finance.ui.approvedBy')}>{v.approvedByName}</Row>}
              {v.postedByName && <Row label={t('finance.ui.postedBy')}>{v.postedByName}</Row>}
              {v.entryNumber && (
                <Row label={t('finance.ui.entryNumber')}>{f.digits(v.entryNumber)}</Row>
              )}
              {v.attachments.length > 0 && (
                <Row label={t('finance.ui.attachments')}>
                  <Stack>
                    {v.attachments.map((a) => (
                      <Link key={a.id} href={a.url} target="_blank" rel="noopener">
                        {a.name}
                      </Link>
                    ))}
                  </Stack>
                </Row>
              )}
              {error && <Alert severity="error">{error}</Alert>}
            </Stack>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {v && (
          <>
            <Button
              startIcon={<PictureAsPdfOutlined />}
              onClick={() => void run(() => downloadVoucherPdf(v, locale))}
            >
              {t('finance.ui.pdf')}
            </Button>
            {voucherOpen(v.state) && (
              <Button
                component="label"
                startIcon={<AttachFileOutlined />}
                disabled={attach.isPending}
              >
                {t('finance.ui.attach')}
                <input
                  hidden
                  type="file"
                  accept="image/png,image/jpeg,image/webp,application/pdf"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file) void run(() => attach.mutateAsync(file));
                  }}
                />
              </Button>
            )}
            {v.can.cancel && (
              <Button color="error" onClick={() => setCancelling(true)}>
                {t('finance.ui.cancelVoucher')}
              </Button>
            )}
            {v.can.approve && (
              <Button
                variant="contained"
                disabled={act.isPending}
                onClick={() => void run(() => act.mutateAsync({ action: 'approve' }))}
              >
                {t('finance.ui.approve')}
              </Button>
            )}
            {v.can.post && (
              <Button
                variant="contained"
                color="success"
                disabled={act.isPending}
                onClick={() => void run(() => act.mutateAsync({ action: 'post' }))}
              >
                {t('finance.ui.post')}
              </Button>
            )}
          </>
        )}
        <Button onClick={onClose}>{t('finance.ui.done')}</Button>
      </DialogActions>
      {cancelling && v && (
        <ReasonDialog
          title={t('finance.ui.cancelVoucher')}
          confirmLabel={t('finance.ui.cancelVoucher')}
          destructive
          onConfirm={(reason) => cancel.mutateAsync(reason)}
          onClose={() => setCancelling(false)}
        />
      )}
    </Dialog>
  );
}
