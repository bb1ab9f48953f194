import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DONATION_LIFECYCLE,
  DONOR_API,
  minorToDecimal,
  type DonationAction,
  type DonorPortalView,
  type ImpactReport,
  type PortalDonation,
} from '@qc/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { useMoney } from '../../app/format/use-money.ts';
import { isApiError } from '../../app/http/api-error.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { fileUrl, useDonorAction, useDonorPortal } from './donor-portal-api.ts';
import { amountChangeBody } from './donation-forms.ts';
import { MoneyField } from '../../app/components/MoneyField.tsx';
import { MonthField } from '../../app/components/MonthField.tsx';

const thisYear = () => new Date().getUTCFullYear();
const lastMonth = () => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The dialog of one action: a reason for cancelling, a new amount (whole units) to change it. */
function ActionDialog({
  token,
  donation,
  action,
  onClose,
}: {
  token: string;
  donation: PortalDonation;
  action: DonationAction;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const act = useDonorAction(token);
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState(minorToDecimal(donation.amount, donation.currency));
  const change = action === 'amount' ? amountChangeBody(amount, donation.currency) : null;
  const error = act.error ? problemsOf(act.error, t('errors.internal')) : null;
  const titles: Record<DonationAction, string> = {
    pause: t('donations.portal.pause'),
    resume: t('donations.portal.resume'),
    cancel: t('donations.portal.cancel'),
    amount: t('donations.portal.changeAmount'),
  };
  const save = () => {
    if (change && !change.ok) return;
    act.mutate(
      {
        id: donation.id,
        action,
        reason,
        ...(change?.ok ? { amount: change.body.amount } : {}),
      },
      { onSuccess: onClose },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{titles[action]}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {action === 'amount' && (
            <MoneyField
              label={t('donations.portal.newAmount')}
              value={amount}
              onChange={setAmount}
              currency={donation.currency}
              error={error?.fields.amount}
            />
          )}
          <TextField
            label={t('donations.portal.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required={action === 'cancel'}
            error={!!error?.fields.reason}
            helperText={error?.fields.reason}
            multiline
          />
          {error && !Object.keys(error.fields).length && (
            <Alert severity="error">{error.message}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('donations.portal.close')}</Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={act.isPending || (change !== null && !change.ok)}
        >
          {t('donations.portal.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Whether the donor's page offers an action on a pledge: what its lifecycle allows from its state
 * (the server decides the same), and a one-off gift keeps its schedule (resume aside).
 */
const offers = (d: PortalDonation, action: DonationAction) =>
  d.frequency !== 'once' && DONATION_LIFECYCLE.can(d.state, action);

function Pledges({ token, view }: { token: string; view: DonorPortalView }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const f = useFormat();
  const money = useMoney();
  const [open, setOpen] = useState<{ d: PortalDonation; action: DonationAction } | null>(null);
  if (!view.donations.length) return <Typography>{t('donations.portal.noPledges')}</Typography>;
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      {view.donations.map((d) => (
        <Box key={d.id} data-testid="donor-pledge">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{d.typeName[locale]}</Typography>
            <Chip size="small" label={t(`donations.state.${d.state}`)} />
          </Stack>
          <Typography color="text.secondary">
            {money(d.amount, d.currency)} · {t(`donations.frequency.${d.frequency}`)} ·{' '}
            {f.date(d.startDate)}
          </Typography>
          {d.frequency !== 'once' && (
            <Table size="small" sx={{ mt: 1 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('donations.portal.instalment')}</TableCell>
                  <TableCell>{t('donations.portal.due')}</TableCell>
                  <TableCell>{t('donations.ui.amount')}</TableCell>
                  <TableCell>{t('donations.ui.state')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {d.instalments.slice(0, 12).map((i) => (
                  <TableRow key={i.id}>
                    <TableCell>{f.number(i.seq)}</TableCell>
                    <TableCell>{f.date(i.dueOn, 'medium')}</TableCell>
                    <TableCell>{money(i.amount, i.currency)}</TableCell>
                    <TableCell>
                      {i.state === 'paid' ? (
                        <Chip
                          size="small"
                          color="success"
                          label={t('donations.portal.instalmentPaid')}
                        />
                      ) : i.missed ? (
                        <Chip size="small" color="warning" label={t('donations.portal.missed')} />
                      ) : (
                        t('donations.portal.instalmentDue')
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
            {offers(d, 'amount') && (
              <Button size="small" onClick={() => setOpen({ d, action: 'amount' })}>
                {t('donations.portal.changeAmount')}
              </Button>
            )}
            {offers(d, 'pause') && (
              <Button size="small" onClick={() => setOpen({ d, action: 'pause' })}>
                {t('donations.portal.pause')}
              </Button>
            )}
            {DONATION_LIFECYCLE.can(d.state, 'resume') && (
              <Button size="small" onClick={() => setOpen({ d, action: 'resume' })}>
                {t('donations.portal.resume')}
              </Button>
            )}
            {offers(d, 'cancel') && (
              <Button size="small" color="error" onClick={() => setOpen({ d, action: 'cancel' })}>
                {t('donations.portal.cancel')}
              </Button>
            )}
          </Stack>
        </Box>
      ))}
      {open && (
        <ActionDialog
          token={token}
          donation={open.d}
          action={open.action}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}

function Payments({ token, view }: { token: string; view: DonorPortalView }) {
  const { t } = useTranslation();
  const f = useFormat();
  const money = useMoney();
  if (!view.payments.length) return <Typography>{t('donations.portal.noPayments')}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{t('donations.ui.received')}</TableCell>
          <TableCell>{t('donations.ui.amount')}</TableCell>
          <TableCell>{t('donations.ui.receipt')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {view.payments.map((p) => (
          <TableRow key={p.id}>
            <TableCell>{f.date(p.receivedOn, 'medium')}</TableCell>
            <TableCell>{money(p.amount, p.currency)}</TableCell>
            <TableCell>
              {p.serial ? (
                <Link
                  href={fileUrl(DONOR_API.portalReceipt, { token, paymentId: p.id })}
                  target="_blank"
                  rel="noopener"
                  dir="ltr"
                >
                  {p.serial}
                </Link>
              ) : (
                t(`donations.payment.${p.state}`)
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Impact({ token, report }: { token: string; report: ImpactReport | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (!report) return <Typography>{t('donations.impact.noStudents')}</Typography>;
  const rate = (r: number | null) => (r == null ? t('donations.impact.noRecord') : f.percent(r));
  return (
    <Stack spacing={1}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('donations.impact.student')}</TableCell>
              <TableCell>{t('donations.impact.pages')}</TableCell>
              <TableCell>{t('donations.impact.attendance')}</TableCell>
              <TableCell>{t('donations.impact.tests')}</TableCell>
              <TableCell>{t('donations.impact.certificates')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.students.map((s, i) => (
              <TableRow key={i}>
                <TableCell>{s.firstName}</TableCell>
                <TableCell>{f.number(s.pagesMemorised)}</TableCell>
                <TableCell>{rate(s.attendanceRate)}</TableCell>
                <TableCell>{f.number(s.testsPassed)}</TableCell>
                <TableCell>{f.number(s.certificates)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Link
        href={fileUrl(DONOR_API.portalImpactPdf, { token }, `?month=${report.month}`)}
        target="_blank"
        rel="noopener"
      >
        {t('donations.impact.pdf')}
      </Link>
    </Stack>
  );
}

/**
 * The donor's own page (/donor-portal/:token), reached by the signed link they were sent: no
 * password, phone first, three languages. A wrong, expired or withdrawn link shows the refusal
 * and nothing else.
 */
export default function DonorPortalScreen() {
  const { token = '' } = useParams();
  const { t } = useTranslation();
  const { locale } = useLocale();
  const f = useFormat();
  const money = useMoney();
  const initialMonth = new URLSearchParams(window.location.search).get('month') ?? lastMonth();
  const [year, setYear] = useState(thisYear());
  const [month, setMonth] = useState(initialMonth);
  const portal = useDonorPortal(token, { year, month });
  let body: ReactNode;
  if (portal.isPending)
    body = <CircularProgress aria-busy="true" sx={{ mx: 'auto', display: 'block' }} />;
  else if (portal.isError)
    body =
      isApiError(portal.error) && portal.error.status === 403 ? (
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('donations.portal.title')}
          </Typography>
          <Alert severity="warning" role="alert">
            {t('donations.portal.invalid')}
          </Alert>
        </Stack>
      ) : (
        <Alert
          severity="warning"
          action={<Button onClick={() => void portal.refetch()}>{t('donations.ui.retry')}</Button>}
        >
          {t('donations.ui.loadFailed')}
        </Alert>
      );
  else {
    const v = portal.data;
    body = (
      <Stack spacing={2}>
        <Box>
          <Typography variant="h5" component="h1">
            {t('donations.portal.hello', { name: v.donor.name })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('donations.portal.expires', { date: f.date(v.expiresAt) })}
          </Typography>
        </Box>
        <Section title={t('donations.portal.pledges')}>
          <Pledges token={token} view={v} />
        </Section>
        <Section title={t('donations.portal.payments')}>
          <Payments token={token} view={v} />
        </Section>
        <Section title={t('donations.portal.statement')}>
          <TextField
            label={t('donations.portal.year')}
            type="number"
            size="small"
            value={year}
            onChange={(e) => setYear(Number(e.target.value) || thisYear())}
            slotProps={{ htmlInput: { min: 2000, max: 2100, dir: 'ltr' } }}
            sx={{ mb: 1, maxWidth: 140 }}
          />
          {v.statement.lines.length ? (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('donations.portal.fund')}</TableCell>
                  <TableCell>{t('donations.portal.total')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {v.statement.lines.map((l) => (
                  <TableRow key={`${l.fundName.en}-${l.currency}`}>
                    <TableCell>{l.fundName[locale]}</TableCell>
                    <TableCell>{money(l.amount, l.currency)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <Typography>{t('donations.portal.noStatement')}</Typography>
          )}
        </Section>
        <Section title={t('donations.impact.title')}>
          <MonthField
            label={t('donations.impact.month')}
            size="small"
            value={month}
            // The report is of a month: clearing the field keeps the one shown.
            onChange={(v) => v && setMonth(v)}
            sx={{ mb: 1 }}
          />
          <Impact token={token} report={v.impact} />
        </Section>
      </Stack>
    );
  }
  return (
    <Box component="main" sx={{ maxWidth: 720, mx: 'auto', px: 2, pt: { xs: 7, sm: 9 }, pb: 4 }}>
      <Typography variant="overline" color="text.secondary">
        {t('donations.portal.title')}
      </Typography>
      {body}
    </Box>
  );
}
