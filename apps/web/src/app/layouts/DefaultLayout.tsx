import MenuOutlined from '@mui/icons-material/MenuOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { alpha, useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePreferences } from '../preferences/preferences-context.ts';
import type { Preferences } from '../preferences/preferences.ts';
import { CONTENT_MAX_WIDTH } from '../theme/tokens.ts';
import { Breadcrumbs } from './parts/Breadcrumbs.tsx';
import { ConnectionStatus } from './parts/ConnectionStatus.tsx';
import { Footer } from './parts/Footer.tsx';
import { HorizontalNav } from './parts/HorizontalNav.tsx';
import { LanguageSwitcher } from './parts/LanguageSwitcher.tsx';
import { Logo } from './parts/Logo.tsx';
import { NotificationsMenu } from './parts/NotificationsMenu.tsx';
import { ShortcutsMenu } from './parts/ShortcutsMenu.tsx';
import { ThemeSwitcher } from './parts/ThemeSwitcher.tsx';
import { UserMenu } from './parts/UserMenu.tsx';
import { VerticalNav } from './parts/VerticalNav.tsx';
import { SearchButton } from './search/SearchButton.tsx';

const Customizer = lazy(() => import('./parts/Customizer.tsx'));
// The offline app (outbox, service worker, install hint): a chunk of its own, loaded with the
// signed-in shell, never with the sign-in page (docs/offline.md).
const OfflineHost = lazy(() => import('../offline/OfflineHost.tsx'));

/** A link that becomes visible on keyboard focus and jumps past the menus. */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href="#main-content"
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -48,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('shell.skipToContent')}
    </Link>
  );
}

/** The navbar's actions, the same in both layouts. */
function NavbarActions({ wideSearch }: { wideSearch: boolean }) {
  return (
    <>
      <SearchButton wide={wideSearch} />
      <Box sx={{ flex: 1 }} />
      <ConnectionStatus />
      <Suspense fallback={null}>
        <OfflineHost />
      </Suspense>
      <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center' }}>
        <LanguageSwitcher />
        <ThemeSwitcher />
        <ShortcutsMenu />
        <CustomizerButton />
      </Box>
      <NotificationsMenu />
      <UserMenu />
    </>
  );
}

/** The navbar's place: sticky (stays on screen) or static (scrolls away). */
function barSx(sticky: boolean) {
  return { position: sticky ? 'sticky' : 'static', top: 0, zIndex: 1100 } as const;
}

/** The navbar's surface: translucent and blurred when sticky with blur, else solid. */
function surfaceSx(prefs: Preferences, sticky: boolean, paper: string) {
  const blur = sticky && prefs.navbarBlur;
  return blur
    ? {
        bgcolor: alpha(paper, 0.82),
        backdropFilter: 'saturate(180%) blur(10px)',
        WebkitBackdropFilter: 'saturate(180%) blur(10px)',
      }
    : { bgcolor: paper };
}

/**
 * The settings button that opens the customizer. It sits in the navbar with the other tools
 * (from 600 px up; the user menu opens it on every size), so it never covers a screen's
 * content. With the navbar hidden it is a small button in the top end corner instead.
 */
function CustomizerButton({ floating = false }: { floating?: boolean }) {
  const { t } = useTranslation();
  const { setCustomizerOpen } = usePreferences();
  return (
    <Tooltip title={t('shell.customizer.open')} placement={floating ? 'left' : 'bottom'}>
      <IconButton
        onClick={() => setCustomizerOpen(true)}
        aria-label={t('shell.customizer.open')}
        data-testid="customizer-toggle"
        sx={
          floating
            ? {
                display: { xs: 'none', sm: 'inline-flex' },
                position: 'fixed',
                top: 8,
                insetInlineEnd: 8,
                zIndex: 1100,
                bgcolor: 'background.paper',
                boxShadow: 2,
                '&:hover': { bgcolor: 'background.paper' },
              }
            : {}
        }
      >
        <SettingsOutlined />
      </IconButton>
    </Tooltip>
  );
}

/** The customizer drawer, loaded the first time it opens; the floating button without navbar. */
function CustomizerHost() {
  const { prefs, customizerOpen } = usePreferences();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (customizerOpen) setLoaded(true);
  }, [customizerOpen]);
  // The horizontal layout never hides its navbar.
  const noNavbar = prefs.navbarType === 'hidden' && prefs.navigation === 'vertical';
  return (
    <>
      {noNavbar && <CustomizerButton floating />}
      {loaded && (
        <Suspense fallback={null}>
          <Customizer />
        </Suspense>
      )}
    </>
  );
}

function Content({ prefs, children }: { prefs: Preferences; children: ReactNode }) {
  return (
    <Box
      component="main"
      id="main-content"
      tabIndex={-1}
      sx={{
        flex: 1,
        width: '100%',
        maxWidth: prefs.contentWidth === 'boxed' ? CONTENT_MAX_WIDTH : 'none',
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        py: 3,
        outline: 'none',
      }}
    >
      <Breadcrumbs />
      {children}
    </Box>
  );
}

