import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ConversationView, MessageView } from '@qc/domain/conversations/realtime-events';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { ConversationAvatar } from './ConversationAvatar.tsx';
import { conversationName } from './conversation-model.ts';
import { conversationsApi, keys, type SearchHit } from './conversations-api.ts';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import { useCount } from '../../app/i18n/use-count.ts';

/** What a conversation row says under its name: the last message, or its first file. */
function usePreview() {
  const { t } = useTranslation();
  return (message: MessageView | null, me: string): string => {
    if (!message) return '';
    const text =
      message.body ||
      (message.attachments[0]
        ? t('conversations.ui.attachmentPreview', { name: message.attachments[0].name })
        : '');
    return message.senderId === me ? t('conversations.ui.youPrefix', { text }) : text;
  };
}

function Row({
  conversation: c,
  me,
  selected,
  onSelect,
}: {
  conversation: ConversationView;
  me: string;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const f = useFormat();
  const counted = useCount();
  const preview = usePreview();
  const name = conversationName(c, me);
  const when = c.lastMessageAt ?? c.createdAt;
  const hasFile = !c.lastMessage?.body && !!c.lastMessage?.attachments.length;
  return (
    // A list's children are its items: the button sits in one.
    <ListItem disablePadding>
      <ListItemButton
        selected={selected}
        onClick={() => onSelect(c.id)}
        data-testid="conversation-item"
        aria-current={selected ? 'true' : undefined}
        sx={{ gap: 1.5, py: 1.25, px: 2, alignItems: 'center' }}
      >
        <ConversationAvatar name={name} group={c.kind === 'group'} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography
              variant="subtitle2"
              noWrap
              sx={{ flex: 1, fontWeight: c.unread > 0 ? 700 : 600 }}
              data-testid="conversation-name"
            >
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {f.relative(when)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {hasFile && <AttachFileOutlined sx={{ fontSize: 14, color: 'text.secondary' }} />}
            <Typography
              variant="body2"
              color={c.unread > 0 ? 'text.primary' : 'text.secondary'}
              noWrap
              dir="auto"
              sx={{ flex: 1, textAlign: 'start' }}
            >
              {preview(c.lastMessage, me)}
            </Typography>
            {c.unread > 0 && (
              <Badge
                color="primary"
                badgeContent={f.number(c.unread)}
                max={999}
                data-testid="unread-badge"
                aria-label={counted('conversations.ui.unread', c.unread)}
                sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
              />
            )}
          </Box>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

function SearchHitRow({
  hit,
  me,
  onOpen,
}: {
  hit: SearchHit;
  me: string;
  onOpen: (id: string) => void;
}) {
  const f = useFormat();
  const preview = usePreview();
  const name = conversationName(hit.conversation, me);
  return (
    // A list's children are its items: the button sits in one.
    <ListItem disablePadding>
      <ListItemButton
        onClick={() => onOpen(hit.conversation.id)}
        data-testid="message-hit"
        sx={{ gap: 1.5, py: 1, px: 2 }}
      >
        <ConversationAvatar name={name} group={hit.conversation.kind === 'group'} size={34} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Typography variant="caption" noWrap sx={{ flex: 1, fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {f.date(hit.message.createdAt, 'short')}
            </Typography>
          </Box>
          <Typography
            variant="body2"
            color="text.secondary"
            dir="auto"
            sx={{ textAlign: 'start' }}
            noWrap
          >
            {preview(hit.message, me)}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The side pane: a search box (conversations by name or title, and messages by their words),
 * the conversations with their last message and unread count, and the new-conversation button.
 */
export function ConversationList({
  me,
  selectedId,
  onSelect,
  onNew,
}: {
  me: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const q = useDebounced(query.trim(), 300);
  const list = useQuery({
    queryKey: keys.list(q),
    queryFn: ({ signal }) => conversationsApi.list(q, signal),
    placeholderData: (previous) => previous,
  });
  const hits = useQuery({
    queryKey: keys.search(q),
    queryFn: ({ signal }) => conversationsApi.search(q, signal),
    enabled: q.length >= 2,
  });
  const items = list.data?.items ?? [];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2, pb: 1 }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {t('conversations.ui.heading')}
        </Typography>
        <Tooltip title={t('conversations.ui.new')}>
          <IconButton
            color="primary"
            onClick={onNew}
            aria-label={t('conversations.ui.new')}
            data-testid="new-conversation"
          >
            <AddCommentOutlined />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ px: 2, pb: 1.5 }}>
        <TextField
          fullWidth
          size="small"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          // The pane is narrow: a short placeholder that fits; the full sentence is the name.
          placeholder={t('conversations.ui.searchShort')}
          slotProps={{
            htmlInput: {
              'aria-label': t('conversations.ui.searchPlaceholder'),
              title: t('conversations.ui.searchPlaceholder'),
              'data-testid': 'conversation-search',
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.isPending ? (
          <Box sx={{ px: 2 }}>
            {Array.from({ length: 6 }, (_, i) => (
              <Box key={i} sx={{ display: 'flex', gap: 1.5, py: 1.25 }}>
                <Skeleton variant="circular" width={42} height={42} />
                <Box sx={{ flex: 1 }}>
                  <Skeleton width="60%" />
                  <Skeleton width="90%" />
                </Box>
              </Box>
            ))}
          </Box>
        ) : (
          <List disablePadding>
            {q && (
              <ListSubheader sx={{ lineHeight: 2.5 }}>
                {t('conversations.ui.sectionConversations')}
              </ListSubheader>
            )}
            {items.map((c) => (
              <Row
                key={c.id}
                conversation={c}
                me={me}
                selected={c.id === selectedId}
                onSelect={onSelect}
              />
            ))}
            {items.length === 0 && !q && (
              <ListItem disablePadding>
                <EmptyState
                  dense
                  title={t('conversations.ui.noConversations')}
                  description={t('conversations.ui.noConversationsHint')}
                />
              </ListItem>
            )}
            {q && items.length === 0 && !hits.data?.items.length && (
              <ListItem>
                <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                  {t('conversations.ui.noResults', { query: q })}
                </Typography>
              </ListItem>
            )}
            {q.length >= 2 && (hits.data?.items.length ?? 0) > 0 && (
              <>
                <ListSubheader sx={{ lineHeight: 2.5 }}>
                  {t('conversations.ui.sectionMessages')}
                </ListSubheader>
                {hits.data!.items.map((hit) => (
                  <SearchHitRow key={hit.message.id} hit={hit} me={me} onOpen={onSelect} />
                ))}
              </>
            )}
          </List>
        )}
      </Box>
    </Box>
  );
}
