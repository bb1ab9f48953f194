import type { ResourceDefinition } from '@qc/domain/resources/define-resource';

/**
 * Where the generic pages of a resource live. A resource's list is the first spec route its
 * definition names (`/center-component`), or `/r/<name>` when it names none; forms and detail
 * pages are always `/r/<name>/new`, `/r/<name>/<id>` and `/r/<name>/<id>/edit`, unless the
 * definition sends its records to a purpose-built page (`detailPage`). A definition whose list
 * is a purpose-built screen (`listPage`) gets no `/r/<name>` list.
 */
export const GENERIC_BASE = '/r';

type Def = Pick<ResourceDefinition, 'name' | 'screens' | 'detailPage' | 'listPage'>;

/** The list page of a resource (its purpose-built list, else its managing screen first). */
export function listPathOf(def: Def): string {
  if (def.listPage) return def.listPage;
  const screen = def.screens.find((s) => s.mode === 'manage') ?? def.screens[0];
  return screen ? screen.route : `${GENERIC_BASE}/${def.name}`;
}

/** Does the resource need a `/r/<name>` list of its own (it names no list screen)? */
export function needsGenericList(
  def: Pick<ResourceDefinition, 'screens' | 'singleton' | 'listPage'>,
): boolean {
  return !def.singleton && !def.listPage && !def.screens.some((s) => s.mode === 'manage');
}

/** A record's page: the definition's purpose-built page, or the generic detail page. */
export function detailPathOf(def: Def, id: string): string {
  const safe = encodeURIComponent(id);
  if (def.detailPage) return def.detailPage.replace(':id', safe);
  return `${GENERIC_BASE}/${def.name}/${safe}`;
}

/** The generic detail page (even when a purpose-built page exists). */
export function genericDetailPathOf(def: Pick<ResourceDefinition, 'name'>, id: string): string {
  return `${GENERIC_BASE}/${def.name}/${encodeURIComponent(id)}`;
}

/** The form of a new record; `preset` fills fields from the address (`?centreId=…`). */
export function newPathOf(
  def: Pick<ResourceDefinition, 'name'>,
  preset?: Record<string, string>,
): string {
  const query = preset && Object.keys(preset).length > 0 ? `?${new URLSearchParams(preset)}` : '';
  return `${GENERIC_BASE}/${def.name}/new${query}`;
}

/** The form of an existing record. */
export function editPathOf(def: Pick<ResourceDefinition, 'name'>, id: string): string {
  return `${GENERIC_BASE}/${def.name}/${encodeURIComponent(id)}/edit`;
}
