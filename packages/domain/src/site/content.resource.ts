import { defineResource } from '../resources/define-resource.ts';
import {
  date,
  enumOf,
  image,
  money,
  number,
  reference,
  text,
  type LocaleText,
} from '../resources/fields.ts';
import { fieldsIn3, position, publication, richIn3, textIn3, titleIn3 } from './common.ts';
import { l } from '../text/locale-text.ts';
import type { PolicyKey } from './public-pages.ts';

const PUBLISH = l('النشر', 'Publishing', 'Publication');
const TITLE = l('العنوان', 'Title', 'Titre');
const SUMMARY = l('الملخص', 'Summary', 'Résumé');
const BODY = l('النص', 'Text', 'Texte');
const TITLE_SEARCH = ['titleAr', 'titleEn', 'titleFr'] as const;

const POLICY_LABELS: Record<PolicyKey, LocaleText> = {
  site: l('سياسة خصوصية الموقع', 'Site privacy policy', 'Confidentialité du site'),
  cazariye: l('تطبيق الجزرية', 'Al-Jazariyya app', 'Application Al-Jazariyya'),
  rasheedy: l('تطبيق الرشيدي', 'Al-Rasheedy app', 'Application Al-Rasheedy'),
};

/** The sections of the about page, in order. */
export const siteAboutResource = defineResource({
  name: 'site-about',
  module: 'site',
  permission: 'site-content',
  label: {
    plural: l('صفحة من نحن', 'About page', 'Page À propos'),
    singular: l('قسم من نحن', 'About section', 'Section À propos'),
  },
  fields: {
    ...textIn3('title', TITLE),
    ...richIn3('body', BODY),
    image: image({ label: l('الصورة', 'Image', 'Image') }),
    position: position(),
    status: publication(),
  },
  title: titleIn3('title'),
  list: {
    columns: ['titleAr', 'position', 'status', 'updatedAt'],
    sort: ['titleAr', 'position', 'status', 'updatedAt'],
    defaultSort: { field: 'position', dir: 'asc' },
    filters: ['status'],
    search: [...TITLE_SEARCH],
  },
  export: ['titleAr', 'titleEn', 'titleFr', 'position', 'status'],
  form: [
    { key: 'publish', label: PUBLISH, fields: ['status', 'position', 'image'] },
    { key: 'title', label: TITLE, fields: fieldsIn3('title') },
    { key: 'body', label: BODY, fields: fieldsIn3('body'), columns: 1 },
  ],
  screens: [{ route: '/main-web/about-page-component', mode: 'manage' }],
  readersSee: { status: ['published'] },
  example: { titleAr: 'رسالتنا', titleEn: 'Our mission', titleFr: 'Notre mission' },
});

/** Courses the organisation offers (shown on /page/courses). */
export const siteCoursesResource = defineResource({
  name: 'site-courses',
  module: 'site',
  permission: 'site-content',
  label: {
    plural: l('الدورات', 'Courses', 'Cours'),
    singular: l('دورة', 'Course', 'Cours'),
  },
  fields: {
    ...textIn3('title', TITLE),
    ...textIn3('summary', SUMMARY, { max: 300 }),
    ...richIn3('body', BODY, { required: false }),
    image: image({ label: l('الصورة', 'Image', 'Image') }),
    audience: enumOf(
      {
        children: l('الأطفال', 'Children', 'Enfants'),
        youth: l('الشباب', 'Youth', 'Jeunes'),
        women: l('النساء', 'Women', 'Femmes'),
        adults: l('الكبار', 'Adults', 'Adultes'),
        all: l('الجميع', 'Everyone', 'Tous'),
      },
      { label: l('الفئة', 'For', 'Public'), required: true, default: 'all' },
    ),
    position: position(),
    status: publication(),
  },
  title: titleIn3('title'),
  subtitle: 'audience',
  list: {
    columns: ['titleAr', 'audience', 'position', 'status'],
    sort: ['titleAr', 'audience', 'position', 'status', 'updatedAt'],
    defaultSort: { field: 'position', dir: 'asc' },
    filters: ['audience', 'status'],
    search: [...TITLE_SEARCH, 'summaryAr', 'summaryEn', 'summaryFr'],
  },
  export: ['titleAr', 'titleEn', 'titleFr', 'audience', 'position', 'status'],
  form: [
    { key: 'publish', label: PUBLISH, fields: ['status', 'position', 'audience', 'image'] },
    { key: 'title', label: TITLE, fields: fieldsIn3('title') },
    { key: 'summary', label: SUMMARY, fields: fieldsIn3('summary'), columns: 1 },
    { key: 'body', label: BODY, fields: fieldsIn3('body'), columns: 1 },
  ],
  screens: [{ route: '/main-web/cours-info-component', mode: 'manage' }],
  readersSee: { status: ['published'] },
});

