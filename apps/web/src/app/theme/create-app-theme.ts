import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type { Skin } from '../preferences/preferences.ts';
import { BREAKPOINTS, PRIMARY, SECONDARY, SURFACES } from './tokens.ts';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

export interface ThemeInput {
  mode: 'light' | 'dark';
  skin: Skin;
  dir: 'rtl' | 'ltr';
  /** What a screen reader hears for a spinner that has no label of its own ("Loading…"). */
  loadingLabel: string;
}

const FONT_STACK = [
  '"Public Sans"',
  '"IBM Plex Sans Arabic"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Tahoma',
  'sans-serif',
].join(',');

/**
 * The MUI theme for a mode, a skin and a direction: primary #065A94, Public Sans with IBM Plex
 * Sans Arabic for Arabic text (both bundled), the breakpoints of the specification, and the
 * quiet, rounded look of a modern admin template. The bordered skin trades shadows for borders.
 */
export function createAppTheme({ mode, skin, dir, loadingLabel }: ThemeInput): Theme {
  const surface = SURFACES[mode][skin];
  const dark = mode === 'dark';
  const text = dark
    ? { primary: '#E4EBF5', secondary: '#AFC0D6', disabled: 'rgba(228,235,245,0.45)' }
    : { primary: '#1F2A3C', secondary: '#566379', disabled: 'rgba(31,42,60,0.42)' };
  const divider = dark ? 'rgba(175,192,214,0.16)' : 'rgba(31,42,60,0.12)';
  const bordered = skin === 'bordered';
  const cardShadow = dark ? '0 2px 12px rgba(0,0,0,0.28)' : '0 2px 12px rgba(31,42,60,0.07)';

  return createTheme({
    direction: dir,
    breakpoints: { values: BREAKPOINTS },
    palette: {
      mode,
      primary: { main: PRIMARY[mode] },
      secondary: { main: SECONDARY[mode] },
      success: { main: dark ? '#4FCB8A' : '#1E7F4F' },
      info: { main: dark ? '#5BC0DE' : '#0B6E8A' },
      warning: { main: dark ? '#F2B24C' : '#9A5B00' },
      error: { main: dark ? '#FF7A7A' : '#C62828' },
      background: { default: surface.background, paper: surface.paper },
      text,
      divider,
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: FONT_STACK,
      fontSize: 14,
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 600, fontSize: '1.6rem' },
      h5: { fontWeight: 600, fontSize: '1.3rem' },
      h6: { fontWeight: 600, fontSize: '1.1rem' },
      subtitle1: { fontWeight: 500 },
      subtitle2: { fontWeight: 600 },
      body1: { lineHeight: dir === 'rtl' ? 1.7 : 1.55 },
      body2: { lineHeight: dir === 'rtl' ? 1.65 : 1.5 },
      button: { fontWeight: 600, textTransform: 'none' },
      overline: { fontWeight: 600, letterSpacing: dir === 'rtl' ? 0 : '0.08em' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
          '#root': { minHeight: '100vh' },
        },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: {
            borderRadius: 12,
            boxShadow: bordered ? 'none' : cardShadow,
            border: bordered ? `1px solid ${divider}` : 'none',
          },
        },
      },
      MuiCardHeader: {
        styleOverrides: {
          root: { padding: '20px 24px 8px' },
          title: { fontSize: '1.05rem', fontWeight: 600 },
        },
      },
      MuiCardContent: {
        styleOverrides: { root: { padding: 24, '&:last-child': { paddingBottom: 24 } } },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 8, paddingInline: 18 } },
      },
      MuiIconButton: { styleOverrides: { root: { borderRadius: 10 } } },
      MuiTooltip: { defaultProps: { arrow: true } },
      // A progress bar needs an accessible name; a spinner given its own label keeps it.
      MuiCircularProgress: { defaultProps: { 'aria-label': loadingLabel } },
      MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
      MuiMenu: {
        styleOverrides: {
          paper: {
            borderRadius: 10,
            boxShadow: dark ? '0 6px 24px rgba(0,0,0,0.45)' : '0 6px 24px rgba(31,42,60,0.14)',
          },
        },
      },
      MuiPopover: {
        styleOverrides: {
          paper: {
            borderRadius: 10,
            boxShadow: dark ? '0 6px 24px rgba(0,0,0,0.45)' : '0 6px 24px rgba(31,42,60,0.14)',
          },
        },
      },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            borderRadius: 8,
            '&.Mui-selected': {
              backgroundColor: alpha(PRIMARY[mode], dark ? 0.24 : 0.1),
            },
          },
        },
      },
      MuiOutlinedInput: { styleOverrides: { root: { borderRadius: 8 } } },
      MuiDialog: { styleOverrides: { paper: { borderRadius: 14 } } },
      MuiLinearProgress: {
        defaultProps: { 'aria-label': loadingLabel },
        styleOverrides: { root: { borderRadius: 4 } },
      },
    },
  });
}
