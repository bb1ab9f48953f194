// stylis ships no types; the shell only uses its vendor prefixer as an emotion plugin.
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';

  export const prefixer: StylisPlugin;
  export type Middleware = StylisPlugin;
}
