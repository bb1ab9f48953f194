import Add from '@mui/icons-material/Add';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BENEFICIARY_KINDS, REWARD_STATES, type BeneficiaryKind, type RewardRow } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth, useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { ListFrame } from '../../app/components/ListFrame.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { ReasonDialog } from '../../app/components/ReasonDialog.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { SearchField } from '../../app/components/SearchField.tsx';
import { SelectFilter } from '../../app/components/SelectFilter.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { FormDialog } from '../../app/components/FormDialog.tsx';
import { MonthField, thisMonth } from '../../app/components/MonthField.tsx';
import { cleanQuery } from '../../app/http/contract-path.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { RewardStateChip, RewardValue, rewardWhy } from './parts.tsx';
import { useDecide, usePropose, useProposeFromRules, useRewards } from './rewards-api.ts';
import { rewardProposeBody } from './reward-form.ts';
import { MoneyField } from '../../app/components/MoneyField.tsx';

const PAGE_SIZE = 25;
const SORTS = ['createdAt', 'amount', 'beneficiary'] as const;

const detailLink = (id: string) => `/reward-detail-component?id=${id}`;

/** Proposes a reward by hand: a student or teacher, a rule or a reason with points or an amount. */
function ProposeDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const propose = usePropose();
  const [kind, setKind] = useState<BeneficiaryKind>('student');
  const [who, setWho] = useState<LookupItem | null>(null);
  const [rule, setRule] = useState<LookupItem | null>(null);
  const [reason, setReason] = useState('');
  const [valueKind, setValueKind] = useState<'points' | 'money'>('points');
  const [points, setPoints] = useState('');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState('TRY');
  const reading = rewardProposeBody({
    kind,
    beneficiaryId: who?.id ?? null,
    ruleId: rule?.id ?? null,
    reason,
    valueKind,
    points,
    amount,
    currency,
  });
  return (
    <FormDialog
      title={t('rewards.ui.propose')}
      submitLabel={t('rewards.ui.proposeShort')}
      canSubmit={reading.ok}
      onClose={onClose}
      onSubmit={async () => {
        if (reading.ok) await propose.mutateAsync(reading.body);
      }}
    >
      {(err) => (
        <>
          <TextField
            select
            label={t('rewards.ui.beneficiary')}
            name="beneficiaryKind"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as BeneficiaryKind);
              setWho(null);
              setRule(null);
            }}
          >
            {BENEFICIARY_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {t(`rewards.kind.${k}`)}
              </MenuItem>
            ))}
          </TextField>
          <LookupField
            key={kind}
            resource={kind === 'student' ? 'students' : 'teachers'}
            label={t(kind === 'student' ? 'rewards.ui.student' : 'rewards.ui.teacher')}
            value={who}
            onChange={setWho}
            required
            size="medium"
            fullWidth
            error={err('beneficiaryId')}
          />
          <LookupField
            key={`rule-${kind}`}
            resource="reward-rules"
            label={t('rewards.ui.rule')}
            params={{ beneficiary: kind, status: 'active' }}
            value={rule}
            onChange={setRule}
            size="medium"
            fullWidth
            error={err('ruleId')}
          />
          {!rule && (
            <>
              <TextField
                label={t('rewards.ui.reason')}
                name="reason"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                error={!!err('reason')}
                helperText={err('reason') ?? t('rewards.ui.noRule')}
                multiline
                minRows={2}
              />
              <TextField
                select
                label={t('rewards.ui.valueKind')}
                name="valueKind"
                value={valueKind}
                onChange={(e) => setValueKind(e.target.value as 'points' | 'money')}
              >
                <MenuItem value="points">{t('rewards.ui.points')}</MenuItem>
                <MenuItem value="money">{t('rewards.ui.amount')}</MenuItem>
              </TextField>
              {valueKind === 'points' ? (
                <TextField
                  label={t('rewards.ui.points')}
                  name="points"
                  type="number"
                  value={points}
                  onChange={(e) => setPoints(e.target.value)}
                  error={!!err('points') || !!err('amount')}
                  helperText={err('points') ?? err('amount')}
                />
              ) : (
                <Stack direction="row" sx={{ gap: 1 }}>
                  <MoneyField
                    label={t('rewards.ui.amount')}
                    value={amount}
                    onChange={setAmount}
                    currency={currency}
                    showCurrency={false}
                    error={err('amount')}
                    sx={{ flex: 2 }}
                  />
                  <TextField
                    label={t('rewards.ui.currency')}
                    name="currency"
                    value={currency}
                    onChange={(e) => setCurrency(e.target.value.toUpperCase())}
                    error={!!err('currency')}
                    helperText={err('currency')}
                    sx={{ flex: 1 }}
                  />
                </Stack>
              )}
            </>
          )}
        </>
      )}
    </FormDialog>
  );
}

