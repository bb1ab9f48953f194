import {
  matchesSearch,
  MEDIA_CLASSIFICATIONS,
  pick,
  resourceKeys,
  PUBLIC_PAGE_LABELS,
  richTextToPlain,
  type LocaleCode,
  type PublicPageKey,
  type FileRef,
} from '@qc/domain';
import type { Db } from '../../db/client.ts';
import {
  publicCompetitionResults,
  publishedCompetitions,
  rankLabel,
} from '../competitions/index.ts';
import { cachedFigures } from './site-figures.ts';
import {
  boundProject,
  checkoutPage,
  donatePage,
  formatMoney,
  paymentPage,
  pricingPage,
  projectProgress,
} from './site-giving.ts';
import { h, leadOf, plain, raw, richHtml, type Html } from './site-html.ts';
import {
  dateText,
  fileUrl,
  href,
  img,
  siteName,
  t,
  type Chrome,
  type PageOut,
} from './site-render.ts';
import * as repo from './site.repository.ts';

/** What a page builder receives. */
export interface PageInput {
  db: Db;
  c: Chrome;
  params: Record<string, string>;
}
export type PageBuilder = (input: PageInput) => Promise<PageOut>;

type Rec = Record<string, unknown>;
const p3 = (r: Rec, prefix: string, lang: LocaleCode) => pick(r, prefix, lang);
const fileOf = (r: Rec, field: string) => (r[field] as FileRef | null | undefined) ?? null;

/** A page's title, description and introduction: the editors' (site-pages) or the defaults. */
async function meta(db: Db, c: Chrome, key: PublicPageKey) {
  const row = (await repo.pageMeta(db, key)) as Rec | null;
  const fallback = PUBLIC_PAGE_LABELS[key][c.lang];
  const tagline = c.settings ? p3(c.settings, 'tagline', c.lang) : '';
  return {
    title: row ? p3(row, 'title', c.lang) : fallback,
    description: row ? p3(row, 'description', c.lang) : tagline || siteName(c),
    intro: row ? richHtml(p3(row, 'intro', c.lang)) : raw(''),
  };
}

export function notFoundPage(c: Chrome): PageOut {
  return {
    status: 404,
    title: t(c, 'site.notFound.title'),
    description: t(c, 'site.notFound.text'),
    body: h`<h1>${t(c, 'site.notFound.title')}</h1><p>${t(c, 'site.notFound.text')}</p><p><a class="btn" href="${href(c, '/page/home')}">${t(c, 'site.nav.home')}</a></p>`,
    noindex: true,
  };
}

/** What a picture across the page's column is drawn at (the column: 1100 px less 16 px each side). */
const WIDE = '(max-width: 1100px) calc(100vw - 32px), 1068px';
/** A card's picture: one column on a phone, two to four on wider screens. */
const CARD_SIZES = '(max-width: 560px) calc(100vw - 32px), (max-width: 1100px) 50vw, 360px';

const empty = (c: Chrome) => h`<p class="lead">${t(c, 'site.empty')}</p>`;

/**
 * A card linking to a record's page; the first card of a list is `eager`: on a phone its
 * picture is the page's largest paint, fetched at once rather than lazily.
 */
function card(
  c: Chrome,
  o: {
    path: string;
    title: string;
    text?: string;
    image?: FileRef | null;
    meta?: string;
    eager?: boolean;
  },
): Html {
  return h`<article class="card">${o.image ? img(o.image, '', { eager: o.eager ?? false, sizes: CARD_SIZES }) : ''}<div class="in">
<h2><a href="${href(c, o.path)}">${o.title}</a></h2>${o.meta ? h`<p class="meta">${o.meta}</p>` : ''}${o.text ? h`<p>${o.text}</p>` : ''}</div></article>`;
}

const grid = (c: Chrome, cards: Html[]) =>
  cards.length ? h`<div class="grid">${cards}</div>` : empty(c);

