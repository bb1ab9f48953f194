import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import CancelRounded from '@mui/icons-material/CancelRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { checkAttachments, type AttachmentIssue } from '@qc/domain/conversations/attachment-check';
import { ATTACHMENT_ACCEPT } from '@qc/domain/conversations/attachment-types';
import { MAX_MESSAGE_LENGTH } from '@qc/domain/conversations/conversation-limits';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/format/use-format.ts';
import { useFileSize } from './use-file-size.ts';

/** The files' problems, checked on their bytes exactly as the server will check them. */
async function problemsOf(files: readonly File[]): Promise<AttachmentIssue[]> {
  const candidates = await Promise.all(
    files.map(async (f) => ({
      name: f.name,
      type: f.type,
      bytes: new Uint8Array(await f.arrayBuffer()),
    })),
  );
  return checkAttachments(candidates);
}

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line; files are attached with the
 * clip button, checked at once against the same limits as the server (count, kind, content,
 * size), and can be removed before sending.
 */
export function Composer({
  onSend,
  disabled = false,
}: {
  onSend: (body: string, files: File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const size = useFileSize();
  const theme = useTheme();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [issues, setIssues] = useState<AttachmentIssue[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const text = useRef<HTMLTextAreaElement>(null);

  const setChecked = async (next: File[]) => {
    setFiles(next);
    setIssues(await problemsOf(next));
  };

  const canSend = !disabled && issues.length === 0 && (body.trim().length > 0 || files.length > 0);

  const send = () => {
    if (!canSend) return;
    onSend(body.trim(), files);
    setBody('');
    setFiles([]);
    setIssues([]);
    text.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  const fileIssue = (index: number) => issues.find((i) => i.field === `attachments.${index}`);
  const listIssue = issues.find((i) => i.field === 'attachments');

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', px: { xs: 1, sm: 2 }, py: 1.25 }}>
      {files.length > 0 && (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 1 }}
          data-testid="composer-files"
        >
          {files.map((file, index) => {
            const issue = fileIssue(index);
            return (
              <Chip
                key={`${file.name}-${index}`}
                size="small"
                color={issue ? 'error' : 'default'}
                variant={issue ? 'filled' : 'outlined'}
                icon={<AttachFileOutlined />}
                label={`${file.name} · ${size(file.size)}`}
                onDelete={() => void setChecked(files.filter((_, i) => i !== index))}
                deleteIcon={
                  <CancelRounded
                    role="button"
                    aria-label={t('conversations.ui.removeFile', { name: file.name })}
                  />
                }
                sx={{ maxWidth: 260 }}
              />
            );
          })}
        </Box>
      )}
      {issues.length > 0 && (
        <Box role="alert" sx={{ mb: 1 }}>
          {(listIssue ? [listIssue] : issues).map((issue) => (
            <Typography key={issue.field} variant="caption" color="error" sx={{ display: 'block' }}>
              {t(issue.code, {
                ...issue.params,
                ...(typeof issue.params?.max === 'number'
                  ? { max: f.number(issue.params.max) }
                  : {}),
                // A counted message's number in the user's digits (its form comes from `count`).
                ...(typeof issue.params?.n === 'number' ? { n: f.number(issue.params.n) } : {}),
              })}
            </Typography>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={ATTACHMENT_ACCEPT}
          data-testid="composer-file-input"
          onChange={(e) => {
            const picked = Array.from(e.target.files ?? []);
            e.target.value = '';
            if (picked.length > 0) void setChecked([...files, ...picked]);
          }}
        />
        <Tooltip title={t('conversations.ui.attach')}>
          <span>
            <IconButton
              onClick={() => input.current?.click()}
              aria-label={t('conversations.ui.attach')}
              disabled={disabled}
            >
              <AttachFileOutlined />
            </IconButton>
          </span>
        </Tooltip>
        <TextField
          inputRef={text}
          fullWidth
          multiline
          maxRows={6}
          size="small"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('conversations.ui.placeholder')}
          disabled={disabled}
          slotProps={{
            htmlInput: {
              'aria-label': t('conversations.ui.placeholder'),
              'data-testid': 'composer-input',
              dir: 'auto',
              maxLength: MAX_MESSAGE_LENGTH,
            },
          }}
          sx={{ '& .MuiOutlinedInput-root': { borderRadius: 3 } }}
        />
        <Tooltip title={t('conversations.ui.sendHint')}>
          <span>
            <IconButton
              color="primary"
              onClick={send}
              disabled={!canSend}
              aria-label={t('conversations.ui.send')}
              data-testid="composer-send"
              sx={{
                bgcolor: canSend ? 'primary.main' : undefined,
                color: canSend ? 'primary.contrastText' : undefined,
                '&:hover': { bgcolor: 'primary.dark' },
              }}
            >
              <SendRounded
                sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined }}
              />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
}
