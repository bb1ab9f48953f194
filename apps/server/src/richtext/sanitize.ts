import {
  isSafeRichTextImage,
  RICH_TEXT_COMMON_ATTRIBUTES,
  RICH_TEXT_DIRECTIONS,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAG_ATTRIBUTES,
  RICH_TEXT_TAGS,
  storedFileOfImage,
} from '@qc/domain';
import sanitizeHtml from 'sanitize-html';

type Attributes = Record<string, string>;

const allowedAttributes: Record<string, sanitizeHtml.AllowedAttribute[]> = {
  '*': [...RICH_TEXT_COMMON_ATTRIBUTES],
  ...Object.fromEntries(
    Object.entries(RICH_TEXT_TAG_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
};

const NUMBER = /^\d{1,4}$/;

/** A link: only safe schemes survive (sanitize-html drops the rest); new windows never get `opener`. */
function link(tagName: string, attribs: Attributes): sanitizeHtml.Tag {
  const out: Attributes = { ...attribs };
  const external = /^https?:\/\//i.test(out.href ?? '');
  if (external || out.target) {
    out.target = '_blank';
    out.rel = 'noopener noreferrer';
  } else delete out.rel;
  return { tagName, attribs: out };
}

/** An image: a stored file keeps its bare address (signed again for each reader). */
function image(tagName: string, attribs: Attributes): sanitizeHtml.Tag {
  const out: Attributes = { ...attribs };
  const src = out.src ?? '';
  const stored = storedFileOfImage(src);
  if (stored) out.src = `/api/files/${stored}`;
  else if (!isSafeRichTextImage(src)) delete out.src;
  for (const size of ['width', 'height'])
    if (out[size] !== undefined && !NUMBER.test(out[size])) delete out[size];
  return { tagName, attribs: out };
}

function cell(tagName: string, attribs: Attributes): sanitizeHtml.Tag {
  const out: Attributes = { ...attribs };
  for (const span of ['colspan', 'rowspan', 'start'])
    if (out[span] !== undefined && !/^\d{1,3}$/.test(out[span])) delete out[span];
  return { tagName, attribs: out };
}

/** Every tag: a direction only among those a text may have, a language only as a tag. */
function common(tagName: string, attribs: Attributes): sanitizeHtml.Tag {
  const out: Attributes = { ...attribs };
  if (out.dir !== undefined && !RICH_TEXT_DIRECTIONS.includes(out.dir.trim().toLowerCase()))
    delete out.dir;
  if (out.lang !== undefined && !/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(out.lang)) delete out.lang;
  return { tagName, attribs: out };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes,
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Tags outside the list lose their tag and keep their words; these lose their content too.
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'iframe',
    'svg',
    'math',
    'object',
    'title',
    'head',
  ],
  transformTags: { a: link, img: image, td: cell, th: cell, ol: cell, '*': common },
  // An image left without a source shows nothing: drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

/**
 * Sanitises rich text on the server with the allow-list of `@qc/domain` (`richtext/policy.ts`):
 * headings, paragraphs, lists, bold/italic/underline, links with safe schemes (external ones open
 * with `rel="noopener noreferrer"`), images over https or from our stored files, quotations,
 * tables and `dir` for mixed Arabic and Latin text. Scripts, styles, event handlers, `style`
 * attributes and `javascript:` links are removed. Returns '' for a value with nothing to read.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  const clean = sanitizeHtml(html, OPTIONS).trim();
  const words = clean
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim();
  return words === '' && !/<(img|hr)\b/i.test(clean) ? '' : clean;
}

/**
 * The stored rich text made ready for one reader: each image of a stored file
 * (`/api/files/<id>`) gets a signed link (`sign(id)`, for example `signedFileUrl`), since file
 * links expire and are only handed to those who may read the record.
 */
export function signRichTextImages(html: string, sign: (fileId: string) => string): string {
  return html.replace(
    /(<img\b[^>]*?\bsrc=")\/api\/files\/([0-9a-f-]{36})(")/gi,
    (_all, before: string, id: string, after: string) =>
      `${before}${escapeAttribute(sign(id))}${after}`,
  );
}

/** The stored files a rich text shows as images (to claim them for the record). */
export function richTextFileIds(html: string): string[] {
  const ids = new Set<string>();
  for (const m of html.matchAll(/<img\b[^>]*?\bsrc="\/api\/files\/([0-9a-f-]{36})"/gi))
    ids.add(m[1]!.toLowerCase());
  return [...ids];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
