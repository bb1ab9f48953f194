import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import DoneOutlined from '@mui/icons-material/DoneOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { AttachmentView } from '@qc/domain/conversations/realtime-events';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageAttachments } from './MessageAttachments.tsx';

export interface BubbleProps {
  conversationId: string;
  mine: boolean;
  /** The sender's name, shown above others' messages in groups. */
  sender?: string;
  body: string;
  files?: readonly AttachmentView[];
  /** Names of pending files (not sent yet). */
  pendingFiles?: readonly string[];
  time: string;
  /** For my messages: sending, sent, read (by someone), failed. */
  status?: 'sending' | 'sent' | 'read' | 'failed';
  statusLabel?: string;
  error?: string;
  onRetry?: () => void;
  onDiscard?: () => void;
  /** The previous message was from the same sender: tighter spacing, no name. */
  continued?: boolean;
}

function StatusIcon({ status }: { status: BubbleProps['status'] }) {
  const sx = { fontSize: 15 };
  switch (status) {
    case 'sending':
      return <ScheduleOutlined sx={sx} />;
    case 'read':
      return <DoneAllOutlined sx={{ ...sx, color: 'info.light' }} />;
    case 'failed':
      return <ErrorOutlineOutlined sx={{ ...sx, color: 'error.light' }} />;
    default:
      return <DoneOutlined sx={sx} />;
  }
}

/**
 * One message: mine on the end side (the left in Arabic, the right in English and French) in
 * the primary colour, others' on the start side; text keeps its own direction (`dir="auto"`).
 */
export function MessageBubble(props: BubbleProps): ReactNode {
  const { t } = useTranslation();
  const theme = useTheme();
  const { mine } = props;
  return (
    <Box
      data-testid="message-bubble"
      data-mine={mine ? 'true' : 'false'}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        mt: props.continued ? 0.25 : 1.25,
      }}
    >
      <Box
        sx={{
          maxWidth: { xs: '85%', sm: '72%' },
          px: 1.5,
          pt: 0.75,
          pb: 0.5,
          borderRadius: 3,
          borderEndEndRadius: mine && !props.continued ? 6 : undefined,
          borderEndStartRadius: !mine && !props.continued ? 6 : undefined,
          bgcolor: mine
            ? props.status === 'failed'
              ? alpha(theme.palette.error.main, 0.85)
              : 'primary.main'
            : theme.palette.mode === 'dark'
              ? 'grey.800'
              : 'grey.100',
          color: mine ? 'primary.contrastText' : 'text.primary',
          opacity: props.status === 'sending' ? 0.75 : 1,
          boxShadow: mine ? `0 2px 6px ${alpha(theme.palette.primary.main, 0.25)}` : 'none',
        }}
      >
        {!mine && props.sender && !props.continued && (
          <Typography
            variant="caption"
            sx={{ display: 'block', fontWeight: 700, color: 'primary.main' }}
          >
            {props.sender}
          </Typography>
        )}
        {props.files && (
          <MessageAttachments
            conversationId={props.conversationId}
            files={props.files}
            mine={mine}
          />
        )}
        {props.pendingFiles?.map((name) => (
          <Typography
            key={name}
            variant="caption"
            sx={{ display: 'block', opacity: 0.85 }}
            dir="auto"
          >
            📎 {name}
          </Typography>
        ))}
        {props.body && (
          <Typography
            variant="body2"
            dir="auto"
            sx={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              textAlign: 'start',
              lineHeight: 1.6,
            }}
            data-testid="message-body"
          >
            {props.body}
          </Typography>
        )}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: 0.5,
            mt: 0.25,
            opacity: 0.75,
          }}
        >
          <Typography variant="caption" sx={{ fontSize: 11 }}>
            {props.time}
          </Typography>
          {mine && (
            <Box
              component="span"
              title={props.statusLabel}
              sx={{ display: 'inline-flex' }}
              aria-label={props.statusLabel}
            >
              <StatusIcon status={props.status} />
            </Box>
          )}
        </Box>
      </Box>
      {props.status === 'failed' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Typography variant="caption" color="error" role="alert">
            {props.error ?? t('conversations.ui.failed')}
          </Typography>
          {props.onRetry && (
            <Button size="small" onClick={props.onRetry}>
              {t('conversations.ui.retry')}
            </Button>
          )}
          {props.onDiscard && (
            <Button size="small" color="inherit" onClick={props.onDiscard}>
              {t('conversations.ui.discard')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
