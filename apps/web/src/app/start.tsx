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
  createRoot(container, {
    // A render that threw and then succeeded when React rendered it again synchronously: React
    // reports only "error #520" (recovered) by default, which names nothing. Say what threw and
    // where, so the fault behind it can be found (it stays an error in the console).
    onRecoverableError: (error, info) => {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      const text = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
      console.error(`A render recovered from: ${text}${info.componentStack ?? ''}`);
    },
  }).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
