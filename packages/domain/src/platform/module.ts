import { countsMessages } from '../i18n/counts.messages.ts';
import { platformMessages } from '../i18n/platform.messages.ts';
import { quranMessages } from '../quran/quran.messages.ts';
import { defineDomainModule } from './domain-module.ts';
import { PLATFORM_ROUTES } from './platform.api.ts';
import { DASHBOARD_ROUTES } from './dashboard.api.ts';
import { RECORD_SEARCH_ROUTES } from './record-search.ts';
import { offlineCountedMessages, offlineMessages } from './offline.messages.ts';
import { shellCountedMessages, shellMessages } from './shell.messages.ts';

/**
 * The platform: shared words, the Quran's errors, counted nouns, the web shell's words and the
 * offline app's (the outbox, updates, the install hint); the health check, the navbar search and
 * the home page's figures.
 */
export const platformModule = defineDomainModule({
  name: 'platform',
  messages: [
    platformMessages,
    quranMessages,
    countsMessages,
    shellMessages,
    shellCountedMessages,
    offlineMessages,
    offlineCountedMessages,
  ],
  routes: { ...PLATFORM_ROUTES, ...RECORD_SEARCH_ROUTES, ...DASHBOARD_ROUTES },
});
