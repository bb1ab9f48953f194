import { date, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordColumns, searchIndex, searchText } from './columns.ts';
import { donationTypes } from './donations.ts';
import type { StoredFileRef } from './organisation.ts';

// The public website's content (module `site`): one table per resource definition of
// packages/domain/src/site/. Every text is in three columns (ar, en, fr); `status` is draft or
// published (only published rows are served publicly).

export const siteSettings = pgTable(
  'site_settings',
  {
    ...recordColumns(),
    singleton: text('singleton').notNull().default('site'),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    taglineAr: text('tagline_ar'),
    taglineEn: text('tagline_en'),
    taglineFr: text('tagline_fr'),
    logo: jsonb('logo').$type<StoredFileRef | null>(),
    primaryColor: text('primary_color').default('#065a94'),
    accentColor: text('accent_color').default('#c8973a'),
    email: text('email'),
    phone: text('phone'),
    addressAr: text('address_ar'),
    addressEn: text('address_en'),
    addressFr: text('address_fr'),
  },
  (t) => [uniqueIndex('site_settings_singleton_uq').on(t.singleton)],
);

export const sitePages = pgTable(
  'site_pages',
  {
    ...recordColumns(),
    pageKey: text('page_key').notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    descriptionAr: text('description_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    introAr: text('intro_ar'),
    introEn: text('intro_en'),
    introFr: text('intro_fr'),
    status: text('status').notNull().default('draft'),
    search: searchText(),
  },
  (t) => [searchIndex('site_pages_search_trgm', t.search)],
);

export const siteAbout = pgTable(
  'site_about',
  {
    ...recordColumns(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en'),
    bodyFr: text('body_fr'),
    image: jsonb('image').$type<StoredFileRef | null>(),
    position: integer('position'),
    status: text('status').notNull().default('draft'),
    search: searchText(),
  },
  (t) => [searchIndex('site_about_search_trgm', t.search)],
);

export const siteCourses = pgTable(
  'site_courses',
  {
    ...recordColumns(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    summaryAr: text('summary_ar').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryFr: text('summary_fr').notNull(),
    bodyAr: text('body_ar'),
    bodyEn: text('body_en'),
    bodyFr: text('body_fr'),
    image: jsonb('image').$type<StoredFileRef | null>(),
    audience: text('audience').notNull().default('all'),
    position: integer('position'),
    status: text('status').notNull().default('draft'),
    search: searchText(),
  },
  (t) => [searchIndex('site_courses_search_trgm', t.search)],
);

export const siteImages = pgTable(
  'site_images',
  {
    ...recordColumns(),
    captionAr: text('caption_ar').notNull(),
    captionEn: text('caption_en').notNull(),
    captionFr: text('caption_fr').notNull(),
    image: jsonb('image').$type<StoredFileRef | null>().notNull(),
    placement: text('placement').notNull().default('gallery'),
    position: integer('position'),
    status: text('status').notNull().default('draft'),
    search: searchText(),
  },
  (t) => [searchIndex('site_images_search_trgm', t.search)],
);

export const siteVideos = pgTable(
  'site_videos',
  {
    ...recordColumns(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    bodyAr: text('body_ar'),
    bodyEn: text('body_en'),
    bodyFr: text('body_fr'),
    classification: text('classification').notNull().default('lesson'),
    author: text('author').notNull(),
    channel: text('channel'),
    recordedOn: date('recorded_on', { mode: 'string' }).notNull(),
    url: text('url').notNull(),
    thumbnail: jsonb('thumbnail').$type<StoredFileRef | null>(),
    status: text('status').notNull().default('draft'),
    search: searchText(),
  },
  (t) => [searchIndex('site_videos_search_trgm', t.search)],
);

export const siteMedia = pgTable(
  'site_media',
  {
    ...recordColumns(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    bodyAr: text('body_ar'),
    bodyEn: text('body_en'),
    bodyFr: text('body_fr'),
    classification: text('classification').notNull().default('lesson'),
    author: text('author').notNull(),
    channel: text('channel'),
    recordedOn: date('recorded_on', { mode: 'string' }).notNull(),
    file: jsonb('file').$type<StoredFileRef | null>().notNull(),
    thumbnail: jsonb('thumbnail').$type<StoredFileRef | null>(),
    status: text('status').notNull().default('draft'),
    search: searchText(),
  },
  (t) => [searchIndex('site_media_search_trgm', t.search)],
);

export const sitePrints = pgTable(
  'site_prints',
  {
    ...recordColumns(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    summaryAr: text('summary_ar').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryFr: text('summary_fr').notNull(),
    bodyAr: text('body_ar'),
    bodyEn: text('body_en'),
    bodyFr: text('body_fr'),
    author: text('author'),
    publishedOn: date('published_on', { mode: 'string' }),
    cover: jsonb('cover').$type<StoredFileRef | null>(),
    file: jsonb('file').$type<StoredFileRef | null>(),
    status: text('status').notNull().default('draft'),
    search: searchText(),
  },
  (t) => [searchIndex('site_prints_search_trgm', t.search)],
);

export const siteProjects = pgTable(
  'site_projects',
  {
    ...recordColumns(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    summaryAr: text('summary_ar').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryFr: text('summary_fr').notNull(),
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en'),
    bodyFr: text('body_fr'),
    image: jsonb('image').$type<StoredFileRef | null>(),
    currency: text('currency').notNull().default('USD'),
    target: integer('target'),
    /** The donation type whose confirmed payments are the project's progress on the site. */
    donationTypeId: uuid('donation_type_id').references(() => donationTypes.id),
    position: integer('position'),
    status: text('status').notNull().default('draft'),
    search: searchText(),
  },
  (t) => [searchIndex('site_projects_search_trgm', t.search)],
);

export const siteApps = pgTable(
  'site_apps',
  {
    ...recordColumns(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    summaryAr: text('summary_ar').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryFr: text('summary_fr').notNull(),
    bodyAr: text('body_ar'),
    bodyEn: text('body_en'),
    bodyFr: text('body_fr'),
    icon: jsonb('icon').$type<StoredFileRef | null>(),
    androidUrl: text('android_url'),
    iosUrl: text('ios_url'),
    webUrl: text('web_url'),
    privacy: text('privacy'),
    position: integer('position'),
    status: text('status').notNull().default('draft'),
    search: searchText(),
  },
  (t) => [searchIndex('site_apps_search_trgm', t.search)],
);

export const siteSocial = pgTable(
  'site_social',
  {
    ...recordColumns(),
    network: text('network').notNull(),
    url: text('url').notNull(),
    position: integer('position'),
    status: text('status').notNull().default('draft'),
    search: searchText(),
  },
  (t) => [searchIndex('site_social_search_trgm', t.search)],
);

export const siteReviews = pgTable(
  'site_reviews',
  {
    ...recordColumns(),
    displayName: text('display_name').notNull(),
    quoteAr: text('quote_ar').notNull(),
    quoteEn: text('quote_en').notNull(),
    quoteFr: text('quote_fr').notNull(),
    rating: integer('rating').default(5),
    position: integer('position'),
    status: text('status').notNull().default('draft'),
    search: searchText(),
  },
  (t) => [searchIndex('site_reviews_search_trgm', t.search)],
);

export const siteNews = pgTable(
  'site_news',
  {
    ...recordColumns(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    summaryAr: text('summary_ar').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryFr: text('summary_fr').notNull(),
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en'),
    bodyFr: text('body_fr'),
    image: jsonb('image').$type<StoredFileRef | null>(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('draft'),
    search: searchText(),
  },
  (t) => [searchIndex('site_news_search_trgm', t.search)],
);

export const siteHelpCategories = pgTable(
  'site_help_categories',
  {
    ...recordColumns(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    position: integer('position'),
    status: text('status').notNull().default('draft'),
    search: searchText(),
  },
  (t) => [searchIndex('site_help_categories_search_trgm', t.search)],
);

export const siteHelpArticles = pgTable(
  'site_help_articles',
  {
    ...recordColumns(),
    categoryId: uuid('category_id')
      .references(() => siteHelpCategories.id)
      .notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    slugAr: text('slug_ar'),
    slugEn: text('slug_en'),
    slugFr: text('slug_fr'),
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en'),
    bodyFr: text('body_fr'),
    position: integer('position'),
    status: text('status').notNull().default('draft'),
    search: searchText(),
  },
  (t) => [
    searchIndex('site_help_articles_search_trgm', t.search),
    uniqueIndex('site_help_articles_slug_ar_uq').on(t.slugAr),
    uniqueIndex('site_help_articles_slug_en_uq').on(t.slugEn),
    uniqueIndex('site_help_articles_slug_fr_uq').on(t.slugFr),
  ],
);

export const sitePolicies = pgTable(
  'site_policies',
  {
    ...recordColumns(),
    policy: text('policy').notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en'),
    bodyFr: text('body_fr'),
    status: text('status').notNull().default('draft'),
    search: searchText(),
  },
  (t) => [searchIndex('site_policies_search_trgm', t.search)],
);
