import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtime } from '../../realtime/realtime-context.ts';

/**
 * The connection as the user needs to know it: nothing while all is well; "offline" when the
 * browser has no network; "reconnecting" when the realtime link has been down for a while.
 */
export function ConnectionStatus() {
  const { t } = useTranslation();
  const { state, offline } = useRealtime();
  // A short grace period: a reconnect that succeeds quickly is not worth a flash.
  const [lingering, setLingering] = useState(false);
  useEffect(() => {
    if (state === 'open') {
      setLingering(false);
      return;
    }
    const timer = setTimeout(() => setLingering(true), 4000);
    return () => clearTimeout(timer);
  }, [state]);

  if (offline) {
    return (
      <Tooltip title={t('shell.realtime.offlineHint')}>
        <Chip
          role="status"
          data-testid="connection-status"
          icon={<CloudOffOutlined />}
          label={t('shell.realtime.offline')}
          aria-label={t('shell.realtime.offline')}
          color="warning"
          variant="outlined"
          size="small"
          // On a phone the icon alone: the navbar also holds the outbox's count when offline
          // (docs/offline.md), and both did not fit on 320 px.
          sx={{
            '& .MuiChip-label': { display: { xs: 'none', sm: 'block' } },
            '& .MuiChip-icon': { mx: { xs: 0.5, sm: undefined } },
          }}
        />
      </Tooltip>
    );
  }
  if (!lingering || state === 'open') return null;
  return (
    <Chip
      role="status"
      data-testid="connection-status"
      icon={<SyncOutlined />}
      label={state === 'opening' ? t('shell.realtime.reconnecting') : t('shell.realtime.closed')}
      variant="outlined"
      size="small"
      sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
    />
  );
}
