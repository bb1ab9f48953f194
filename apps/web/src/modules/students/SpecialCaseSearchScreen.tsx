import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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
import { Screen } from '../../app/components/Screen.tsx';
import { useCodedList } from '../../app/hooks/use-coded-list.ts';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import { EvidenceLinks } from './SpecialCasesPanel.tsx';
import { fetchSpecialCases } from './students-api.ts';

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
        <TextField
          size="small"
          value={q}
          onChange={(e) => set('q', e.target.value)}
          placeholder={t('students.special.searchHint')}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
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
            <TableContainer component={Paper} variant="outlined">
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('students.field.fullName')}</TableCell>
                    <TableCell>{t('students.special.type')}</TableCell>
                    <TableCell>{t('students.special.support')}</TableCell>
                    <TableCell>{t('students.special.startsOn')}</TableCell>
                    <TableCell>{t('students.special.evidence')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((c) => (
                    <TableRow key={c.id} hover>
                      <TableCell>
                        <Link
                          component={RouterLink}
                          to={`/student-case-component?id=${c.studentId}`}
                        >
                          {c.studentName}
                        </Link>
                      </TableCell>
                      <TableCell>{types.names.get(c.caseType) ?? c.caseType}</TableCell>
                      <TableCell>
                        {c.monthlySupport != null ? f.number(c.monthlySupport / 100) : '—'}
                      </TableCell>
                      <TableCell>
                        {c.startsOn ? <DateText value={c.startsOn} style="medium" /> : '—'}
                      </TableCell>
                      <TableCell>
                        <EvidenceLinks c={c} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
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
