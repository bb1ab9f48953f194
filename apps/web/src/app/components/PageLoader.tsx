import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner.tsx';

/** A centred spinner while a screen or the session loads. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: fullScreen ? '100vh' : 240,
        width: '100%',
        color: 'primary.main',
      }}
    >
      <Spinner size={36} label={t('common.loading')} />
    </Box>
  );
}
