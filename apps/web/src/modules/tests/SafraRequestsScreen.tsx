import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
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
import { TEST_REQUEST_STATES } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { useCount } from '../../app/i18n/use-count.ts';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { usePhone } from './FilterBar.tsx';
import { GradeChip, StateChip } from './parts.tsx';
import { RequestPanel } from './RequestPanel.tsx';
import { cleanQuery, useLocalName, useTestRequestList } from './tests-results-api.ts';
import { useSearchState } from './use-search-state.ts';

const PAGE_SIZE = 25;

/**
 * A country's Safra requests (country-test-request-safra): the centre stage and the final of
 * every centre of the chosen country (or of all countries in the caller's scope), by state;
 * a row opens the request with its history and the actions the caller may take.
 */
export function SafraRequestsScreen() {
  const { t } = useTranslation();
  const count = useCount();
  const localName = useLocalName();
  const s = useSearchState();
  const [country, setCountry] = useState<LookupItem | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const phone = usePhone();
  const q = useDebounced(s.get('q'), 300);
  const list = useTestRequestList(
    cleanQuery({
      category: 'safra,safra-final',
      countryId: country?.id,
      state: s.get('state'),
      q: q.trim(),
      page: s.page,
      pageSize: PAGE_SIZE,
    }),
  );
  return (
    <Screen>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ flex: '0 1 260px' }}>
          <LookupField
            resource="countries"
            label={t('tests.b.country')}
            value={country}
            onChange={(c) => {
              setCountry(c);
              s.set({});
            }}
            fullWidth
          />
        </Box>
        <TextField
          select
          size="small"
          label={t('tests.b.state')}
          value={s.get('state')}
          onChange={(e) => s.set({ state: e.target.value })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('tests.b.all')}</MenuItem>
          {TEST_REQUEST_STATES.map((st) => (
            <MenuItem key={st} value={st}>
              {t(`tests.state.${st}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          value={s.get('q')}
          onChange={(e) => s.set({ q: e.target.value })}
          placeholder={t('tests.b.searchStudent')}
          aria-label={t('tests.b.searchStudent')}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: '2 1 220px' }}
        />
      </Stack>
      <QueryState
        query={list}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title={t('tests.safra.none')} />}
      >
        {({ items, total }) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {count('count.requests', total)}
            </Typography>
            {phone ? (
              <Stack spacing={1}>
                {items.map((r) => (
                  <Card key={r.id} variant="outlined" data-testid="safra-row">
                    <CardActionArea onClick={() => setOpen(r.id)}>
                      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                          <Typography sx={{ fontWeight: 600 }}>{r.studentName}</Typography>
                          <StateChip state={r.state} />
                        </Stack>
                        <Typography variant="body2">
                          {localName(r.kindName)} · {r.centreName}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" component="div">
                          {r.scheduledAt ? (
                            <DateText value={r.scheduledAt} withTime />
                          ) : (
                            <DateText value={r.requestedAt} style="medium" />
                          )}
                          {r.examinerName ? ` · ${r.examinerName}` : ''}
                        </Typography>
                        {r.result && <GradeChip grade={r.result.grade} />}
                      </CardContent>
                    </CardActionArea>
                  </Card>
                ))}
              </Stack>
            ) : (
              <TableContainer component={Paper} variant="outlined">
                <Table size="small" aria-label={t('tests.safra.table')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('tests.b.student')}</TableCell>
                      <TableCell>{t('tests.b.centre')}</TableCell>
                      <TableCell>{t('tests.b.kind')}</TableCell>
                      <TableCell>{t('tests.b.state')}</TableCell>
                      <TableCell>{t('tests.safra.requestedAt')}</TableCell>
                      <TableCell>{t('tests.safra.scheduledAt')}</TableCell>
                      <TableCell>{t('tests.b.grade')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {items.map((r) => (
                      <TableRow key={r.id} hover data-testid="safra-row">
                        <TableCell>
                          <Link component="button" type="button" onClick={() => setOpen(r.id)}>
                            {r.studentName}
                          </Link>
                        </TableCell>
                        <TableCell>{r.centreName}</TableCell>
                        <TableCell>{localName(r.kindName)}</TableCell>
                        <TableCell>
                          <StateChip state={r.state} />
                        </TableCell>
                        <TableCell>
                          <DateText value={r.requestedAt} style="medium" />
                        </TableCell>
                        <TableCell>
                          {r.scheduledAt ? <DateText value={r.scheduledAt} withTime /> : '—'}
                          {r.examinerName && (
                            <Typography variant="caption" color="text.secondary" component="div">
                              {r.examinerName}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell>
                          {r.result ? <GradeChip grade={r.result.grade} /> : '—'}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            {total > PAGE_SIZE && (
              <Stack sx={{ alignItems: 'center', mt: 2 }}>
                <Pagination
                  page={s.page}
                  count={Math.ceil(total / PAGE_SIZE)}
                  onChange={(_e, p) => s.set({ page: String(p) })}
                  color="primary"
                  siblingCount={0}
                />
              </Stack>
            )}
          </>
        )}
      </QueryState>
      <RequestPanel id={open} onClose={() => setOpen(null)} />
    </Screen>
  );
}

export default SafraRequestsScreen;
