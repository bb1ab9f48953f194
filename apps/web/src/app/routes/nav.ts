import type { ComponentType } from 'react';
import type { AppRoute } from './registry.ts';

/** Module order in the menu: the daily work first, the platform's own pages last. */
export const MODULE_ORDER = [
  'dashboard',
  'rings',
  'students',
  'tests',
  'training',
  'evaluations',
  'competitions',
  'rewards',
  'people',
  'hr',
  'finance',
  'donations',
  'reports',
  'forms',
  'organisation',
  'site',
  'conversations',
  'resources',
  'platform',
];

export interface NavItem {
  path: string;
  /** Where the link goes (the path, or the entry's `nav.to` for paths with parameters). */
  to: string;
  titleKey: string;
  module: string;
  order: number;
  shortcut: boolean;
  icon?: ComponentType;
}

export interface NavGroup {
  module: string;
  titleKey: string;
  items: NavItem[];
}

/**
 * The navigation menu: implemented, signed-in screens of the default layout that the user's
 * permissions allow, grouped by module. Screens with parameters appear only when their entry
 * says where to link (`nav.to`); `nav: false` keeps a screen out.
 */
export function buildNav(
  routes: readonly AppRoute[],
  can: (permissions: readonly string[]) => boolean,
): NavGroup[] {
  const groups = new Map<string, NavItem[]>();
  for (const r of routes) {
    const entry = r.entry;
    if (!entry || r.public || r.layout !== 'default' || entry.nav === false) continue;
    const nav = entry.nav ?? {};
    if (r.path.includes(':') && !nav.to) continue;
    if (r.permissions.length > 0 && !can(r.permissions)) continue;
    const item: NavItem = {
      path: r.path,
      to: nav.to ?? r.path,
      titleKey: r.titleKey,
      module: r.module,
      order: nav.order ?? 100,
      shortcut: nav.shortcut ?? false,
      ...(nav.icon ? { icon: nav.icon } : {}),
    };
    const list = groups.get(r.module) ?? [];
    list.push(item);
    groups.set(r.module, list);
  }
  const rank = (m: string) => {
    const i = MODULE_ORDER.indexOf(m);
    return i === -1 ? MODULE_ORDER.length - 1 : i;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([module, items]) => ({
      module,
      titleKey: `module.${module}`,
      items: items.sort((a, b) => a.order - b.order || a.path.localeCompare(b.path)),
    }));
}

/** The navbar shortcuts: the menu's items marked `shortcut`. */
export function shortcutsOf(groups: readonly NavGroup[]): NavItem[] {
  return groups.flatMap((g) => g.items.filter((i) => i.shortcut));
}
