import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface EmptyStateProps {
  /** Defaults to "Nothing here yet". */
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** A button or link to create the first record. */
  action?: ReactNode;
  dense?: boolean;
}

/** What a list or panel shows when it has nothing to show. */
export function EmptyState({ title, description, icon, action, dense = false }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: dense ? 3 : 6,
        px: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
      }}
    >
      {icon ?? <EmptyIllustration />}
      <Typography variant={dense ? 'subtitle1' : 'h6'} component="p">
        {title ?? t('shell.empty.title')}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
          {description}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1.5 }}>{action}</Box>}
    </Box>
  );
}

function EmptyIllustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 120 90"
      aria-hidden="true"
      sx={{ width: 120, height: 90, color: 'primary.main', mb: 1 }}
    >
      <rect x="14" y="18" width="92" height="60" rx="10" fill="currentColor" opacity="0.08" />
      <rect x="26" y="30" width="48" height="6" rx="3" fill="currentColor" opacity="0.35" />
      <rect x="26" y="44" width="68" height="6" rx="3" fill="currentColor" opacity="0.2" />
      <rect x="26" y="58" width="36" height="6" rx="3" fill="currentColor" opacity="0.2" />
      <circle cx="96" cy="20" r="12" fill="currentColor" opacity="0.9" />
      <path d="M91 20h10M96 15v10" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
    </Box>
  );
}
