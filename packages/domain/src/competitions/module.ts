import { defineDomainModule } from '../platform/domain-module.ts';
import { COMPETITIONS_ROUTES } from './competitions.api.ts';
import { competitionsMessages } from './competitions.messages.ts';
import { competitionsCountedMessages, competitionsUiMessages } from './competitions-ui.messages.ts';

/**
 * Quran competitions and the Maher contest (a competition of the Maher project, not a second
 * module): categories, nominations checked from the records, blind judging by mistake events,
 * ranked results (docs/competitions.md).
 */
export const competitionsModule = defineDomainModule({
  name: 'competitions',
  routes: COMPETITIONS_ROUTES,
  messages: [competitionsMessages, competitionsUiMessages, competitionsCountedMessages],
});