function figuresList(c: Chrome, f: repo.LiveFigures): Html {
  const keys = ['students', 'rings', 'centres', 'countries', 'certificates', 'khatmat'] as const;
  return h`<ul class="figures" data-testid="figures">${keys.map(
    (k) =>
      h`<li><strong>${c.format.number(f[k])}</strong>${t(c, `site.figures.${k}`, { count: f[k] })}</li>`,
  )}</ul>`;
}

const home: PageBuilder = async ({ db, c }) => {
  const m = await meta(db, c, 'home');
  const [hero, gallery, news, reviews, courses, figures] = await Promise.all([
    repo.images(db, 'hero'),
    repo.images(db, 'gallery'),
    repo.newsList(db, 3),
    repo.reviews(db),
    repo.courses(db),
    cachedFigures(db),
  ]);
  const banner = hero[0];
  const name = siteName(c);
  const tagline = c.settings ? p3(c.settings, 'tagline', c.lang) : '';
  return {
    title: m.title,
    description: m.description,
    nav: 'home',
    image: banner?.image ?? null,
    data: { figures },
    body: h`<section class="hero">${banner ? img(banner.image, p3(banner, 'caption', c.lang), { eager: true, sizes: WIDE, width: 1280, height: 560 }) : ''}<div class="txt"><h1>${name}</h1>${tagline ? h`<p>${tagline}</p>` : ''}</div></section>
${m.intro.html ? h`<div class="prose">${m.intro}</div>` : ''}
<h2>${t(c, 'site.home.figures')}</h2>${figuresList(c, figures)}
<h2>${t(c, 'site.home.latestNews')}</h2>
${grid(
  c,
  news.map((n) =>
    card(c, {
      path: `/page/news/${n.id}`,
      title: p3(n, 'title', c.lang),
      text: p3(n, 'summary', c.lang),
      image: n.image,
      meta: dateText(c, n.publishedOn),
    }),
  ),
)}
<p><a href="${href(c, '/page/newnew')}">${t(c, 'site.home.allNews')}</a></p>
${
  courses.length
    ? h`<h2>${t(c, 'site.nav.courses')}</h2>${grid(
        c,
        courses.slice(0, 3).map((k) =>
          card(c, {
            path: '/page/courses',
            title: p3(k, 'title', c.lang),
            text: p3(k, 'summary', c.lang),
            image: k.image,
          }),
        ),
      )}`
    : ''
}
${reviews.length ? h`<h2>${t(c, 'site.home.reviews')}</h2><div class="grid">${reviews.map((r) => h`<blockquote class="review"><p>${p3(r, 'quote', c.lang)}</p><footer class="meta">— ${r.displayName}</footer></blockquote>`)}</div>` : ''}
${gallery.length ? h`<h2>${t(c, 'site.home.gallery')}</h2><div class="grid">${gallery.map((g) => h`<figure class="card">${img(g.image, p3(g, 'caption', c.lang), { sizes: CARD_SIZES })}<figcaption class="in">${p3(g, 'caption', c.lang)}</figcaption></figure>`)}</div>` : ''}`,
  };
};

const about: PageBuilder = async ({ db, c }) => {
  const m = await meta(db, c, 'about');
  const sections = await repo.aboutSections(db);
  return {
    title: m.title,
    description: m.description,
    nav: 'about',
    image: sections.find((s) => s.image)?.image ?? null,
    body: h`<h1>${m.title}</h1>${m.intro}${sections.length ? sections.map((s, i) => h`<section class="prose" style="margin-block:12px">${img(s.image, '', { eager: i === 0, sizes: WIDE })}<h2>${p3(s, 'title', c.lang)}</h2>${richHtml(p3(s, 'body', c.lang))}</section>`) : empty(c)}`,
  };
};

const coursesPage: PageBuilder = async ({ db, c }) => {
  const m = await meta(db, c, 'courses');
  const rows = await repo.courses(db);
  return {
    title: m.title,
    description: m.description,
    nav: 'courses',
    body: h`<h1>${m.title}</h1>${m.intro}${
      rows.length
        ? h`<div class="grid">${rows.map((k, i) => h`<article class="card" id="course-${k.id}">${img(k.image, '', { eager: i === 0, sizes: CARD_SIZES })}<div class="in"><h2>${p3(k, 'title', c.lang)}</h2><p class="meta">${t(c, resourceKeys.enumValue('site-courses', 'audience', k.audience))}</p>${leadOf(p3(k, 'summary', c.lang), p3(k, 'body', c.lang), false)}${richHtml(p3(k, 'body', c.lang))}</div></article>`)}</div>`
        : empty(c)
    }`,
  };
};