function VerticalLayout({ children, large }: { children: ReactNode; large: boolean }) {
  const { t } = useTranslation();
  const { prefs, set } = usePreferences();
  const theme = useTheme();
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMobileOpen(false), [pathname]);
  const sticky = prefs.navbarType === 'sticky';
  const menuButton = !large && (
    <IconButton
      onClick={() => setMobileOpen(true)}
      aria-label={t('shell.nav.open')}
      data-testid="nav-open"
    >
      <MenuOutlined />
    </IconButton>
  );
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {large ? (
        <VerticalNav
          variant="permanent"
          open
          onClose={() => undefined}
          collapsed={prefs.navCollapsed}
          onToggleCollapsed={() => set('navCollapsed', !prefs.navCollapsed)}
        />
      ) : (
        <VerticalNav
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          collapsed={false}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {prefs.navbarType !== 'hidden' ? (
          <Box
            component="header"
            sx={{
              ...barSx(sticky),
              px: { xs: 1.5, sm: 3 },
              pt: { xs: 1, sm: 1.5 },
              width: '100%',
              maxWidth: prefs.contentWidth === 'boxed' ? CONTENT_MAX_WIDTH : 'none',
              mx: 'auto',
            }}
          >
            <Box
              data-testid="navbar"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                minHeight: 60,
                px: 1.5,
                borderRadius: 3,
                ...surfaceSx(prefs, sticky, theme.palette.background.paper),
                boxShadow:
                  prefs.skin === 'bordered'
                    ? 'none'
                    : `0 2px 10px ${alpha(theme.palette.common.black, theme.palette.mode === 'dark' ? 0.3 : 0.06)}`,
                border: prefs.skin === 'bordered' ? `1px solid ${theme.palette.divider}` : 'none',
              }}
            >
              {menuButton}
              <NavbarActions wideSearch={large} />
            </Box>
          </Box>
        ) : (
          !large && (
            <Box
              sx={{
                position: 'fixed',
                top: 8,
                insetInlineStart: 8,
                zIndex: 1100,
                bgcolor: 'background.paper',
                borderRadius: 2,
                boxShadow: 2,
              }}
            >
              {menuButton}
            </Box>
          )
        )}
        <Content prefs={prefs}>{children}</Content>
        <Footer type={prefs.footerType} boxed={prefs.contentWidth === 'boxed'} />
      </Box>
    </Box>
  );
}

function HorizontalLayout({ children, large }: { children: ReactNode; large: boolean }) {
  const { t } = useTranslation();
  const { prefs } = usePreferences();
  const theme = useTheme();
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMobileOpen(false), [pathname]);
  const sticky = prefs.navbarType === 'sticky';
  const width = prefs.contentWidth === 'boxed' ? CONTENT_MAX_WIDTH : 'none';
  const nav = large && (
    <Box sx={{ borderTop: `1px solid ${theme.palette.divider}` }}>
      <Box sx={{ maxWidth: width, mx: 'auto', px: { xs: 2, sm: 3 } }}>
        <HorizontalNav />
      </Box>
    </Box>
  );
  const navInHeader = prefs.horizontalNavType === 'sticky' || !sticky;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="header"
        sx={{
          ...barSx(sticky),
          ...surfaceSx(prefs, sticky, theme.palette.background.paper),
          borderBottom: `1px solid ${theme.palette.divider}`,
          boxShadow:
            prefs.skin === 'bordered'
              ? 'none'
              : `0 2px 10px ${alpha(theme.palette.common.black, theme.palette.mode === 'dark' ? 0.3 : 0.05)}`,
        }}
      >
        <Box
          data-testid="navbar"
          sx={{
            maxWidth: width,
            mx: 'auto',
            px: { xs: 1.5, sm: 3 },
            minHeight: 64,
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
          }}
        >
          {!large && (
            <IconButton
              onClick={() => setMobileOpen(true)}
              aria-label={t('shell.nav.open')}
              data-testid="nav-open"
            >
              <MenuOutlined />
            </IconButton>
          )}
          <RouterLink
            to="/"
            style={{ textDecoration: 'none', marginInlineEnd: 16 }}
            aria-label={t('app.title')}
          >
            <Logo compact={!large} />
          </RouterLink>
          <NavbarActions wideSearch={large} />
        </Box>
        {navInHeader && nav}
      </Box>
      {!navInHeader && <Box sx={{ bgcolor: 'background.paper' }}>{nav}</Box>}
      {!large && (
        <VerticalNav
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          collapsed={false}
        />
      )}
      <Content prefs={prefs}>{children}</Content>
      <Footer type={prefs.footerType} boxed={prefs.contentWidth === 'boxed'} />
    </Box>
  );
}

/**
 * The default layout of the admin area: vertical or horizontal navigation as the user's
 * setting chooses; below 1280 px the navigation is an overlay opened from the navbar.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { prefs } = usePreferences();
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const Layout = prefs.navigation === 'horizontal' ? HorizontalLayout : VerticalLayout;
  return (
    <>
      <SkipLink />
      <Layout large={large}>{children}</Layout>
      <CustomizerHost />
    </>
  );
}

export default DefaultLayout;
