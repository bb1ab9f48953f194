import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import FormatBoldOutlined from '@mui/icons-material/FormatBoldOutlined';
import FormatClearOutlined from '@mui/icons-material/FormatClearOutlined';
import FormatItalicOutlined from '@mui/icons-material/FormatItalicOutlined';
import FormatListBulletedOutlined from '@mui/icons-material/FormatListBulletedOutlined';
import FormatListNumberedOutlined from '@mui/icons-material/FormatListNumberedOutlined';
import FormatQuoteOutlined from '@mui/icons-material/FormatQuoteOutlined';
import FormatUnderlinedOutlined from '@mui/icons-material/FormatUnderlinedOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertLinkOutlined from '@mui/icons-material/InsertLinkOutlined';
import RedoOutlined from '@mui/icons-material/RedoOutlined';
import TitleOutlined from '@mui/icons-material/TitleOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import {
  isSafeRichTextImage,
  RICH_TEXT_IMAGE_MAX_SIZE,
  RICH_TEXT_IMAGE_TYPES,
  SAFE_RICH_TEXT_HREF,
} from '@qc/domain/richtext/policy';
import { isRichTextEmpty } from '@qc/domain/richtext/richtext.schemas';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../http/api-error.ts';
import type { RichTextEditorProps } from './editor-props.ts';
import { richTextStyles } from './rich-text-styles.ts';

interface Tool {
  key: string;
  label: string;
  icon: ComponentType<{ fontSize?: 'small' | 'medium' }>;
  active?: boolean;
  disabled?: boolean;
  run(): void;
  /** A thin gap before the tool (groups on one line). */
  group?: boolean;
}

/** Which tools are on, read from the editor's state (so the toolbar follows the caret). */
function useActive(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      heading: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
}

/**
 * The rich-text editor over TipTap (loaded on demand through `RichTextEditor`). Every block
 * gets `dir="auto"`, so an Arabic paragraph reads right to left and an English one left to
 * right whatever the page's language; the toolbar wraps and its buttons are finger-sized on a
 * phone. What it produces is inside the allow-list of `@qc/domain/richtext` (links and images
 * are checked before they go in), and the server sanitises it again before storing.
 */
