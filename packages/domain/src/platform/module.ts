import { countsMessages } from '../i18n/counts.messages.ts';
import { platformMessages } from '../i18n/platform.messages.ts';
import { quranMessages } from '../quran/quran.messages.ts';
import { defineDomainModule } from './domain-module.ts';
import { PLATFORM_ROUTES } from './platform.api.ts';
import { offlineCountedMessages, offlineMessages } from './offline.messages.ts';
import { shellCountedMessages, shellMessages } from './shell.messages.ts';

/**
 * The platform: shared words, the Quran's errors, counted nouns, the web shell's words and the
 * offline app's (the outbox, updates, the install hint).
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
  routes: PLATFORM_ROUTES,
});
