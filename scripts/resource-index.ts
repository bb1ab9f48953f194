/**
 * Writes `packages/domain/src/resources/resource-index.ts` (`npm run resources:index`): the
 * small index of the resources the web loads with its menus (names, routes, permissions, which
 * module's definitions hold each one and which modules those refer to). The definitions
 * themselves load on demand, one module at a time. A unit test fails when the index no longer
 * matches the definitions: run this after adding a resource or changing its screens.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMAIN_MODULES } from '../packages/domain/src/modules.ts';
import { resourceNeeds, summariseResources } from '../packages/domain/src/resources/summary.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = join(root, 'packages/domain/src/resources/resource-index.ts');
const text = `// Written by \`npm run resources:index\` from the resource definitions: do not edit.
import type { ResourceSummary } from './summary.ts';

/** Every resource, in the registry's order, without its fields and schemas. */
export const RESOURCE_INDEX: readonly ResourceSummary[] = ${JSON.stringify(summariseResources(DOMAIN_MODULES))};

/** For each module, the modules holding the related lists of its detail pages. */
export const RESOURCE_NEEDS: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(resourceNeeds(DOMAIN_MODULES))};
`;
writeFileSync(file, text);
execFileSync(join(root, 'node_modules/.bin/prettier'), ['--write', file], { stdio: 'ignore' });
console.log(`Wrote ${file}`);
