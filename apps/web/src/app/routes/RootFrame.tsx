import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { rememberPath } from '../pages/previous-path.ts';
import { LoadingBar } from '../loading/LoadingBar.tsx';
import { ScrollManager } from '../scroll/ScrollManager.tsx';
import { ScrollToTop } from '../scroll/ScrollToTop.tsx';
import { useCurrentRoute } from './route-handle.ts';

/** The document title: the route's title, then the app's. */
function DocumentTitle() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const app = t('app.title');
  const title = route ? t(route.titleKey, { defaultValue: '' }) : '';
  useEffect(() => {
    document.title = title ? `${title} | ${app}` : app;
  }, [title, app]);
  return null;
}

/** Remembers where the user has been, for /reload. */
function PathMemory() {
  const { pathname, search } = useLocation();
  useEffect(() => rememberPath(`${pathname}${search}`), [pathname, search]);
  return null;
}

/** Removes the HTML initial loader once the first screen is on the page. */
function InitialLoaderRemoval() {
  useEffect(() => {
    document.getElementById('initial-loader')?.remove();
  }, []);
  return null;
}

/** Above every layout: loading bar, scrolling rules, document title, scroll-to-top. */
export function RootFrame() {
  return (
    <>
      <LoadingBar />
      <ScrollManager />
      <DocumentTitle />
      <InitialLoaderRemoval />
      <PathMemory />
      <Outlet />
      <ScrollToTop />
    </>
  );
}
