import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ConversationView } from '@qc/domain/conversations/realtime-events';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { isApiError } from '../../app/http/api-error.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { usePreferences } from '../../app/preferences/preferences-context.ts';
import { Composer } from './Composer.tsx';
import { ConversationAvatar } from './ConversationAvatar.tsx';
import {
  clientId,
  conversationName,
  groupByDay,
  readers,
  type PendingMessage,
} from './conversation-model.ts';
import {
  conversationsApi,
  fileToBase64,
  keys,
  type ConversationPage,
  type MessagePage,
} from './conversations-api.ts';
import { MessageBubble } from './MessageBubble.tsx';
import { addMessageToThread, markReadInCache } from './use-conversations-live.ts';

/** The conversation from a list already in the cache, shown while its own request runs. */
function useCachedConversation(id: string): ConversationView | undefined {
  const qc = useQueryClient();
  for (const [, page] of qc.getQueriesData<ConversationPage>({
    queryKey: ['conversations', 'list'],
  })) {
    const found = page?.items.find((c) => c.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * One conversation: its header, its messages (the newest first loaded; scrolling up loads the
 * earlier ones and keeps the reading position), read marks, and the composer. Messages being
 * sent show at once and are replaced by the server's copy; a failed one can be sent again.
 */
export function MessageThread({
  id,
  me,
  onBack,
  onDetails,
  onGone,
}: {
  id: string;
  me: string;
  /** On phones: back to the list. */
  onBack?: () => void;
  onDetails: (conversation: ConversationView) => void;
  /** The conversation is not (or no longer) the user's. */
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const theme = useTheme();
  const { intl } = useLocale();
  const { prefs } = usePreferences();
  const qc = useQueryClient();
  const cached = useCachedConversation(id);

  const detail = useQuery({
    queryKey: keys.detail(id),
    queryFn: () => conversationsApi.get(id),
    ...(cached ? { placeholderData: cached } : {}),
  });
  const messages = useInfiniteQuery({
    queryKey: keys.messages(id),
    queryFn: ({ pageParam }) => conversationsApi.messages(id, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: MessagePage) => last.nextCursor ?? undefined,
  });
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const conversation = detail.data;
  const gone = isApiError(detail.error) && detail.error.status === 404;
  useEffect(() => {
    if (gone) onGone();
  }, [gone, onGone]);

  // Where unread messages began when the conversation was opened (for the divider).
  const [firstUnread, setFirstUnread] = useState<number | null>(null);
  useEffect(() => {
    if (firstUnread === null && conversation && !detail.isPlaceholderData) {
      setFirstUnread(conversation.unread > 0 ? conversation.lastReadSeq + 1 : Infinity);
    }
  }, [conversation, detail.isPlaceholderData, firstUnread]);

  const all = useMemo(() => messages.data?.pages.flatMap((p) => p.items) ?? [], [messages.data]);
  const groups = useMemo(() => groupByDay(all), [all]);
  const newest = all.reduce((max, m) => Math.max(max, m.seq), 0);
  // The "new messages" line goes before the first message of others that was unread.
  const dividerSeq = useMemo(() => {
    if (firstUnread === null) return null;
    const unread = all.filter((m) => m.seq >= firstUnread && m.senderId !== me).map((m) => m.seq);
    return unread.length ? Math.min(...unread) : null;
  }, [all, firstUnread, me]);

  // Read: whatever reached the open, visible thread.
  const sentRead = useRef(0);
  useEffect(() => {
    const mark = () => {
      if (document.visibilityState !== 'visible' || !conversation) return;
      const upTo = Math.max(newest, conversation.lastSeq);
      if (upTo <= conversation.lastReadSeq || upTo <= sentRead.current) return;
      sentRead.current = upTo;
      markReadInCache(qc, id, upTo);
      void conversationsApi.markRead(id, upTo).catch(() => (sentRead.current = 0));
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [newest, conversation, id, qc]);

  // Scrolling: open at the first unread message (or the bottom), stay at the bottom while the
  // content grows (new messages, images loading) if the reader is there, and keep the reading
  // position when earlier messages are added above.
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previousHeight = useRef<number | null>(null);
  const positioned = useRef(false);
  const oldest = all.length ? Math.min(...all.map((m) => m.seq)) : 0;
  const measure = () => {
    const el = scroller.current;
    if (el) atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
  };
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (!positioned.current) {
      if (!messages.isSuccess || firstUnread === null) return;
      positioned.current = true;
      const divider = el.querySelector<HTMLElement>('[data-unread-divider]');
      if (divider) {
        el.scrollTop += divider.getBoundingClientRect().top - el.getBoundingClientRect().top - 16;
        measure();
      } else {
        el.scrollTop = el.scrollHeight;
        atBottom.current = true;
      }
      return;
    }
    if (previousHeight.current !== null) {
      el.scrollTop += el.scrollHeight - previousHeight.current;
      previousHeight.current = null;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [oldest, newest, pending.length, messages.isSuccess, firstUnread]);
  useEffect(() => {
    const el = scroller.current;
    const inner = content.current;
    if (!el || !inner) return;
    const observer = new ResizeObserver(() => {
      if (positioned.current && atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  const loadOlder = useCallback(() => {
    if (!messages.hasNextPage || messages.isFetchingNextPage) return;
    previousHeight.current = scroller.current?.scrollHeight ?? null;
    void messages.fetchNextPage();
  }, [messages]);
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    const root = scroller.current;
    if (!el || !root) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && loadOlder(),
      { root, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [loadOlder, groups.length]);

  const send = async (message: PendingMessage) => {
    setPending((list) => [
      ...list.filter((p) => p.clientId !== message.clientId),
      { ...message, status: 'sending' },
    ]);
    atBottom.current = true;
    try {
      const files = await Promise.all(
        message.files.map(async (file) => ({
          name: file.name,
          type: file.type,
          contentBase64: await fileToBase64(file),
        })),
      );
      const result = await conversationsApi.send(id, message.body, files, message.clientId);
      addMessageToThread(qc, result);
      setPending((list) => list.filter((p) => p.clientId !== message.clientId));
    } catch (error) {
      const text = isApiError(error)
        ? error.fields
          ? Object.values(error.fields)
              .map((field) => field.message)
              .join(' ')
          : error.message
        : t('conversations.ui.failed');
      setPending((list) =>
        list.map((p) =>
          p.clientId === message.clientId ? { ...p, status: 'failed', error: text } : p,
        ),
      );
    }
  };

  const time = useMemo(
    () => new Intl.DateTimeFormat(`${intl}-u-nu-${prefs.digits}`, { timeStyle: 'short' }),
    [intl, prefs.digits],
  );
  const others = conversation?.members.filter((m) => m.id !== me) ?? [];
  const name = conversation ? conversationName(conversation, me) : '';

  if (gone) return null;
  if (detail.isError && !conversation) {
    return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: { xs: 1, sm: 2 },
          py: 1.25,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {onBack && (
          <IconButton
            onClick={onBack}
            aria-label={t('conversations.ui.back')}
            data-testid="thread-back"
          >
            <ArrowBackOutlined
              sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined }}
            />
          </IconButton>
        )}
        <ConversationAvatar name={name} group={conversation?.kind === 'group'} size={40} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="subtitle1"
            noWrap
            sx={{ fontWeight: 600 }}
            data-testid="thread-title"
          >
            {name}
          </Typography>
          {conversation?.kind === 'group' && (
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {t('conversations.ui.members', {
                count: conversation.members.length,
                n: f.number(conversation.members.length),
              })}
            </Typography>
          )}
        </Box>
        {conversation?.kind === 'group' && (
          <Tooltip title={t('conversations.ui.manage')}>
            <IconButton
              onClick={() => onDetails(conversation)}
              aria-label={t('conversations.ui.manage')}
              data-testid="group-details"
            >
              <InfoOutlined />
            </IconButton>
          </Tooltip>
        )}
      </Box>

      <Box
        ref={scroller}
        onScroll={measure}
        sx={{ flex: 1, overflowY: 'auto', minHeight: 0, px: { xs: 1.5, sm: 3 }, py: 2 }}
        data-testid="thread-messages"
        role="log"
        aria-live="polite"
        aria-label={name}
      >
        <div ref={content}>
          <div ref={sentinel} />
          {messages.isFetchingNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
              <CircularProgress size={20} aria-label={t('conversations.ui.loadingOlder')} />
            </Box>
          )}
          {!messages.hasNextPage && all.length > 0 && (
            <Typography
              variant="caption"
              color="text.secondary"
              component="p"
              sx={{ textAlign: 'center', py: 1 }}
            >
              {t('conversations.ui.beginning')}
            </Typography>
          )}
          {messages.isPending && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress size={28} />
            </Box>
          )}
          {messages.isSuccess && all.length === 0 && pending.length === 0 && (
            <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
              {t('conversations.ui.emptyThread')}
            </Typography>
          )}
          {groups.map((group) => (
            <Fragment key={group.day}>
              <Divider sx={{ my: 2, '&::before, &::after': { borderColor: 'divider' } }}>
                <Chip size="small" variant="outlined" label={f.date(group.day, 'medium')} />
              </Divider>
              {group.messages.map((m, index) => {
                const mine = m.senderId === me;
                const previous = group.messages[index - 1];
                const seen =
                  mine &&
                  others.length > 0 &&
                  readers(conversation?.members ?? [], me, m.seq).length === others.length;
                return (
                  <Fragment key={m.id}>
                    {m.seq === dividerSeq && (
                      <Divider
                        data-unread-divider
                        sx={{
                          my: 1.5,
                          color: 'primary.main',
                          '&::before, &::after': { borderColor: 'primary.light' },
                        }}
                      >
                        <Typography variant="caption" sx={{ fontWeight: 600 }}>
                          {t('conversations.ui.newMessages')}
                        </Typography>
                      </Divider>
                    )}
                    <MessageBubble
                      conversationId={id}
                      mine={mine}
                      sender={conversation?.kind === 'group' ? m.senderName : undefined}
                      body={m.body}
                      files={m.attachments}
                      time={time.format(new Date(m.createdAt))}
                      status={seen ? 'read' : 'sent'}
                      statusLabel={seen ? t('conversations.ui.seen') : t('conversations.ui.sent')}
                      continued={previous?.senderId === m.senderId}
                    />
                  </Fragment>
                );
              })}
            </Fragment>
          ))}
          {pending.map((p) => (
            <MessageBubble
              key={p.clientId}
              conversationId={id}
              mine
              body={p.body}
              pendingFiles={p.files.map((file) => file.name)}
              time={time.format(new Date(p.createdAt))}
              status={p.status}
              statusLabel={
                p.status === 'sending'
                  ? t('conversations.ui.sending')
                  : t('conversations.ui.failed')
              }
              {...(p.error ? { error: p.error } : {})}
              onRetry={() => void send(p)}
              onDiscard={() => setPending((list) => list.filter((x) => x.clientId !== p.clientId))}
            />
          ))}
        </div>
      </Box>

      <Composer
        disabled={!conversation}
        onSend={(body, files) =>
          void send({
            clientId: clientId(),
            conversationId: id,
            body,
            files,
            status: 'sending',
            createdAt: new Date().toISOString(),
          })
        }
      />
    </Box>
  );
}
