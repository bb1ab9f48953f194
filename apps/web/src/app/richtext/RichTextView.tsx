import Box from '@mui/material/Box';
import { useMemo, type ReactNode } from 'react';
import { sanitizeRichText } from '../../resources/kinds/rich-html.ts';
import { richTextStyles } from './rich-text-styles.ts';

/**
 * Stored rich text on a page. The server has sanitised it already; it goes through the same
 * allow-list in the browser once more, so even a value written before the sanitiser cannot
 * bring a script, a style or an event handler. Each block keeps its own direction.
 */
export function RichTextView({ html, empty = null }: { html: string | null; empty?: ReactNode }) {
  const safe = useMemo(() => sanitizeRichText(html ?? ''), [html]);
  if (!safe) return <>{empty}</>;
  return (
    <Box
      className="rich-text"
      sx={richTextStyles}
      // Safe: sanitizeRichText keeps only the allowed tags and attributes.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