export default function TipTapEditor(p: RichTextEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const emitted = useRef<string | null>(p.value ?? '');
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto', 'tel'],
          isAllowedUri: (url) => SAFE_RICH_TEXT_HREF.test(url),
          HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: p.value ?? '',
    textDirection: 'auto',
    editable: !p.disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'data-testid': `rich-${p.name}`,
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      const value = isRichTextEmpty(html) ? null : html;
      emitted.current = value ?? '';
      p.onChange(value);
    },
  });

  // A value changed from outside (load, reset) replaces the content; typing does not.
  useEffect(() => {
    if ((p.value ?? '') === emitted.current) return;
    emitted.current = p.value ?? '';
    editor.commands.setContent(p.value ?? '', { emitUpdate: false });
  }, [editor, p.value]);

  useEffect(() => {
    editor.setEditable(!p.disabled);
  }, [editor, p.disabled]);

  const active = useActive(editor);
  const chain = () => editor.chain().focus();

  const addLink = () => {
    if (active.link) {
      chain().unsetLink().run();
      return;
    }
    const url = window.prompt(t('resources.rich.linkPrompt'), 'https://')?.trim();
    if (!url) return;
    if (!SAFE_RICH_TEXT_HREF.test(url) || url.startsWith('#')) {
      setProblem(t('richtext.badLink'));
      return;
    }
    setProblem(null);
    chain().extendMarkRange('link').setLink({ href: url }).run();
  };

  const addImageLink = () => {
    const url = window.prompt(t('richtext.imagePrompt'), 'https://')?.trim();
    if (!url) return;
    if (!isSafeRichTextImage(url)) {
      setProblem(t('richtext.badImage'));
      return;
    }
    setProblem(null);
    chain()
      .setImage({ src: url, alt: t('richtext.imageAlt') })
      .run();
  };

  const upload = async (file: File) => {
    if (!p.uploadImage) return;
    if (!RICH_TEXT_IMAGE_TYPES.includes(file.type)) {
      setProblem(t('resources.validation.fileType'));
      return;
    }
    if (file.size > RICH_TEXT_IMAGE_MAX_SIZE) {
      setProblem(t('resources.errors.fileTooLarge'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const url = await p.uploadImage(file);
      chain().setImage({ src: url, alt: file.name }).run();
    } catch (error) {
      setProblem(isApiError(error) ? error.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };

  const tools: Tool[] = [
    {
      key: 'bold',
      label: t('resources.rich.bold'),
      icon: FormatBoldOutlined,
      active: active.bold,
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('resources.rich.italic'),
      icon: FormatItalicOutlined,
      active: active.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'underline',
      label: t('resources.rich.underline'),
      icon: FormatUnderlinedOutlined,
      active: active.underline,
      run: () => chain().toggleUnderline().run(),
    },
    {
      key: 'heading',
      label: t('resources.rich.heading'),
      icon: TitleOutlined,
      active: active.heading,
      group: true,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullets',
      label: t('resources.rich.bullets'),
      icon: FormatListBulletedOutlined,
      active: active.bullets,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'numbers',
      label: t('resources.rich.numbers'),
      icon: FormatListNumberedOutlined,
      active: active.numbers,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'quote',
      label: t('resources.rich.quote'),
      icon: FormatQuoteOutlined,
      active: active.quote,
      run: () => chain().toggleBlockquote().run(),
    },
    {
      key: 'link',
      label: t('resources.rich.link'),
      icon: InsertLinkOutlined,
      active: active.link,
      group: true,
      run: addLink,
    },
    ...(p.uploadImage
      ? [
          {
            key: 'image',
            label: t('richtext.image'),
            icon: AddPhotoAlternateOutlined,
            disabled: busy,
            run: () => fileInput.current?.click(),
          },
        ]
      : []),
    {
      key: 'imageLink',
      label: t('richtext.imageLink'),
      icon: ImageOutlined,
      run: addImageLink,
    },
    {
      key: 'clear',
      label: t('resources.rich.clear'),
      icon: FormatClearOutlined,
      run: () => chain().unsetAllMarks().clearNodes().run(),
    },
    {
      key: 'undo',
      label: t('richtext.undo'),
      icon: UndoOutlined,
      disabled: !active.canUndo,
      group: true,
      run: () => chain().undo().run(),
    },
    {
      key: 'redo',
      label: t('richtext.redo'),
      icon: RedoOutlined,
      disabled: !active.canRedo,
      run: () => chain().redo().run(),
    },
  ];

  const error = problem ?? p.error;
  return (
    <Box role="group" aria-labelledby={labelId} data-field-kind="richText">
      <FormLabel
        id={labelId}
        required={p.required}
        error={Boolean(error)}
        sx={{ display: 'block', mb: 1 }}
      >
        {p.label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
        }}
      >
        <Box
          role="toolbar"
          aria-label={t('resources.rich.toolbar')}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.25,
            p: 0.5,
            bgcolor: 'action.hover',
            position: 'sticky',
            top: 0,
            zIndex: 1,
          }}
        >
          {tools.map((tool) => (
            <Box
              key={tool.key}
              sx={{ display: 'flex', alignItems: 'center', ms: tool.group ? 1 : 0 }}
            >
              <Tooltip title={tool.label}>
                <span>
                  <IconButton
                    // Finger-sized on a phone, compact with a mouse.
                    sx={{ width: { xs: 40, sm: 34 }, height: { xs: 40, sm: 34 } }}
                    color={tool.active ? 'primary' : 'default'}
                    disabled={p.disabled || tool.disabled}
                    aria-label={tool.label}
                    aria-pressed={tool.active === undefined ? undefined : tool.active}
                    // Keep the selection in the editor while pressing the tool.
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={tool.run}
                  >
                    <tool.icon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
          ))}
        </Box>
        {busy && <LinearProgress aria-label={t('richtext.uploading')} />}
        <Box
          sx={{
            ...richTextStyles,
            '& .tiptap': {
              minHeight: 160,
              maxHeight: 520,
              overflowY: 'auto',
              p: 1.5,
              outline: 'none',
            },
            '& .tiptap p': { my: 0.5 },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={RICH_TEXT_IMAGE_TYPES.join(',')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      <FormHelperText error={Boolean(error)}>{error ?? p.helperText}</FormHelperText>
    </Box>
  );
}
