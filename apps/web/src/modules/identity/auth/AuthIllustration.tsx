import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';

export type AuthArt = 'login' | 'register' | 'forgot' | 'reset' | 'verify' | 'twoSteps' | 'app';

/** An eight-pointed star (two squares turned 45° to each other) centred on (cx, cy). */
function starPath(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 16; i++) {
    const angle = (Math.PI / 8) * i - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r * 0.76;
    pts.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return `M${pts.join('L')}Z`;
}

/** The small white sign in the badge: what the page is about. */
function BadgeIcon({ art }: { art: AuthArt }) {
  const s = {
    fill: 'none',
    stroke: '#fff',
    strokeWidth: 5,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
  switch (art) {
    case 'register':
      return (
        <g {...s}>
          <circle cx="0" cy="-7" r="8" />
          <path d="M-15 15c2-9 8-13 15-13s13 4 15 13" />
        </g>
      );
    case 'forgot':
    case 'login':
      return (
        <g {...s}>
          <circle cx="-7" cy="0" r="9" />
          <path d="M2 0h16M12 0v7M18 0v5" />
        </g>
      );
    case 'reset':
      return (
        <g {...s}>
          <rect x="-13" y="-3" width="26" height="19" rx="4" />
          <path d="M-7-3v-6a7 7 0 0 1 14 0v6" />
        </g>
      );
    case 'verify':
      return (
        <g {...s}>
          <rect x="-16" y="-11" width="32" height="22" rx="4" />
          <path d="M-16-9 0 3 16-9" />
        </g>
      );
    case 'twoSteps':
    case 'app':
      return (
        <g {...s}>
          <rect x="-10" y="-16" width="20" height="32" rx="4" />
          <path d="M-4 1l3 3 6-7" />
        </g>
      );
  }
}

/**
 * The drawing of the split sign-in pages: an open mushaf on its wooden stand (rahl) under an
 * arch filled with eight-pointed stars, and a badge that says what the page is for. Drawn in
 * the theme's colours so it follows light and dark modes.
 */
export function AuthIllustration({ art, size = 380 }: { art: AuthArt; size?: number }) {
  const theme = useTheme();
  const id = useId().replace(/:/g, '');
  const primary = theme.palette.primary.main;
  const secondary = theme.palette.secondary.main;
  const dark = theme.palette.mode === 'dark';
  const page = dark ? '#E8EEF6' : '#FFFFFF';
  const wood = dark ? '#B98A5A' : '#8A5A32';
  const woodLight = dark ? '#D5A876' : '#A87444';
  const stars: string[] = [];
  for (let row = 0; row < 6; row++)
    for (let col = 0; col < 5; col++)
      stars.push(starPath(100 + col * 50 + (row % 2) * 25, 120 + row * 44, 13));

  return (
    <Box
      component="svg"
      viewBox="0 0 400 420"
      role="img"
      aria-hidden="true"
      sx={{ width: size, maxWidth: '100%', height: 'auto', display: 'block' }}
    >
      <defs>
        <clipPath id={`arch-${id}`}>
          <path d="M82 372V182a118 118 0 0 1 236 0v190z" />
        </clipPath>
        <linearGradient id={`sky-${id}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={primary} stopOpacity={dark ? 0.35 : 0.16} />
          <stop offset="1" stopColor={secondary} stopOpacity={dark ? 0.2 : 0.1} />
        </linearGradient>
      </defs>

      {/* Floor shadow and the arch with its star lattice. */}
      <ellipse cx="200" cy="384" rx="150" ry="14" fill={primary} opacity="0.12" />
      <path d="M82 372V182a118 118 0 0 1 236 0v190z" fill={`url(#sky-${id})`} />
      <g
        clipPath={`url(#arch-${id})`}
        fill="none"
        stroke={primary}
        strokeWidth="1.6"
        opacity="0.32"
      >
        {stars.map((d, i) => (
          <path key={i} d={d} />
        ))}
      </g>
      <path
        d="M82 372V182a118 118 0 0 1 236 0v190"
        fill="none"
        stroke={primary}
        strokeWidth="5"
        opacity="0.55"
      />

      {/* A hanging lantern at the top of the arch. */}
      <g opacity="0.9">
        <path d="M200 64v30" stroke={secondary} strokeWidth="2.5" />
        <path d="M188 94h24l-4 8h-16z" fill={secondary} />
        <path d="M190 102h20l3 26c-4 6-22 6-26 0z" fill={secondary} opacity="0.85" />
        <circle cx="200" cy="116" r="5" fill="#F7D774" />
      </g>

      {/* The stand (rahl): two crossed boards. */}
      <g>
        <path d="M146 372l92-118 14 10-90 117z" fill={wood} />
        <path d="M254 372l-92-118-14 10 90 117z" fill={woodLight} />
        <circle cx="200" cy="314" r="5" fill={dark ? '#7A5230' : '#6B4424'} />
      </g>

      {/* The open mushaf resting on the stand. */}
      <g>
        <path
          d="M200 278c-26-18-62-22-94-12l-6 4 8 16c30-10 62-6 92 10z"
          fill={primary}
          opacity="0.9"
        />
        <path
          d="M200 278c26-18 62-22 94-12l6 4-8 16c-30-10-62-6-92 10z"
          fill={primary}
          opacity="0.9"
        />
        <path d="M200 272c-24-16-56-20-86-11l2 14c28-8 58-4 84 11z" fill={page} />
        <path d="M200 272c24-16 56-20 86-11l-2 14c-28-8-58-4-84 11z" fill={page} />
        <path d="M200 232c-24-16-56-20-86-11v40c30-9 62-5 86 11z" fill={page} />
        <path d="M200 232c24-16 56-20 86-11v40c-30-9-62-5-86 11z" fill={page} />
        <g stroke={primary} strokeWidth="2" strokeLinecap="round" opacity="0.45">
          <path d="M126 232c20-5 40-3 60 4M126 244c20-5 40-3 60 4M126 256c20-5 40-3 60 4" />
          <path d="M214 236c20-7 40-9 60-4M214 248c20-7 40-9 60-4M214 260c20-7 40-9 60-4" />
        </g>
        <path d="M200 232v52" stroke={primary} strokeWidth="2" opacity="0.5" />
      </g>

      {/* Small sparkles. */}
      <g fill={secondary} opacity="0.8">
        <path d={starPath(66, 120, 7)} />
        <path d={starPath(344, 236, 6)} />
        <path d={starPath(58, 292, 5)} />
      </g>

      {/* The badge. */}
      <g transform="translate(306 120)">
        <circle r="36" fill={primary} />
        <circle r="36" fill="none" stroke={page} strokeWidth="4" opacity="0.9" />
        <BadgeIcon art={art} />
      </g>
    </Box>
  );
}
