import NavigateNextOutlined from '@mui/icons-material/NavigateNextOutlined';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { resourceKeys } from '@qc/domain/resources/labels';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { listPathOf } from '../../../resources/resource-paths.ts';
import { useResourceSummary } from '../../../resources/use-resource.ts';
import { useCurrentRoute } from '../../routes/route-handle.ts';

/**
 * Home › module › screen, from the registry's titles (nothing on the home page itself). The
 * shared record pages (`/r/<name>/…`) name the record's own module and link back to its list:
 * Home › Students › Special case records › Record.
 */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  // Only the `:resource` of the path: a list screen's own title already names its resource.
  const def = useResourceSummary();
  if (!route || route.path === '/') return null;
  const module = def?.module ?? route.module;
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
        {t(`module.${module}`, { defaultValue: module })}
      </Typography>
      {def && (
        <Link component={RouterLink} to={listPathOf(def)} underline="hover" color="text.secondary">
          {t(resourceKeys.title(def.name))}
        </Link>
      )}
      <Typography variant="body2" color="text.primary" aria-current="page">
        {t(route.titleKey, { defaultValue: route.path })}
      </Typography>
    </MuiBreadcrumbs>
  );
}
