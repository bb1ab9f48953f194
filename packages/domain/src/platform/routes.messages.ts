import { defineMessagesSideBySide, type MessageBundle, type SideBySide } from '../i18n/define.ts';
import { EXTRA_ROUTE_TITLES, MODULE_TITLES, ROUTE_TABLE } from './routes.ts';

/**
 * Titles of every route of the specification (keys `route.<path>`, the path exactly as in
 * routes.tsv), of the extra module paths, and of the modules that group them in the menu
 * (keys `module.<name>`), in English, Arabic and French. They are written once, beside each
 * route in `routes.ts`; this bundle only gives them their keys. The web shell uses them for
 * the menu, the breadcrumbs, the document title and the navbar search.
 */
const titles: Record<string, SideBySide> = {};
for (const route of ROUTE_TABLE) titles[`route.${route.path}`] = route.title;
for (const [path, title] of Object.entries(EXTRA_ROUTE_TITLES)) titles[`route.${path}`] = title;
for (const [name, title] of Object.entries(MODULE_TITLES)) titles[`module.${name}`] = title;

/** Paths that have a title (the table's and a few extra module paths). */
export const TITLED_ROUTE_PATHS: readonly string[] = [
  ...ROUTE_TABLE.map((route) => route.path),
  ...Object.keys(EXTRA_ROUTE_TITLES),
];

export const routesMessages: MessageBundle<string> = defineMessagesSideBySide(titles);
