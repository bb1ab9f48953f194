import { richTextToPlain, type LocaleCode } from '@qc/domain';
import { sanitizeRichText, signRichTextImages } from '../../richtext/index.ts';

/** Escapes text for HTML element content and attribute values. */
export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** HTML already built by these helpers (never user text). */
export interface Html {
  readonly html: string;
}
export const raw = (html: string): Html => ({ html });

/** A tagged template that escapes every value unless it is `Html` (or a list of them). */
export function h(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0]!;
  values.forEach((v, i) => {
    out += part(v) + strings[i + 1]!;
  });
  return raw(out);
}

function part(v: unknown): string {
  if (v === null || v === undefined || v === false) return '';
  if (Array.isArray(v)) return v.map(part).join('');
  if (typeof v === 'object' && 'html' in v) return (v as Html).html;
  return esc(v);
}

/**
 * Stored rich text as HTML for a reader, through the shared sanitiser (the same allow-list the
 * write core applied when it was saved, applied again so that even a row written around the
 * engine cannot carry a script). Stored-file images point at the public file route, which
 * serves them only while their record is published.
 */
export function richHtml(value: string | null | undefined): Html {
  if (!value) return raw('');
  return raw(signRichTextImages(sanitizeRichText(value), (id) => `/site/files/${id}`));
}

/** The plain text of rich text, shortened (meta descriptions, cards). */
export function plain(value: string | null | undefined, max = 200): string {
  const text = richTextToPlain(value ?? '');
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * A page's summary as its lead paragraph, unless its text already opens with it (a summary
 * copied into the body's first sentence was read twice, one under the other).
 */
export function leadOf(
  summary: string | null | undefined,
  body: string | null | undefined,
  lead = true,
): Html {
  const text = (summary ?? '').trim();
  if (!text) return raw('');
  const squash = (value: string) => value.replace(/\s+/g, ' ').trim();
  if (squash(richTextToPlain(body ?? '')).startsWith(squash(text))) return raw('');
  return lead ? h`<p class="lead">${text}</p>` : h`<p>${text}</p>`;
}

/** `{{n}}`-style JSON safe to embed in `<script type="application/json">`. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const dirOf = (lang: LocaleCode) => (lang === 'ar' ? 'rtl' : 'ltr');
