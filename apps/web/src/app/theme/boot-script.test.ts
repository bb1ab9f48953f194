import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_KEY, STORAGE } from '../config.ts';
import { PREFERENCE_STORAGE_NAMES } from '../preferences/preferences.ts';
import { PRIMARY, SURFACES } from './tokens.ts';

const boot = readFileSync(new URL('../../../public/boot.js', import.meta.url), 'utf8');

describe('the boot script (first paint before the app loads)', () => {
  it('reads the same storage keys as the app', () => {
    expect(boot).toContain(`'${STORAGE.language}'`);
    expect(boot).toContain(`'${APP_KEY}-${PREFERENCE_STORAGE_NAMES.theme}'`);
    expect(boot).toContain(`'${APP_KEY}-${PREFERENCE_STORAGE_NAMES.skin}'`);
  });

  it('paints the initial loader with the theme tokens', () => {
    for (const mode of ['light', 'dark'] as const) {
      expect(boot.toLowerCase()).toContain(PRIMARY[mode].toLowerCase());
      for (const skin of ['default', 'bordered'] as const) {
        expect(boot.toLowerCase()).toContain(SURFACES[mode][skin].background.toLowerCase());
      }
    }
  });
});
