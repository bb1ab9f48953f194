import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RewardDetail } from '@qc/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { MonthText } from '../../app/components/MonthField.tsx';
import { RewardStateChip, RewardValue, rewardWhy } from './parts.tsx';
import { DecisionButtons } from './RewardsScreen.tsx';
import { useReward } from './rewards-api.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'end' }}>
        {children}
      </Typography>
    </Stack>
  );
}

function RewardPanel({ r }: { r: RewardDetail }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack spacing={2} data-testid="reward-detail">
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, mb: 1 }}>
            <Typography variant="h6" component="h2" data-testid="reward-beneficiary">
              {r.beneficiaryName}
            </Typography>
            <RewardStateChip state={r.state} />
          </Stack>
          <Fact label={t('rewards.ui.kind')}>{t(`rewards.kind.${r.beneficiaryKind}`)}</Fact>
          <Fact label={t('rewards.ui.centre')}>{r.centreName}</Fact>
          <Fact label={t('rewards.ui.reason')}>{rewardWhy(r) || '—'}</Fact>
          {r.trigger && (
            <Fact label={t('rewards.ui.rule')}>{t(`rewards.trigger.${r.trigger}`)}</Fact>
          )}
          {r.period && (
            <Fact label={t('rewards.ui.period')}>
              <MonthText month={r.period} />
            </Fact>
          )}
          <Fact label={t('rewards.ui.value')}>
            <RewardValue r={r} />
          </Fact>
          <Fact label={t('rewards.ui.proposedOn')}>
            <DateText value={r.createdAt} style="medium" />
          </Fact>
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
          {r.canDecide && (
            <Stack direction="row" sx={{ mt: 2 }}>
              <DecisionButtons r={r} onError={setError} />
            </Stack>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('rewards.ui.history')}
          </Typography>
          <List dense data-testid="reward-history">
            {r.history.map((e, i) => (
              <ListItem key={i} divider sx={{ display: 'block' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t(`rewards.event.${e.kind}`)}
                </Typography>
                {e.reason && <Typography variant="body2">{e.reason}</Typography>}
                {e.transferNumber && (
                  <Typography variant="body2">
                    {t('rewards.ui.transfer')}: {f.digits(e.transferNumber)}
                    {e.entryNumber != null &&
                      ` · ${t('rewards.ui.entry')} ${f.number(e.entryNumber, { useGrouping: false })}`}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary">
                  <DateText value={e.at} withTime />{' '}
                  {e.byName
                    ? `· ${e.byName}`
                    : e.kind === 'proposed' && `· ${t('rewards.ui.byMonthlyRun')}`}
                </Typography>
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </Stack>
  );
}

/**
 * One reward (reward-detail-component?id=…): who, why, what it is worth, its state and its
 * history (who proposed it, who approved or rejected it and why, the transfer and ledger entry
 * that paid it, a reversal); approving and rejecting when the caller may.
 */
export function RewardDetailScreen() {
  const { t } = useTranslation();
  const s = useSearchState();
  const id = s.get('id');
  const reward = useReward(id);
  return (
    <Screen
      maxWidth={800}
      actions={
        <Button component={RouterLink} to="/reward-component">
          {t('rewards.ui.back')}
        </Button>
      }
    >
      {!id ? (
        <EmptyState title={t('rewards.ui.chooseReward')} />
      ) : (
        <QueryState query={reward}>{(r) => <RewardPanel r={r} />}</QueryState>
      )}
    </Screen>
  );
}

export default RewardDetailScreen;
