import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/PageHeader.tsx';

const PARTS = [
  'shell.sample.part.navigation',
  'shell.sample.part.search',
  'shell.sample.part.shortcuts',
  'shell.sample.part.notifications',
  'shell.sample.part.theme',
  'shell.sample.part.user',
  'shell.sample.part.customizer',
];

/** The sample content pages the specification keeps (second page, its copy, new page). */
export function SampleContent({ titleKey, variant }: { titleKey: string; variant: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(titleKey)} subtitle={t('shell.sample.subtitle')} />
      <Stack spacing={3}>
        <Card>
          <CardHeader title={t('shell.sample.cardTitle')} />
          <CardContent>
            <Typography color="text.secondary">{t(`shell.sample.body${variant}`)}</Typography>
          </CardContent>
        </Card>
        <Card id="details">
          <CardHeader title={t('shell.sample.detailsTitle')} />
          <CardContent>
            <Typography color="text.secondary">{t('shell.sample.details')}</Typography>
          </CardContent>
        </Card>
        <Card>
          <CardHeader title={t('shell.sample.partsTitle')} />
          <CardContent>
            <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5, display: 'grid', gap: 1 }}>
              {PARTS.map((key) => (
                <Typography component="li" key={key} color="text.secondary">
                  {t(key)}
                </Typography>
              ))}
            </Box>
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}
