import { defineDomainModule } from '../platform/domain-module.ts';
import {
  siteAboutResource,
  siteAppsResource,
  siteCoursesResource,
  siteImagesResource,
  siteNewsResource,
  sitePoliciesResource,
  siteProjectsResource,
  siteReviewsResource,
  siteSocialResource,
} from './content.resource.ts';
import { siteHelpArticlesResource, siteHelpCategoriesResource } from './help.resource.ts';
import { siteMediaResource, sitePrintsResource, siteVideosResource } from './media.resource.ts';
import { sitePagesResource, siteSettingsResource } from './site-settings.resource.ts';
import { siteCountedMessages, siteMessages } from './site.messages.ts';
import { siteGivingCountedMessages, siteGivingMessages } from './site-giving.messages.ts';

/**
 * The public website's content: every kind of content is a plain entity with a draft and a
 * published state (editors manage them on the generic screens); the public pages are rendered
 * by the server from the published records.
 */
export const siteModule = defineDomainModule({
  name: 'site',
  resources: [
    siteSettingsResource,
    sitePagesResource,
    siteAboutResource,
    siteCoursesResource,
    siteImagesResource,
    siteVideosResource,
    siteMediaResource,
    sitePrintsResource,
    siteProjectsResource,
    siteAppsResource,
    siteSocialResource,
    siteReviewsResource,
    siteNewsResource,
    siteHelpCategoriesResource,
    siteHelpArticlesResource,
    sitePoliciesResource,
  ],
  messages: [siteMessages, siteCountedMessages, siteGivingMessages, siteGivingCountedMessages],
});
