export type { RichTextEditorProps } from './editor-props.ts';
export { RichTextEditor } from './RichTextEditor.tsx';
export { RichTextView } from './RichTextView.tsx';
