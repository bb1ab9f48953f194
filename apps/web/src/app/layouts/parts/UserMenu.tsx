import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../../auth/auth-context.ts';
import { markSignOut } from '../../auth/RequireAuth.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { initialsOf } from '../../components/initials.ts';
import { useLocale } from '../../i18n/locale-context.ts';
import { useCount } from '../../i18n/use-count.ts';
import { usePreferences } from '../../preferences/preferences-context.ts';
import { useRealtime } from '../../realtime/realtime-context.ts';
import { useEndMenuOrigin } from './menu-origin.ts';

/** The signed-in user's avatar and menu: profile, account settings, customizer, sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, assignments, signOut } = useAuth();
  const { locale } = useLocale();
  const count = useCount();
  const { setCustomizerOpen } = usePreferences();
  const { state } = useRealtime();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  /** Changes of this user still on the device, unsent, when they asked to sign out. */
  const [unsent, setUnsent] = useState(0);
  const origin = useEndMenuOrigin();
  if (!user) return null;
  const leave = () => {
    markSignOut();
    return signOut().then(() => navigate('/login', { replace: true }));
  };
  // Signing out keeps the user's unsent changes on the device (they are sent at their next
  // sign-in here), but a teacher handing the phone back should know they are there: asked first.
  // The outbox's code loads only now, not with every screen.
  const askToLeave = async () => {
    const waiting = await import('../../offline/outbox.ts')
      .then(async ({ outbox }) => (await outbox.list()).filter((e) => e.userId === user.id).length)
      .catch(() => 0);
    if (waiting > 0) setUnsent(waiting);
    else await leave();
  };
  const role = assignments[0]?.roleName[locale] ?? '';
  const avatar = (
    <Avatar
      src={user.avatarUrl ?? undefined}
      alt=""
      sx={{ width: 38, height: 38, bgcolor: 'primary.main', fontSize: '0.95rem', fontWeight: 600 }}
    >
      {initialsOf(user.displayName)}
    </Avatar>
  );
  const online = (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={{
        '& .MuiBadge-badge': {
          bgcolor: state === 'open' ? 'success.main' : 'text.disabled',
          boxShadow: (th) => `0 0 0 2px ${th.palette.background.paper}`,
        },
      }}
    >
      {avatar}
    </Badge>
  );
  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('shell.user.menu')}
        aria-haspopup="menu"
        data-testid="user-menu"
        data-realtime={state}
        sx={{ p: 0.5, borderRadius: '50%' }}
      >
        {online}
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        {...origin}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.25 }}>
          {avatar}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap>
              {user.displayName}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {role || user.email}
            </Typography>
          </Box>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to="/profile-component" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <PersonOutlineOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('shell.user.profile')}</ListItemText>
        </MenuItem>
        <MenuItem
          component={RouterLink}
          to="/account-settings/account"
          onClick={() => setAnchor(null)}
        >
          <ListItemIcon>
            <ManageAccountsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('shell.user.account')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setCustomizerOpen(true);
          }}
        >
          <ListItemIcon>
            <TuneOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('shell.user.customize')}</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem
          data-testid="sign-out"
          onClick={() => {
            setAnchor(null);
            void askToLeave();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" color="error" />
          </ListItemIcon>
          <ListItemText slotProps={{ primary: { color: 'error' } }}>
            {t('shell.user.signOut')}
          </ListItemText>
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={unsent > 0}
        title={count('offline.signOut.title', unsent)}
        message={t('offline.signOut.message')}
        confirmLabel={t('offline.signOut.confirm')}
        destructive
        onConfirm={leave}
        onClose={() => setUnsent(0)}
      />
    </>
  );
}
