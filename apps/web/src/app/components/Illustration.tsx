import Box from '@mui/material/Box';

export type IllustrationKind = 'not-found' | 'not-available' | 'forbidden';

/** Small line illustrations for the status pages, drawn in the theme's colours. */
export function Illustration({ kind, size = 220 }: { kind: IllustrationKind; size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 240 180"
      aria-hidden="true"
      sx={{ width: size, maxWidth: '80%', height: 'auto', color: 'primary.main', display: 'block' }}
    >
      <ellipse cx="120" cy="162" rx="92" ry="10" fill="currentColor" opacity="0.08" />
      <rect x="40" y="26" width="160" height="116" rx="14" fill="currentColor" opacity="0.07" />
      <rect x="40" y="26" width="160" height="24" rx="12" fill="currentColor" opacity="0.16" />
      <circle cx="56" cy="38" r="4" fill="currentColor" opacity="0.5" />
      <circle cx="70" cy="38" r="4" fill="currentColor" opacity="0.35" />
      <circle cx="84" cy="38" r="4" fill="currentColor" opacity="0.2" />
      {kind === 'not-found' && (
        <text
          x="120"
          y="112"
          textAnchor="middle"
          fontSize="44"
          fontWeight="700"
          fill="currentColor"
          fontFamily="inherit"
        >
          404
        </text>
      )}
      {kind === 'not-available' && (
        <g fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round">
          <path d="M88 122 152 70" opacity="0.85" />
          <path d="M96 70l56 52" opacity="0.35" />
          <circle cx="120" cy="96" r="30" strokeWidth="5" opacity="0.25" />
        </g>
      )}
      {kind === 'forbidden' && (
        <g fill="none" stroke="currentColor" strokeLinecap="round">
          <rect x="98" y="86" width="44" height="36" rx="6" strokeWidth="5" opacity="0.85" />
          <path d="M106 86v-10a14 14 0 0 1 28 0v10" strokeWidth="5" opacity="0.85" />
          <circle cx="120" cy="104" r="4" fill="currentColor" stroke="none" />
        </g>
      )}
    </Box>
  );
}
