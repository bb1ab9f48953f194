import { defineDomainModule } from '../platform/domain-module.ts';
import { REPORT_CARDS_ROUTES } from './report-cards.api.ts';
import { reportCardsMessages } from './report-cards.messages.ts';
import { reportCardsCountedMessages, reportCardsUiMessages } from './report-cards-ui.messages.ts';

/**
 * Student report cards: elements (figures of the metric registry and blocks), templates placing
 * them on an A4 page with a saved style, versioned; cards issued from approved data only, one
 * or a ring's at a time as one PDF, and opened by guardians through a private link
 * (docs/report-cards.md).
 */
export const reportCardsModule = defineDomainModule({
  name: 'report-cards',
  routes: REPORT_CARDS_ROUTES,
  messages: [reportCardsMessages, reportCardsUiMessages, reportCardsCountedMessages],
});
