import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GRADE_BANDS, type TestKindCode, type TestResultRow } from '@qc/domain';
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
import { Screen } from '../../app/components/Screen.tsx';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { GradeChip, usePortionText } from './parts.tsx';
import { PeriodFields } from './PeriodFields.tsx';
import { FilterBar } from '../../app/components/FilterBar.tsx';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { ReasonDialog } from '../../app/components/ReasonDialog.tsx';
import {
  cleanQuery,
  exportTestResults,
  useExaminers,
  useLocalName,
  useResultDecision,
  useTestKindRules,
  useTestResults,
} from './tests-results-api.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { isoDay } from '../../resources/kinds/inputs/date-value.ts';
import { SearchField } from '../../app/components/SearchField.tsx';

const PAGE_SIZE = 25;
const STATUSES = ['approved', 'pending', 'returned', 'all'] as const;
type Status = (typeof STATUSES)[number];

interface Props {
  /** Kind categories the screen is limited to (tests-maher-results: maher). */
  categories?: readonly TestKindCode[];
  /** The status tab opened first: official results, or every result (tests-results-all). */
  defaultStatus?: Status;
}

function ResultStatusChip({ status }: { status: TestResultRow['status'] }) {
  const { t } = useTranslation();
  const colour = status === 'approved' ? 'success' : status === 'returned' ? 'warning' : 'info';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colour}
      label={t(`tests.resultStatus.${status}`)}
      data-testid="result-status"
    />
  );
}

/**
 * Test results (tests-results, tests-results-all, tests-maher-results): official (approved)
 * results by default, or those waiting for approval, filtered by kind, period, centre, examiner
 * and grade, paged by the server and exported to Excel with the same filters. A user with
 * `tests:approve` approves a pending result (it becomes official: passed or failed) or returns
 * it to the examiner with a reason.
 */
