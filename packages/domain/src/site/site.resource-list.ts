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

/**
 * The site module's resources: its manifest (`module.ts`) lists them, and the
 * web loads them on demand, without the module's messages (`resources/loaders.ts`).
 */
export const SITE_RESOURCES = [
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
] as const;