const PER_PAGE = 12;
const newsPage: PageBuilder = async ({ db, c }) => {
  const m = await meta(db, c, 'news');
  const pageNo = Math.max(1, Number.parseInt(c.query.get('page') ?? '1', 10) || 1);
  const [rows, total] = await Promise.all([
    repo.newsList(db, PER_PAGE, (pageNo - 1) * PER_PAGE),
    repo.newsCount(db),
  ]);
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const at = (n: number) => `${href(c, '/page/newnew')}&page=${n}`;
  return {
    title: m.title,
    description: m.description,
    nav: 'news',
    body: h`<h1>${m.title}</h1>${m.intro}${grid(
      c,
      rows.map((n, i) =>
        card(c, {
          eager: i === 0,
          path: `/page/news/${n.id}`,
          title: p3(n, 'title', c.lang),
          text: p3(n, 'summary', c.lang),
          image: n.image,
          meta: dateText(c, n.publishedOn),
        }),
      ),
    )}
<nav class="pager">${pageNo > 1 ? h`<a href="${at(pageNo - 1)}" rel="prev">${t(c, 'site.news.newer')}</a>` : ''}${pageNo < pages ? h`<a href="${at(pageNo + 1)}" rel="next">${t(c, 'site.news.older')}</a>` : ''}</nav>`,
  };
};

const newsItem: PageBuilder = async ({ db, c, params }) => {
  const n = await repo.newsItem(db, params['id'] ?? '');
  if (!n) return notFoundPage(c);
  const title = p3(n, 'title', c.lang);
  return {
    title,
    description: p3(n, 'summary', c.lang) || plain(p3(n, 'body', c.lang)),
    nav: 'news',
    type: 'article',
    image: n.image,
    data: { id: n.id },
    body: h`<article><h1>${title}</h1><p class="meta"><time datetime="${n.publishedOn}">${dateText(c, n.publishedOn)}</time></p>
${img(n.image, '', { eager: true, sizes: WIDE, width: 1280, height: 720 })}
${leadOf(p3(n, 'summary', c.lang), p3(n, 'body', c.lang))}<div class="prose">${richHtml(p3(n, 'body', c.lang))}</div></article>
<p><a href="${href(c, '/page/newnew')}">${t(c, 'site.home.allNews')}</a></p>`,
  };
};

const band = (title: string, intro: Html) => h`<div class="band"><h1>${title}</h1>${intro}</div>`;

const appsPage: PageBuilder = async ({ db, c }) => {
  const m = await meta(db, c, 'apps');
  const rows = await repo.appsList(db);
  return {
    title: m.title,
    description: m.description,
    nav: 'apps',
    layout: 'brintk',
    body: h`${band(m.title, m.intro)}${grid(
      c,
      rows.map((a, i) =>
        card(c, {
          eager: i === 0,
          path: `/page/apps/${a.id}`,
          title: p3(a, 'name', c.lang),
          text: p3(a, 'summary', c.lang),
          image: a.icon,
        }),
      ),
    )}`,
  };
};