export function ResultsScreen({ categories, defaultStatus = 'approved' }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  const localName = useLocalName();
  const portionText = usePortionText();
  const canApprove = useCan('tests:approve');
  const canExport = useCan('tests:export');
  const s = useSearchState();
  const status = (STATUSES as readonly string[]).includes(s.get('status'))
    ? (s.get('status') as Status)
    : defaultStatus;
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const q = useDebounced(s.get('q'), 300);
  const kinds = useTestKindRules();
  // The examiner filter, for those who may read the examiners (a teacher may not).
  const canExaminers = useCan('examiners:read');
  const examiners = useExaminers({}, canExaminers);
  const kindOptions = (kinds.data?.items ?? []).filter(
    (k) => !categories || categories.includes(k.category),
  );
  const query = cleanQuery({
    status,
    category: categories?.join(','),
    kindId: s.get('kind'),
    centreId: centre?.id,
    examinerId: s.get('examiner'),
    grade: s.get('grade'),
    from: isoDay(s.get('from')),
    to: isoDay(s.get('to')),
    q: q.trim(),
    page: s.page,
    pageSize: PAGE_SIZE,
  });
  const results = useTestResults(query);
  const decide = useResultDecision();
  const [returning, setReturning] = useState<TestResultRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const phone = usePhone();
  const decideError = decide.isError
    ? problemsOf(decide.error, t('errors.internal')).message
    : null;

  const doExport = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const { page: _p, pageSize: _s, ...filters } = query;
      await exportTestResults(filters);
    } catch (e) {
      setExportError(problemsOf(e, t('errors.internal')).message);
    } finally {
      setExporting(false);
    }
  };

  /** A row's contents, laid out as table cells on a wide screen and as a card on a phone. */
  const cellsOf = (r: TestResultRow) => ({
    // The centre under the name, the portion under the kind: fewer columns.
    student: (
      <>
        {r.studentId ? (
          <Link component={RouterLink} to={`/student-page-component?id=${r.studentId}`}>
            {r.studentName}
          </Link>
        ) : (
          r.studentName
        )}
        <Typography variant="caption" color="text.secondary" component="div">
          {r.centreName}
        </Typography>
      </>
    ),
    kind: (
      <>
        {localName(r.kindName)}
        <Typography variant="caption" color="text.secondary" component="div">
          {portionText({ portion: r.portion })}
        </Typography>
      </>
    ),
    examiner: r.examinerName ?? '—',
    takenAt: <DateText value={r.takenAt} style="medium" />,
    score: (
      <>
        <bdi>
          {f.number(r.total)} / {f.number(r.maxTotal)}
        </bdi>{' '}
        ({f.percent(r.percent / 100, 1)})
      </>
    ),
    grade: <GradeChip grade={r.grade} />,
    decision:
      r.status === 'pending' && canApprove ? (
        <Stack direction="row" sx={{ gap: 0.5 }}>
          <Button
            size="small"
            variant="contained"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: r.requestId, decision: 'approve' })}
          >
            {t('tests.results.approve')}
          </Button>
          <Button
            size="small"
            color="warning"
            disabled={decide.isPending}
            onClick={() => setReturning(r)}
          >
            {t('tests.results.return')}
          </Button>
        </Stack>
      ) : (
        <ResultStatusChip status={r.status} />
      ),
    serial: r.certificateSerial ? (
      <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
        {f.digits(r.certificateSerial)}
      </bdi>
    ) : (
      '—'
    ),
  });

  return (
    <Screen
      actions={
        canExport ? (
          <Button
            startIcon={<DownloadOutlined />}
            variant="outlined"
            disabled={exporting}
            onClick={() => void doExport()}
          >
            {t('tests.results.export')}
          </Button>
        ) : null
      }
    >
      <Tabs
        value={status}
        onChange={(_e, v: Status) => s.set({ status: v === defaultStatus ? null : v })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {STATUSES.map((st) => (
          <Tab key={st} value={st} label={t(`tests.results.tab.${st}`)} />
        ))}
      </Tabs>
      <FilterBar
        active={
          ['kind', 'grade', 'examiner', 'from', 'to'].filter((k) => s.get(k)).length +
          (centre ? 1 : 0)
        }
        main={
          <SearchField
            size="small"
            value={s.get('q')}
            onChange={(e) => s.set({ q: e.target.value })}
            placeholder={t('tests.b.searchStudent')}
            aria-label={t('tests.b.searchStudent')}
            sx={{ flex: '2 1 220px' }}
          />
        }
      >
        <TextField
          select
          size="small"
          label={t('tests.b.kind')}
          value={s.get('kind')}
          onChange={(e) => s.set({ kind: e.target.value })}
          sx={{ flex: '1 1 170px' }}
        >
          <MenuItem value="">{t('tests.b.all')}</MenuItem>
          {kindOptions.map((k) => (
            <MenuItem key={k.id} value={k.id}>
              {localName(k.name)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('tests.b.grade')}
          value={s.get('grade')}
          onChange={(e) => s.set({ grade: e.target.value })}
          sx={{ flex: '1 1 140px' }}
        >
          <MenuItem value="">{t('tests.b.all')}</MenuItem>
          {GRADE_BANDS.map((g) => (
            <MenuItem key={g} value={g}>
              {t(`tests.grade.${g}`)}
            </MenuItem>
          ))}
        </TextField>
        {canExaminers && (
          <TextField
            select
            size="small"
            label={t('tests.b.examiner')}
            value={s.get('examiner')}
            onChange={(e) => s.set({ examiner: e.target.value })}
            sx={{ flex: '1 1 170px' }}
          >
            <MenuItem value="">{t('tests.b.all')}</MenuItem>
            {(examiners.data?.items ?? []).map((x) => (
              <MenuItem key={x.examinerId} value={x.examinerId}>
                {x.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <LookupField
          resource="centres"
          label={t('tests.b.centre')}
          value={centre}
          onChange={(c) => {
            setCentre(c);
            s.set({});
          }}
        />
        <PeriodFields from={s.get('from')} to={s.get('to')} onChange={(v) => s.set(v)} />
      </FilterBar>
      {(exportError ?? decideError) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {exportError ?? decideError}
        </Alert>
      )}
      <QueryState
        query={results}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title={t('tests.results.none')} />}
      >
        {({ items, total }) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {count('tests.count.results', total)}
            </Typography>
            <RecordTable
              rows={items}
              rowKey={(r) => r.requestId}
              label={t('tests.results.table')}
              phone={phone}
              rowTestId="result-row"
              columns={[
                { key: 'student', header: t('tests.b.student'), cell: (r) => cellsOf(r).student },
                { key: 'kind', header: t('tests.b.kind'), cell: (r) => cellsOf(r).kind },
                {
                  key: 'examiner',
                  header: t('tests.b.examiner'),
                  cell: (r) => cellsOf(r).examiner,
                },
                {
                  key: 'takenAt',
                  header: t('tests.results.takenAt'),
                  cell: (r) => cellsOf(r).takenAt,
                },
                {
                  key: 'score',
                  header: t('tests.results.score'),
                  cell: (r) => cellsOf(r).score,
                  nowrap: true,
                },
                { key: 'grade', header: t('tests.b.grade'), cell: (r) => cellsOf(r).grade },
                {
                  key: 'status',
                  header: t('tests.results.status'),
                  cell: (r) => cellsOf(r).decision,
                },
                {
                  key: 'certificate',
                  header: t('tests.results.certificate'),
                  cell: (r) => cellsOf(r).serial,
                },
              ]}
              card={(r) => {
                const c = cellsOf(r);
                return (
                  <Card variant="outlined">
                    <CardContent sx={{ display: 'grid', gap: 0.75 }}>
                      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                        <div>{c.student}</div>
                        {c.grade}
                      </Stack>
                      <div>{c.kind}</div>
                      <Typography variant="body2" color="text.secondary">
                        {c.takenAt} · {c.examiner}
                      </Typography>
                      <Stack
                        direction="row"
                        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
                      >
                        <Typography variant="body2">{c.score}</Typography>
                        {c.decision}
                      </Stack>
                    </CardContent>
                  </Card>
                );
              }}
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
      {returning && (
        <ReasonDialog
          title={t('tests.results.returnTitle', { name: returning.studentName })}
          message={t('tests.results.returnHelp')}
          confirmLabel={t('tests.results.return')}
          onConfirm={(reason) =>
            decide.mutateAsync({ id: returning.requestId, decision: 'return', reason })
          }
          onClose={() => setReturning(null)}
        />
      )}
    </Screen>
  );
}

export default ResultsScreen;
