import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AnticipatedTest } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ListPager } from '../../app/components/ListPager.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RingSelect } from '../rings/index.ts';
import { Screen } from '../../app/components/Screen.tsx';
import type { LookupItem } from '../../resources/resource-api.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { usePortionText } from './parts.tsx';
import { cleanQuery, useAnticipated, useRequestTest } from './tests-results-api.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';

const PAGE_SIZE = 25;
const WEEKS = [1, 2, 4, 8, 12] as const;

/** One click to request the suggested portion test; the server checks eligibility again. */
function RequestButton({ a, onDone }: { a: AnticipatedTest; onDone(a: AnticipatedTest): void }) {
  const { t } = useTranslation();
  const request = useRequestTest();
  if (request.isSuccess)
    return (
      <Chip
        size="small"
        color="success"
        icon={<CheckCircleOutlined />}
        label={t('tests.anticipated.requested')}
      />
    );
  const error = request.isError ? problemsOf(request.error, t('errors.internal')).message : null;
  return (
    <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
      <Tooltip title={a.suggestedKindId ? '' : t('tests.anticipated.noKind')}>
        <span>
          <Button
            size="small"
            variant="outlined"
            disabled={!a.suggestedKindId || request.isPending}
            sx={{ whiteSpace: 'nowrap' }}
            onClick={() => request.mutate(a, { onSuccess: () => onDone(a) })}
          >
            {t('tests.anticipated.request')}
          </Button>
        </span>
      </Tooltip>
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * Anticipated tests (anticipate-tests, anticipate-tests-center): students expected to finish
 * their next juz in the coming weeks, forecast by the server from their recent reading pace,
 * soonest first; one click requests the portion test (for users who may request tests).
 * The centre screen asks for a centre and offers its rings.
 */
export function AnticipatedScreen({ perCentre = false }: { perCentre?: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  const portionText = usePortionText();
  const canRequest = useCan('tests:create');
  const phone = usePhone();
  // The student leaves the list once requested (an open request): say so above it.
  const [requested, setRequested] = useState<AnticipatedTest | null>(null);
  const s = useSearchState();
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const weeks = Number(s.get('weeks')) || 4;
  const list = useAnticipated(
    cleanQuery({
      centreId: centre?.id,
      ringId: s.get('ring'),
      weeks,
      page: s.page,
      pageSize: PAGE_SIZE,
    }),
  );
  return (
    <Screen subtitle={t('tests.anticipated.help')}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ flex: '0 1 280px' }}>
          <LookupField
            resource="centres"
            label={t('tests.b.centre')}
            value={centre}
            onChange={(c) => {
              setCentre(c);
              s.set({ ring: null });
            }}
            fullWidth
          />
        </Box>
        {perCentre && (
          <RingSelect
            label={t('tests.b.ring')}
            value={s.get('ring')}
            onChange={(id) => s.set({ ring: id })}
            centreId={centre?.id}
            emptyLabel={t('tests.b.allRings')}
          />
        )}
        <TextField
          select
          size="small"
          label={t('tests.anticipated.within')}
          value={String(weeks)}
          onChange={(e) => s.set({ weeks: e.target.value === '4' ? null : e.target.value })}
          sx={{ minWidth: 160 }}
        >
          {WEEKS.map((w) => (
            <MenuItem key={w} value={String(w)}>
              {count('tests.count.weeks', w)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {requested && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setRequested(null)} role="status">
          {t('tests.anticipated.requestedFor', { name: requested.studentName })}
        </Alert>
      )}
      {perCentre && !centre && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('tests.anticipated.pickCentre')}
        </Alert>
      )}
      <QueryState
        query={list}
        isEmpty={(d) => d.items.length === 0}
        empty={
          <EmptyState
            title={t('tests.anticipated.none')}
            description={t('tests.anticipated.noneHelp')}
          />
        }
      >
        {({ items, total }) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {count('count.students', total)}
            </Typography>
            <RecordTable
              rows={items}
              rowKey={(a) => `${a.studentId}-${a.juz}`}
              label={t('tests.anticipated.table')}
              phone={phone}
              rowTestId="anticipated-row"
              columns={[
                {
                  key: 'student',
                  header: t('tests.b.student'),
                  cell: (a) => (
                    <>
                      <Link component={RouterLink} to={`/student-page-component?id=${a.studentId}`}>
                        {a.studentName}
                      </Link>
                      <Typography variant="caption" color="text.secondary" component="div">
                        {a.centreName}
                      </Typography>
                    </>
                  ),
                },
                { key: 'ring', header: t('tests.b.ring'), cell: (a) => a.ringName ?? '—' },
                {
                  key: 'next',
                  header: t('tests.anticipated.next'),
                  cell: (a) => (
                    <>
                      {t('tests.anticipated.juz', { n: f.number(a.juz) })}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {portionText({ portion: a.portion })}
                      </Typography>
                    </>
                  ),
                },
                {
                  key: 'remaining',
                  header: t('tests.anticipated.remaining'),
                  cell: (a) => count('count.pages', a.remainingPages),
                },
                {
                  key: 'pace',
                  header: t('tests.anticipated.pace'),
                  cell: (a) =>
                    count('tests.anticipated.perWeek', Math.round(a.pagesPerWeek * 10) / 10),
                },
                {
                  key: 'expectedOn',
                  header: t('tests.anticipated.expectedOn'),
                  cell: (a) => <DateText value={a.expectedOn} style="medium" />,
                },
                ...(canRequest
                  ? [
                      {
                        key: 'actions',
                        header: t('tests.b.actions'),
                        cell: (a: (typeof items)[number]) => (
                          <RequestButton a={a} onDone={setRequested} />
                        ),
                      },
                    ]
                  : []),
              ]}
              card={(a) => (
                <Card variant="outlined">
                  <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                    <Link component={RouterLink} to={`/student-page-component?id=${a.studentId}`}>
                      {a.studentName}
                    </Link>
                    <Typography variant="caption" color="text.secondary">
                      {[a.ringName, a.centreName].filter(Boolean).join(' · ')}
                    </Typography>
                    <Typography variant="body2">
                      {t('tests.anticipated.juz', { n: f.number(a.juz) })} ·{' '}
                      {count('count.pages', a.remainingPages)} ·{' '}
                      {count('tests.anticipated.perWeek', Math.round(a.pagesPerWeek * 10) / 10)}
                    </Typography>
                    <Stack
                      direction="row"
                      sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
                    >
                      <Typography variant="body2" color="text.secondary" component="div">
                        {t('tests.anticipated.expectedOn')}:{' '}
                        <DateText value={a.expectedOn} style="medium" />
                      </Typography>
                      {canRequest && <RequestButton a={a} onDone={setRequested} />}
                    </Stack>
                  </CardContent>
                </Card>
              )}
            />
            <ListPager
              page={s.page}
              total={total}
              pageSize={PAGE_SIZE}
              onChange={(p) => s.set({ page: String(p) })}
            />
          </>
        )}
      </QueryState>
    </Screen>
  );
}

export default AnticipatedScreen;
