import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './editor-props.ts';

// The editor (TipTap and ProseMirror) is its own chunk: loaded the first time a form shows a
// rich-text field, never with the main bundle.
const TipTapEditor = lazy(() => import('./TipTapEditor.tsx'));

function EditorLoading({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {/* A progress bar may be named; a bare span with a label is an ARIA fault (axe). */}
      <Skeleton
        variant="rounded"
        height={200}
        role="progressbar"
        aria-label={t('richtext.loading')}
      />
    </Box>
  );
}

/** The rich-text editor (docs/rich-text.md), loaded on demand. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorLoading label={props.label} />}>
      <TipTapEditor {...props} />
    </Suspense>
  );
}
