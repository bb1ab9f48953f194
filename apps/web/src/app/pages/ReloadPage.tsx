import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../components/PageLoader.tsx';
import { safeRedirect } from '../auth/RequireAuth.tsx';
import { previousPath } from './previous-path.ts';

/**
 * `/reload`: re-enters a route, so its screen mounts afresh (`/reload?to=/students`); without
 * `to` it re-enters the route the user came from.
 */
export function ReloadPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const to = safeRedirect(params.get('to') ?? previousPath());
  useEffect(() => {
    void navigate(to === '/reload' ? '/' : to, { replace: true });
  }, [navigate, to]);
  return <PageLoader />;
}

export default ReloadPage;
