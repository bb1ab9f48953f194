import { defineDomainModule } from '../platform/domain-module.ts';
import { formsMessages } from './forms.messages.ts';
import { POLLS_ROUTES } from './polls.api.ts';
import { pollsMessages } from './polls.messages.ts';
import { publicLinkMessages } from './public-link.messages.ts';

/**
 * The shared form builder (docs/forms.md), the polls and forms with public links built on it
 * (docs/polls.md) and the public-link kit's rules (docs/public-links.md): no resource
 * definitions (polls are a workflow with routes of their own), their words.
 */
export const formsModule = defineDomainModule({
  name: 'forms',
  routes: POLLS_ROUTES,
  messages: [formsMessages, pollsMessages, publicLinkMessages],
});
