import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The back-to-sign-in link under the auth forms, its arrow turned with the text direction. */
export function BackToLogin({ to, onClick }: { to: string; onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={to}
      color="inherit"
      fullWidth
      sx={{ mt: 1.5 }}
      onClick={onClick}
      startIcon={
        <ArrowBack sx={{ transform: (th) => (th.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
      }
    >
      {t('identity.backToLogin')}
    </Button>
  );
}
