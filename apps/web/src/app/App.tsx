import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { AccountSync } from './auth/AccountSync.tsx';
import { AuthProvider } from './auth/AuthProvider.tsx';
import { LocaleProvider } from './i18n/LocaleProvider.tsx';
import { PreferencesProvider } from './preferences/PreferencesProvider.tsx';
import { queryClient } from './query-client.ts';
import { RealtimeProvider } from './realtime/RealtimeProvider.tsx';
import type { createAppRouter } from './routes/AppRouter.tsx';
import { ThemeRoot } from './theme/ThemeRoot.tsx';

/** The providers in order: data cache, preferences, language, theme, session, realtime, router. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PreferencesProvider>
        <LocaleProvider>
          <ThemeRoot>
            <AuthProvider>
              <AccountSync />
              <RealtimeProvider>
                <RouterProvider router={router} />
              </RealtimeProvider>
            </AuthProvider>
          </ThemeRoot>
        </LocaleProvider>
      </PreferencesProvider>
    </QueryClientProvider>
  );
}
