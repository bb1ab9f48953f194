import KeyboardArrowDownOutlined from '@mui/icons-material/KeyboardArrowDownOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { NavGroup } from '../../routes/nav.ts';
import { useIsActive, useNavGroups } from '../use-nav.ts';
import { iconOfModule } from './module-icons.ts';

function GroupMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  const isActive = useIsActive();
  const theme = useTheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const Icon = iconOfModule(group.module);
  const active = group.items.some(isActive);
  const start = theme.direction === 'rtl' ? 'right' : 'left';
  const activeSx = active
    ? {
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        '&:hover': { bgcolor: 'primary.dark' },
      }
    : { color: 'text.primary' };
  if (group.items.length === 1 && group.module === 'dashboard') {
    const item = group.items[0]!;
    return (
      <Button
        component={RouterLink}
        to={item.to}
        startIcon={<Icon />}
        sx={{ px: 2, ...activeSx }}
        aria-current={active ? 'page' : undefined}
      >
        {t(item.titleKey, { defaultValue: item.path })}
      </Button>
    );
  }
  return (
    <>
      <Button
        startIcon={<Icon />}
        endIcon={<KeyboardArrowDownOutlined />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        sx={{ px: 2, whiteSpace: 'nowrap', ...activeSx }}
      >
        {t(group.titleKey)}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: start }}
        transformOrigin={{ vertical: 'top', horizontal: start }}
        slotProps={{ paper: { sx: { minWidth: 220, mt: 0.5 } } }}
      >
        {group.items.map((item) => {
          const ItemIcon = item.icon ?? Icon;
          return (
            <MenuItem
              key={item.path}
              component={RouterLink}
              to={item.to}
              selected={isActive(item)}
              onClick={() => setAnchor(null)}
            >
              <ListItemIcon>
                <ItemIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(item.titleKey, { defaultValue: item.path })}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/** The horizontal navigation: one button per module, its screens in a drop-down. */
export function HorizontalNav() {
  const { t } = useTranslation();
  const groups = useNavGroups();
  return (
    <Box
      component="nav"
      aria-label={t('shell.nav.label')}
      sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', py: 1 }}
    >
      {groups.map((g) => (
        <GroupMenu key={g.module} group={g} />
      ))}
    </Box>
  );
}
