import { z } from 'zod';
import { isSafeRichText } from '../resources/rich-text.ts';
import { RICH_TEXT_MAX } from './policy.ts';

/**
 * A rich-text value in a workflow's own body (a definition field of kind `richText` gets the
 * same check from the resource engine): HTML within the allow-list, at most `max` characters.
 * The server then sanitises it (`sanitizeRichText`) before storing, so what is stored is always
 * the normalised subset.
 */
export function richTextSchema(max = RICH_TEXT_MAX) {
  return z
    .string()
    .max(max)
    .refine(isSafeRichText, { message: 'resources.validation.unsafeContent' });
}

/** Is a rich-text value empty to a reader (no words, no image, no rule)? */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<(img|hr)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .trim() === ''
  );
}
