import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { notifySessionEnded } from './auth/AuthProvider.tsx';
import { api } from './http/client.ts';
import { i18n, messageDigitsChoice, startI18n } from './i18n/i18n.ts';
import { INITIAL_ROUTES } from './routes/app-routes.ts';
import { createAppRouter } from './routes/AppRouter.tsx';

/** Connects the REST client to the shell, loads the messages, then renders the app. */
export async function start(container: HTMLElement): Promise<void> {
  api.configure({
    language: () => i18n.language || 'ar',
    digits: messageDigitsChoice,
    translate: (key) => i18n.t(key),
    sessionEnded: notifySessionEnded,
  });
  await startI18n();
  const router = createAppRouter(INITIAL_ROUTES);
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
