import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The app's mark: an open book, in the primary colour. */
export function LogoMark({ size = 34 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 48 48"
      aria-hidden="true"
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <Box
        component="rect"
        width="48"
        height="48"
        rx="12"
        sx={{ fill: (t) => t.palette.primary.main }}
      />
      <path
        fill="#fff"
        d="M23 15.2c-3.4-2.4-8.2-3.4-13.8-2.9v21.2c5.4-.4 10 .6 13 2.9V15.2Zm2 21.2c3-2.3 7.6-3.3 13-2.9V12.3c-5.6-.5-10.4.5-13 2.9v21.2Z"
      />
    </Box>
  );
}

/** Mark and app title; the title hides when `compact`. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <LogoMark />
      {!compact && (
        // A longer title (French "Centres coraniques") takes a second line rather than an
        // ellipsis in the menu's width.
        <Typography
          component="span"
          variant="h6"
          data-testid="app-title"
          sx={{
            fontWeight: 700,
            color: 'text.primary',
            letterSpacing: 0,
            fontSize: '1.125rem',
            lineHeight: 1.2,
            overflowWrap: 'break-word',
          }}
        >
          {t('app.title')}
        </Typography>
      )}
    </Box>
  );
}
