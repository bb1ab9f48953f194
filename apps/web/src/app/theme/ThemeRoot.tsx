import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/locale-context.ts';
import { usePreferences } from '../preferences/preferences-context.ts';
import type { ThemeMode } from '../preferences/preferences.ts';
import { createAppTheme } from './create-app-theme.ts';
import { styleCacheFor } from './emotion-cache.ts';

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeScheme(callback: () => void): () => void {
  const mq = globalThis.matchMedia?.(darkQuery);
  mq?.addEventListener('change', callback);
  return () => mq?.removeEventListener('change', callback);
}

/** `system` follows the device colour scheme, live. */
export function useResolvedMode(theme: ThemeMode): 'light' | 'dark' {
  const systemDark = useSyncExternalStore(
    subscribeScheme,
    () => globalThis.matchMedia?.(darkQuery).matches ?? false,
    () => false,
  );
  if (theme === 'system') return systemDark ? 'dark' : 'light';
  return theme;
}

/**
 * The theme, the direction and the style cache together: a language switch changes all three
 * without a reload. The body carries `skin--<skin>` and the initial loader's colours follow
 * the surface and primary colours.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const { prefs } = usePreferences();
  const { dir } = useLocale();
  const mode = useResolvedMode(prefs.theme);
  const { t } = useTranslation();
  const loadingLabel = t('common.loading');
  const theme = useMemo(
    () => createAppTheme({ mode, skin: prefs.skin, dir, loadingLabel }),
    [mode, prefs.skin, dir, loadingLabel],
  );

  useEffect(() => {
    const body = document.body;
    body.classList.remove('skin--default', 'skin--bordered');
    body.classList.add(`skin--${prefs.skin}`);
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
    const root = document.documentElement.style;
    root.setProperty('--qc-loader-surface', theme.palette.background.default);
    root.setProperty('--qc-loader-primary', theme.palette.primary.main);
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme.palette.background.paper);
  }, [prefs.skin, mode, theme]);

  return (
    <CacheProvider value={styleCacheFor(dir)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
