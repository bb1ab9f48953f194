import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Paged, TestRequestSummary, TestResultRow } from '@qc/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { useCount } from '../../app/i18n/use-count.ts';
import { RequestPanel } from './RequestPanel.tsx';
import { thisWeek } from './period.ts';
import { useLocalName, useTestRequestList, useTestResults } from './tests-results-api.ts';

const SHOWN = 5;

function ListCard<T>({
  title,
  query,
  render,
  empty,
  more,
  countKey = 'count.requests',
}: {
  title: string;
  query: UseQueryResult<Paged<T>>;
  render(item: T): ReactNode;
  empty: string;
  more?: ReactNode;
  /** The counted noun of the total. */
  countKey?: string;
}) {
  const count = useCount();
  const total = query.data?.total;
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        subheader={total === undefined ? undefined : count(countKey, total)}
        action={more}
      />
      <CardContent sx={{ pt: 0 }}>
        {query.isPending ? (
          <Skeleton height={120} />
        ) : query.isError || !query.data || query.data.items.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <List dense disablePadding>
            {query.data.items.slice(0, SHOWN).map(render)}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The tests cards of the dashboard, inside the user's scope: what waits for the user's
 * approval (requests, and results not yet official) for those with `tests:approve`, and this
 * week's scheduled tests for those who read tests.
 */
export function TestsDashboardCards() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const canRead = useCan('tests:read');
  const canApprove = useCan('tests:approve');
  const [open, setOpen] = useState<string | null>(null);
  const week = thisWeek();
  const requested = useTestRequestList(
    { state: 'requested', page: 1, pageSize: SHOWN },
    canApprove,
  );
  const pendingResults = useTestResults(
    { status: 'pending', page: 1, pageSize: SHOWN },
    canApprove,
  );
  const scheduled = useTestRequestList(
    { state: 'scheduled', from: week.from, to: week.to, page: 1, pageSize: SHOWN },
    canRead,
  );
  if (!canRead) return null;
  const requestLine = (r: TestRequestSummary, when: ReactNode) => (
    // A list's children are list items (axe): the button sits inside one.
    <ListItem key={r.id} disablePadding divider>
      <ListItemButton onClick={() => setOpen(r.id)}>
        <ListItemText
          primary={r.studentName}
          secondary={
            <>
              {localName(r.kindName)}
              <br />
              {when}
            </>
          }
        />
      </ListItemButton>
    </ListItem>
  );
  return (
    <>
      {canApprove && (
        <Box sx={{ gridColumn: { md: 'span 4' } }} data-testid="dashboard-test-approvals">
          <ListCard
            title={t('tests.dashboard.requestsToApprove')}
            query={requested}
            more={
              <Button component={RouterLink} to="/test-requests?state=requested" size="small">
                {t('tests.dashboard.open')}
              </Button>
            }
            empty={t('tests.dashboard.nothingToApprove')}
            render={(r) => requestLine(r, <DateText value={r.requestedAt} style="medium" />)}
          />
        </Box>
      )}
      {canApprove && (
        <Box sx={{ gridColumn: { md: 'span 4' } }} data-testid="dashboard-result-approvals">
          <ListCard<TestResultRow>
            title={t('tests.dashboard.resultsToApprove')}
            query={pendingResults}
            countKey="tests.count.results"
            empty={t('tests.dashboard.nothingToApprove')}
            more={
              <Button component={RouterLink} to="/tests-results?status=pending" size="small">
                {t('tests.dashboard.open')}
              </Button>
            }
            render={(r) => (
              <ListItem key={r.requestId} disablePadding divider>
                <ListItemButton onClick={() => setOpen(r.requestId)}>
                  <ListItemText
                    primary={r.studentName}
                    secondary={
                      <>
                        {localName(r.kindName)}
                        <br />
                        <DateText value={r.takenAt} style="medium" />
                      </>
                    }
                  />
                </ListItemButton>
              </ListItem>
            )}
          />
        </Box>
      )}
      <Box
        sx={{ gridColumn: { md: canApprove ? 'span 4' : 'span 12' } }}
        data-testid="dashboard-week-tests"
      >
        <ListCard
          title={t('tests.dashboard.thisWeek')}
          query={scheduled}
          empty={t('tests.dashboard.noneThisWeek')}
          render={(r) =>
            requestLine(
              r,
              <>
                <DateText value={r.scheduledAt} withTime />
                {r.examinerName ? ` · ${r.examinerName}` : ''}
              </>,
            )
          }
        />
      </Box>
      <RequestPanel id={open} onClose={() => setOpen(null)} />
    </>
  );
}

export default TestsDashboardCards;
