import Box from '@mui/material/Box';

/**
 * A small CSS spinner in the current colour. The sign-in page and the page loader use it
 * instead of CircularProgress, which keeps a signed-out visit to /login lighter.
 */
export function Spinner({ size = 18, label }: { size?: number; label?: string }) {
  return (
    <Box
      component="span"
      role={label ? 'progressbar' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      sx={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        border: `${Math.max(2, Math.round(size / 9))}px solid currentColor`,
        borderInlineEndColor: 'transparent',
        animation: 'qc-spinner 0.8s linear infinite',
        '@keyframes qc-spinner': { to: { transform: 'rotate(360deg)' } },
        '@media (prefers-reduced-motion: reduce)': { animationDuration: '2s' },
      }}
    />
  );
}
