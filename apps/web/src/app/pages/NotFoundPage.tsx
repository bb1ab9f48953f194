import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { StatusPage } from '../components/StatusPage.tsx';

/** The catch-all page of any unknown path (public, blank layout). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusPage
      fullScreen
      kind="not-found"
      title={t('shell.notFound.title')}
      message={t('shell.notFound.message')}
      actions={
        <>
          <Button variant="outlined" onClick={() => void navigate(-1)}>
            {t('common.back')}
          </Button>
          <Button component={RouterLink} to="/" variant="contained">
            {t('shell.backHome')}
          </Button>
        </>
      }
    />
  );
}

export default NotFoundPage;
