import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { attachmentType } from '@qc/domain/conversations/attachment-types';
import type { AttachmentView } from '@qc/domain/conversations/realtime-events';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentBlob, conversationsApi } from './conversations-api.ts';
import { useFileSize } from './use-file-size.ts';

/** An image of a message, fetched with the user's token and shown from a local URL. */
function ImageAttachment({
  conversationId,
  file,
}: {
  conversationId: string;
  file: AttachmentView;
}) {
  const { t } = useTranslation();
  const blob = useQuery({
    queryKey: ['conversations', 'file', file.id],
    queryFn: () => attachmentBlob(conversationId, file.id),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const u = URL.createObjectURL(blob.data);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob.data]);
  if (!url) return <Skeleton variant="rounded" width={220} height={150} />;
  return (
    <ButtonBase
      onClick={() => void conversationsApi.download(conversationId, file)}
      aria-label={t('conversations.ui.download', { name: file.name })}
      sx={{ borderRadius: 2, overflow: 'hidden', display: 'block' }}
    >
      <Box
        component="img"
        src={url}
        alt={file.name}
        sx={{ display: 'block', maxWidth: 'min(260px, 100%)', maxHeight: 220, objectFit: 'cover' }}
      />
    </ButtonBase>
  );
}

/** A file of a message: a card with its name and size that downloads it. */
function FileAttachment({
  conversationId,
  file,
  mine,
}: {
  conversationId: string;
  file: AttachmentView;
  mine: boolean;
}) {
  const { t } = useTranslation();
  const size = useFileSize();
  return (
    <ButtonBase
      onClick={() => void conversationsApi.download(conversationId, file)}
      aria-label={t('conversations.ui.download', { name: file.name })}
      data-testid="attachment"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.25,
        py: 1,
        borderRadius: 2,
        textAlign: 'start',
        bgcolor: mine ? 'rgba(255,255,255,0.16)' : 'action.hover',
        maxWidth: 280,
      }}
    >
      <DescriptionOutlined fontSize="small" />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" noWrap dir="auto" sx={{ fontWeight: 600 }}>
          {file.name}
        </Typography>
        <Typography variant="caption" sx={{ opacity: 0.8 }}>
          {size(file.size)}
        </Typography>
      </Box>
      <DownloadOutlined fontSize="small" />
    </ButtonBase>
  );
}

export function MessageAttachments({
  conversationId,
  files,
  mine,
}: {
  conversationId: string;
  files: readonly AttachmentView[];
  mine: boolean;
}) {
  if (files.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, mb: 0.5 }}>
      {files.map((file) =>
        attachmentType(file.type)?.inline ? (
          <ImageAttachment key={file.id} conversationId={conversationId} file={file} />
        ) : (
          <FileAttachment key={file.id} conversationId={conversationId} file={file} mine={mine} />
        ),
      )}
    </Box>
  );
}
