import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from './StatusPage.tsx';

/** Shown in place of a screen the user's permissions do not include. */
export function Forbidden() {
  const { t } = useTranslation();
  return (
    <StatusPage
      kind="forbidden"
      title={t('shell.forbidden.title')}
      message={t('errors.forbidden')}
      actions={
        <Button component={RouterLink} to="/" variant="contained">
          {t('shell.backHome')}
        </Button>
      }
    />
  );
}
