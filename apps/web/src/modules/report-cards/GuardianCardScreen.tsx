import Download from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { isApiError } from '../../app/http/api-error.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { CardSheet } from './CardSheet.tsx';
import { publicPdfUrl, usePublicCard } from './report-cards-api.ts';

/**
 * The page a guardian's private link opens (/report-card/:token): signed out, on the blank
 * layout, made for a phone. The card drawn as it prints, and its PDF to download. A link that
 * is wrong, or whose card was revoked, says so.
 */
export function GuardianCardScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const { token = '' } = useParams();
  const card = usePublicCard(token);
  if (card.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common.loading', { defaultValue: '' })} />
      </Box>
    );
  if (card.isError) {
    if (isApiError(card.error) && card.error.status === 404)
      return (
        <Box sx={{ maxWidth: 520, mx: 'auto', p: 2 }}>
          <Alert severity="warning" data-testid="guardian-gone">
            {t('reportCards.ui.guardianGone')}
          </Alert>
        </Box>
      );
    return <ErrorState onRetry={() => void card.refetch()} />;
  }
  const c = card.data;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: { xs: 1.5, sm: 3 }, pt: { xs: 8, sm: 8 } }}>
      <Stack spacing={2}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {c.studentName}
          </Typography>
          <Typography color="text.secondary">
            {c.title} · {c.termLabel} · {f.date(c.from)} – {f.date(c.to)}
          </Typography>
        </Box>
        <Box>
          <Button
            variant="contained"
            startIcon={<Download />}
            href={publicPdfUrl(token)}
            target="_blank"
            rel="noopener"
            data-testid="guardian-pdf"
          >
            {t('reportCards.ui.pdf')}
          </Button>
        </Box>
        <CardSheet
          layout={c.layout}
          style={c.style}
          data={c.data}
          title={c.title}
          termLabel={c.termLabel}
          from={c.from}
          to={c.to}
        />
        <Typography variant="caption" color="text.secondary">
          <bdi>{c.serial}</bdi> · {f.date(c.issuedAt)}
        </Typography>
      </Stack>
    </Box>
  );
}

export default GuardianCardScreen;
