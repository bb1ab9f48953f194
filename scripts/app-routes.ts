/**
 * Every route of the app as the web app derives it (`deriveRoutes` over routes.tsv's table and
 * the screens maps: the shell's pages, apps/web/src/modules/<m>/screens.ts, the resource
 * engine's apps/web/src/resources/screens.ts), read outside the browser build. Used by
 * `npm run routes:report` and by the end-to-end screen walk, so neither keeps a list of its own.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  deriveRoutes,
  mapsOfModule,
  sourceOfFile,
  type DerivedRoutes,
  type ScreenSource,
} from '../apps/web/src/app/routes/registry.ts';
import type { ScreenMap } from '../apps/web/src/app/routes/screen-entry.ts';
import { ROUTE_TABLE } from '../packages/domain/src/platform/routes.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web/src');

function screenFiles(): Array<{ file: string; source: string; module: string }> {
  const files = [{ file: join(web, 'app/pages/screens.ts'), source: 'shell', module: 'platform' }];
  const modules = join(web, 'modules');
  if (existsSync(modules)) {
    for (const m of readdirSync(modules).sort()) {
      const file = join(modules, m, 'screens.ts');
      if (existsSync(file)) files.push({ file, ...sourceOfFile(`modules/${m}/screens.ts`) });
    }
  }
  const resources = join(web, 'resources/screens.ts');
  if (existsSync(resources))
    files.push({ file: resources, ...sourceOfFile('resources/screens.ts') });
  return files;
}

/** When a map cannot be imported outside the browser build, its quoted path keys are read. */
function scanKeys(file: string): ScreenMap {
  const keys = [...readFileSync(file, 'utf8').matchAll(/^\s*'(\/[^']*)'\s*:/gm)].map((m) => m[1]!);
  const placeholder = () => Promise.resolve({ default: () => null });
  return Object.fromEntries(keys.map((k) => [k, placeholder]));
}

/** The derived routes, with a note for each map that had to be read by scanning. */
export async function collectAppRoutes(): Promise<DerivedRoutes & { notes: string[] }> {
  const sources: ScreenSource[] = [];
  const notes: string[] = [];
  for (const { file, source, module } of screenFiles()) {
    try {
      const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      for (const screens of mapsOfModule(mod)) sources.push({ source, module, screens });
    } catch (error) {
      notes.push(
        `${relative(root, file)}: read by scanning (${(error as Error).message.split('\n')[0]})`,
      );
      sources.push({ source, module, screens: scanKeys(file) });
    }
  }
  return { ...deriveRoutes(ROUTE_TABLE, sources), notes };
}
