import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RewardTransferRow } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ListFrame } from '../../app/components/ListFrame.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { ReasonDialog } from '../../app/components/ReasonDialog.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useMoney } from '../../app/format/use-money.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { cleanQuery } from '../../app/http/contract-path.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { rewardWhy } from './parts.tsx';
import {
  useCreateTransfer,
  useReverseTransfer,
  useRewards,
  useTransferSources,
  useTransfers,
} from './rewards-api.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';

const PAGE_SIZE = 25;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The new transfer: a centre and currency, their approved money rewards not yet paid (checked
 * to pay), a cash box or bank of the centre and a fund that may pay rewards; the total as chosen.
 */
function TransferDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const count = useCount();
  const phone = usePhone();
  const create = useCreateTransfer();
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const [currency, setCurrency] = useState('TRY');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [fundId, setFundId] = useState('');
  const [accountId, setAccountId] = useState('');
  const [paidOn, setPaidOn] = useState(today());
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<{
    message: string;
    fields: Record<string, string>;
  } | null>(null);
  const ready = !!centre && /^[A-Z]{3}$/.test(currency);
  // A picker: the approved, unpaid rewards of one centre and currency (at most 100 at once).
  const rewards = useRewards(
    cleanQuery({
      state: 'approved',
      money: 'true',
      centreId: centre?.id,
      currency,
      pageSize: 100,
      sort: 'createdAt',
      dir: 'asc',
    }),
    ready,
  );
  const sources = useTransferSources(centre?.id ?? '', currency);
  const items = rewards.data?.items ?? [];
  const picked = items.filter((r) => chosen.has(r.id));
  const total = picked.reduce((s, r) => s + (r.amount ?? 0), 0);
  const toggle = (id: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = async () => {
    setBusy(true);
    setProblems(null);
    try {
      await create.mutateAsync({
        rewardIds: picked.map((r) => r.id),
        fundId,
        accountId,
        paidOn,
      });
      onClose();
    } catch (e) {
      setProblems(problemsOf(e, t('errors.internal')));
    } finally {
      setBusy(false);
    }
  };
  const err = (name: string) => problems?.fields[name];
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth>
      <DialogTitle>{t('rewards.ui.newTransfer')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" sx={{ gap: 1 }}>
            <LookupField
              resource="centres"
              label={t('rewards.ui.centre')}
              value={centre}
              onChange={(c) => {
                setCentre(c);
                setChosen(new Set());
                setAccountId('');
              }}
              required
              size="medium"
              fullWidth
            />
            <TextField
              label={t('rewards.ui.currency')}
              name="currency"
              value={currency}
              onChange={(e) => {
                setCurrency(e.target.value.toUpperCase());
                setChosen(new Set());
                setAccountId('');
              }}
              sx={{ width: 110, flexShrink: 0 }}
            />
          </Stack>
          <Typography variant="subtitle2" component="h3">
            {t('rewards.ui.pickRewards')}
          </Typography>
          {!ready ? (
            <Typography variant="body2" color="text.secondary">
              {t('rewards.ui.pickCentre')}
            </Typography>
          ) : (
            <QueryState
              query={rewards}
              isEmpty={(d) => d.items.length === 0}
              empty={<EmptyState dense title={t('rewards.ui.nothingToPay')} />}
            >
              {(d) => (
                <Stack data-testid="transfer-picker" sx={{ maxHeight: 280, overflowY: 'auto' }}>
                  {d.items.map((r) => (
                    <FormControlLabel
                      key={r.id}
                      sx={{ mx: 0, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
                      control={
                        <Checkbox checked={chosen.has(r.id)} onChange={() => toggle(r.id)} />
                      }
                      label={
                        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                          <Typography component="span" sx={{ fontWeight: 600 }}>
                            {r.beneficiaryName}
                          </Typography>
                          <Typography component="span">{money(r.amount ?? 0, currency)}</Typography>
                          <Typography component="span" variant="body2" color="text.secondary">
                            {rewardWhy(r)}
                          </Typography>
                        </Stack>
                      }
                    />
                  ))}
                </Stack>
              )}
            </QueryState>
          )}
          {err('rewardIds') && <Alert severity="error">{err('rewardIds')}</Alert>}
          <TextField
            select
            label={t('rewards.ui.account')}
            name="accountId"
            value={accountId}
            onChange={(e) => setAccountId(e.target.value)}
            error={!!err('accountId')}
            helperText={err('accountId')}
            disabled={!ready}
          >
            {(sources.data?.accounts ?? []).map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('rewards.ui.fund')}
            name="fundId"
            value={fundId}
            onChange={(e) => setFundId(e.target.value)}
            error={!!err('fundId')}
            helperText={err('fundId')}
            disabled={!ready}
          >
            {(sources.data?.funds ?? []).map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.name}
              </MenuItem>
            ))}
          </TextField>
          <DateField
            label={t('rewards.ui.paidOn')}
            name="paidOn"
            value={paidOn}
            onChange={(v) => setPaidOn(v ?? '')}
            error={err('paidOn')}
          />
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center' }}
            data-testid="transfer-total"
          >
            <Typography>
              {t('rewards.ui.selected')}: {count('rewards.count.rewards', picked.length)}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {t('rewards.ui.total')}: {money(total, currency)}
            </Typography>
          </Stack>
          {problems && Object.keys(problems.fields).length === 0 && (
            <Alert severity="error">{problems.message}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy || picked.length === 0 || !fundId || !accountId}
          onClick={() => void submit()}
        >
          {t('rewards.ui.makeTransfer')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function TransferStatus({ r }: { r: RewardTransferRow }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={r.reversed ? 'default' : 'success'}
      label={t(r.reversed ? 'rewards.ui.reversed' : 'rewards.ui.posted')}
    />
  );
}

/**
 * Reward transfers (reward-transfers-component): each transfer that paid approved money rewards
 * (its number, centre, total, fund, box, ledger entry), a new transfer, and the reversal of a
 * wrong one with its reason (a reversing entry; the rewards return to approved).
 */
export function RewardTransfersScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const count = useCount();
  const phone = usePhone();
  const s = useSearchState();
  const canCreate = useCan('reward-transfers:create');
  const canReverse = useCan('reward-transfers:update');
  const reverse = useReverseTransfer();
  const [creating, setCreating] = useState(false);
  const [reversing, setReversing] = useState<RewardTransferRow | null>(null);
  const list = useTransfers(cleanQuery({ page: s.page, pageSize: PAGE_SIZE }));
  const reverseButton = (r: RewardTransferRow) =>
    canReverse && !r.reversed ? (
      <Button size="small" color="error" onClick={() => setReversing(r)}>
        {t('rewards.ui.reverse')}
      </Button>
    ) : null;
  return (
    <Screen
      actions={
        canCreate ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {t('rewards.ui.newTransfer')}
          </Button>
        ) : null
      }
    >
      <ListFrame
        query={list}
        search={s}
        pageSize={PAGE_SIZE}
        emptyTitle={t('rewards.ui.noTransfers')}
      >
        {({ items }) => (
          <RecordTable
            rows={items}
            rowKey={(r) => r.id}
            label={t('rewards.ui.transfers')}
            phone={phone}
            rowTestId="transfer-row"
            columns={[
              {
                key: 'number',
                header: t('rewards.ui.number'),
                cell: (r) => r.number,
                nowrap: true,
              },
              { key: 'centre', header: t('rewards.ui.centre'), cell: (r) => r.centreName },
              {
                key: 'total',
                header: t('rewards.ui.total'),
                cell: (r) => money(r.total, r.currency),
                nowrap: true,
              },
              {
                key: 'n',
                header: t('rewards.ui.back'),
                cell: (r) => count('rewards.count.rewards', r.rewards),
              },
              { key: 'fund', header: t('rewards.ui.fund'), cell: (r) => r.fundName },
              { key: 'box', header: t('rewards.ui.account'), cell: (r) => r.accountName },
              {
                key: 'on',
                header: t('rewards.ui.paidOn'),
                cell: (r) => <DateText value={r.paidOn} style="medium" />,
                nowrap: true,
              },
              { key: 'status', header: '', cell: (r) => <TransferStatus r={r} /> },
              { key: 'act', header: '', nowrap: true, cell: reverseButton },
            ]}
            card={(r) => (
              <Card variant="outlined">
                <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>{r.number}</Typography>
                    <TransferStatus r={r} />
                  </Stack>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography>{money(r.total, r.currency)}</Typography>
                    <Typography variant="body2">
                      {count('rewards.count.rewards', r.rewards)}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {r.centreName} · {r.accountName} · {r.fundName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    <DateText value={r.paidOn} style="medium" />
                  </Typography>
                  {r.reversalReason && <Typography variant="body2">{r.reversalReason}</Typography>}
                  {reverseButton(r)}
                </CardContent>
              </Card>
            )}
          />
        )}
      </ListFrame>
      {creating && <TransferDialog onClose={() => setCreating(false)} />}
      {reversing && (
        <ReasonDialog
          title={t('rewards.ui.reverse')}
          message={t('rewards.ui.reverseHint')}
          confirmLabel={t('rewards.ui.reverse')}
          destructive
          onConfirm={(reason) => reverse.mutateAsync({ id: reversing.id, reason })}
          onClose={() => setReversing(null)}
        />
      )}
    </Screen>
  );
}

export default RewardTransfersScreen;
