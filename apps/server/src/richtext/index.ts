export { richTextFileIds, sanitizeRichText, signRichTextImages } from './sanitize.ts';
