import { buildCatalogue } from '@qc/domain/i18n/catalogue';
import { ROUTE_TABLE, type RouteSpec } from '@qc/domain/platform/routes';
import { routesMessages } from '@qc/domain/platform/routes.messages';
import { describe, expect, it } from 'vitest';
import { INITIAL_ROUTES, loadAppRoutes } from './app-routes.ts';
import { buildNav, shortcutsOf } from './nav.ts';
import { deriveRoutes, mapsOfModule, routeTotals, sourceOfFile, toRouterPath } from './registry.ts';
import { loadModuleSources, SHELL_SOURCE } from './screen-sources.ts';

const load = async () => ({ default: () => null });
const spec = (path: string, extra: Partial<RouteSpec> = {}): RouteSpec => ({
  path,
  public: false,
  layout: 'default',
  module: 'students',
  description: '',
  title: { en: path, ar: path, fr: path },
  ...extra,
});

describe('route registry derivation', () => {
  it('marks a table path implemented when a screens map claims it, planned otherwise', () => {
    const { routes, problems } = deriveRoutes(
      [spec('/a'), spec('/b', { public: true, layout: 'blank' })],
      [{ source: 'modules/x', module: 'x', screens: { '/a': load } }],
    );
    expect(problems).toEqual([]);
    expect(routes.map((r) => [r.path, r.status, r.source])).toEqual([
      ['/a', 'implemented', 'modules/x'],
      ['/b', 'planned', null],
    ]);
    expect(routes[1]).toMatchObject({ public: true, layout: 'blank', titleKey: 'route./b' });
  });

  it('adds module paths outside the table, signed-in and in the default layout unless they say', () => {
    const { routes } = deriveRoutes(
      [spec('/a')],
      [
        {
          source: 'modules/rings',
          module: 'rings',
          screens: { '/ring-day': load, '/kiosk': { load, public: true, layout: false } },
        },
      ],
    );
    expect(routes.find((r) => r.path === '/ring-day')).toMatchObject({
      inTable: false,
      public: false,
      layout: 'default',
      module: 'rings',
      status: 'implemented',
    });
    expect(routes.find((r) => r.path === '/kiosk')).toMatchObject({ public: true, layout: false });
  });

  it('reports a path claimed twice and keeps the first claim', () => {
    const { routes, problems } = deriveRoutes(
      [spec('/a')],
      [
        { source: 'modules/one', module: 'one', screens: { '/a': load } },
        { source: 'modules/two', module: 'two', screens: { '/a': load } },
      ],
    );
    expect(problems).toEqual(['/a: claimed by modules/one and modules/two']);
    expect(routes[0]!.source).toBe('modules/one');
  });

  it('an entry may override the layout and name its permissions', () => {
    const { routes } = deriveRoutes(
      [spec('/a')],
      [
        {
          source: 's',
          module: 's',
          screens: { '/a': { load, layout: 'blank', permission: ['x:read', 'y:read'] } },
        },
      ],
    );
    expect(routes[0]).toMatchObject({ layout: 'blank', permissions: ['x:read', 'y:read'] });
  });

  it('turns the catch-all into the router wildcard', () => {
    expect(toRouterPath('/:error(.*)')).toBe('*');
    expect(toRouterPath('/registration-link/:id')).toBe('/registration-link/:id');
  });

  it('names the source of a screens file found by the glob', () => {
    expect(sourceOfFile('../../modules/rings/screens.ts')).toEqual({
      source: 'modules/rings',
      module: 'rings',
    });
    expect(sourceOfFile('../../resources/screens.ts')).toEqual({
      source: 'resources',
      module: 'resources',
    });
    expect(mapsOfModule({ a: { '/x': load }, b: 3, c: null })).toHaveLength(1);
  });
});