const appPage: PageBuilder = async ({ db, c, params }) => {
  const a = await repo.app(db, params['id'] ?? '');
  if (!a) return notFoundPage(c);
  const name = p3(a, 'name', c.lang);
  const links = [
    a.androidUrl
      ? h`<a class="btn" href="${a.androidUrl}" rel="noopener">${t(c, 'site.apps.android')}</a> `
      : '',
    a.iosUrl
      ? h`<a class="btn" href="${a.iosUrl}" rel="noopener">${t(c, 'site.apps.ios')}</a> `
      : '',
    a.webUrl
      ? h`<a class="btn alt" href="${a.webUrl}" rel="noopener">${t(c, 'site.apps.web')}</a>`
      : '',
  ];
  const privacyPath = a.privacy
    ? a.privacy === 'site'
      ? '/privacy'
      : `/privacy-${a.privacy}`
    : null;
  return {
    title: name,
    description: p3(a, 'summary', c.lang),
    nav: 'apps',
    image: a.icon,
    body: h`<h1>${name}</h1>${img(a.icon, '', { eager: true, width: 160, height: 160, sizes: '160px' })}${leadOf(p3(a, 'summary', c.lang), p3(a, 'body', c.lang))}<p>${links}</p><div class="prose">${richHtml(p3(a, 'body', c.lang))}</div>${privacyPath ? h`<p><a href="${href(c, privacyPath)}">${t(c, 'site.footer.privacy')}</a></p>` : ''}`,
  };
};

const printsPage: PageBuilder = async ({ db, c }) => {
  const m = await meta(db, c, 'prints');
  const rows = await repo.printsList(db);
  return {
    title: m.title,
    description: m.description,
    nav: 'prints',
    layout: 'brintk',
    body: h`${band(m.title, m.intro)}${grid(
      c,
      rows.map((p, i) =>
        card(c, {
          eager: i === 0,
          path: `/page/prints/${p.id}`,
          title: p3(p, 'title', c.lang),
          text: p3(p, 'summary', c.lang),
          image: p.cover,
          meta: [p.author ?? '', dateText(c, p.publishedOn)].filter(Boolean).join(' · '),
        }),
      ),
    )}`,
  };
};

const printPage: PageBuilder = async ({ db, c, params }) => {
  const p = await repo.print(db, params['id'] ?? '');
  if (!p) return notFoundPage(c);
  const title = p3(p, 'title', c.lang);
  return {
    title,
    description: p3(p, 'summary', c.lang),
    nav: 'prints',
    image: p.cover,
    type: 'article',
    body: h`<h1>${title}</h1><p class="meta">${p.author ? h`${t(c, 'site.prints.author')}: ${p.author} · ` : ''}${dateText(c, p.publishedOn)}</p>${img(p.cover, '', { eager: true, width: 480, height: 640, sizes: '(max-width: 600px) 100vw, 480px' })}${leadOf(p3(p, 'summary', c.lang), p3(p, 'body', c.lang))}<div class="prose">${richHtml(p3(p, 'body', c.lang))}</div>${p.file ? h`<p><a class="btn" href="${fileUrl(p.file)}" download="${p.file.name}">${t(c, 'site.prints.download')}</a></p>` : ''}`,
  };
};

const projectsPage: PageBuilder = async ({ db, c }) => {
  const m = await meta(db, c, 'projects');
  const rows = await repo.projectsList(db);
  return {
    title: m.title,
    description: m.description,
    nav: 'projects',
    layout: 'brintk',
    body: h`${band(m.title, m.intro)}${grid(
      c,
      rows.map((p, i) =>
        card(c, {
          eager: i === 0,
          path: `/page/projects/${p.id}`,
          title: p3(p, 'title', c.lang),
          text: p3(p, 'summary', c.lang),
          image: p.image,
          meta: p.target
            ? `${t(c, 'site.projects.target')}: ${formatMoney(c, p.target, p.currency)}`
            : '',
        }),
      ),
    )}`,
  };
};

const projectPage: PageBuilder = async ({ db, c, params }) => {
  const p = await repo.project(db, params['id'] ?? '');
  if (!p) return notFoundPage(c);
  const title = p3(p, 'title', c.lang);
  const [figures, bound] = await Promise.all([cachedFigures(db), boundProject(db, p.id)]);
  const donateHref = bound
    ? `${href(c, '/page/donate')}&project=${encodeURIComponent(p.id)}`
    : href(c, '/page/donate');
  return {
    title,
    description: p3(p, 'summary', c.lang),
    nav: 'projects',
    image: p.image,
    data: { figures },
    body: h`<h1>${title}</h1>${img(p.image, '', { eager: true, sizes: WIDE, width: 1280, height: 720 })}${leadOf(p3(p, 'summary', c.lang), p3(p, 'body', c.lang))}
${p.target ? h`<p><strong>${t(c, 'site.projects.target')}:</strong> <span data-testid="target">${formatMoney(c, p.target, p.currency)}</span></p>` : ''}
${bound ? projectProgress(c, p, bound.type) : ''}
${bound ? h`<p><a class="btn" href="${donateHref}">${t(c, 'site.give.donateToProject')}</a></p>` : ''}
<div class="prose">${richHtml(p3(p, 'body', c.lang))}</div>
<h2>${t(c, 'site.home.figures')}</h2>${figuresList(c, figures)}
<p><a class="btn alt" href="${donateHref}">${t(c, 'site.nav.donate')}</a></p>`,
  };
};

