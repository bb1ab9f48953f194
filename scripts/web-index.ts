/**
 * Writes the small indexes the web loads first (`npm run web:index`), so that its first load
 * carries neither the resource definitions nor the route table's titles and descriptions:
 * - `packages/domain/src/resources/resource-index.ts`: every resource's name, routes,
 *   permission, pages and which module's definitions hold it (those load on demand, one
 *   module at a time);
 * - `packages/domain/src/platform/route-index.ts`: every route's path, public flag, layout and
 *   module (titles are messages, `route.<path>`).
 * Unit tests fail when an index no longer matches its source: run this after adding a resource
 * or a route, or changing a resource's screens.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMAIN_MODULES } from '../packages/domain/src/modules.ts';
import { indexRoutes } from '../packages/domain/src/platform/route-entry.ts';
import { ROUTE_TABLE } from '../packages/domain/src/platform/routes.ts';
import { resourceNeeds, summariseResources } from '../packages/domain/src/resources/summary.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const written = (file: string, text: string) => {
  writeFileSync(file, text);
  execFileSync(join(root, 'node_modules/.bin/prettier'), ['--write', file], { stdio: 'ignore' });
  console.log(`Wrote ${file}`);
};
written(
  join(root, 'packages/domain/src/resources/resource-index.ts'),
  `// Written by \`npm run web:index\` from the resource definitions: do not edit.
import type { ResourceSummary } from './summary.ts';

/** Every resource, in the registry's order, without its fields and schemas. */
export const RESOURCE_INDEX: readonly ResourceSummary[] = ${JSON.stringify(summariseResources(DOMAIN_MODULES))};

/** For each module, the modules holding the related lists of its detail pages. */
export const RESOURCE_NEEDS: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(resourceNeeds(DOMAIN_MODULES))};
`,
);
written(
  join(root, 'packages/domain/src/platform/route-index.ts'),
  `// Written by \`npm run web:index\` from the route table (routes.ts): do not edit.
import type { RouteEntry } from './route-entry.ts';

/** Every route of the table, without its titles and description (the web's first load). */
export const ROUTE_INDEX: readonly RouteEntry[] = ${JSON.stringify(indexRoutes(ROUTE_TABLE))};
`,
);
