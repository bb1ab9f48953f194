import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LayoutGate } from '../layouts/LayoutGate.tsx';
import { loadAppRoutes } from './app-routes.ts';
import { loadChunk } from './chunk-reload.ts';
import type { AppRoute } from './registry.ts';
import type { RouteHandle } from './route-handle.ts';
import { RootFrame } from './RootFrame.tsx';
import { RouteError } from './RouteError.tsx';
import { ScreenFrame } from './ScreenFrame.tsx';

type AnyScreen = ComponentType<Record<string, unknown>>;

const notAvailable = () => import('../pages/NotAvailablePage.tsx');
const ROOT_ID = 'root';
const groupId = (layout: AppRoute['layout'], isPublic: boolean) =>
  `layout:${String(layout)}:${isPublic ? 'public' : 'private'}`;

/**
 * A leaf route: its screen loaded on demand (one chunk each), or the "not available yet" page.
 * A path of routes.tsv that the shell does not implement learns its screen from the modules'
 * maps when first opened.
 */
function leaf(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  return {
    path: route.routerPath,
    handle,
    lazy: async () => {
      let resolved = route;
      if (!route.entry) {
        const all = await loadChunk(loadAppRoutes);
        resolved = all.find((r) => r.inTable && r.path === route.path) ?? route;
      }
      const mod = await loadChunk(() => (resolved.entry ? resolved.entry.load() : notAvailable()));
      const Screen = mod.default as AnyScreen;
      // The handle keeps the table's metadata (path, title, module are the same); the screen
      // frame gets the resolved entry with its permission and props.
      return { Component: () => <ScreenFrame route={resolved} Screen={Screen} /> };
    },
  };
}

function group(layout: AppRoute['layout'], isPublic: boolean, routes: AppRoute[]): RouteObject {
  return {
    id: groupId(layout, isPublic),
    element: <LayoutGate layout={layout} isPublic={isPublic} />,
    children: routes.map(leaf),
  };
}

function groupsOf(routes: readonly AppRoute[]) {
  const groups = new Map<
    string,
    { layout: AppRoute['layout']; isPublic: boolean; routes: AppRoute[] }
  >();
  for (const route of routes) {
    const key = groupId(route.layout, route.public);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { layout: route.layout, isPublic: route.public, routes: [] }));
    g.routes.push(route);
  }
  return groups;
}

/**
 * The router's tree: routes grouped by layout and access (public, or signed-in), each group a
 * layout route around its screens. Built from the registry, never from a hand-kept list.
 */
export function buildRouteObjects(routes: readonly AppRoute[]): RouteObject[] {
  return [
    {
      id: ROOT_ID,
      element: <RootFrame />,
      errorElement: <RouteError />,
      // Until the first screen's chunk is in, the HTML initial loader stays on screen.
      hydrateFallbackElement: <></>,
      children: [...groupsOf(routes).values()].map((g) => group(g.layout, g.isPublic, g.routes)),
    },
  ];
}

/**
 * The app's router. Paths that only a module knows (outside routes.tsv, e.g. /ring-day) join
 * the tree the first time a navigation needs them (react-router's route discovery).
 */
export function createAppRouter(initial: readonly AppRoute[]) {
  const known = new Set(groupsOf(initial).keys());
  let patched: Promise<void> | null = null;
  return createBrowserRouter(buildRouteObjects(initial), {
    patchRoutesOnNavigation: ({ patch }) => {
      patched ??= loadAppRoutes()
        .then((all) => {
          for (const [id, g] of groupsOf(all.filter((r) => !r.inTable))) {
            if (known.has(id)) patch(id, g.routes.map(leaf));
            else patch(ROOT_ID, [group(g.layout, g.isPublic, g.routes)]);
          }
        })
        .catch(() => {
          patched = null;
        });
      return patched;
    },
  });
}
