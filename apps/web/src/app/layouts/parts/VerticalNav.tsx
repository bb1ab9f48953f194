import ChevronLeftOutlined from '@mui/icons-material/ChevronLeftOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { ThemeProvider, lighten, useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../i18n/locale-context.ts';
import { usePreferences } from '../../preferences/preferences-context.ts';
import type { NavGroup, NavItem } from '../../routes/nav.ts';
import { createAppTheme } from '../../theme/create-app-theme.ts';
import { NAV_COLLAPSED_WIDTH, NAV_WIDTH } from '../../theme/tokens.ts';
import { useIsActive, useNavGroups } from '../use-nav.ts';
import { Logo } from './Logo.tsx';
import { iconOfModule } from './module-icons.ts';

/** Semi-dark navigation: the menu drawn with the dark theme while the page stays light. */
function SemiDark({ children }: { children: ReactNode }) {
  const { prefs } = usePreferences();
  const { dir } = useLocale();
  const outer = useTheme();
  const { t } = useTranslation();
  const loadingLabel = t('common.loading');
  const dark = useMemo(
    () => createAppTheme({ mode: 'dark', skin: prefs.skin, dir, loadingLabel }),
    [prefs.skin, dir, loadingLabel],
  );
  if (!prefs.semiDarkNav || outer.palette.mode === 'dark') return <>{children}</>;
  return <ThemeProvider theme={dark}>{children}</ThemeProvider>;
}

