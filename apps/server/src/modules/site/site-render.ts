import {
  getLocale,
  LOCALE_CODES,
  pick,
  POLICY_PATHS,
  translate,
  type Format,
  type LocaleCode,
  type FileRef,
} from '@qc/domain';
import { preloadFont, siteCss, SITE_JS } from './site-assets.ts';
import { dirOf, esc, h, jsonForScript, raw, type Html } from './site-html.ts';

/** What every page of the site shows around its content (from the published records). */
export interface Chrome {
  lang: LocaleCode;
  /**
   * Numbers, money, percentages and dates of the page: the language's, in the organisation's
   * digits (visitors are not signed in), dates in both calendars.
   */
  format: Format;
  origin: string;
  /** The path served and its query (the language switch keeps both). */
  path: string;
  query: URLSearchParams;
  settings: Record<string, unknown> | null;
  social: Array<{ network: string; url: string }>;
  policies: string[];
}

export type NavKey =
  | 'home'
  | 'about'
  | 'courses'
  | 'news'
  | 'media'
  | 'projects'
  | 'prints'
  | 'apps'
  | 'help'
  | 'donate';

/** A rendered page before its document: what the page builders return. */
export interface PageOut {
  status?: number;
  title: string;
  description: string;
  body: Html;
  layout?: 'blank' | 'brintk';
  nav?: NavKey;
  /** A stored image for Open Graph. */
  image?: FileRef | null;
  type?: 'website' | 'article';
  /** The page's data, embedded so the script never fetches it again. */
  data?: Record<string, unknown>;
  noindex?: boolean;
  /** The page's path in each language when it differs (a help article's slug). */
  paths?: Partial<Record<LocaleCode, string>>;
}

const NAV: Array<[NavKey, string]> = [
  ['home', '/page/home'],
  ['about', '/page/aboutus'],
  ['courses', '/page/courses'],
  ['news', '/page/newnew'],
  ['media', '/maryiyaat'],
  ['projects', '/page/ourprojects'],
  ['prints', '/page/ourprint'],
  ['apps', '/page/ourapps'],
  ['help', '/page/help-center'],
  ['donate', '/page/donate'],
];

/**
 * A message of the site: in a language, or in a page's language and digits (numbers in it
 * written as the page writes them, counted nouns in their plural forms with `count`).
 */
export const t = (
  who: LocaleCode | Pick<Chrome, 'lang' | 'format'>,
  key: string,
  values?: Record<string, unknown>,
) =>
  typeof who === 'string'
    ? translate(who, key, values)
    : translate(who.lang, key, values, who.format.digits);

/** A path in a language: `?lang=` joins the query (a real anchor, no script needed). */
export function langHref(path: string, lang: LocaleCode, query?: URLSearchParams): string {
  const q = new URLSearchParams(query);
  q.set('lang', lang);
  return `${path}?${q.toString()}`;
}

/** A site link in the page's language. */
export const href = (c: Chrome, path: string) => langHref(path, c.lang);

/** A date in Hijri and Gregorian, in the page's language and digits. */
export const dateText = (c: Pick<Chrome, 'format'>, iso: string | null | undefined) =>
  iso ? c.format.date(iso) : '';

export const fileUrl = (ref: FileRef, width?: number) =>
  `/site/files/${ref.id}${width ? `?w=${width}` : ''}`;

/**
 * The widths a stored picture is offered at (the file route resizes to these only): steps of
 * about a third, so that a phone (a 358 px column at device scale 2: 716 px) takes 800 rather
 * than 960.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 960, 1280] as const;
const WIDTHS = IMAGE_WIDTHS.filter((w) => w >= 320);

/**
 * A stored image at the sizes the layout needs (resized and re-encoded as WebP by the file
 * route), with its box's size before it loads; lazy unless it is above the fold, where it is
 * fetched at once and first (`eager`: the page's largest paint).
 */
export function img(
  ref: FileRef | null | undefined,
  alt: string,
  o: { sizes?: string; eager?: boolean; width?: number; height?: number } = {},
): Html {
  if (!ref) return raw('');
  const srcset = WIDTHS.map((w) => `${fileUrl(ref, w)} ${w}w`).join(', ');
  return h`<img src="${fileUrl(ref, 640)}" srcset="${srcset}" sizes="${o.sizes ?? '(max-width: 600px) 100vw, 33vw'}" alt="${alt}" width="${o.width ?? 640}" height="${o.height ?? 360}" decoding="async"${raw(o.eager ? ' fetchpriority="high"' : ' loading="lazy"')}>`;
}

/** The site's name in the page's language (the organisation's name before it is set). */
export const siteName = (c: Chrome) =>
  c.settings ? pick(c.settings, 'name', c.lang) : t(c, 'app.title');

