import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';

/** How rich text reads, in the editor and on pages alike. */
export const richTextStyles: SystemStyleObject<Theme> = {
  lineHeight: 1.8,
  overflowWrap: 'anywhere',
  '& p': { my: 1 },
  '& h2, & h3, & h4': { mt: 2, mb: 1, fontWeight: 600 },
  '& h2': { fontSize: '1.25rem' },
  '& h3': { fontSize: '1.1rem' },
  '& h4': { fontSize: '1rem' },
  '& blockquote': {
    borderInlineStart: 4,
    borderColor: 'divider',
    m: 0,
    my: 1,
    px: 2,
    color: 'text.secondary',
  },
  '& ul, & ol': { paddingInlineStart: 3 },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
  '& td, & th': { border: 1, borderColor: 'divider', px: 1 },
  '& a': { color: 'primary.main' },
};
