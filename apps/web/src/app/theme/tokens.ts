import type { Skin } from '../preferences/preferences.ts';

/**
 * Colour tokens of the specification: primary #065A94, a blue dark-theme background, a dark
 * green secondary in the light theme; background and surface follow the skin. `public/boot.js`
 * repeats the surfaces and primaries for the first paint (a unit test keeps them equal).
 */
export const PRIMARY = { light: '#065A94', dark: '#5AA9E6' } as const;
export const SECONDARY = { light: '#1B6B4A', dark: '#5CC49A' } as const;

export interface Surface {
  background: string;
  paper: string;
}

export const SURFACES: Record<'light' | 'dark', Record<Skin, Surface>> = {
  light: {
    default: { background: '#F4F6FA', paper: '#FFFFFF' },
    bordered: { background: '#FFFFFF', paper: '#FFFFFF' },
  },
  dark: {
    default: { background: '#0A1930', paper: '#10284A' },
    bordered: { background: '#10284A', paper: '#10284A' },
  },
};

/** Breakpoints of section 9: 600, 960, 1280, 1920, 2560 (overlay navigation below 1280). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

export const NAV_WIDTH = 264;
export const NAV_COLLAPSED_WIDTH = 76;
export const CONTENT_MAX_WIDTH = 1440;