function header(c: Chrome, page: PageOut): Html {
  const logo = c.settings?.['logo'] as FileRef | null | undefined;
  const nav = NAV.map(
    ([key, path]) =>
      h`<li><a href="${href(c, path)}"${raw(page.nav === key ? ' aria-current="page"' : '')}>${t(c, `site.nav.${key}`)}</a></li>`,
  );
  const langs = LOCALE_CODES.map(
    (code) =>
      h`<a href="${langHref(page.paths?.[code] ?? c.path, code, c.query)}" hreflang="${code}" lang="${code}"${raw(code === c.lang ? ' aria-current="true"' : '')}>${getLocale(code).label}</a>`,
  );
  return h`<header class="top"><div class="wrap bar">
<a class="brand" href="${href(c, '/page/home')}">${logo ? h`<img src="${fileUrl(logo, 160)}" alt="" width="36" height="36">` : ''}<span>${siteName(c)}</span></a>
<nav class="langs" aria-label="${t(c, 'site.lang.label')}">${langs}</nav>
<nav class="main" aria-label="${t(c, 'site.nav.label')}"><ul>${nav}</ul></nav>
</div></header>`;
}

function footer(c: Chrome): Html {
  const s = c.settings ?? {};
  const address = s['addressAr'] ? pick(s, 'address', c.lang) : '';
  const policies = c.policies.map((key) => {
    const path = POLICY_PATHS[key as keyof typeof POLICY_PATHS];
    return path ? h`<li><a href="${href(c, path)}">${t(c, `site.policy.${key}`)}</a></li>` : '';
  });
  return h`<footer class="bottom"><div class="wrap">
<h2>${t(c, 'site.footer.contact')}</h2>
<ul>${s['email'] ? h`<li><a href="mailto:${String(s['email'])}">${String(s['email'])}</a></li>` : ''}${s['phone'] ? h`<li><a href="tel:${String(s['phone'])}" dir="ltr">${String(s['phone'])}</a></li>` : ''}${address ? h`<li>${address}</li>` : ''}</ul>
${c.social.length > 0 ? h`<h2>${t(c, 'site.footer.follow')}</h2><ul>${c.social.map((l) => h`<li><a href="${l.url}" rel="noopener me">${t(c, `site.social.${l.network}`)}</a></li>`)}</ul>` : ''}
<ul><li><a href="${href(c, '/page/competitions')}">${t(c, 'competitions.public.title')}</a></li>${policies}<li><a href="/login">${t(c, 'site.nav.signIn')}</a></li></ul>
<p>© ${c.format.digitsOf(new Date().getUTCFullYear())} ${siteName(c)}. ${t(c, 'site.footer.rights')}</p>
</div></footer>`;
}

/** The whole HTML document of a public page: head with every tag a crawler reads, then body. */
export function renderDocument(c: Chrome, page: PageOut): string {
  const name = siteName(c);
  const title = page.title === name ? name : `${page.title} | ${name}`;
  const pathIn = (code: LocaleCode) => page.paths?.[code] ?? c.path;
  const canonical = `${c.origin}${langHref(pathIn(c.lang), c.lang, c.query)}`;
  // x-default: the page without a language (the visitor's browser chooses), at its Arabic
  // address when the address differs by language (a help article's slug).
  const alternates = LOCALE_CODES.map(
    (code) =>
      h`<link rel="alternate" hreflang="${code}" href="${c.origin}${langHref(pathIn(code), code, c.query)}">`,
  );
  const s = c.settings ?? {};
  const style = `--site-primary:${colour(s['primaryColor'], '#065a94')};--site-accent:${colour(s['accentColor'], '#c8973a')}`;
  const ogImage = page.image ?? (s['logo'] as FileRef | null | undefined);
  const layout = page.layout ?? 'blank';
  const data = { lang: c.lang, path: c.path, ...(page.data ?? {}) };
  return `<!doctype html>${
    h`<html lang="${c.lang}" dir="${dirOf(c.lang)}" style="${style}"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${page.description}">
${page.noindex ? raw('<meta name="robots" content="noindex">') : ''}
<link rel="canonical" href="${canonical}">
${alternates}<link rel="alternate" hreflang="x-default" href="${c.origin}${pathIn('ar')}">
<meta property="og:type" content="${page.type ?? 'website'}"><meta property="og:site_name" content="${name}">
<meta property="og:title" content="${page.title}"><meta property="og:description" content="${page.description}">
<meta property="og:url" content="${canonical}"><meta property="og:locale" content="${getLocale(c.lang).intl.replace('-', '_')}">
${ogImage ? h`<meta property="og:image" content="${c.origin}${fileUrl(ogImage, 1280)}">` : ''}
<meta name="twitter:card" content="${ogImage ? 'summary_large_image' : 'summary'}">
<meta name="theme-color" content="${colour(s['primaryColor'], '#065a94')}">
<link rel="preload" href="${preloadFont(c.lang)}" as="font" type="font/woff2" crossorigin>
<link rel="stylesheet" href="${siteCss(c.lang).path}"><script src="${SITE_JS.path}" defer></script>
</head><body class="layout-${layout}">
<a class="skip" href="#main-content">${t(c, 'site.skip')}</a>
${header(c, page)}
<main id="main-content" tabindex="-1"><div class="wrap">${page.body}</div></main>
${footer(c)}
<script type="application/json" id="site-data">${raw(jsonForScript(data))}</script>
</body></html>`.html
  }`;
}

const colour = (value: unknown, fallback: string) =>
  typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : fallback;

export { esc };