/** The giving pages (site-giving.ts); their forms post to the routes of site-giving.routes.ts. */
const queryValues = (c: Chrome) => Object.fromEntries(c.query);
const donate: PageBuilder = async ({ db, c }) =>
  donatePage(db, c, queryValues(c), undefined, (await meta(db, c, 'giving')).intro);
const checkout: PageBuilder = ({ db, c }) => checkoutPage(db, c, queryValues(c));
const payment: PageBuilder = ({ db, c }) => paymentPage(db, c, c.query.get('id') ?? '');
const pricing: PageBuilder = ({ db, c }) => pricingPage(db, c);

const policyPage =
  (key: string): PageBuilder =>
  async ({ db, c }) => {
    const row = await repo.policy(db, key);
    if (!row) return notFoundPage(c);
    const title = p3(row, 'title', c.lang);
    return {
      title,
      description: plain(p3(row, 'body', c.lang), 160),
      body: h`<h1>${title}</h1><div class="prose">${richHtml(p3(row, 'body', c.lang))}</div><p class="meta">${dateText(c, row.updatedAt.slice(0, 10))}</p>`,
    };
  };

const helpPage: PageBuilder = async ({ db, c }) => {
  const m = await meta(db, c, 'help');
  const [cats, articles] = await Promise.all([repo.helpCategories(db), repo.helpArticles(db)]);
  const q = (c.query.get('q') ?? '').slice(0, 100);
  const found = q
    ? articles.filter((a) =>
        matchesSearch(
          [a.titleAr, a.titleEn, a.titleFr, a.bodyAr, a.bodyEn ?? '', a.bodyFr ?? '']
            .map((s) => richTextToPlain(s))
            .join(' '),
          q,
        ),
      )
    : articles;
  const link = (a: (typeof articles)[number]) =>
    h`<li><a href="${href(c, articlePath(a, c.lang))}">${p3(a, 'title', c.lang)}</a></li>`;
  return {
    title: m.title,
    description: m.description,
    nav: 'help',
    body: h`<h1>${m.title}</h1>${m.intro}
<form method="get" action="/page/help-center" role="search" class="filters"><input type="hidden" name="lang" value="${c.lang}"><label>${t(c, 'site.help.search')}<input type="search" name="q" value="${q}"></label><button class="btn" type="submit">${t(c, 'site.help.searchButton')}</button></form>
${
  q
    ? found.length
      ? h`<p class="meta">${t(c, 'site.help.articles', { count: found.length })}</p><ul>${found.map(link)}</ul>`
      : h`<p class="lead">${t(c, 'site.help.noMatch')}</p>`
    : cats.length
      ? h`<div class="grid">${cats.map((cat) => {
          const own = articles.filter((a) => a.categoryId === cat.id);
          return h`<section class="card"><div class="in"><h2>${p3(cat, 'name', c.lang)}</h2><p class="meta">${t(c, 'site.help.articles', { count: own.length })}</p><ul>${own.map(link)}</ul></div></section>`;
        })}</div>`
      : empty(c)
}`,
  };
};

/** A help article's path in a language: its slug there (or its Arabic one). */
export function articlePath(a: Rec, lang: LocaleCode): string {
  const slug = p3(a, 'slug', lang) || String(a['id']);
  return `/page/help-center/article/${encodeURIComponent(slug)}`;
}

