/**
 * Build-time settings of the web app. Everything has a default that works when the app is
 * served by the server on the same origin.
 */

/** The app title: prefix of every interface preference kept in local storage. */
export const APP_KEY = 'quran-centres';

/** Base of the REST API: `/api`, or the URL given as VITE_API_BASE at build time. */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) || '/api';

/** Optional visitor-country lookup for the phone input (answers "1;CC;..."); off when unset. */
export const COUNTRY_LOOKUP_URL: string | undefined =
  (import.meta.env.VITE_COUNTRY_LOOKUP_URL as string | undefined) || undefined;

/** Phone region used when neither a form nor the country settings name one. */
export const DEFAULT_PHONE_COUNTRY: string =
  (import.meta.env.VITE_DEFAULT_PHONE_COUNTRY as string | undefined) || 'TR';

/** Local storage keys fixed by the specification. */
export const STORAGE = {
  accessToken: 'accessToken',
  language: 'language',
  messages: 'messages',
  /** The realtime server address (default: the page's own origin). */
  realtimeServer: 'realtimeServer',
} as const;
