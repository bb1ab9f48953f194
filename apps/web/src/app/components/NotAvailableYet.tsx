import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from './StatusPage.tsx';

export interface NotAvailableYetProps {
  /** The translation key of the screen's title (`route.<path>`). */
  titleKey?: string;
  /** The module it belongs to (shown as a chip). */
  module?: string;
  /** Where "back" goes: home for the admin area, the public home for public pages. */
  homePath?: string;
}

/** A screen of the specification that is planned but not built yet: said plainly. */
export function NotAvailableYet({ titleKey, module, homePath = '/' }: NotAvailableYetProps) {
  const { t } = useTranslation();
  const title = titleKey ? t(titleKey, { defaultValue: '' }) : '';
  return (
    <StatusPage
      kind="not-available"
      title={t('shell.notAvailable.title')}
      message={title ? t('shell.notAvailable.named', { title }) : t('shell.notAvailable.message')}
      actions={
        <>
          {module && (
            <Chip
              label={t(`module.${module}`, { defaultValue: module })}
              variant="outlined"
              color="primary"
              sx={{ alignSelf: 'center' }}
            />
          )}
          <Button component={RouterLink} to={homePath} variant="contained">
            {t('shell.backHome')}
          </Button>
        </>
      }
    />
  );
}
