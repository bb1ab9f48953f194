import { DOMAIN_MODULES, RESOURCES } from '@qc/domain';
import { describe, expect, it } from 'vitest';
import { demoSeedSteps, moduleRoutes, SERVER_MODULES } from '../../src/modules/index.ts';

/**
 * The registries are derived from the modules' manifests: the domain's (`<module>/module.ts`,
 * listed in `packages/domain/src/modules.ts`) and the server's (`SERVER_MODULES`).
 */
describe('module manifests', () => {
  it('list each module once, on both sides', () => {
    const domain = DOMAIN_MODULES.map((m) => m.name);
    const server = SERVER_MODULES.map((m) => m.name);
    expect(new Set(domain).size).toBe(domain.length);
    expect(new Set(server).size).toBe(server.length);
    // A server module that serves a domain manifest names the one listed under its own name.
    for (const m of SERVER_MODULES) {
      if (!m.domain) continue;
      expect(m.domain.name).toBe(m.name);
      expect(DOMAIN_MODULES).toContain(m.domain);
    }
  });

  it('a domain module with messages or resources but no routes is served by the shared ones', () => {
    // Modules whose resources only need the generic routes, or whose words only the shell shows.
    const served = new Set(SERVER_MODULES.flatMap((m) => (m.domain ? [m.domain.name] : [])));
    const sharedOnly = DOMAIN_MODULES.filter((m) => !served.has(m.name)).map((m) => m.name);
    // The form builder's words are served by the forms module (polls), whose routes use them.
    expect(sharedOnly.sort()).toEqual(['people', 'platform', 'resources']);
  });

  it('derive the resource registry, the route registrars and the demo steps', () => {
    expect(RESOURCES).toEqual(DOMAIN_MODULES.flatMap((m) => m.resources));
    expect(RESOURCES.map((r) => r.name)).toContain('students');
    expect(moduleRoutes).toEqual(SERVER_MODULES.map((m) => m.routes));
    expect(demoSeedSteps).toHaveLength(SERVER_MODULES.filter((m) => m.demoSeed).length);
    // The OpenAPI description is registered first so it sees every route.
    expect(SERVER_MODULES[0]!.name).toBe('api-docs');
  });
});