function ItemLink({
  item,
  active,
  mini,
  onNavigate,
  nested,
}: {
  item: NavItem;
  active: boolean;
  mini: boolean;
  nested: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const Icon = item.icon ?? iconOfModule(item.module);
  const title = t(item.titleKey, { defaultValue: item.path });
  const button = (
    <ListItemButton
      component={RouterLink}
      to={item.to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      sx={{
        minHeight: 42,
        px: mini ? 0 : 1.5,
        justifyContent: mini ? 'center' : 'flex-start',
        mb: 0.25,
        // In the dark theme the primary blue on the selected tint is too faint to read
        // (3.75:1); a lighter blue of the same hue keeps the contrast above 5:1.
        color: active
          ? (th) =>
              th.palette.mode === 'dark'
                ? lighten(th.palette.primary.main, 0.3)
                : th.palette.primary.main
          : 'text.primary',
        ...(active &&
          !nested && {
            background: (th) =>
              `linear-gradient(${th.direction === 'rtl' ? 270 : 90}deg, ${th.palette.primary.main}, ${th.palette.primary.dark})`,
            color: 'primary.contrastText',
            boxShadow: (th) => `0 2px 8px ${th.palette.primary.main}55`,
            '&.Mui-selected, &.Mui-selected:hover': {
              background: (th) =>
                `linear-gradient(${th.direction === 'rtl' ? 270 : 90}deg, ${th.palette.primary.main}, ${th.palette.primary.dark})`,
            },
          }),
      }}
    >
      <ListItemIcon sx={{ minWidth: mini ? 0 : 36, color: 'inherit', justifyContent: 'center' }}>
        {nested ? (
          <Box
            aria-hidden="true"
            sx={{
              width: active ? 8 : 6,
              height: active ? 8 : 6,
              borderRadius: '50%',
              border: '2px solid currentColor',
              bgcolor: active ? 'currentColor' : 'transparent',
              mx: 'auto',
            }}
          />
        ) : (
          <Icon fontSize="small" />
        )}
      </ListItemIcon>
      {!mini && (
        <ListItemText
          primary={title}
          slotProps={{
            // A long title wraps onto a second line instead of ending in an ellipsis.
            primary: {
              sx: { fontWeight: active ? 600 : 500, fontSize: '0.92rem', lineHeight: 1.4 },
            },
          }}
        />
      )}
    </ListItemButton>
  );
  return mini ? (
    <Tooltip title={title} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}

function Group({
  group,
  mini,
  onNavigate,
}: {
  group: NavGroup;
  mini: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const isActive = useIsActive();
  const activeInside = group.items.some(isActive);
  const [open, setOpen] = useState(activeInside);
  const Icon = iconOfModule(group.module);
  const single = group.items.length === 1 && group.module === 'dashboard';
  if (single) {
    const item = group.items[0]!;
    return (
      <Box component="li" sx={{ listStyle: 'none' }}>
        <ItemLink
          item={item}
          active={isActive(item)}
          mini={mini}
          nested={false}
          onNavigate={onNavigate}
        />
      </Box>
    );
  }
  const title = t(group.titleKey);
  const expanded = (open || activeInside) && !mini;
  const header = (
    <ListItemButton
      onClick={() => setOpen((o) => !o)}
      aria-expanded={expanded}
      sx={{
        minHeight: 42,
        px: mini ? 0 : 1.5,
        mb: 0.25,
        justifyContent: mini ? 'center' : 'flex-start',
        bgcolor: activeInside ? 'action.selected' : undefined,
      }}
    >
      <ListItemIcon
        sx={{
          minWidth: mini ? 0 : 36,
          color: activeInside ? 'primary.main' : 'inherit',
          justifyContent: 'center',
        }}
      >
        <Icon fontSize="small" />
      </ListItemIcon>
      {!mini && (
        <>
          <ListItemText
            primary={title}
            slotProps={{
              primary: { sx: { fontWeight: 500, fontSize: '0.92rem', lineHeight: 1.4 } },
            }}
          />
          <ExpandMoreOutlined
            fontSize="small"
            sx={{
              transition: 'transform 200ms',
              transform: expanded ? 'rotate(180deg)' : 'none',
              color: 'text.secondary',
            }}
          />
        </>
      )}
    </ListItemButton>
  );
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      {mini ? (
        <Tooltip title={title} placement="right">
          {header}
        </Tooltip>
      ) : (
        header
      )}
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List disablePadding>
          {group.items.map((item) => (
            <Box component="li" key={item.path} sx={{ listStyle: 'none' }}>
              <ItemLink
                item={item}
                active={isActive(item)}
                mini={false}
                nested
                onNavigate={onNavigate}
              />
            </Box>
          ))}
        </List>
      </Collapse>
    </Box>
  );
}

export interface VerticalNavProps {
  /** Permanent beside the content (large screens) or an overlay (below 1280 px). */
  variant: 'permanent' | 'temporary';
  open: boolean;
  onClose: () => void;
  collapsed: boolean;
  onToggleCollapsed?: () => void;
}

/** The vertical navigation menu: module groups of the screens the user may open. */
export function VerticalNav({
  variant,
  open,
  onClose,
  collapsed,
  onToggleCollapsed,
}: VerticalNavProps) {
  const { t } = useTranslation();
  const groups = useNavGroups();
  const [hovered, setHovered] = useState(false);
  const permanent = variant === 'permanent';
  const mini = permanent && collapsed && !hovered;
  const width = mini ? NAV_COLLAPSED_WIDTH : NAV_WIDTH;
  const onNavigate = permanent ? undefined : onClose;

  const content = (
    <Box
      component="nav"
      aria-label={t('shell.nav.label')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', width }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: mini ? 'center' : 'space-between',
          px: mini ? 1 : 2.5,
          height: 68,
          flexShrink: 0,
        }}
      >
        <RouterLink
          to="/"
          style={{ textDecoration: 'none', minWidth: 0 }}
          aria-label={t('app.title')}
        >
          <Logo compact={mini} />
        </RouterLink>
        {!mini && permanent && onToggleCollapsed && (
          <Tooltip title={collapsed ? t('shell.nav.expand') : t('shell.nav.collapse')}>
            <IconButton
              size="small"
              onClick={onToggleCollapsed}
              aria-label={collapsed ? t('shell.nav.expand') : t('shell.nav.collapse')}
              aria-pressed={collapsed}
            >
              <ChevronLeftOutlined
                fontSize="small"
                sx={{
                  transform: (th) =>
                    `${th.direction === 'rtl' ? 'scaleX(-1)' : ''} ${collapsed ? 'rotate(180deg)' : ''}`,
                }}
              />
            </IconButton>
          </Tooltip>
        )}
        {!permanent && (
          <IconButton size="small" onClick={onClose} aria-label={t('shell.nav.close')}>
            <CloseOutlined fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', px: mini ? 1 : 1.5, pb: 2 }}>
        <List disablePadding>
          {groups.map((g) => (
            <Group key={g.module} group={g} mini={mini} onNavigate={onNavigate} />
          ))}
        </List>
      </Box>
    </Box>
  );

  if (!permanent) {
    return (
      <SemiDark>
        <Drawer
          variant="temporary"
          open={open}
          onClose={onClose}
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper: { sx: { width: NAV_WIDTH, bgcolor: 'background.paper' } } }}
        >
          {content}
        </Drawer>
      </SemiDark>
    );
  }
  return (
    <SemiDark>
      <Drawer
        variant="permanent"
        open
        sx={{ width: collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH, flexShrink: 0 }}
        onMouseEnter={() => collapsed && setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        slotProps={{
          paper: {
            sx: (th) => ({
              width,
              overflowX: 'hidden',
              bgcolor: 'background.paper',
              borderInlineEnd: `1px solid ${th.palette.divider}`,
              boxShadow: collapsed && hovered ? th.shadows[8] : 'none',
              transition: th.transitions.create(['width', 'box-shadow'], {
                duration: th.transitions.duration.shorter,
              }),
            }),
          },
        }}
      >
        {content}
      </Drawer>
    </SemiDark>
  );
}
