import { defineDomainModule } from '../platform/domain-module.ts';
import { followupReasonsResource } from './followup-reasons.resource.ts';
import { followupsResource } from './followups.resource.ts';
import { ringsCountedMessages } from './rings-ui.messages.ts';
import { ringsMessages } from './rings.messages.ts';
import { ringsResource } from './rings.resource.ts';

/** Rings and memorisation: the plain entities (the ring day and timetable have their own routes). */
export const ringsModule = defineDomainModule({
  name: 'rings',
  resources: [ringsResource, followupReasonsResource, followupsResource],
  messages: [ringsMessages, ringsCountedMessages],
});