const articlePage: PageBuilder = async ({ db, c, params }) => {
  const wanted = params['title'] ?? '';
  const articles = await repo.helpArticles(db);
  const a = articles.find(
    (x) => x.slugAr === wanted || x.slugEn === wanted || x.slugFr === wanted || x.id === wanted,
  );
  if (!a) return notFoundPage(c);
  const title = p3(a, 'title', c.lang);
  return {
    title,
    description: plain(p3(a, 'body', c.lang), 160),
    nav: 'help',
    type: 'article',
    paths: { ar: articlePath(a, 'ar'), en: articlePath(a, 'en'), fr: articlePath(a, 'fr') },
    body: h`<article><h1>${title}</h1><div class="prose">${richHtml(p3(a, 'body', c.lang))}</div></article><p><a href="${href(c, '/page/help-center')}">${t(c, 'site.nav.help')}</a></p>`,
  };
};

interface MediaItem {
  id: string;
  kind: 'video' | 'file';
  title: string;
  classification: string;
  author: string;
  channel: string;
  date: string;
  thumbnail: FileRef | null;
}

function mediaItems(
  c: Chrome,
  videos: Awaited<ReturnType<typeof repo.videosList>>,
  files: Awaited<ReturnType<typeof repo.mediaList>>,
): MediaItem[] {
  const of = (kind: 'video' | 'file', r: (typeof videos)[number] | (typeof files)[number]) => ({
    id: r.id,
    kind,
    title: p3(r, 'title', c.lang),
    classification: r.classification,
    author: r.author,
    channel: r.channel ?? '',
    date: r.recordedOn,
    thumbnail: r.thumbnail,
  });
  return [...videos.map((v) => of('video', v)), ...files.map((f) => of('file', f))].sort((a, b) =>
    b.date.localeCompare(a.date),
  );
}

const FILTERS = ['classification', 'author', 'channel', 'from', 'to'] as const;

function mediaList(c: Chrome, items: MediaItem[], filterable: boolean): Html {
  const f = Object.fromEntries(FILTERS.map((k) => [k, (c.query.get(k) ?? '').slice(0, 120)]));
  const shows = (i: MediaItem) =>
    (!f['classification'] || i.classification === f['classification']) &&
    (!f['author'] || i.author === f['author']) &&
    (!f['channel'] || i.channel === f['channel']) &&
    (!f['from'] || i.date >= f['from']) &&
    (!f['to'] || i.date <= f['to']);
  const shown = items.filter(shows).length;
  const select = (name: string, label: string, values: Array<[string, string]>) =>
    h`<label>${label}<select name="${name}"><option value="">${t(c, 'site.media.any')}</option>${values.map(([v, text]) => h`<option value="${v}"${raw(f[name] === v ? ' selected' : '')}>${text}</option>`)}</select></label>`;
  const distinct = (pickOf: (i: MediaItem) => string) =>
    [...new Set(items.map(pickOf).filter(Boolean))].sort().map((v): [string, string] => [v, v]);
  const form = filterable
    ? h`<form method="get" class="filters" data-live-filter><input type="hidden" name="lang" value="${c.lang}">
${select(
  'classification',
  t(c, 'site.media.classification'),
  Object.entries(MEDIA_CLASSIFICATIONS).map(([k, v]): [string, string] => [k, v[c.lang]]),
)}
${select(
  'author',
  t(c, 'site.media.author'),
  distinct((i) => i.author),
)}
${select(
  'channel',
  t(c, 'site.media.channel'),
  distinct((i) => i.channel),
)}
<label>${t(c, 'site.media.from')}<input type="date" name="from" value="${f['from']}"></label>
<label>${t(c, 'site.media.to')}<input type="date" name="to" value="${f['to']}"></label>
<button class="btn" type="submit">${t(c, 'site.media.filter')}</button></form>
<p class="meta" data-count aria-live="polite">${t(c, 'site.media.count', { count: shown })}</p>`
    : '';
  if (items.length === 0) return h`${form}${empty(c)}`;
  const first = items.find(shows);
  return h`${form}<div class="grid">${items.map(
    (i) =>
      h`<article class="card" data-item data-classification="${i.classification}" data-author="${i.author}" data-channel="${i.channel}" data-date="${i.date}"${raw(shows(i) ? '' : ' hidden')}>${img(i.thumbnail, '', { eager: i === first, sizes: CARD_SIZES })}<div class="in"><h2><a href="${href(c, i.kind === 'video' ? `/maryiyaatvideo/${i.id}` : `/maryiyaatfilevideo/${i.id}`)}">${i.title}</a></h2><p class="meta">${MEDIA_CLASSIFICATIONS[i.classification]?.[c.lang] ?? ''} · ${i.author}${i.channel ? ` · ${i.channel}` : ''}</p><p class="meta">${dateText(c, i.date)}</p></div></article>`,
  )}</div>`;
}

