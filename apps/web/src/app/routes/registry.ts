import type { RouteEntry } from '@qc/domain/platform/route-entry';
import type { LayoutName } from '@qc/domain/platform/routes';
import { toEntry, type ScreenEntry, type ScreenMap } from './screen-entry.ts';

/** A screens map with where it comes from: `modules/rings`, `resources`, `shell`. */
export interface ScreenSource {
  source: string;
  /** The module of paths that are not in the table (the folder name). */
  module: string;
  screens: ScreenMap;
}

export type RouteStatus = 'implemented' | 'planned';

/** A route of the app: the table's metadata and, when implemented, its screen entry. */
export interface AppRoute {
  /** The path as in routes.tsv (`/:error(.*)`, `/registration-link/:id`) or a module's. */
  path: string;
  /** The react-router path (`*` for the catch-all). */
  routerPath: string;
  public: boolean;
  layout: LayoutName | false;
  module: string;
  /** Is the path one of routes.tsv? */
  inTable: boolean;
  status: RouteStatus;
  /** Which screens map implements it. */
  source: string | null;
  entry: ScreenEntry | null;
  /** The title's translation key, `route.<path>`. */
  titleKey: string;
  /** Permissions (any of) needed to see it; empty for everyone signed in. */
  permissions: readonly string[];
}

export interface DerivedRoutes {
  routes: AppRoute[];
  /** Paths claimed by more than one screens map (the first wins). */
  problems: string[];
}

/** The react-router form of a table path: the catch-all becomes `*`. */
export function toRouterPath(path: string): string {
  return path === '/:error(.*)' ? '*' : path;
}

function permissionsOf(entry: ScreenEntry | null): readonly string[] {
  if (!entry?.permission) return [];
  return typeof entry.permission === 'string' ? [entry.permission] : entry.permission;
}

/**
 * Derives every route of the app from the table and the screens maps: each table path is
 * implemented by the screen that claims it or planned (the "not available yet" page); paths
 * that only a module knows are added after the table's. Nothing here is hand-listed.
 */
export function deriveRoutes(table: readonly RouteEntry[], sources: ScreenSource[]): DerivedRoutes {
  const problems: string[] = [];
  const claims = new Map<string, { source: ScreenSource; entry: ScreenEntry }>();
  for (const source of sources) {
    for (const [path, value] of Object.entries(source.screens)) {
      const previous = claims.get(path);
      if (previous) {
        problems.push(`${path}: claimed by ${previous.source.source} and ${source.source}`);
        continue;
      }
      claims.set(path, { source, entry: toEntry(value) });
    }
  }

  const routes: AppRoute[] = table.map((spec) => {
    const claim = claims.get(spec.path);
    const entry = claim?.entry ?? null;
    return {
      path: spec.path,
      routerPath: toRouterPath(spec.path),
      public: spec.public,
      layout: entry?.layout === undefined ? spec.layout : entry.layout,
      module: spec.module,
      inTable: true,
      status: entry ? 'implemented' : 'planned',
      source: claim?.source.source ?? null,
      entry,
      titleKey: `route.${spec.path}`,
      permissions: permissionsOf(entry),
    };
  });

  const inTable = new Set(table.map((s) => s.path));
  for (const [path, { source, entry }] of claims) {
    if (inTable.has(path)) continue;
    routes.push({
      path,
      routerPath: toRouterPath(path),
      public: entry.public ?? false,
      layout: entry.layout === undefined ? 'default' : entry.layout,
      module: source.module,
      inTable: false,
      status: 'implemented',
      source: source.source,
      entry,
      titleKey: entry.titleKey ?? `route.${path}`,
      permissions: permissionsOf(entry),
    });
  }
  return { routes, problems };
}

/** Counts for the routes report and the docs. */
export function routeTotals(routes: readonly AppRoute[]) {
  const table = routes.filter((r) => r.inTable);
  return {
    table: table.length,
    implemented: table.filter((r) => r.status === 'implemented').length,
    planned: table.filter((r) => r.status === 'planned').length,
    extra: routes.length - table.length,
  };
}

/** The source name and module of a screens map file found by a glob (`../modules/x/screens.ts`). */
export function sourceOfFile(file: string): { source: string; module: string } {
  const m = /modules\/([^/]+)\/screens\.ts$/.exec(file);
  if (m?.[1]) return { source: `modules/${m[1]}`, module: m[1] };
  if (/resources\/screens\.ts$/.test(file)) return { source: 'resources', module: 'resources' };
  return { source: file, module: 'platform' };
}

/** The screens maps a module file exports (every exported object is taken as a map). */
export function mapsOfModule(mod: Record<string, unknown>): ScreenMap[] {
  return Object.values(mod).filter(
    (v): v is ScreenMap => typeof v === 'object' && v !== null && !Array.isArray(v),
  );
}
