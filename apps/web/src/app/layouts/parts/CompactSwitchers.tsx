import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { LOCALES } from '@qc/domain/locales';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/locale-context.ts';
import { usePreferences } from '../../preferences/preferences-context.ts';
import type { ThemeMode } from '../../preferences/preferences.ts';

const NEXT: Record<ThemeMode, ThemeMode> = { light: 'dark', dark: 'system', system: 'light' };
const ICONS = { light: LightModeOutlined, dark: DarkModeOutlined, system: DesktopWindowsOutlined };

/**
 * The language and theme switches of public pages: the three languages as plain buttons and
 * one button that steps through light, dark and system. No menus or tooltips, so the sign-in
 * page stays light; the admin layout has the full menus.
 */
export function CompactSwitchers() {
  const { t } = useTranslation();
  const { locale, setLocale } = useLocale();
  const { prefs, set } = usePreferences();
  const Icon = ICONS[prefs.theme];
  const themeLabel = `${t('shell.theme')}: ${t(`shell.theme.${prefs.theme}`)}`;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.25,
        p: 0.5,
        borderRadius: 3,
        bgcolor: 'background.paper',
        boxShadow: (th) => (th.palette.mode === 'dark' ? 'none' : '0 1px 6px rgba(31,42,60,0.08)'),
      }}
    >
      <Box role="group" aria-label={t('shell.language')} sx={{ display: 'flex' }}>
        {LOCALES.map((l) => (
          <Button
            key={l.code}
            size="small"
            lang={l.code}
            aria-pressed={l.code === locale}
            data-testid={`language-${l.code}`}
            onClick={() => setLocale(l.code)}
            sx={{
              minWidth: 0,
              px: 1.25,
              color: l.code === locale ? 'primary.main' : 'text.secondary',
              fontWeight: l.code === locale ? 700 : 500,
            }}
          >
            {l.label}
          </Button>
        ))}
      </Box>
      <IconButton
        size="small"
        aria-label={themeLabel}
        title={themeLabel}
        data-testid="theme-switcher"
        onClick={() => set('theme', NEXT[prefs.theme])}
      >
        <Icon fontSize="small" />
      </IconButton>
    </Box>
  );
}
