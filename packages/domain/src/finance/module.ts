import { defineDomainModule } from '../platform/domain-module.ts';
import { financeCountedMessages, financeUiMessages } from './finance-ui.messages.ts';
import { financeMessages } from './finance.messages.ts';
import { FINANCE_RESOURCES } from './finance.resources.ts';
import { FINANCE_ROUTES } from './finance-routes.api.ts';
import { moneyMessages } from './money.messages.ts';

/**
 * Finance: the double-entry ledger (accounts, funds, journal entries) and the workflows that
 * post to it (vouchers, the daily close). Plain settings are resource definitions.
 */
export const financeModule = defineDomainModule({
  name: 'finance',
  resources: FINANCE_RESOURCES,
  messages: [financeMessages, financeUiMessages, financeCountedMessages, moneyMessages],
  routes: FINANCE_ROUTES,
});
