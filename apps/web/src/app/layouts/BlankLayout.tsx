import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { CompactSwitchers } from './parts/CompactSwitchers.tsx';

/**
 * The blank layout of public pages (sign-in, registration links, the public site): the page
 * alone, with the language and theme switches in the top end corner.
 */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', position: 'relative' }}>
      <Box
        component="header"
        sx={{
          position: 'absolute',
          top: { xs: 8, sm: 16 },
          insetInlineEnd: { xs: 8, sm: 16 },
          display: 'flex',
          gap: 0.5,
          zIndex: 2,
        }}
      >
        <CompactSwitchers />
      </Box>
      <Box component="main" id="main-content">
        {children}
      </Box>
    </Box>
  );
}
