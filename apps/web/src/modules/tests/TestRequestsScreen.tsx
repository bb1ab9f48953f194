import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEST_REQUEST_STATES, type TestRequestSummary } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { LIST_PAGE_SIZE, ListPager } from '../../app/components/ListPager.tsx';
import { RecordTable, type RecordColumn } from '../../app/components/RecordTable.tsx';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { useSearchParams } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { LookupField } from '../../app/components/LookupField.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { NewRequestDialog } from './NewRequestDialog.tsx';
import { RequestPanel } from './RequestPanel.tsx';
import { GradeChip, StateChip, usePortionText } from './parts.tsx';
import { useLocalName, useTestRequests, type RequestListParams } from './tests-api.ts';
import { SearchField } from '../../app/components/SearchField.tsx';

export interface TestRequestsScreenProps {
  /** The kind categories this screen lists and requests (`maher`, `tajweed-theory`, ...). */
  kinds: readonly string[];
  /** `centre`: one centre at a time (the picker starts empty = every centre in scope). */
  scope?: 'centre' | 'all';
  /** Whose tests: students (default) or the teachers' own memorisation tests. */
  subject?: 'student' | 'teacher';
}

/**
 * The test requests of some kinds, in the caller's scope: paged on the server, searched by the
 * student's name in any Arabic spelling (normalised by the server), filtered by state and
 * centre. A row opens the request: its history and the actions the caller may take now.
 */
export function TestRequestsScreen({
  kinds,
  scope = 'all',
  subject = 'student',
}: TestRequestsScreenProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  const canCreate = useCan('tests:create');
  const canPickCentre = useCan('centres:read');
  const portionText = usePortionText();
  const localName = useLocalName();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const state = params.get('state') ?? '';
  const page = Number(params.get('page') || 1);
  const open = params.get('open');
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const [creating, setCreating] = useState(false);
  const debounced = useDebounced(q, 300);
  const set = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    if (!('page' in next) && !('open' in next)) p.delete('page');
    setParams(p, { replace: true });
  };
  const listParams: RequestListParams = {
    categories: kinds,
    state: state || undefined,
    q: debounced,
    centreId: centre?.id,
    subject,
    page,
    pageSize: LIST_PAGE_SIZE,
  };
  const list = useTestRequests(listParams);

  const phone = usePhone();
  const columns: ReadonlyArray<RecordColumn<TestRequestSummary>> = [
    {
      key: 'student',
      header: t(subject === 'teacher' ? 'tests.ui.teacher' : 'tests.ui.student'),
      primary: true,
      cell: (row) => (
        <Box sx={{ minWidth: 150, lineHeight: 1.3 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.studentName}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {[row.centreName, row.ringName].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'kind',
      header: t('tests.ui.kind'),
      cell: (row) => <Box sx={{ minWidth: 80 }}>{localName(row.kindName)}</Box>,
    },
    { key: 'portion', header: t('tests.ui.portion'), cell: (row) => portionText(row) },
    {
      key: 'state',
      header: t('tests.ui.stateLabel'),
      cell: (row) => <StateChip state={row.state} />,
    },
    {
      key: 'requested',
      header: t('tests.ui.requested'),
      cell: (row) => <DateText value={row.requestedAt} style="medium" wrap />,
    },
    {
      key: 'scheduled',
      header: t('tests.ui.scheduled'),
      cell: (row) =>
        row.scheduledAt ? (
          <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
            <Typography variant="body2">
              <DateText value={row.scheduledAt} withTime wrap />
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {row.examinerName}
            </Typography>
          </Box>
        ) : (
          '—'
        ),
    },
    {
      key: 'result',
      header: t('tests.ui.result'),
      nowrap: true,
      cell: (row) =>
        row.result ? (
          <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
            <GradeChip grade={row.result.grade} />
            {f.percent(row.result.percent / 100, 1)}
          </Stack>
        ) : (
          '—'
        ),
    },
  ];
  const card = (row: TestRequestSummary) => (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 0.75, '&:last-child': { pb: 2 } }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{row.studentName}</Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {[row.centreName, row.ringName].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          <StateChip state={row.state} />
        </Stack>
        <Typography variant="body2">
          {localName(row.kindName)} · {portionText(row)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('tests.ui.requested')}: <DateText value={row.requestedAt} style="medium" />
          {row.scheduledAt && (
            <>
              {' · '}
              {t('tests.ui.scheduled')}: <DateText value={row.scheduledAt} withTime />
              {row.examinerName ? ` · ${row.examinerName}` : ''}
            </>
          )}
        </Typography>
        {row.result && (
          <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
            <GradeChip grade={row.result.grade} />
            {f.percent(row.result.percent / 100, 1)}
          </Stack>
        )}
      </CardContent>
    </Card>
  );

  return (
    <Screen
      actions={
        canCreate ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {t('tests.ui.newRequest')}
          </Button>
        ) : null
      }
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <SearchField
          size="small"
          value={q}
          onChange={(e) => set({ q: e.target.value })}
          placeholder={t(
            subject === 'teacher' ? 'tests.ui.searchTeacherHint' : 'tests.ui.searchHint',
          )}
          slotProps={{
            htmlInput: {
              'aria-label': t(
                subject === 'teacher' ? 'tests.ui.searchTeacherHint' : 'tests.ui.searchHint',
              ),
            },
          }}
          sx={{ flex: '2 1 240px' }}
        />
        <TextField
          select
          size="small"
          label={t('tests.ui.stateLabel')}
          value={state}
          onChange={(e) => set({ state: e.target.value })}
          sx={{ flex: '1 1 160px' }}
        >
          <MenuItem value="">{t('tests.ui.allStates')}</MenuItem>
          {TEST_REQUEST_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`tests.state.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        {/* A teacher sees their own rings' requests: no centre to choose (nor to read). */}
        {canPickCentre && (
          <LookupField
            resource="centres"
            label={t(scope === 'centre' ? 'tests.ui.centre' : 'tests.ui.anyCentre')}
            value={centre}
            onChange={(c) => {
              setCentre(c);
              set({});
            }}
          />
        )}
      </Stack>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mb: 1 }}
            data-testid="requests-total"
          >
            {list.data ? count('count.requests', list.data.total) : '\u00a0'}
          </Typography>
          <RecordTable
            rows={list.data?.items ?? []}
            rowKey={(r) => r.id}
            columns={columns}
            label={t('tests.ui.requestsGrid')}
            phone={phone}
            card={card}
            rowTestId="request-row"
            onOpen={(row) => set({ open: row.id, page: params.get('page') })}
          />
          {list.data && list.data.items.length === 0 && (
            <EmptyState title={t('tests.ui.noRequests')} />
          )}
          <ListPager
            page={page}
            total={list.data?.total ?? 0}
            pageSize={LIST_PAGE_SIZE}
            onChange={(p) => set({ page: String(p) })}
          />
        </>
      )}
      <RequestPanel id={open} onClose={() => set({ open: null, page: params.get('page') })} />
      {creating && (
        <NewRequestDialog
          kinds={kinds}
          subject={subject}
          centreId={centre?.id}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            set({ open: id, page: params.get('page') });
          }}
        />
      )}
    </Screen>
  );
}

export default TestRequestsScreen;
