import { NotAvailableYet } from '../components/NotAvailableYet.tsx';
import { useCurrentRoute } from '../routes/route-handle.ts';

/** The page of every route of routes.tsv that no module implements yet. */
export function NotAvailablePage() {
  const route = useCurrentRoute();
  return (
    <NotAvailableYet
      titleKey={route?.titleKey}
      module={route?.module}
      homePath={route?.public ? '/page/home' : '/'}
    />
  );
}

export default NotAvailablePage;
