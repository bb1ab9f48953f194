import { defineDomainModule } from '../platform/domain-module.ts';
import { SITE_RESOURCES } from './site.resource-list.ts';
import { siteCountedMessages, siteMessages } from './site.messages.ts';
import { siteGivingCountedMessages, siteGivingMessages } from './site-giving.messages.ts';

/**
 * The public website's content: every kind of content is a plain entity with a draft and a
 * published state (editors manage them on the generic screens); the public pages are rendered
 * by the server from the published records.
 */
export const siteModule = defineDomainModule({
  name: 'site',
  resources: SITE_RESOURCES,
  messages: [siteMessages, siteCountedMessages, siteGivingMessages, siteGivingCountedMessages],
});
