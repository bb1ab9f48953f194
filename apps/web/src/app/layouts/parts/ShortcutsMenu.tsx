import AppsOutlined from '@mui/icons-material/AppsOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { shortcutsOf } from '../../routes/nav.ts';
import { useNavGroups } from '../use-nav.ts';
import { useEndMenuOrigin } from './menu-origin.ts';
import { iconOfModule } from './module-icons.ts';

/** The navbar shortcuts: a grid of the screens marked as shortcuts that the user may open. */
export function ShortcutsMenu() {
  const { t } = useTranslation();
  const groups = useNavGroups();
  const items = shortcutsOf(groups);
  const origin = useEndMenuOrigin();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('shell.shortcuts')}>
        <IconButton
          aria-label={t('shell.shortcuts')}
          aria-haspopup="dialog"
          data-testid="shortcuts"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <AppsOutlined />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        {...origin}
        slotProps={{ paper: { sx: { width: 340, maxWidth: 'calc(100vw - 24px)', mt: 1 } } }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ px: 2, py: 1.5, fontWeight: 600 }}>
          {t('shell.shortcuts')}
        </Typography>
        <Divider />
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {t('shell.shortcuts.empty')}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
            {items.map((item, i) => {
              const Icon = item.icon ?? iconOfModule(item.module);
              return (
                <ButtonBase
                  key={item.path}
                  component={RouterLink}
                  to={item.to}
                  onClick={() => setAnchor(null)}
                  sx={{
                    flexDirection: 'column',
                    gap: 1,
                    py: 2.5,
                    px: 1,
                    borderBottom: (th) => `1px solid ${th.palette.divider}`,
                    borderInlineEnd: (th) =>
                      i % 2 === 0 ? `1px solid ${th.palette.divider}` : 'none',
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  <Box
                    sx={{
                      width: 48,
                      height: 48,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      color: 'primary.main',
                      bgcolor: (th) => alpha(th.palette.primary.main, 0.1),
                    }}
                  >
                    <Icon />
                  </Box>
                  <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'center' }}>
                    {t(item.titleKey, { defaultValue: item.path })}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t(`module.${item.module}`)}
                  </Typography>
                </ButtonBase>
              );
            })}
          </Box>
        )}
      </Popover>
    </>
  );
}
