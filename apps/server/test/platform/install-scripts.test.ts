import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../..');
const json = (file: string) =>
  JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;

/**
 * `npm ci` runs no dependency's install script unless the project says so (npm 11), and warns
 * about every one it skipped. Each package of the lock file with an install script is decided in
 * `allowScripts` (package.json), so a fresh install is quiet; the README says why esbuild's is
 * refused.
 */
describe('install scripts', () => {
  it('are each allowed or refused in package.json, so npm ci prints no warning', () => {
    const lock = json('package-lock.json') as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const decided = (json('package.json').allowScripts ?? {}) as Record<string, boolean>;
    const names = Object.entries(lock.packages)
      .filter(([, p]) => p.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(names.length).toBeGreaterThan(0);
    const undecided = names.filter(
      (name) => !Object.keys(decided).some((k) => k === name || k.startsWith(`${name}@`)),
    );
    expect(undecided, 'decide them with `npm install-scripts approve|deny <name>`').toEqual([]);
  });
});
