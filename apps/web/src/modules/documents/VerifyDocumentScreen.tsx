import type { DocumentVerification } from '@qc/domain/documents/verification';
import { DOCUMENTS_API } from '@qc/domain/documents/verification';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import SearchOff from '@mui/icons-material/SearchOffOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { createFormatters } from '../../app/format/formatters.ts';
import { isApiError } from '../../app/http/api-error.ts';
import { api } from '../../app/http/client.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { usePreferences } from '../../app/preferences/preferences-context.ts';

/** The labels of the public fields the issuing modules use; other keys are shown as they are. */
const FIELD_LABELS: Record<string, string> = {
  holder: 'documents.field.holder',
  title: 'documents.field.title',
  grade: 'documents.field.grade',
  date: 'documents.field.date',
};

/**
 * The public verification page of a printed document (/verify/:serial), opened from the QR
 * code or by typing the serial: valid or revoked (with the date), the kind, the fields the
 * issuer published and the issue date in both calendars. Made for a phone; signed out.
 */
export default function VerifyDocumentScreen() {
  const { t } = useTranslation();
  const { serial = '' } = useParams();
  const { locale } = useLocale();
  const { prefs } = usePreferences();
  // Both calendars, whatever the visitor's preference: the document prints both.
  const f = useMemo(
    () => createFormatters({ locale, calendar: 'both', digits: prefs.digits }),
    [locale, prefs.digits],
  );
  const found = useQuery({
    queryKey: ['public-document', serial],
    queryFn: () => api.get<DocumentVerification>(DOCUMENTS_API.verify(serial), { skipAuth: true }),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });

  let body;
  if (found.isPending) {
    body = (
      <Stack sx={{ alignItems: 'center', py: 6, gap: 2 }} role="status">
        <CircularProgress />
        <Typography>{t('documents.verify.loading')}</Typography>
      </Stack>
    );
  } else if (found.isError) {
    const missing = isApiError(found.error) && found.error.status === 404;
    body = (
      <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 4, gap: 1.5 }} role="alert">
        <SearchOff color={missing ? 'warning' : 'error'} sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h6" component="p">
          {missing ? t('documents.verify.notFound') : t('documents.verify.unreachable')}
        </Typography>
        {!missing && (
          <Button variant="outlined" onClick={() => void found.refetch()}>
            {t('documents.verify.retry')}
          </Button>
        )}
      </Stack>
    );
  } else {
    const d = found.data;
    const valid = d.status === 'valid';
    body = (
      <Stack sx={{ gap: 2 }}>
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            gap: 1.5,
            p: 2,
            borderRadius: 2,
            bgcolor: valid ? 'success.light' : 'error.light',
            color: valid ? 'success.contrastText' : 'error.contrastText',
          }}
          role="status"
          data-testid="verify-status"
        >
          {valid ? (
            <VerifiedOutlined sx={{ fontSize: 40 }} aria-hidden />
          ) : (
            <CancelOutlined sx={{ fontSize: 40 }} aria-hidden />
          )}
          <Typography variant="h6" component="p">
            {valid
              ? t('documents.verify.valid')
              : t('documents.verify.revoked', { date: f.date(d.revokedAt) })}
          </Typography>
        </Stack>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
          <Row label={t('documents.verify.kind')} value={t(`documents.kind.${d.kind}`, d.kind)} />
          {Object.entries(d.publicFields).map(([key, value]) => (
            <Row key={key} label={FIELD_LABELS[key] ? t(FIELD_LABELS[key]) : key} value={value} />
          ))}
          <Row label={t('documents.verify.issued')} value={f.date(d.issuedAt)} />
          <Row label={t('documents.verify.serial')} value={d.serial} ltr />
        </Box>
      </Stack>
    );
  }

  return (
    <Box component="section" sx={{ maxWidth: 560, mx: 'auto', px: 2, pt: { xs: 7, sm: 9 }, pb: 4 }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('documents.verify.title')}
          </Typography>
          {body}
        </CardContent>
      </Card>
    </Box>
  );
}

function Row({ label, value, ltr = false }: { label: string; value: string; ltr?: boolean }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      {/* Names and titles are in the document's language: each value is isolated in its own
          direction (bdi) while the line keeps the page's alignment. */}
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        <bdi dir={ltr ? 'ltr' : 'auto'}>{value}</bdi>
      </Typography>
    </Box>
  );
}
