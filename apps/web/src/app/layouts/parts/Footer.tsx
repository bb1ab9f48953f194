import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../format/use-format.ts';
import type { BarType } from '../../preferences/preferences.ts';
import { CONTENT_MAX_WIDTH } from '../../theme/tokens.ts';

/** The layout footer: static (after the content), sticky (always visible) or hidden. */
export function Footer({ type, boxed }: { type: BarType; boxed: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (type === 'hidden') return null;
  return (
    <Box
      component="footer"
      sx={{
        position: type === 'sticky' ? 'sticky' : 'static',
        bottom: 0,
        zIndex: 2,
        mt: 'auto',
        width: '100%',
        maxWidth: boxed ? CONTENT_MAX_WIDTH : 'none',
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        py: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        justifyContent: 'space-between',
        bgcolor: type === 'sticky' ? 'background.paper' : 'transparent',
        borderTop: (th) => (type === 'sticky' ? `1px solid ${th.palette.divider}` : 'none'),
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('shell.footer.rights', {
          year: f.digits(new Date().getFullYear()),
          organisation: t('app.organisation'),
        })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Link component={RouterLink} to="/page/help-center" variant="body2" underline="hover">
          {t('shell.footer.help')}
        </Link>
        <Link component={RouterLink} to="/privacy" variant="body2" underline="hover">
          {t('shell.footer.privacy')}
        </Link>
      </Box>
    </Box>
  );
}
