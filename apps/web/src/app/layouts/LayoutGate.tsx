import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { RequireAuth } from '../auth/RequireAuth.tsx';
import { PageLoader } from '../components/PageLoader.tsx';
import { loadAppRoutes } from '../routes/app-routes.ts';
import { loadChunk } from '../routes/chunk-reload.ts';
import type { LayoutName } from '@qc/domain/platform/routes';
import { BlankLayout } from './BlankLayout.tsx';

// The admin and brand layouts are chunks of their own: a signed-out visit to /login loads
// neither.
// The admin layout waits for the modules' screens maps too, so its menu is complete at once.
const DefaultLayout = lazy(() =>
  loadChunk(() => Promise.all([import('./DefaultLayout.tsx'), loadAppRoutes()]).then(([m]) => m)),
);
const BrintkLayout = lazy(() => loadChunk(() => import('./BrintkLayout.tsx')));

function Layout({ layout }: { layout: LayoutName | false }) {
  const content = (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
  switch (layout) {
    case 'default':
      return <DefaultLayout>{content}</DefaultLayout>;
    case 'brintk':
      return <BrintkLayout>{content}</BrintkLayout>;
    case 'blank':
      return <BlankLayout>{content}</BlankLayout>;
    default:
      return content;
  }
}

/** A group of routes sharing a layout and an access rule (public, or signed-in only). */
export function LayoutGate({
  layout,
  isPublic,
}: {
  layout: LayoutName | false;
  isPublic: boolean;
}) {
  const inner = (
    <Suspense fallback={<PageLoader fullScreen />}>
      <Layout layout={layout} />
    </Suspense>
  );
  return isPublic ? inner : <RequireAuth>{inner}</RequireAuth>;
}
