import MenuOutlined from '@mui/icons-material/MenuOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, matchPath, useLocation } from 'react-router';
import { useFormat } from '../format/use-format.ts';
import { LanguageSwitcher } from './parts/LanguageSwitcher.tsx';
import { Logo } from './parts/Logo.tsx';
import { ThemeSwitcher } from './parts/ThemeSwitcher.tsx';

/** The public site's sections shown in the brand header. */
const SITE_LINKS = [
  { to: '/page/home', key: 'shell.site.home' },
  { to: '/page/aboutus', key: 'shell.site.about' },
  { to: '/page/ourapps', key: 'shell.site.apps' },
  { to: '/page/ourprint', key: 'shell.site.prints' },
  { to: '/page/ourprojects', key: 'shell.site.projects' },
];

/**
 * The `brintk` layout of the public showcase pages (our apps, our publications, our projects):
 * the organisation's header with the site's sections, a donate action and sign-in, and a
 * footer. Below 960 px the sections fold into a drawer.
 */
export function BrintkLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const f = useFormat();
  const theme = useTheme();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);
  const active = (to: string) => Boolean(matchPath({ path: to, end: true }, pathname));

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="header"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1100,
          bgcolor: alpha(theme.palette.background.paper, 0.9),
          backdropFilter: 'saturate(180%) blur(10px)',
          borderBottom: `1px solid ${theme.palette.divider}`,
        }}
      >
        <Box
          sx={{
            maxWidth: 1280,
            mx: 'auto',
            px: { xs: 2, sm: 3 },
            minHeight: 68,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
          }}
        >
          <IconButton
            onClick={() => setOpen(true)}
            aria-label={t('shell.nav.open')}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuOutlined />
          </IconButton>
          <RouterLink
            to="/page/home"
            style={{ textDecoration: 'none' }}
            aria-label={t('app.title')}
          >
            <Logo />
          </RouterLink>
          <Box
            component="nav"
            aria-label={t('shell.site.nav')}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mx: 3 }}
          >
            {SITE_LINKS.map((l) => (
              <Button
                key={l.to}
                component={RouterLink}
                to={l.to}
                color={active(l.to) ? 'primary' : 'inherit'}
                aria-current={active(l.to) ? 'page' : undefined}
                sx={{ fontWeight: active(l.to) ? 700 : 500 }}
              >
                {t(l.key)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flex: 1 }} />
          <LanguageSwitcher />
          <ThemeSwitcher />
          <Button
            component={RouterLink}
            to="/page/donate"
            variant="contained"
            color="secondary"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {t('shell.site.donate')}
          </Button>
          <Button component={RouterLink} to="/login" variant="outlined">
            {t('shell.site.signIn')}
          </Button>
        </Box>
      </Box>
      <Drawer anchor="left" open={open} onClose={() => setOpen(false)}>
        <Box component="nav" aria-label={t('shell.site.nav')} sx={{ width: 280, p: 2 }}>
          <Box sx={{ mb: 2 }}>
            <Logo />
          </Box>
          <List>
            {[...SITE_LINKS, { to: '/page/donate', key: 'shell.site.donate' }].map((l) => (
              <ListItemButton key={l.to} component={RouterLink} to={l.to} selected={active(l.to)}>
                <ListItemText primary={t(l.key)} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box
        component="main"
        id="main-content"
        sx={{ flex: 1, width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: 4 }}
      >
        {children}
      </Box>
      <Box
        component="footer"
        sx={{ borderTop: `1px solid ${theme.palette.divider}`, bgcolor: 'background.paper' }}
      >
        <Box
          sx={{
            maxWidth: 1280,
            mx: 'auto',
            px: { xs: 2, sm: 3 },
            py: 3,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
            alignItems: 'center',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('shell.footer.rights', {
              year: f.digits(new Date().getFullYear()),
              organisation: t('app.organisation'),
            })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2 }}>
            <Button component={RouterLink} to="/page/help-center" size="small" color="inherit">
              {t('shell.footer.help')}
            </Button>
            <Button component={RouterLink} to="/privacy" size="small" color="inherit">
              {t('shell.footer.privacy')}
            </Button>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

export default BrintkLayout;
