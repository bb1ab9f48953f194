import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Snackbar from '@mui/material/Snackbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useFormat } from '../../format/use-format.ts';
import { isApiError } from '../../http/api-error.ts';
import { api } from '../../http/client.ts';
import { useRealtimeEvent } from '../../realtime/realtime-context.ts';
import { useEndMenuOrigin } from './menu-origin.ts';
import { useCount } from '../../i18n/use-count.ts';

/** A notification as the server sends it (REST list and the realtime `notification` event). */
export interface AppNotification {
  id: string;
  kind?: string;
  titleKey: string;
  values?: Record<string, string | number>;
  link?: string | null;
  createdAt: string;
  readAt?: string | null;
}

interface NotificationPage {
  items: AppNotification[];
  total: number;
  unread: number;
}

const KEY = ['notifications', 'list'] as const;
const EMPTY: NotificationPage = { items: [], total: 0, unread: 0 };

/** The bell's data: the latest page; a server without notifications yet means "none". */
async function fetchNotifications(): Promise<NotificationPage> {
  try {
    return await api.get<NotificationPage>('/notifications', { query: { page: 1, pageSize: 8 } });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return EMPTY;
    throw error;
  }
}

/**
 * The navbar bell: unread count, the latest notifications, mark read (one or all), live
 * through the realtime `notification` and `notifications:unread` events with a short toast.
 */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const counted = useCount();
  const f = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const origin = useEndMenuOrigin();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [toast, setToast] = useState<AppNotification | null>(null);
  const { data = EMPTY } = useQuery({ queryKey: KEY, queryFn: fetchNotifications });

  const update = (fn: (page: NotificationPage) => NotificationPage) =>
    queryClient.setQueryData<NotificationPage>(KEY, (old) => fn(old ?? EMPTY));

  useRealtimeEvent<AppNotification>('notification', (n) => {
    if (!n || typeof n.titleKey !== 'string') return;
    update((p) => ({
      items: [n, ...p.items.filter((i) => i.id !== n.id)].slice(0, 8),
      total: p.total + 1,
      unread: p.unread + (n.readAt ? 0 : 1),
    }));
    setToast(n);
  });
  useRealtimeEvent<{ count: number }>('notifications:unread', (payload) => {
    if (typeof payload?.count === 'number') update((p) => ({ ...p, unread: payload.count }));
  });

  const title = (n: AppNotification) => t(n.titleKey, { ...n.values, defaultValue: n.titleKey });

  const open = (n: AppNotification) => {
    setAnchor(null);
    setToast(null);
    if (!n.readAt) {
      update((p) => ({
        ...p,
        unread: Math.max(0, p.unread - 1),
        items: p.items.map((i) => (i.id === n.id ? { ...i, readAt: new Date().toISOString() } : i)),
      }));
      void api.post(`/notifications/${encodeURIComponent(n.id)}/read`).catch(() => undefined);
    }
    if (n.link && n.link.startsWith('/')) void navigate(n.link);
  };

  const readAll = () => {
    update((p) => ({
      ...p,
      unread: 0,
      items: p.items.map((i) => ({ ...i, readAt: i.readAt ?? new Date().toISOString() })),
    }));
    void api.post('/notifications/read-all').catch(() => undefined);
  };

  const label =
    data.unread > 0
      ? `${t('shell.notifications')} (${counted('shell.notifications.unread', data.unread)})`
      : t('shell.notifications');

  return (
    <>
      <Tooltip title={t('shell.notifications')}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          data-testid="notifications"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Badge
            badgeContent={data.unread > 0 ? f.number(data.unread) : null}
            color="error"
            max={99}
          >
            <NotificationsNoneOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        {...origin}
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 24px)', mt: 1 } } }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2,
            py: 1.5,
          }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('shell.notifications')}
          </Typography>
          {data.unread > 0 && (
            <Typography
              variant="caption"
              sx={{
                px: 1,
                py: 0.25,
                borderRadius: 1,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {counted('shell.notifications.unread', data.unread)}
            </Typography>
          )}
        </Box>
        <Divider />
        {data.items.length === 0 ? (
          <EmptyState
            dense
            icon={<NotificationsNoneOutlined color="disabled" sx={{ fontSize: 40 }} />}
            title={t('shell.notifications.empty')}
            description={t('shell.notifications.emptyHint')}
          />
        ) : (
          <List disablePadding sx={{ maxHeight: 380, overflowY: 'auto' }}>
            {data.items.map((n) => (
              <Box component="li" key={n.id} sx={{ listStyle: 'none' }}>
                <ListItemButton
                  onClick={() => open(n)}
                  sx={{ borderRadius: 0, alignItems: 'flex-start', gap: 1.5 }}
                >
                  <Box
                    aria-hidden="true"
                    sx={{
                      width: 8,
                      height: 8,
                      mt: 1,
                      borderRadius: '50%',
                      flexShrink: 0,
                      bgcolor: n.readAt ? 'transparent' : 'primary.main',
                    }}
                  />
                  <ListItemText
                    primary={title(n)}
                    secondary={f.relative(n.createdAt)}
                    slotProps={{
                      primary: { sx: { fontWeight: n.readAt ? 400 : 600, fontSize: '0.9rem' } },
                    }}
                  />
                </ListItemButton>
              </Box>
            ))}
          </List>
        )}
        {data.unread > 0 && (
          <>
            <Divider />
            <Box sx={{ p: 1.5 }}>
              <Button
                fullWidth
                variant="outlined"
                startIcon={<DoneAllOutlined />}
                onClick={readAll}
              >
                {t('shell.notifications.markAll')}
              </Button>
            </Box>
          </>
        )}
      </Popover>
      <Snackbar
        open={toast !== null}
        autoHideDuration={6000}
        onClose={() => setToast(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        message={toast ? title(toast) : ''}
        action={
          toast?.link ? (
            <Button color="inherit" size="small" onClick={() => open(toast)}>
              {t('shell.notifications.open')}
            </Button>
          ) : undefined
        }
      />
    </>
  );
}
