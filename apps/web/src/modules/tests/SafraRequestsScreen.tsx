import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEST_REQUEST_STATES } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ListPager } from '../../app/components/ListPager.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { useCount } from '../../app/i18n/use-count.ts';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { GradeChip, StateChip } from './parts.tsx';
import { RequestPanel } from './RequestPanel.tsx';
import { cleanQuery, useLocalName, useTestRequestList } from './tests-results-api.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { SearchField } from '../../app/components/SearchField.tsx';

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
        <SearchField
          size="small"
          value={s.get('q')}
          onChange={(e) => s.set({ q: e.target.value })}
          placeholder={t('tests.b.searchStudent')}
          aria-label={t('tests.b.searchStudent')}
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
            <RecordTable
              rows={items}
              rowKey={(r) => r.id}
              label={t('tests.safra.table')}
              phone={phone}
              rowTestId="safra-row"
              columns={[
                {
                  key: 'student',
                  header: t('tests.b.student'),
                  cell: (r) => (
                    <Link component="button" type="button" onClick={() => setOpen(r.id)}>
                      {r.studentName}
                    </Link>
                  ),
                },
                { key: 'centre', header: t('tests.b.centre'), cell: (r) => r.centreName },
                { key: 'kind', header: t('tests.b.kind'), cell: (r) => localName(r.kindName) },
                {
                  key: 'state',
                  header: t('tests.b.state'),
                  cell: (r) => <StateChip state={r.state} />,
                },
                {
                  key: 'requestedAt',
                  header: t('tests.safra.requestedAt'),
                  cell: (r) => <DateText value={r.requestedAt} style="medium" />,
                },
                {
                  key: 'scheduledAt',
                  header: t('tests.safra.scheduledAt'),
                  cell: (r) => (
                    <>
                      {r.scheduledAt ? <DateText value={r.scheduledAt} withTime /> : '—'}
                      {r.examinerName && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {r.examinerName}
                        </Typography>
                      )}
                    </>
                  ),
                },
                {
                  key: 'grade',
                  header: t('tests.b.grade'),
                  cell: (r) => (r.result ? <GradeChip grade={r.result.grade} /> : '—'),
                },
              ]}
              card={(r) => (
                <Card variant="outlined">
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
      <RequestPanel id={open} onClose={() => setOpen(null)} />
    </Screen>
  );
}

export default SafraRequestsScreen;
