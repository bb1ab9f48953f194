import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MoneyByState } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ListPager } from '../../app/components/ListPager.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useMoney } from '../../app/format/use-money.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { cleanQuery } from '../../app/http/contract-path.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { RewardStateChip, RewardValue, rewardWhy } from './parts.tsx';
import { useTeacherRewards } from './rewards-api.ts';

const PAGE_SIZE = 25;

function Totals({ totals }: { totals: MoneyByState[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const count = useCount();
  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', mb: 2 }} data-testid="reward-totals">
      {totals.map((x) => (
        <Card key={`${x.state}-${x.currency ?? ''}`} variant="outlined" sx={{ flex: '1 1 160px' }}>
          <CardContent>
            <RewardStateChip state={x.state} />
            <Typography variant="h6" component="p" sx={{ mt: 1 }}>
              {x.currency ? money(x.amount, x.currency) : count('rewards.count.points', x.points)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {count('rewards.count.rewards', x.count)}
              {x.currency && x.points > 0 && ` · ${count('rewards.count.points', x.points)}`}
            </Typography>
          </CardContent>
        </Card>
      ))}
      {totals.length === 0 && (
        <Typography color="text.secondary">{t('rewards.ui.noRewards')}</Typography>
      )}
    </Stack>
  );
}

/**
 * Teacher rewards (teacher-reward-component): a signed-in teacher sees their own rewards with
 * totals per state and currency; a manager picks a teacher of their scope.
 */
export function TeacherRewardsScreen() {
  const { t } = useTranslation();
  const phone = usePhone();
  const s = useSearchState();
  // A manager picks a teacher; a teacher (no teachers:read) sees their own only.
  const mayDecideOrPropose = useCan(['rewards:approve', 'rewards:create']);
  const canPick = useCan('teachers:read') && mayDecideOrPropose;
  const [teacher, setTeacher] = useState<LookupItem | null>(null);
  const data = useTeacherRewards(
    cleanQuery({ teacherId: s.get('teacher'), page: s.page, pageSize: PAGE_SIZE }),
  );
  return (
    <Screen subtitle={data.data?.teacherName ?? undefined}>
      {canPick && (
        <Stack direction="row" sx={{ mb: 2 }}>
          <LookupField
            resource="teachers"
            label={t('rewards.ui.pickTeacher')}
            value={teacher}
            onChange={(v) => {
              setTeacher(v);
              s.set({ teacher: v?.id ?? null });
            }}
            size="medium"
          />
        </Stack>
      )}
      <QueryState query={data}>
        {(d) =>
          !d.teacherId ? (
            <Alert severity="info">{t('rewards.ui.notLinked')}</Alert>
          ) : (
            <>
              <Totals totals={d.totals} />
              {d.rewards.items.length === 0 ? (
                <EmptyState title={t('rewards.ui.noRewards')} />
              ) : (
                <RecordTable
                  rows={d.rewards.items}
                  rowKey={(r) => r.id}
                  label={t('route./teacher-reward-component')}
                  phone={phone}
                  rowTestId="teacher-reward-row"
                  columns={[
                    {
                      key: 'why',
                      header: t('rewards.ui.reason'),
                      cell: (r) => (
                        <Link component={RouterLink} to={`/reward-detail-component?id=${r.id}`}>
                          {rewardWhy(r)}
                        </Link>
                      ),
                    },
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
                  ]}
                  card={(r) => (
                    <Card variant="outlined">
                      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                          <Link
                            component={RouterLink}
                            to={`/reward-detail-component?id=${r.id}`}
                            sx={{ fontWeight: 600 }}
                          >
                            {rewardWhy(r)}
                          </Link>
                          <RewardStateChip state={r.state} />
                        </Stack>
                        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                          <RewardValue r={r} />
                          <Typography variant="body2" color="text.secondary">
                            <DateText value={r.createdAt} style="medium" />
                          </Typography>
                        </Stack>
                      </CardContent>
                    </Card>
                  )}
                />
              )}
              <ListPager
                page={s.page}
                total={d.rewards.total}
                pageSize={PAGE_SIZE}
                onChange={(p) => s.set({ page: String(p) })}
              />
            </>
          )
        }
      </QueryState>
    </Screen>
  );
}

export default TeacherRewardsScreen;
