import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useEndMenuOrigin } from './menu-origin.ts';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../preferences/preferences-context.ts';
import type { ThemeMode } from '../../preferences/preferences.ts';

const MODES: Array<{ mode: ThemeMode; Icon: typeof LightModeOutlined }> = [
  { mode: 'light', Icon: LightModeOutlined },
  { mode: 'dark', Icon: DarkModeOutlined },
  { mode: 'system', Icon: DesktopWindowsOutlined },
];

/** Light, dark or the device's scheme. */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { prefs, set } = usePreferences();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const origin = useEndMenuOrigin();
  const Current = MODES.find((m) => m.mode === prefs.theme)?.Icon ?? LightModeOutlined;
  return (
    <>
      <Tooltip title={t('shell.theme')}>
        <IconButton
          aria-label={t('shell.theme')}
          aria-haspopup="menu"
          data-testid="theme-switcher"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Current />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} {...origin}>
        {MODES.map(({ mode, Icon }) => (
          <MenuItem
            key={mode}
            selected={mode === prefs.theme}
            onClick={() => {
              setAnchor(null);
              set('theme', mode);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(`shell.theme.${mode}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
