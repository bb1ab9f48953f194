import type { MapState } from '@qc/domain';
import { SURAHS, TOTAL_JUZ, TOTAL_PAGES } from '@qc/domain';
import { JUZ_OF, PAGE_START } from '@qc/domain/quran/quran-data';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/format/use-format.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';

export const MAP_COLOURS: Record<MapState, string> = {
  none: '#e8eaed',
  partial: '#c9e3f6',
  new: '#2e7d32',
  recent: '#81c784',
  stale: '#f9a825',
  // Known before joining and not read in the ring since.
  prior: '#7e57c2',
};

interface Props {
  pages: MapState[];
  surahs: MapState[];
}

/** The pages of each juz (1..30), from the Quran data. */
function pagesByJuz(): number[][] {
  const out: number[][] = Array.from({ length: TOTAL_JUZ }, () => []);
  for (let p = 1; p <= TOTAL_PAGES; p++) {
    const juz = JUZ_OF[PAGE_START[p] as number] as number;
    out[juz - 1]!.push(p);
  }
  return out;
}

/**
 * The memorised map: all 604 pages of the mushaf (one row per juz), or the 114 surahs, each
 * coloured: memorised recently (new), revised recently, not revised for a long time, partly
 * memorised, not memorised. Rows follow the reading direction of the page.
 */
export function MemorisedMap({ pages, surahs }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const { locale } = useLocale();
  const [view, setView] = useState<'pages' | 'surahs'>('pages');
  const juzRows = useMemo(pagesByJuz, []);
  const legend: MapState[] =
    view === 'pages'
      ? ['prior', 'new', 'recent', 'stale', 'none']
      : ['new', 'recent', 'stale', 'partial', 'none'];
  const counts = useMemo(() => {
    const c: Record<MapState, number> = {
      none: 0,
      new: 0,
      recent: 0,
      stale: 0,
      partial: 0,
      prior: 0,
    };
    for (const s of view === 'pages' ? pages : surahs) c[s]++;
    return c;
  }, [pages, surahs, view]);
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('map.title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_e, v: 'pages' | 'surahs' | null) => v && setView(v)}
        >
          <ToggleButton value="pages">{t('map.pages')}</ToggleButton>
          <ToggleButton value="surahs">{t('map.surahs')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {view === 'pages' ? (
        <Stack spacing="3px" role="img" aria-label={t('map.title')} data-testid="memorised-map">
          {juzRows.map((row, j) => (
            <Stack key={j} direction="row" sx={{ alignItems: 'center', gap: '2px' }}>
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ width: 26, flex: 'none', textAlign: 'center', fontSize: 10 }}
              >
                {f.digits(j + 1)}
              </Typography>
              {row.map((p) => {
                const s = pages[p - 1] ?? 'none';
                return (
                  <Box
                    key={p}
                    title={`${t('map.page', { n: f.digits(p) })} · ${t(`map.${s}`)}`}
                    sx={{
                      flex: '1 1 0',
                      maxWidth: 22,
                      aspectRatio: '1',
                      bgcolor: MAP_COLOURS[s],
                      borderRadius: '2px',
                    }}
                  />
                );
              })}
            </Stack>
          ))}
        </Stack>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))',
            gap: '4px',
          }}
        >
          {surahs.map((s, i) => {
            const info = SURAHS[i]!;
            return (
              <Tooltip key={info.number} title={`${f.digits(info.number)} · ${t(`map.${s}`)}`}>
                <Box
                  sx={{
                    bgcolor: MAP_COLOURS[s],
                    color: s === 'new' ? '#fff' : 'text.primary',
                    borderRadius: 1,
                    px: 0.5,
                    py: 0.25,
                    fontSize: 11,
                    textAlign: 'center',
                    overflow: 'hidden',
                    whiteSpace: 'nowrap',
                    textOverflow: 'ellipsis',
                  }}
                >
                  {locale === 'ar' ? info.nameAr : info.nameEn}
                </Box>
              </Tooltip>
            );
          })}
        </Box>
      )}
      <Stack direction="row" sx={{ gap: 1.5, mt: 1, flexWrap: 'wrap' }}>
        {legend
          .filter((s) => s !== 'prior' || counts.prior > 0)
          .map((s) => (
            <Stack key={s} direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
              <Box sx={{ width: 12, height: 12, bgcolor: MAP_COLOURS[s], borderRadius: '2px' }} />
              <Typography variant="caption">
                {t(`map.${s}`)} ({f.number(counts[s])})
              </Typography>
            </Stack>
          ))}
      </Stack>
    </Box>
  );
}
