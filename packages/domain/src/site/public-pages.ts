import type { LocaleText } from '../resources/fields.ts';

/** The public pages whose title and description the editors set (`site-pages`). */
export const PUBLIC_PAGE_KEYS = [
  'home',
  'about',
  'courses',
  'news',
  'help',
  'media',
  'apps',
  'prints',
  'projects',
  'giving',
] as const;
export type PublicPageKey = (typeof PUBLIC_PAGE_KEYS)[number];

export const PUBLIC_PAGE_LABELS: Record<PublicPageKey, LocaleText> = {
  home: { ar: 'الرئيسية', en: 'Home', fr: 'Accueil' },
  about: { ar: 'من نحن', en: 'About us', fr: 'À propos' },
  courses: { ar: 'الدورات', en: 'Courses', fr: 'Cours' },
  news: { ar: 'الأخبار', en: 'News', fr: 'Actualités' },
  help: { ar: 'مركز المساعدة', en: 'Help centre', fr: 'Centre d’aide' },
  media: { ar: 'المرئيات', en: 'Visual media', fr: 'Médiathèque' },
  apps: { ar: 'تطبيقاتنا', en: 'Our apps', fr: 'Nos applications' },
  prints: { ar: 'إصداراتنا', en: 'Our publications', fr: 'Nos publications' },
  projects: { ar: 'مشاريعنا', en: 'Our projects', fr: 'Nos projets' },
  giving: { ar: 'التبرع', en: 'Giving', fr: 'Dons' },
};

/**
 * Every public path of the site (routes.tsv, module `site`) that the server renders as HTML.
 * The web app sends a visitor who reaches one of them inside the app to the server's page.
 */
export const SITE_PUBLIC_PATHS = [
  '/page/home',
  '/page/aboutus',
  '/page/apps/:id',
  '/page/checkout',
  '/page/courses',
  '/page/donate',
  '/page/help-center',
  '/page/help-center/article/:title',
  '/page/newnew',
  '/page/news/:id',
  '/page/ourapps',
  '/page/ourprint',
  '/page/ourprojects',
  '/page/payment',
  '/page/pricing',
  '/page/prints/:id',
  '/page/projects/:id',
  '/maryiyaat',
  '/maryiyaatfilevideo/:id',
  '/maryiyaatfilevideo/www',
  '/maryiyaatvideo/:id',
  '/privacy',
  '/privacy-cazariye',
  '/privacy-rasheedy',
] as const;

/** The privacy policies and the path each is served on. */
export const POLICY_PATHS = {
  site: '/privacy',
  cazariye: '/privacy-cazariye',
  rasheedy: '/privacy-rasheedy',
} as const;
export type PolicyKey = keyof typeof POLICY_PATHS;

/**
 * A readable slug of a title in any of the three languages: letters (Arabic ones kept) and
 * digits joined by hyphens ("كيف أسجل ابني؟" → "كيف-أسجل-ابني").
 */
export function slugify(title: string): string {
  return title
    .normalize('NFC')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}
