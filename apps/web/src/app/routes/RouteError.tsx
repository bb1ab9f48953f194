import { useRouteError } from 'react-router';
import { ErrorState } from '../components/ErrorState.tsx';

/**
 * What a route shows when its screen cannot be loaded or throws (offline while a screen's
 * chunk was loading, most often): the error in the user's language and a way to try again.
 */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return <ErrorState fullScreen error={error} onRetry={() => window.location.reload()} />;
}
