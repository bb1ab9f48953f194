import { resourceKeys } from '@qc/domain/resources/labels';
import { RESOURCE_INDEX } from '@qc/domain/resources/resource-index';
import type { ResourceSummary } from '@qc/domain/resources/summary';
import type { ScreenEntry, ScreenLoader, ScreenMap } from '../app/routes/screen-entry.ts';
import { loadModuleResources } from './definitions.ts';
import { GENERIC_BASE, needsGenericList } from './resource-paths.ts';

const listPage = () => import('./list/ResourceListPage.tsx');
const formPage = () => import('./form/ResourceFormPage.tsx');
const detailPage = () => import('./detail/ResourceDetailPage.tsx');
const singletonPage = () => import('./singleton/SingletonPage.tsx');

/** A page fetched together with the definitions of its resource's module (no second wait). */
function withDefinitions(page: ScreenLoader, chunk: string | undefined): ScreenLoader {
  if (!chunk) return page;
  return () => Promise.all([page(), loadModuleResources(chunk)]).then(([loaded]) => loaded);
}

/** What the routes need of a resource: its summary (a definition has all of it but `chunk`). */
type Routed = Pick<ResourceSummary, 'name' | 'permission' | 'singleton' | 'screens' | 'listPage'> &
  Partial<Pick<ResourceSummary, 'chunk'>>;

/**
 * The generic pages' routes, derived from the resources' index (nothing here names a
 * resource): every spec route a definition lists (`screens`) opens the generic list in that
 * screen's mode with its fixed filters (a singleton's opens its settings page); a resource that
 * lists no managing screen gets `/r/<name>`; and every resource shares the form and detail
 * paths `/r/<name>/new`, `/r/<name>/<id>` and `/r/<name>/<id>/edit`, which load the definition
 * the path names themselves. A list route fetches its page and its module's definitions at once.
 */
export function deriveResourceScreens(defs: readonly Routed[]): ScreenMap {
  const map: Record<string, ScreenEntry> = {};
  for (const def of defs) {
    const read = `${def.permission}:read`;
    for (const screen of def.screens) {
      map[screen.route] = {
        load: withDefinitions(def.singleton ? singletonPage : listPage, def.chunk),
        permission: read,
        props: {
          resource: def.name,
          mode: screen.mode,
          ...(screen.filters ? { fixedFilters: screen.filters } : {}),
        },
      };
    }
    if (needsGenericList(def)) {
      map[`${GENERIC_BASE}/${def.name}`] = {
        load: withDefinitions(listPage, def.chunk),
        permission: read,
        // Named by the resource's own title (an administrator's override renames it too).
        titleKey: resourceKeys.title(def.name),
        props: { resource: def.name, mode: 'manage' },
      };
    }
  }
  // One form and one detail page for every resource; each checks the resource's permission
  // itself (the path names the resource) and the API checks it again.
  map[`${GENERIC_BASE}/:resource/new`] = { load: formPage, nav: false, props: { mode: 'create' } };
  map[`${GENERIC_BASE}/:resource/:id`] = { load: detailPage, nav: false };
  map[`${GENERIC_BASE}/:resource/:id/edit`] = {
    load: formPage,
    nav: false,
    props: { mode: 'edit' },
  };
  return map;
}

export const resourceScreens: ScreenMap = deriveResourceScreens(RESOURCE_INDEX);
