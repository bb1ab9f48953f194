import FormatBoldOutlined from '@mui/icons-material/FormatBoldOutlined';
import FormatClearOutlined from '@mui/icons-material/FormatClearOutlined';
import FormatItalicOutlined from '@mui/icons-material/FormatItalicOutlined';
import FormatListBulletedOutlined from '@mui/icons-material/FormatListBulletedOutlined';
import FormatListNumberedOutlined from '@mui/icons-material/FormatListNumberedOutlined';
import FormatQuoteOutlined from '@mui/icons-material/FormatQuoteOutlined';
import FormatUnderlinedOutlined from '@mui/icons-material/FormatUnderlinedOutlined';
import InsertLinkOutlined from '@mui/icons-material/InsertLinkOutlined';
import TitleOutlined from '@mui/icons-material/TitleOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useId, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputProps } from '../kind-types.ts';
import { sanitizeRichText } from '../rich-html.ts';

interface Tool {
  key: string;
  icon: ComponentType<{ fontSize?: 'small' }>;
  run(): void;
}

/** The browser's editing commands (the only portable way to edit rich text without a library). */
function exec(command: string, value?: string) {
  document.execCommand(command, false, value);
}

/**
 * A small editor for rich text fields: bold, italic, underline, a heading, lists, a quote and
 * links. What it produces goes through the same allow-list as what pages render, so it is
 * always within what the server accepts; pasted content keeps its words, not its styles.
 */
export function RichTextInput(p: InputProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const editor = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);
  const html = typeof p.value === 'string' ? p.value : '';

  // Write the value into the editor only when it changed from outside (load, reset), so the
  // caret does not jump while typing.
  useEffect(() => {
    const el = editor.current;
    if (!el || html === emitted.current) return;
    el.innerHTML = sanitizeRichText(html);
    emitted.current = html;
  }, [html]);

  const emit = () => {
    const el = editor.current;
    if (!el) return;
    const clean = sanitizeRichText(el.innerHTML);
    emitted.current = clean;
    p.onChange(clean === '' ? null : clean);
  };

  const tools: Tool[] = [
    { key: 'bold', icon: FormatBoldOutlined, run: () => exec('bold') },
    { key: 'italic', icon: FormatItalicOutlined, run: () => exec('italic') },
    { key: 'underline', icon: FormatUnderlinedOutlined, run: () => exec('underline') },
    { key: 'heading', icon: TitleOutlined, run: () => exec('formatBlock', '<h3>') },
    { key: 'bullets', icon: FormatListBulletedOutlined, run: () => exec('insertUnorderedList') },
    { key: 'numbers', icon: FormatListNumberedOutlined, run: () => exec('insertOrderedList') },
    { key: 'quote', icon: FormatQuoteOutlined, run: () => exec('formatBlock', '<blockquote>') },
    {
      key: 'link',
      icon: InsertLinkOutlined,
      run: () => {
        const url = window.prompt(t('resources.rich.linkPrompt'), 'https://');
        if (url && /^(https?:\/\/|mailto:)/i.test(url.trim())) exec('createLink', url.trim());
      },
    },
    {
      key: 'clear',
      icon: FormatClearOutlined,
      run: () => {
        exec('removeFormat');
        exec('formatBlock', '<p>');
      },
    },
  ];

  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel
        id={labelId}
        required={p.required}
        error={Boolean(p.error)}
        sx={{ display: 'block', mb: 1 }}
      >
        {p.label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: p.error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: p.error ? 'error.main' : 'primary.main', boxShadow: 1 },
        }}
      >
        <Box
          role="toolbar"
          aria-label={t('resources.rich.toolbar')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, p: 0.5, bgcolor: 'action.hover' }}
        >
          {tools.map((tool, i) => (
            <Box key={tool.key} sx={{ display: 'flex', alignItems: 'center' }}>
              {(i === 3 || i === 7) && <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
              <Tooltip title={t(`resources.rich.${tool.key}`)}>
                <span>
                  <IconButton
                    size="small"
                    disabled={p.disabled}
                    aria-label={t(`resources.rich.${tool.key}`)}
                    // Keep the selection in the editor while clicking the tool.
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => {
                      editor.current?.focus();
                      tool.run();
                      emit();
                    }}
                  >
                    <tool.icon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
          ))}
        </Box>
        <Box
          ref={editor}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-invalid={Boolean(p.error)}
          contentEditable={!p.disabled}
          suppressContentEditableWarning
          data-testid={`rich-${p.name}`}
          onFocus={() => exec('defaultParagraphSeparator', 'p')}
          onInput={emit}
          onBlur={emit}
          onPaste={(e) => {
            // Pasted content brings its words and line breaks, never its markup.
            e.preventDefault();
            exec('insertText', e.clipboardData.getData('text/plain'));
          }}
          sx={{
            minHeight: 160,
            maxHeight: 480,
            overflowY: 'auto',
            p: 1.5,
            outline: 'none',
            lineHeight: 1.8,
            '& p': { my: 0.5 },
            '& blockquote': { borderInlineStart: 4, borderColor: 'divider', m: 0, px: 2 },
            '& ul, & ol': { paddingInlineStart: 3 },
          }}
        />
      </Box>
      <FormHelperText error={Boolean(p.error)}>{p.error ?? p.helperText}</FormHelperText>
    </Box>
  );
}
