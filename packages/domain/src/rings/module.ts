import { defineDomainModule } from '../platform/domain-module.ts';
import { followupReasonsResource } from './followup-reasons.resource.ts';
import { followupsResource } from './followups.resource.ts';
import { ringsCountedMessages } from './rings-ui.messages.ts';
import { ringsMessages } from './rings.messages.ts';
import { ringStarsResource } from './ring-stars.resource.ts';
import { ringTimesResource } from './ring-times.resource.ts';
import { ringsResource } from './rings.resource.ts';

/**
 * Rings and memorisation: the plain entities, the rings' weekly times and stars among them (the
 * ring day, transfers and the stars' ranking have their own routes).
 */
export const ringsModule = defineDomainModule({
  name: 'rings',
  resources: [
    ringsResource,
    followupReasonsResource,
    followupsResource,
    ringTimesResource,
    ringStarsResource,
  ],
  messages: [ringsMessages, ringsCountedMessages],
});
