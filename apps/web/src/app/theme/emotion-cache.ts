import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** Two style caches: right-to-left (styles mirrored by stylis-plugin-rtl) and left-to-right. */
let rtl: EmotionCache | undefined;
let ltr: EmotionCache | undefined;

export function styleCacheFor(dir: 'rtl' | 'ltr'): EmotionCache {
  if (dir === 'rtl') {
    rtl ??= createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin], prepend: true });
    return rtl;
  }
  ltr ??= createCache({ key: 'mui', prepend: true });
  return ltr;
}