/** Pictures of the site: the home page's banner and the gallery. */
export const siteImagesResource = defineResource({
  name: 'site-images',
  module: 'site',
  permission: 'site-content',
  label: {
    plural: l('صور الموقع', 'Site images', 'Images du site'),
    singular: l('صورة', 'Image', 'Image'),
  },
  fields: {
    ...textIn3('caption', l('التعليق', 'Caption', 'Légende'), { max: 200 }),
    image: image({
      label: l('الصورة', 'Image', 'Image'),
      required: true,
      maxSize: 4 * 1024 * 1024,
    }),
    placement: enumOf(
      {
        hero: l('واجهة الرئيسية', 'Home banner', 'Bannière d’accueil'),
        gallery: l('معرض الصور', 'Gallery', 'Galerie'),
      },
      { label: l('المكان', 'Placement', 'Emplacement'), required: true, default: 'gallery' },
    ),
    position: position(),
    status: publication(),
  },
  title: titleIn3('caption'),
  subtitle: 'placement',
  list: {
    columns: ['captionAr', 'placement', 'position', 'status'],
    sort: ['captionAr', 'placement', 'position', 'status', 'updatedAt'],
    defaultSort: { field: 'position', dir: 'asc' },
    filters: ['placement', 'status'],
    search: ['captionAr', 'captionEn', 'captionFr'],
  },
  export: ['captionAr', 'captionEn', 'captionFr', 'placement', 'position', 'status'],
  form: [
    { key: 'publish', label: PUBLISH, fields: ['status', 'placement', 'position', 'image'] },
    { key: 'caption', label: l('التعليق', 'Caption', 'Légende'), fields: fieldsIn3('caption') },
  ],
  screens: [{ route: '/main-web/image-info-component', mode: 'manage' }],
  readersSee: { status: ['published'] },
});

/** What students and families say (shown with their consent, by a display name only). */
export const siteReviewsResource = defineResource({
  name: 'site-reviews',
  module: 'site',
  permission: 'site-content',
  label: {
    plural: l('آراء الطلاب', 'Student reviews', 'Avis des élèves'),
    singular: l('رأي', 'Review', 'Avis'),
  },
  fields: {
    displayName: text({
      label: l('الاسم المعروض', 'Display name', 'Nom affiché'),
      help: l(
        'اسم مختصر يوافق عليه صاحبه، لا الاسم الكامل.',
        'A short name its author agreed to, never the full name.',
        'Un nom court accepté par son auteur, jamais le nom complet.',
      ),
      required: true,
      max: 60,
    }),
    ...textIn3('quote', l('الرأي', 'Review', 'Avis'), { max: 600 }),
    rating: number({ label: l('التقييم', 'Rating', 'Note'), min: 1, max: 5, default: 5 }),
    position: position(),
    status: publication(),
  },
  title: 'displayName',
  list: {
    columns: ['displayName', 'quoteAr', 'rating', 'status'],
    sort: ['displayName', 'rating', 'position', 'status', 'updatedAt'],
    defaultSort: { field: 'position', dir: 'asc' },
    filters: ['status'],
    search: ['displayName', 'quoteAr', 'quoteEn', 'quoteFr'],
  },
  export: ['displayName', 'quoteAr', 'quoteEn', 'quoteFr', 'rating', 'status'],
  form: [
    {
      key: 'publish',
      label: PUBLISH,
      fields: ['status', 'position', 'displayName', 'rating'],
    },
    { key: 'quote', label: l('الرأي', 'Review', 'Avis'), fields: fieldsIn3('quote'), columns: 1 },
  ],
  screens: [{ route: '/main-web/student-review-info-component', mode: 'manage' }],
  readersSee: { status: ['published'] },
});