/** Proposes what the centre's active rules give for a month (idempotent on the server). */
function FromRulesDialog({ onClose, onDone }: { onClose(): void; onDone(text: string): void }) {
  const { t } = useTranslation();
  const run = useProposeFromRules();
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const [month, setMonth] = useState(thisMonth());
  return (
    <FormDialog
      title={t('rewards.ui.fromRules')}
      submitLabel={t('rewards.ui.proposeShort')}
      canSubmit={!!centre && !!month}
      onClose={onClose}
      onSubmit={async () => {
        const r = await run.mutateAsync({ centreId: centre!.id, month });
        onDone(t('rewards.ui.proposedResult', { proposed: r.proposed, existing: r.existing }));
      }}
    >
      {(err) => (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('rewards.ui.fromRulesHint')}
          </Typography>
          <LookupField
            resource="centres"
            label={t('rewards.ui.centre')}
            value={centre}
            onChange={setCentre}
            required
            size="medium"
            fullWidth
            error={err('centreId')}
          />
          <MonthField
            name="month"
            label={t('rewards.ui.month')}
            value={month}
            onChange={setMonth}
            error={err('month')}
          />
        </>
      )}
    </FormDialog>
  );
}

/** Approve and reject buttons of a proposed reward (the reason asked in a dialog). */
export function DecisionButtons({
  r,
  onError,
}: {
  r: Pick<RewardRow, 'id' | 'proposedBy'>;
  onError(message: string): void;
}) {
  const { t } = useTranslation();
  const decide = useDecide();
  const [rejecting, setRejecting] = useState(false);
  return (
    <Stack direction="row" sx={{ gap: 1 }}>
      <Button
        size="small"
        variant="contained"
        disabled={decide.isPending}
        onClick={() =>
          decide
            .mutateAsync({ id: r.id, action: 'approve' })
            .catch((e: unknown) => onError(problemsOf(e, t('errors.internal')).message))
        }
      >
        {t('rewards.ui.approve')}
      </Button>
      <Button size="small" color="error" onClick={() => setRejecting(true)}>
        {t('rewards.ui.reject')}
      </Button>
      {rejecting && (
        <ReasonDialog
          title={t('rewards.ui.rejectTitle')}
          confirmLabel={t('rewards.ui.reject')}
          destructive
          onConfirm={(reason) => decide.mutateAsync({ id: r.id, action: 'reject', reason })}
          onClose={() => setRejecting(false)}
        />
      )}
    </Stack>
  );
}

/**
 * Rewards (reward-component): every reward in the caller's scope, searched, filtered by state,
 * beneficiary and centre, paged by the server; proposing one by hand or from the rules for a
 * centre's month; approving or rejecting (with a reason) what someone else proposed.
 */
