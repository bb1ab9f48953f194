import Translate from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { LOCALES } from '@qc/domain/locales';
import { useState } from 'react';
import { useEndMenuOrigin } from './menu-origin.ts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/locale-context.ts';

/** Arabic, English, French: switches without a reload (direction, theme, style cache). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { locale, setLocale } = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const origin = useEndMenuOrigin();
  return (
    <>
      <Tooltip title={t('shell.language')}>
        <IconButton
          aria-label={t('shell.language')}
          aria-haspopup="menu"
          data-testid="language-switcher"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Translate />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} {...origin}>
        {LOCALES.map((l) => (
          <MenuItem
            key={l.code}
            selected={l.code === locale}
            lang={l.code}
            onClick={() => {
              setAnchor(null);
              setLocale(l.code);
            }}
          >
            <ListItemText>{l.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
