import type { ComponentType } from 'react';
import type { LayoutName } from '@qc/domain/platform/routes';

/** A screen module: its default export is the screen component. */
export interface ScreenModule {
  default: ComponentType<Record<string, unknown>>;
}

/** Loads a screen on demand: `() => import('./XScreen.tsx')` (one lazy chunk per screen). */
export type ScreenLoader = () => Promise<{ default: ComponentType<never> }>;

/** How an implemented screen appears in the navigation menu. */
export interface NavOptions {
  /** Position inside its module group (lower first; default 100). */
  order?: number;
  /** Also offered in the navbar shortcuts. */
  shortcut?: boolean;
  /** An icon component (an `@mui/icons-material` icon); default the module's icon. */
  icon?: ComponentType;
  /** Where the menu link goes, for paths with parameters (`/account-settings/account`). */
  to?: string;
}

/**
 * One entry of a `screens.ts` map, for paths that need more than a loader. `permission` (any
 * of, when a list) hides the menu entry and refuses the screen to users without it; the API
 * behind the screen checks it again on the server.
 */
export interface ScreenEntry {
  load: ScreenLoader;
  permission?: string | readonly string[];
  /** Menu options; `false` keeps the screen out of the menu (reached by links). */
  nav?: NavOptions | false;
  /** Overrides the table's layout; `false` renders the screen without any layout. */
  layout?: LayoutName | false;
  /** For paths outside routes.tsv only: open to signed-out visitors (default false). */
  public?: boolean;
  /** Props passed to the screen component (e.g. which resource a generic page shows). */
  props?: Record<string, unknown>;
  /**
   * The title's translation key, for paths outside routes.tsv (those of the table have
   * `route.<path>` in the routes bundle), e.g. `resources.countries.title`.
   */
  titleKey?: string;
}

/**
 * What every `apps/web/src/modules/<module>/screens.ts` and `apps/web/src/resources/screens.ts`
 * exports: route path (as in routes.tsv, e.g. `/center-component` or `/registration-link/:id`)
 * to a loader or an entry. Paths outside routes.tsv (e.g. `/ring-day`) are allowed.
 */
export type ScreenMap = Readonly<Record<string, ScreenLoader | ScreenEntry>>;

/** Lets a screens.ts file type its map without losing its literal keys. */
export function defineScreens<const M extends ScreenMap>(map: M): M {
  return map;
}

export function toEntry(value: ScreenLoader | ScreenEntry): ScreenEntry {
  return typeof value === 'function' ? { load: value } : value;
}
