import FullscreenOutlined from '@mui/icons-material/FullscreenOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HallView } from '@qc/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { useCompetition, useCompetitions, useHall } from './competitions-api.ts';

/** States in which a competition may have a hall to show (the server decides for each). */
const HALL_STATES = new Set(['judging', 'provisional', 'approved', 'published', 'archived']);

function Board({ hall }: { hall: HallView }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (hall.entries.length === 0)
    return <Alert severity="info">{t('competitions.hall.empty')}</Alert>;
  return (
    <Stack component="ol" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }} data-testid="hall-board">
      {hall.entries.map((e) => {
        const podium = e.rank !== null && e.rank <= 3;
        return (
          <Box
            component="li"
            key={e.nominationId}
            data-testid="hall-entry"
            data-rank={e.rank ?? ''}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '3.5rem 1fr auto', md: '6rem 1fr auto' },
              alignItems: 'center',
              gap: 2,
              p: { xs: 1.5, md: 2.5 },
              borderRadius: 2,
              bgcolor: podium ? 'primary.main' : 'background.paper',
              color: podium ? 'primary.contrastText' : 'text.primary',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Typography sx={{ fontSize: { xs: '1.8rem', md: '3rem' }, fontWeight: 700 }}>
              {e.rank === null ? '—' : f.number(e.rank)}
            </Typography>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontSize: { xs: '1.2rem', md: '2.2rem' }, fontWeight: 600 }}>
                {e.studentName ?? t('competitions.hall.number', { n: f.number(e.drawNumber ?? 0) })}
              </Typography>
              <Typography sx={{ fontSize: { xs: '0.9rem', md: '1.3rem' }, opacity: 0.85 }}>
                {e.centreName ??
                  t('competitions.hall.sheets', {
                    done: f.number(e.sheets),
                    total: f.number(e.expected),
                  })}
                {e.tied ? ` · ${t('competitions.ui.tied')}` : ''}
              </Typography>
            </Box>
            <Typography sx={{ fontSize: { xs: '1.5rem', md: '2.8rem' }, fontWeight: 700 }}>
              {e.score === null ? (e.sheets === 0 ? '' : '…') : f.number(e.score)}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}

/**
 * The hall's projector (`/competition-hall?category=`): one category's ranking in large type,
 * updated as the judges submit their sheets when the competition opens its live hall (contestants
 * by draw number only), then the approved ranking with names. Without a category: the
 * competitions and categories to choose from. A full-screen button for the projector.
 */
export function HallScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const s = useSearchState();
  const board = useRef<HTMLDivElement>(null);
  const competitionId = s.get('competition');
  const categoryId = s.get('category');
  const list = useCompetitions({ pageSize: 100 });
  const detail = useCompetition(competitionId);
  const hall = useHall(categoryId);
  const open = (list.data?.items ?? []).filter((c) => HALL_STATES.has(c.state));
  return (
    <Screen
      actions={
        categoryId ? (
          <Button
            startIcon={<FullscreenOutlined />}
            onClick={() => void board.current?.requestFullscreen?.()}
          >
            {t('competitions.ui.fullScreen')}
          </Button>
        ) : null
      }
    >
      <Stack sx={{ gap: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
          <TextField
            select
            size="small"
            label={t('competitions.ui.competition')}
            value={open.some((c) => c.id === competitionId) ? competitionId : ''}
            onChange={(e) => s.set({ competition: e.target.value, category: null })}
            sx={{ minWidth: 260 }}
          >
            {open.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name} · {f.digits(c.season)}
              </MenuItem>
            ))}
          </TextField>
          {detail.data && (
            <TextField
              select
              size="small"
              label={t('competitions.ui.category')}
              value={detail.data.categoriesList.some((k) => k.id === categoryId) ? categoryId : ''}
              onChange={(e) => s.set({ category: e.target.value })}
              sx={{ minWidth: 220 }}
            >
              {detail.data.categoriesList.map((k) => (
                <MenuItem key={k.id} value={k.id}>
                  {k.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
        {!categoryId && list.isSuccess && (
          <Alert severity="info">
            {open.length ? t('competitions.ui.hallChoose') : t('competitions.ui.noResults')}
          </Alert>
        )}
        {categoryId && (
          <QueryState query={hall}>
            {(h) => (
              <Box
                ref={board}
                sx={{ bgcolor: 'background.default', p: { xs: 0, md: 3 }, overflow: 'auto' }}
              >
                <Typography
                  variant="h4"
                  component="h2"
                  sx={{ fontWeight: 700, fontSize: { xs: '1.4rem', md: '2.6rem' } }}
                >
                  {h.competitionName} — {h.categoryName}
                </Typography>
                <Typography
                  color={h.frozen ? 'success.main' : 'warning.main'}
                  sx={{ mb: 2, fontSize: { xs: '1rem', md: '1.5rem' } }}
                  data-testid="hall-state"
                  data-frozen={String(h.frozen)}
                >
                  {t(h.frozen ? 'competitions.hall.final' : 'competitions.hall.provisional')}
                </Typography>
                <Board hall={h} />
              </Box>
            )}
          </QueryState>
        )}
      </Stack>
    </Screen>
  );
}

export default HallScreen;