/** News of the organisation (/page/newnew, /page/news/:id). */
export const siteNewsResource = defineResource({
  name: 'site-news',
  module: 'site',
  permission: 'site-content',
  label: {
    plural: l('الأخبار', 'News', 'Actualités'),
    singular: l('خبر', 'News item', 'Actualité'),
  },
  fields: {
    ...textIn3('title', TITLE),
    ...textIn3('summary', SUMMARY, { max: 300 }),
    ...richIn3('body', BODY),
    image: image({ label: l('الصورة', 'Image', 'Image') }),
    publishedOn: date({
      label: l('تاريخ الخبر', 'Date', 'Date'),
      required: true,
      default: 'today',
    }),
    status: publication(),
  },
  title: titleIn3('title'),
  subtitle: 'publishedOn',
  list: {
    columns: ['titleAr', 'publishedOn', 'status'],
    sort: ['titleAr', 'publishedOn', 'status', 'updatedAt'],
    defaultSort: { field: 'publishedOn', dir: 'desc' },
    filters: ['status', 'publishedOn'],
    search: [...TITLE_SEARCH, 'summaryAr', 'summaryEn', 'summaryFr'],
  },
  export: ['titleAr', 'titleEn', 'titleFr', 'publishedOn', 'status'],
  form: [
    { key: 'publish', label: PUBLISH, fields: ['status', 'publishedOn', 'image'] },
    { key: 'title', label: TITLE, fields: fieldsIn3('title') },
    { key: 'summary', label: SUMMARY, fields: fieldsIn3('summary'), columns: 1 },
    { key: 'body', label: BODY, fields: fieldsIn3('body'), columns: 1 },
  ],
  readersSee: { status: ['published'] },
  example: {
    titleAr: 'حفل تكريم الحافظين',
    titleEn: 'Ceremony for the new huffaz',
    titleFr: 'Cérémonie des nouveaux huffaz',
    publishedOn: '2026-03-01',
  },
});

/** The organisation's social network accounts (footer of every page). */
export const siteSocialResource = defineResource({
  name: 'site-social',
  module: 'site',
  permission: 'site-content',
  label: {
    plural: l('روابط التواصل الاجتماعي', 'Social links', 'Réseaux sociaux'),
    singular: l('رابط تواصل', 'Social link', 'Lien social'),
  },
  fields: {
    network: enumOf(
      {
        youtube: l('يوتيوب', 'YouTube', 'YouTube'),
        facebook: l('فيسبوك', 'Facebook', 'Facebook'),
        x: l('إكس', 'X', 'X'),
        instagram: l('إنستغرام', 'Instagram', 'Instagram'),
        telegram: l('تيليغرام', 'Telegram', 'Telegram'),
        whatsapp: l('واتساب', 'WhatsApp', 'WhatsApp'),
        tiktok: l('تيك توك', 'TikTok', 'TikTok'),
      },
      { label: l('الشبكة', 'Network', 'Réseau'), required: true },
    ),
    url: text({ label: l('الرابط', 'Link', 'Lien'), required: true, max: 300, format: 'url' }),
    position: position(),
    status: publication(),
  },
  title: 'network',
  subtitle: 'url',
  list: {
    columns: ['network', 'url', 'position', 'status'],
    sort: ['network', 'position', 'status'],
    defaultSort: { field: 'position', dir: 'asc' },
    filters: ['network', 'status'],
    search: ['url'],
  },
  export: ['network', 'url', 'position', 'status'],
  form: [
    {
      key: 'link',
      label: l('الرابط', 'Link', 'Lien'),
      fields: ['network', 'url', 'position', 'status'],
    },
  ],
  screens: [{ route: '/main-web/social-info-component', mode: 'manage' }],
  readersSee: { status: ['published'] },
});

/** The organisation's mobile applications and where to get them. */
export const siteAppsResource = defineResource({
  name: 'site-apps',
  module: 'site',
  permission: 'site-content',
  label: {
    plural: l('روابط التطبيقات', 'Application links', 'Liens des applications'),
    singular: l('تطبيق', 'Application', 'Application'),
  },
  fields: {
    ...textIn3('name', l('الاسم', 'Name', 'Nom'), { max: 120 }),
    ...textIn3('summary', SUMMARY, { max: 300 }),
    ...richIn3('body', BODY, { required: false }),
    icon: image({ label: l('الأيقونة', 'Icon', 'Icône') }),
    androidUrl: text({
      label: l('رابط Google Play', 'Google Play link', 'Lien Google Play'),
      max: 300,
      format: 'url',
    }),
    iosUrl: text({
      label: l('رابط App Store', 'App Store link', 'Lien App Store'),
      max: 300,
      format: 'url',
    }),
    webUrl: text({ label: l('رابط الويب', 'Web link', 'Lien web'), max: 300, format: 'url' }),
    privacy: enumOf(POLICY_LABELS, {
      label: l('سياسة الخصوصية', 'Privacy policy', 'Politique de confidentialité'),
    }),
    position: position(),
    status: publication(),
  },
  title: titleIn3('name'),
  list: {
    columns: ['nameAr', 'position', 'status'],
    sort: ['nameAr', 'position', 'status', 'updatedAt'],
    defaultSort: { field: 'position', dir: 'asc' },
    filters: ['status'],
    search: ['nameAr', 'nameEn', 'nameFr', 'summaryAr', 'summaryEn', 'summaryFr'],
  },
  export: ['nameAr', 'nameEn', 'nameFr', 'androidUrl', 'iosUrl', 'webUrl', 'status'],
  form: [
    { key: 'publish', label: PUBLISH, fields: ['status', 'position', 'icon', 'privacy'] },
    { key: 'names', label: l('الاسم', 'Name', 'Nom'), fields: fieldsIn3('name') },
    {
      key: 'links',
      label: l('الروابط', 'Links', 'Liens'),
      fields: ['androidUrl', 'iosUrl', 'webUrl'],
    },
    { key: 'summary', label: SUMMARY, fields: fieldsIn3('summary'), columns: 1 },
    { key: 'body', label: BODY, fields: fieldsIn3('body'), columns: 1 },
  ],
  screens: [{ route: '/main-web/application-links-component', mode: 'manage' }],
  readersSee: { status: ['published'] },
});