const countForms = (lang: LocaleCode) =>
  Object.fromEntries(
    (['zero', 'one', 'two', 'few', 'many', 'other'] as const).map((k) => [
      k,
      t(lang, `site.media.count_${k}`),
    ]),
  );

const mediaPage: PageBuilder = async ({ db, c }) => {
  const m = await meta(db, c, 'media');
  const [videos, files] = await Promise.all([repo.videosList(db), repo.mediaList(db)]);
  return {
    title: m.title,
    description: m.description,
    nav: 'media',
    data: { countForms: countForms(c.lang) },
    body: h`<h1>${m.title}</h1>${m.intro}${mediaList(c, mediaItems(c, videos, files), true)}
<p><a href="${href(c, '/maryiyaatfilevideo/www')}">${t(c, 'site.media.web')}</a></p>`,
  };
};

const webMediaPage: PageBuilder = async ({ db, c }) => {
  const videos = await repo.videosList(db);
  const title = t(c, 'site.media.web');
  return {
    title,
    description: (await meta(db, c, 'media')).description,
    nav: 'media',
    body: h`<h1>${title}</h1>${mediaList(c, mediaItems(c, videos, []), false)}`,
  };
};

function mediaMeta(c: Chrome, r: Rec) {
  const cls = MEDIA_CLASSIFICATIONS[String(r['classification'])]?.[c.lang] ?? '';
  return h`<p class="meta">${cls} · ${String(r['author'] ?? '')}${r['channel'] ? ` · ${String(r['channel'])}` : ''} · ${dateText(c, String(r['recordedOn']))}</p>`;
}

const videoPage: PageBuilder = async ({ db, c, params }) => {
  const v = await repo.video(db, params['id'] ?? '');
  if (!v) return notFoundPage(c);
  const title = p3(v, 'title', c.lang);
  return {
    title,
    description: plain(p3(v, 'body', c.lang), 160) || title,
    nav: 'media',
    type: 'article',
    image: v.thumbnail,
    body: h`<article><h1>${title}</h1>${mediaMeta(c, v)}${img(v.thumbnail, '', { eager: true, sizes: WIDE, width: 1280, height: 720 })}
<p><a class="btn" href="${v.url}" rel="noopener">${t(c, 'site.media.watch')}</a></p><div class="prose">${richHtml(p3(v, 'body', c.lang))}</div></article>
<p><a href="${href(c, '/maryiyaat')}">${t(c, 'site.nav.media')}</a></p>`,
  };
};

const mediaFilePage: PageBuilder = async ({ db, c, params }) => {
  const f = await repo.mediaFile(db, params['id'] ?? '');
  if (!f) return notFoundPage(c);
  const title = p3(f, 'title', c.lang);
  const file = fileOf(f, 'file');
  const type = file?.contentType ?? '';
  const player = !file
    ? ''
    : type.startsWith('video/')
      ? h`<video controls preload="none" src="${fileUrl(file)}" style="width:100%"${raw(f.thumbnail ? ` poster="${fileUrl(f.thumbnail, 960)}"` : '')}></video>`
      : type.startsWith('audio/')
        ? h`<audio controls preload="none" src="${fileUrl(file)}"></audio>`
        : type.startsWith('image/')
          ? img(file, title, { eager: true, sizes: WIDE })
          : '';
  return {
    title,
    description: plain(p3(f, 'body', c.lang), 160) || title,
    nav: 'media',
    type: 'article',
    image: f.thumbnail,
    body: h`<article><h1>${title}</h1>${mediaMeta(c, f)}${player}
${file ? h`<p><a class="btn" href="${fileUrl(file)}" download="${file.name}">${t(c, 'site.media.download')}</a></p>` : ''}<div class="prose">${richHtml(p3(f, 'body', c.lang))}</div></article>
<p><a href="${href(c, '/maryiyaat')}">${t(c, 'site.nav.media')}</a></p>`,
  };
};