describe('the app registry', () => {
  it('the route table lists 235 routes with unique paths, valid layouts and modules', () => {
    const paths = ROUTE_TABLE.map((r) => r.path);
    expect(paths).toHaveLength(235);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of ROUTE_TABLE) {
      expect(['blank', 'default', 'brintk']).toContain(r.layout);
      expect(r.module).toMatch(/^[a-z]+$/);
    }
    // Public pages use the blank layout, except ourapps, ourprint and ourprojects (brintk).
    const brintk = ROUTE_TABLE.filter((r) => r.layout === 'brintk').map((r) => r.path);
    expect(brintk).toEqual(['/page/ourapps', '/page/ourprint', '/page/ourprojects']);
    expect(ROUTE_TABLE.filter((r) => r.public && r.layout === 'default')).toEqual([]);
  });

  it('every table route appears in the app routes; no screens map claims a path twice', async () => {
    const APP_ROUTES = await loadAppRoutes();
    const derived = deriveRoutes(ROUTE_TABLE, [SHELL_SOURCE, ...(await loadModuleSources())]);
    expect(derived.problems).toEqual([]);
    const appPaths = new Set(APP_ROUTES.map((r) => r.path));
    for (const r of ROUTE_TABLE) expect(appPaths.has(r.path)).toBe(true);
    const totals = routeTotals(APP_ROUTES);
    expect(totals.table).toBe(235);
    expect(totals.implemented + totals.planned).toBe(235);
  });

  it('the shell implements its own routes; the modules their screens', async () => {
    const APP_ROUTES = await loadAppRoutes();
    const byPath = new Map(APP_ROUTES.map((r) => [r.path, r]));
    for (const p of [
      '/',
      '/login',
      '/:error(.*)',
      '/reload',
      '/second-page',
      '/second-page-copy',
      '/new/new-page',
    ]) {
      expect(byPath.get(p)).toMatchObject({ status: 'implemented', source: 'shell' });
    }
    expect(byPath.get('/ring-day')).toMatchObject({
      status: 'implemented',
      source: 'modules/rings',
      inTable: false,
    });
    expect(byPath.get('/registration-link/:id')).toMatchObject({
      public: true,
      layout: 'blank',
      status: 'implemented',
    });
  });

  it('every route of routes.tsv, and every module path naming its title, has one in ar, en, fr', async () => {
    const APP_ROUTES = await loadAppRoutes();
    const catalogue = buildCatalogue();
    for (const r of APP_ROUTES) {
      if (!r.inTable && !r.entry?.titleKey && !routesMessages.en[r.titleKey]) continue;
      for (const locale of ['ar', 'en', 'fr'] as const) {
        expect(catalogue[locale][r.titleKey], `${locale} ${r.titleKey}`).toBeTruthy();
      }
    }
    for (const r of ROUTE_TABLE) {
      for (const locale of ['ar', 'en', 'fr'] as const) {
        expect(routesMessages[locale][`route.${r.path}`], `${locale} ${r.path}`).toBeTruthy();
        expect(routesMessages[locale][`module.${r.module}`], `${locale} ${r.module}`).toBeTruthy();
      }
    }
  });

  it('the router starts with every path of the table, and the shell screens implemented', () => {
    expect(INITIAL_ROUTES.filter((r) => r.inTable)).toHaveLength(ROUTE_TABLE.length);
    expect(INITIAL_ROUTES.find((r) => r.path === '/login')).toMatchObject({
      status: 'implemented',
    });
    expect(INITIAL_ROUTES.every((r) => r.inTable)).toBe(true);
  });

  it('a module path may name its own title key', () => {
    const { routes } = deriveRoutes(
      [],
      [
        {
          source: 'resources',
          module: 'resources',
          screens: { '/r/countries': { load, titleKey: 'resources.countries.title' } },
        },
      ],
    );
    expect(routes[0]!.titleKey).toBe('resources.countries.title');
  });
});

describe('the navigation menu', () => {
  const routes = deriveRoutes(
    [
      spec('/', { module: 'dashboard' }),
      spec('/students', { module: 'students' }),
      spec('/fees', { module: 'finance' }),
      spec('/public-form/:id', { public: true, layout: 'blank' }),
      spec('/student/:id'),
      spec('/planned'),
    ],
    [
      {
        source: 's',
        module: 's',
        screens: {
          '/': { load, nav: { order: 0, shortcut: true } },
          '/students': { load, permission: 'students:read', nav: { shortcut: true } },
          '/fees': { load, permission: 'finance:read' },
          '/public-form/:id': load,
          '/student/:id': { load, permission: 'students:read' },
        },
      },
    ],
  ).routes;

  it('shows only implemented, signed-in screens the permissions allow, grouped by module', () => {
    const teacher = buildNav(routes, (p) => p.every((x) => x === 'students:read'));
    expect(teacher.map((g) => [g.module, g.items.map((i) => i.path)])).toEqual([
      ['dashboard', ['/']],
      ['students', ['/students']],
    ]);
    const accountant = buildNav(routes, (p) => p.every((x) => x === 'finance:read'));
    expect(accountant.flatMap((g) => g.items.map((i) => i.path))).toEqual(['/', '/fees']);
  });

  it('keeps paths with parameters out unless the entry says where to link', () => {
    const all = buildNav(routes, () => true).flatMap((g) => g.items.map((i) => i.path));
    expect(all).not.toContain('/student/:id');
    expect(all).not.toContain('/public-form/:id');
    expect(all).not.toContain('/planned');
  });

  it('offers as shortcuts the allowed screens marked so', () => {
    expect(shortcutsOf(buildNav(routes, () => true)).map((i) => i.path)).toEqual([
      '/',
      '/students',
    ]);
    expect(shortcutsOf(buildNav(routes, () => false)).map((i) => i.path)).toEqual(['/']);
  });
});
