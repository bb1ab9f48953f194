import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ListPager } from '../../app/components/ListPager.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useCodedList } from '../../app/hooks/use-coded-list.ts';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import { EvidenceLinks } from './SpecialCasesPanel.tsx';
import { fetchSpecialCases } from './students-api.ts';
import { SearchField } from '../../app/components/SearchField.tsx';

/** Special cases per page (the server pages the list, at most 100). */
const SPECIAL_CASES_PAGE_SIZE = 25;

/**
 * special-case-search: the students' special cases in scope, found by the student's name (any
 * Arabic spelling) and the case type, with their support and evidence files.
 */
export function SpecialCaseSearchScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const caseType = params.get('type') ?? '';
  const page = Number(params.get('page') || 1);
  const debounced = useDebounced(q, 300);
  const types = useCodedList('special-case-types');
  const set = (k: string, v: string) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    if (k !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  const cases = useQuery({
    queryKey: ['special-cases', 'list', { q: debounced, caseType, page }],
    queryFn: () =>
      fetchSpecialCases({
        q: debounced.trim() || undefined,
        caseType: caseType || undefined,
        page,
        pageSize: SPECIAL_CASES_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <Screen>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <SearchField
          size="small"
          value={q}
          onChange={(e) => set('q', e.target.value)}
          placeholder={t('students.special.searchHint')}
          sx={{ flex: '2 1 260px' }}
        />
        <TextField
          select
          size="small"
          label={t('students.special.type')}
          value={caseType}
          onChange={(e) => set('type', e.target.value)}
          sx={{ flex: '1 1 200px' }}
        >
          <MenuItem value="">{t('students.ui.all')}</MenuItem>
          {types.items.map((ty) => (
            <MenuItem key={ty.code} value={ty.code}>
              {ty._title}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <QueryState
        query={cases}
        isEmpty={(d) => d.items.length === 0}
        empty={
          <EmptyState
            title={t('students.special.none')}
            description={t('students.special.noneHelp')}
          />
        }
      >
        {({ items, total }) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('students.ui.count', { n: f.number(total) })}
            </Typography>
            <RecordTable
              rows={items}
              rowKey={(c) => c.id}
              label={t('students.special.list')}
              columns={[
                {
                  key: 'student',
                  header: t('students.field.fullName'),
                  primary: true,
                  cell: (c) => (
                    <Link component={RouterLink} to={`/student-case-component?id=${c.studentId}`}>
                      {c.studentName}
                    </Link>
                  ),
                },
                {
                  key: 'type',
                  header: t('students.special.type'),
                  cell: (c) => types.names.get(c.caseType) ?? c.caseType,
                },
                {
                  key: 'support',
                  header: t('students.special.support'),
                  nowrap: true,
                  cell: (c) => (c.monthlySupport != null ? f.number(c.monthlySupport / 100) : '—'),
                },
                {
                  key: 'starts',
                  header: t('students.special.startsOn'),
                  nowrap: true,
                  cell: (c) => (c.startsOn ? <DateText value={c.startsOn} style="medium" /> : '—'),
                },
                {
                  key: 'evidence',
                  header: t('students.special.evidence'),
                  cell: (c) => <EvidenceLinks c={c} />,
                },
              ]}
            />
            <ListPager
              page={page}
              total={total}
              pageSize={SPECIAL_CASES_PAGE_SIZE}
              onChange={(p) => set('page', String(p))}
            />
          </>
        )}
      </QueryState>
    </Screen>
  );
}

export default SpecialCaseSearchScreen;
