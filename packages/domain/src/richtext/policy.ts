/**
 * The one allow-list of rich text: which tags and attributes a stored value may hold, which
 * links and which images. The server's sanitiser (`apps/server/src/richtext/`), the domain's
 * check of a definition field (`resources/rich-text.ts`) and the browser's cleaner all read it,
 * so what an editor produces, what is stored and what a reader sees are the same subset.
 */
export const RICH_TEXT_TAGS: ReadonlySet<string> = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'code',
  'pre',
  'a',
  'img',
  'span',
  'div',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);

/** Attributes any tag may carry: the direction (mixed Arabic and Latin text) and language. */
export const RICH_TEXT_COMMON_ATTRIBUTES: ReadonlySet<string> = new Set(['dir', 'lang']);

/** Attributes one tag may carry beside the common ones. */
export const RICH_TEXT_TAG_ATTRIBUTES: Readonly<Record<string, ReadonlySet<string>>> = {
  a: new Set(['href', 'title', 'target', 'rel']),
  img: new Set(['src', 'alt', 'title', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan']),
  ol: new Set(['start']),
};

/** The values `dir` may take. */
export const RICH_TEXT_DIRECTIONS: readonly string[] = ['rtl', 'ltr', 'auto'];

/** Link targets: the web, mail, telephone, and addresses inside the application. */
export const SAFE_RICH_TEXT_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** Link schemes the server's sanitiser keeps (relative addresses are kept too). */
export const RICH_TEXT_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/**
 * An image is either on the web over https or one of our stored files. A stored file is kept as
 * `/api/files/<id>` (the signed query of the link the editor saw is dropped on the server and
 * signed again for each reader, see `signRichTextImages`).
 */
export const STORED_FILE_IMAGE = /^\/api\/files\/([0-9a-f-]{36})(?:\?[^"'<>\s]*)?$/i;
export const SAFE_RICH_TEXT_IMAGE = /^https:\/\/[^\s"'<>]+$/i;

/** Is `src` an image source rich text may show? */
export function isSafeRichTextImage(src: string): boolean {
  const value = src.trim();
  return SAFE_RICH_TEXT_IMAGE.test(value) || STORED_FILE_IMAGE.test(value);
}

/** The stored file an image source points to, or null for a web image. */
export function storedFileOfImage(src: string): string | null {
  return STORED_FILE_IMAGE.exec(src.trim())?.[1]?.toLowerCase() ?? null;
}

/** The longest rich text a value may hold (characters of HTML) unless a field says less. */
export const RICH_TEXT_MAX = 200_000;

/** Images uploaded into rich text (`POST /api/files?resource=&field=<richText field>`). */
export const RICH_TEXT_IMAGE_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
];
export const RICH_TEXT_IMAGE_MAX_SIZE = 5 * 1024 * 1024;