export function RewardsScreen() {
  const { t } = useTranslation();
  const phone = usePhone();
  const s = useSearchState();
  const { user } = useAuth();
  const canCreate = useCan('rewards:create');
  const canApprove = useCan('rewards:approve');
  const [dialog, setDialog] = useState<'propose' | 'rules' | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(
    null,
  );
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const q = useDebounced(s.get('q'), 300);
  const sort = (SORTS as readonly string[]).includes(s.get('sort')) ? s.get('sort') : 'createdAt';
  const list = useRewards(
    cleanQuery({
      q: q.trim(),
      state: s.get('state'),
      beneficiaryKind: s.get('kind'),
      centreId: s.get('centre'),
      sort,
      dir: sort === 'beneficiary' ? 'asc' : 'desc',
      page: s.page,
      pageSize: PAGE_SIZE,
    }),
  );
  const decidable = (r: RewardRow) =>
    canApprove && r.state === 'proposed' && r.proposedBy !== user?.id;
  return (
    <Screen
      actions={
        canCreate ? (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<Add />} onClick={() => setDialog('propose')}>
              {t('rewards.ui.propose')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<AutoAwesome />}
              onClick={() => setDialog('rules')}
            >
              {t('rewards.ui.fromRules')}
            </Button>
          </Stack>
        ) : null
      }
    >
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice.text}
        </Alert>
      )}
      <ListFrame
        query={list}
        search={s}
        pageSize={PAGE_SIZE}
        emptyTitle={t('rewards.ui.noRewards')}
        filters={
          <>
            <SearchField
              size="small"
              value={s.get('q')}
              onChange={(e) => s.set({ q: e.target.value })}
              placeholder={t('rewards.ui.search')}
              aria-label={t('rewards.ui.search')}
              sx={{ flex: '2 1 200px' }}
            />
            <SelectFilter
              label={t('rewards.ui.state')}
              value={s.get('state')}
              onChange={(v) => s.set({ state: v })}
              options={REWARD_STATES}
              optionLabel={(v) => t(`rewards.state.${v}`)}
              allLabel={t('rewards.ui.all')}
              sx={{ flex: '1 1 130px' }}
            />
            <SelectFilter
              label={t('rewards.ui.kind')}
              value={s.get('kind')}
              onChange={(v) => s.set({ kind: v })}
              options={BENEFICIARY_KINDS}
              optionLabel={(v) => t(`rewards.kind.${v}`)}
              allLabel={t('rewards.ui.all')}
              sx={{ flex: '1 1 130px' }}
            />
            <LookupField
              resource="centres"
              label={t('rewards.ui.centre')}
              value={centre}
              onChange={(c) => {
                setCentre(c);
                s.set({ centre: c?.id ?? null });
              }}
            />
            <SelectFilter
              label={t('rewards.ui.sort')}
              value={sort === 'createdAt' ? '' : sort}
              onChange={(v) => s.set({ sort: v })}
              options={['amount', 'beneficiary'] as const}
              optionLabel={(v) =>
                t(v === 'amount' ? 'rewards.ui.amount' : 'rewards.ui.beneficiary')
              }
              allLabel={t('rewards.ui.proposedOn')}
              sx={{ flex: '1 1 130px' }}
            />
          </>
        }
      >
        {({ items }) => (
          <RecordTable
            rows={items}
            rowKey={(r) => r.id}
            label={t('rewards.ui.back')}
            phone={phone}
            rowTestId="reward-row"
            columns={[
              {
                key: 'who',
                header: t('rewards.ui.beneficiary'),
                cell: (r) => (
                  <Link component={RouterLink} to={detailLink(r.id)}>
                    {r.beneficiaryName}
                  </Link>
                ),
              },
              {
                key: 'kind',
                header: t('rewards.ui.kind'),
                cell: (r) => t(`rewards.kind.${r.beneficiaryKind}`),
              },
              { key: 'why', header: t('rewards.ui.reason'), cell: (r) => rewardWhy(r) },
              {
                key: 'value',
                header: t('rewards.ui.value'),
                cell: (r) => <RewardValue r={r} />,
                nowrap: true,
              },
              { key: 'centre', header: t('rewards.ui.centre'), cell: (r) => r.centreName },
              {
                key: 'on',
                header: t('rewards.ui.proposedOn'),
                cell: (r) => <DateText value={r.createdAt} style="medium" />,
                nowrap: true,
              },
              {
                key: 'state',
                header: t('rewards.ui.state'),
                cell: (r) => <RewardStateChip state={r.state} />,
              },
              {
                key: 'act',
                header: '',
                nowrap: true,
                cell: (r) =>
                  decidable(r) ? (
                    <DecisionButtons
                      r={r}
                      onError={(text) => setNotice({ severity: 'error', text })}
                    />
                  ) : null,
              },
            ]}
            card={(r) => (
              <Card variant="outlined">
                <CardContent sx={{ display: 'grid', gap: 0.75 }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Link component={RouterLink} to={detailLink(r.id)} sx={{ fontWeight: 600 }}>
                      {r.beneficiaryName}
                    </Link>
                    <RewardStateChip state={r.state} />
                  </Stack>
                  <Typography variant="body2">{rewardWhy(r)}</Typography>
                  <Stack
                    direction="row"
                    sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
                  >
                    <RewardValue r={r} />
                    <Typography variant="body2" color="text.secondary">
                      {r.centreName} · <DateText value={r.createdAt} style="medium" />
                    </Typography>
                  </Stack>
                  {decidable(r) && (
                    <DecisionButtons
                      r={r}
                      onError={(text) => setNotice({ severity: 'error', text })}
                    />
                  )}
                </CardContent>
              </Card>
            )}
          />
        )}
      </ListFrame>
      {dialog === 'propose' && <ProposeDialog onClose={() => setDialog(null)} />}
      {dialog === 'rules' && (
        <FromRulesDialog
          onClose={() => setDialog(null)}
          onDone={(text) => setNotice({ severity: 'success', text })}
        />
      )}
    </Screen>
  );
}

export default RewardsScreen;
