import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Illustration, type IllustrationKind } from './Illustration.tsx';

/** The frame of the not-found, not-available and not-allowed pages. */
export function StatusPage({
  kind,
  title,
  message,
  actions,
  fullScreen = false,
}: {
  kind: IllustrationKind;
  title: ReactNode;
  message: ReactNode;
  actions?: ReactNode;
  fullScreen?: boolean;
}) {
  return (
    <Box
      sx={{
        minHeight: fullScreen ? '100vh' : '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1.5,
        px: 3,
        py: 6,
      }}
    >
      <Illustration kind={kind} />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {message}
      </Typography>
      {actions && (
        <Box sx={{ display: 'flex', gap: 1.5, mt: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
          {actions}
        </Box>
      )}
    </Box>
  );
}
