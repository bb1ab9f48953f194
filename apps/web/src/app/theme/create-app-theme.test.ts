import { describe, expect, it } from 'vitest';
import { createAppTheme } from './create-app-theme.ts';

describe('the app theme', () => {
  it('gives every spinner and progress bar an accessible name in the reader’s language', () => {
    const theme = createAppTheme({
      mode: 'light',
      skin: 'default',
      dir: 'rtl',
      loadingLabel: 'جارٍ التحميل…',
    });
    // axe's aria-progressbar-name: a progress bar without a name is a serious fault.
    expect(theme.components?.MuiCircularProgress?.defaultProps?.['aria-label']).toBe(
      'جارٍ التحميل…',
    );
    expect(theme.components?.MuiLinearProgress?.defaultProps?.['aria-label']).toBe('جارٍ التحميل…');
    expect(theme.direction).toBe('rtl');
  });
});
