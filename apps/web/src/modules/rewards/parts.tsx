import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { RewardRow, RewardState } from '@qc/domain';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../app/format/use-money.ts';
import { useCount } from '../../app/i18n/use-count.ts';

const COLORS: Record<RewardState, 'warning' | 'primary' | 'default' | 'success'> = {
  proposed: 'warning',
  approved: 'primary',
  rejected: 'default',
  paid: 'success',
};

export function RewardStateChip({ state }: { state: RewardState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[state]}
      label={t(`rewards.state.${state}`)}
      data-testid="reward-state"
    />
  );
}

/** A reward's value: its amount in the currency, or its points as a counted noun. */
export function RewardValue({ r }: { r: Pick<RewardRow, 'amount' | 'currency' | 'points'> }) {
  const money = useMoney();
  const count = useCount();
  if (r.amount != null && r.currency)
    return (
      <Typography component="span" sx={{ whiteSpace: 'nowrap' }}>
        {money(r.amount, r.currency)}
      </Typography>
    );
  return <span>{count('rewards.count.points', r.points ?? 0)}</span>;
}

/** What a reward is for: its rule's name, else its reason. */
export function rewardWhy(r: Pick<RewardRow, 'ruleName' | 'reason'>): string {
  return r.ruleName ?? r.reason ?? '';
}