/** Every public path of the site and the builder of its page. */
/** Published competitions, newest first: each opens its winners. */
const competitionsPage: PageBuilder = async ({ db, c }) => {
  const title = t(c, 'competitions.public.title');
  const rows = await publishedCompetitions(db);
  return {
    title,
    description: t(c, 'competitions.public.intro'),
    body: h`<h1>${title}</h1><p class="lead">${t(c, 'competitions.public.intro')}</p>${grid(
      c,
      rows.map((r, i) =>
        card(c, {
          eager: i === 0,
          path: `/page/competitions/${r.id}`,
          title: r.name,
          meta: `${c.format.digitsOf(r.season)} · ${dateText(c, r.publishedAt)}`,
        }),
      ),
    )}`,
  };
};

/**
 * A competition's winners: per category its contestants counted and its winners ranked, by
 * given name and centre where the guardian agreed (otherwise the rank alone, "name not
 * published"). Rendered here like every public page: readable without scripts.
 */
const competitionResultsPage: PageBuilder = async ({ db, c, params }) => {
  const r = await publicCompetitionResults(db, params['id'] ?? '');
  if (!r) return notFoundPage(c);
  const title = `${r.name} (${c.format.digitsOf(r.season)})`;
  return {
    title,
    description: t(c, 'competitions.public.intro'),
    type: 'article',
    body: h`<article class="competition-results" data-testid="competition-results"><h1>${title}</h1>
<p class="meta">${t(c, 'competitions.public.published', { date: dateText(c, r.publishedAt) })}</p>
${r.categories.map(
  (
    k,
  ) => h`<section><h2>${k.name}</h2><p class="meta">${t(c, 'competitions.count.contestants', { count: k.contestants })}</p>
<ol class="winners">${k.winners.map(
    (w) =>
      h`<li data-rank="${String(w.rank)}"><strong>${rankLabel(c.format, w.rank)}${w.tied ? h` (${t(c, 'competitions.ui.tied')})` : ''}</strong> — ${w.name ? h`<bdi>${w.name}</bdi>${w.centreName ? h` · <bdi>${w.centreName}</bdi>` : ''}` : h`<em>${t(c, 'competitions.public.unnamed')}</em>`}</li>`,
  )}</ol></section>`,
)}</article>
<p><a href="${href(c, '/page/competitions')}">${t(c, 'competitions.public.all')}</a></p>`,
  };
};

export const SITE_PAGES: Record<string, PageBuilder> = {
  '/page/home': home,
  '/page/aboutus': about,
  '/page/apps/:id': appPage,
  '/page/checkout': checkout,
  '/page/competitions': competitionsPage,
  '/page/competitions/:id': competitionResultsPage,
  '/page/courses': coursesPage,
  '/page/donate': donate,
  '/page/help-center': helpPage,
  '/page/help-center/article/:title': articlePage,
  '/page/newnew': newsPage,
  '/page/news/:id': newsItem,
  '/page/ourapps': appsPage,
  '/page/ourprint': printsPage,
  '/page/ourprojects': projectsPage,
  '/page/payment': payment,
  '/page/pricing': pricing,
  '/page/prints/:id': printPage,
  '/page/projects/:id': projectPage,
  '/maryiyaat': mediaPage,
  '/maryiyaatfilevideo/:id': mediaFilePage,
  '/maryiyaatfilevideo/www': webMediaPage,
  '/maryiyaatvideo/:id': videoPage,
  '/privacy': policyPage('site'),
  '/privacy-cazariye': policyPage('cazariye'),
  '/privacy-rasheedy': policyPage('rasheedy'),
};
