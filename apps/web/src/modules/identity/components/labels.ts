import type { TFunction } from 'i18next';

/**
 * The name of a permission's resource: the identity catalogue's word for it, else the
 * resource engine's title, else the code itself (a resource added later still shows).
 */
export function resourceLabel(t: TFunction, resource: string): string {
  if (resource === '*') return t('identity.roles.everything');
  return t(`identity.resource.${resource}`, {
    defaultValue: t(`resources.${resource}.title`, { defaultValue: resource }),
  });
}

/** The name of a permission's action (read, create, ...), or the code. */
export function actionLabel(t: TFunction, action: string): string {
  if (action === '*') return t('identity.roles.allActions');
  return t(`identity.action.${action}`, { defaultValue: action });
}

/** Groups `resource:action` patterns by resource: { students: ['read', 'update'], ... }. */
export function groupPermissions(permissions: readonly string[]): Array<[string, string[]]> {
  const map = new Map<string, string[]>();
  for (const p of permissions) {
    const [resource, action] = p === '*' ? ['*', '*'] : p.split(':');
    if (!resource || !action) continue;
    const list = map.get(resource) ?? [];
    list.push(action);
    map.set(resource, list);
  }
  return [...map.entries()].sort(([a], [b]) =>
    a === '*' ? -1 : b === '*' ? 1 : a.localeCompare(b),
  );
}
