import NavigateNextOutlined from '@mui/icons-material/NavigateNextOutlined';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentRoute } from '../../routes/route-handle.ts';

/** Home › module › screen, from the registry's titles (nothing on the home page itself). */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  if (!route || route.path === '/') return null;
  return (
    <MuiBreadcrumbs
      aria-label={t('shell.breadcrumbs')}
      separator={
        <NavigateNextOutlined
          fontSize="small"
          sx={{ transform: (th) => (th.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
        />
      }
      sx={{ mb: 2, fontSize: '0.875rem' }}
    >
      <Link component={RouterLink} to="/" underline="hover" color="text.secondary">
        {t('route./')}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {t(`module.${route.module}`, { defaultValue: route.module })}
      </Typography>
      <Typography variant="body2" color="text.primary" aria-current="page">
        {t(route.titleKey, { defaultValue: route.path })}
      </Typography>
    </MuiBreadcrumbs>
  );
}
