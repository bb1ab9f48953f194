import { READING_KINDS, SURAHS } from '@qc/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import { dateTextError, isIsoDay } from '../../resources/kinds/inputs/date-value.ts';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { RingSelect } from './RingSelect.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import { useRangeText } from '../../app/format/use-range-text.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { useMeasureText } from '../../app/format/quran-measure.ts';
import type { ReadingHit } from '@qc/domain';
import { searchReadings } from './rings-api.ts';
import { SearchField } from '../../app/components/SearchField.tsx';
import { usePhone } from '../../app/hooks/use-phone.ts';

const PAGE_SIZE = 25;

/**
 * students-quran-readings: the readings (memorisation records) in scope, searched by the
 * student's name in any Arabic spelling, and filtered by ring, kind, surah and dates; newest
 * first, page by page. A reading opens its student's page.
 */
export function ReadingsSearchScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  const measureText = useMeasureText();
  const { locale } = useLocale();
  const phone = usePhone();
  const rangeText = useRangeText();
  const [params, setParams] = useSearchParams();
  const get = (k: string) => params.get(k) ?? '';
  const set = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };
  const q = useDebounced(get('q').trim(), 350);
  const page = Number(get('page') || 1);
  const query = {
    q: q || undefined,
    studentId: get('student') || undefined,
    ringId: get('ring') || undefined,
    kind: get('kind') || undefined,
    surah: get('surah') || undefined,
    // A date typed but not readable stays in the field with its message; it is not searched.
    from: isIsoDay(get('from')) ? get('from') : undefined,
    to: isIsoDay(get('to')) ? get('to') : undefined,
    page,
    pageSize: PAGE_SIZE,
  };
  const result = useQuery({
    queryKey: ['readings', 'list', query],
    queryFn: () => searchReadings(query),
    placeholderData: keepPreviousData,
  });
  const range = (r: ReadingHit) =>
    rangeText({
      from: { surah: r.fromSurah, ayah: r.fromAyah },
      to: { surah: r.toSurah, ayah: r.toAyah },
    });
  return (
    <Screen>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <SearchField
          size="small"
          value={get('q')}
          onChange={(e) => set({ q: e.target.value })}
          placeholder={t('rings.readings.searchHint')}
          sx={{ flex: '2 1 240px' }}
        />
        <RingSelect
          value={get('ring')}
          onChange={(id) => set({ ring: id })}
          emptyLabel={t('students.ui.allRings')}
        />
        <TextField
          select
          size="small"
          label={t('rings.readings.kind')}
          value={get('kind')}
          onChange={(e) => set({ kind: e.target.value })}
          sx={{ minWidth: 140, flex: '1 1 140px' }}
        >
          <MenuItem value="">{t('students.ui.all')}</MenuItem>
          {READING_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`rings.kind.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('rings.day.surah')}
          value={get('surah')}
          onChange={(e) => set({ surah: e.target.value })}
          sx={{ minWidth: 160, flex: '1 1 160px' }}
        >
          <MenuItem value="">{t('students.ui.all')}</MenuItem>
          {SURAHS.map((s) => (
            <MenuItem key={s.number} value={String(s.number)}>
              {f.digits(s.number)}. {locale === 'ar' ? s.nameAr : s.nameEn}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ width: 165 }}>
          <DateField
            size="small"
            compact
            label={t('rings.readings.from')}
            value={get('from')}
            onChange={(v) => set({ from: v ?? '' })}
            error={dateTextError(get('from'), t)}
          />
        </Box>
        <Box sx={{ width: 165 }}>
          <DateField
            size="small"
            compact
            label={t('rings.readings.to')}
            value={get('to')}
            onChange={(v) => set({ to: v ?? '' })}
            error={dateTextError(get('to'), t)}
          />
        </Box>
        {get('student') && (
          <Chip
            label={t('rings.readings.oneStudent')}
            onDelete={() => set({ student: '' })}
            sx={{ alignSelf: 'center' }}
          />
        )}
      </Stack>
      <QueryState
        query={result}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title={t('rings.readings.none')} />}
      >
        {(data) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {data.totalCapped
                ? count('rings.readings.countCapped', data.total)
                : t('rings.readings.count', {
                    readings: count('count.readings', data.total),
                  })}
            </Typography>
            <Box sx={{ opacity: result.isPlaceholderData ? 0.6 : 1 }}>
              <RecordTable
                rows={data.items}
                rowKey={(r) => r.id}
                label={t('rings.readings.list')}
                columns={[
                  {
                    key: 'date',
                    header: t('rings.day.date'),
                    cell: (r) => <DateText value={r.readOn} style="short" />,
                    nowrap: true,
                  },
                  {
                    key: 'student',
                    header: t('rings.readings.student'),
                    cell: (r) => (
                      <Link component={RouterLink} to={`/student-page-component?id=${r.studentId}`}>
                        {r.studentName}
                      </Link>
                    ),
                    primary: true,
                  },
                  { key: 'ring', header: t('rings.day.ring'), cell: (r) => r.ringName },
                  {
                    key: 'kind',
                    header: t('rings.readings.kind'),
                    cell: (r) => t(`rings.kind.${r.kind}`),
                  },
                  {
                    key: 'portion',
                    header: t('rings.readings.portion'),
                    cell: (r) => (
                      <>
                        {range(r)}
                        <Typography variant="caption" color="text.secondary" component="div">
                          {measureText(r.ayahCount, r.pageCount)}
                        </Typography>
                      </>
                    ),
                  },
                  {
                    key: 'mistakes',
                    header: t('rings.readings.mistakes'),
                    cell: (r) =>
                      `${f.number(r.mistakesMemorisation)} / ${f.number(r.mistakesTajweed)}`,
                    nowrap: true,
                  },
                  {
                    key: 'grade',
                    header: t('rings.day.grade'),
                    cell: (r) => (r.grade ? t(`rings.grade.${r.grade}`) : '—'),
                  },
                ]}
              />
            </Box>
            <Stack sx={{ alignItems: 'center', mt: 2 }}>
              <Pagination
                page={page}
                count={Math.max(1, Math.ceil(data.total / PAGE_SIZE))}
                onChange={(_e, p) => set({ page: String(p) })}
                siblingCount={phone ? 0 : 1}
              />
            </Stack>
          </>
        )}
      </QueryState>
    </Screen>
  );
}

export default ReadingsSearchScreen;