/** Projects shown on the site, with the amount they need (minor units of their currency). */
export const siteProjectsResource = defineResource({
  name: 'site-projects',
  module: 'site',
  permission: 'site-content',
  label: {
    plural: l('مشاريع الموقع', 'Site projects', 'Projets du site'),
    singular: l('مشروع', 'Project', 'Projet'),
  },
  fields: {
    ...textIn3('title', TITLE),
    ...textIn3('summary', SUMMARY, { max: 300 }),
    ...richIn3('body', BODY),
    image: image({ label: l('الصورة', 'Image', 'Image') }),
    currency: text({
      label: l('العملة', 'Currency', 'Devise'),
      required: true,
      max: 3,
      format: 'currency',
      default: 'USD',
    }),
    target: money({
      label: l('المبلغ المطلوب', 'Target', 'Objectif'),
      currency: { field: 'currency' },
    }),
    donationTypeId: reference('donation-types', {
      label: l('نوع التبرع المرتبط', 'Donation type', 'Type de don'),
      help: l(
        'ما يُدفع لهذا النوع يظهر تقدّمًا للمشروع على الموقع (المجموع والمتبرعون).',
        'What is paid to this type shows as the project’s progress on the site (raised and donors).',
        'Ce qui est versé à ce type s’affiche comme l’avancement du projet sur le site (collecté et donateurs).',
      ),
    }),
    position: position(),
    status: publication(),
  },
  title: titleIn3('title'),
  list: {
    columns: ['titleAr', 'target', 'position', 'status'],
    sort: ['titleAr', 'target', 'position', 'status', 'updatedAt'],
    defaultSort: { field: 'position', dir: 'asc' },
    filters: ['status'],
    search: [...TITLE_SEARCH, 'summaryAr', 'summaryEn', 'summaryFr'],
  },
  export: ['titleAr', 'titleEn', 'titleFr', 'currency', 'target', 'status'],
  form: [
    {
      key: 'publish',
      label: PUBLISH,
      fields: ['status', 'position', 'image', 'currency', 'target', 'donationTypeId'],
    },
    { key: 'title', label: TITLE, fields: fieldsIn3('title') },
    { key: 'summary', label: SUMMARY, fields: fieldsIn3('summary'), columns: 1 },
    { key: 'body', label: BODY, fields: fieldsIn3('body'), columns: 1 },
  ],
  screens: [{ route: '/main-web/project-info-component', mode: 'manage' }],
  readersSee: { status: ['published'] },
});

/** The privacy policies: the site's and each application's (/privacy, /privacy-*). */
export const sitePoliciesResource = defineResource({
  name: 'site-policies',
  module: 'site',
  permission: 'site-content',
  label: {
    plural: l('سياسات الخصوصية', 'Privacy policies', 'Politiques de confidentialité'),
    singular: l('سياسة خصوصية', 'Privacy policy', 'Politique de confidentialité'),
  },
  fields: {
    policy: enumOf(POLICY_LABELS, {
      label: l('السياسة', 'Policy', 'Politique'),
      required: true,
    }),
    ...textIn3('title', TITLE),
    ...richIn3('body', BODY),
    status: publication(),
  },
  title: titleIn3('title'),
  subtitle: 'policy',
  list: {
    columns: ['policy', 'titleAr', 'status', 'updatedAt'],
    sort: ['policy', 'titleAr', 'status', 'updatedAt'],
    defaultSort: { field: 'policy', dir: 'asc' },
    filters: ['policy', 'status'],
    search: [...TITLE_SEARCH],
  },
  export: ['policy', 'titleAr', 'titleEn', 'titleFr', 'status'],
  form: [
    { key: 'publish', label: PUBLISH, fields: ['policy', 'status'] },
    { key: 'title', label: TITLE, fields: fieldsIn3('title') },
    { key: 'body', label: BODY, fields: fieldsIn3('body'), columns: 1 },
  ],
  readersSee: { status: ['published'] },
});
