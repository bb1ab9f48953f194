import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ConversationView } from '@qc/domain/conversations/realtime-events';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../app/auth/auth-context.ts';
import { ConversationList } from './ConversationList.tsx';
import { GroupDetailsDialog } from './GroupDetailsDialog.tsx';
import { MessageThread } from './MessageThread.tsx';
import { NewConversationDialog } from './NewConversationDialog.tsx';
import { useConversationsLive } from './use-conversations-live.ts';

function Placeholder({ onNew }: { onNew: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        p: 4,
        textAlign: 'center',
      }}
    >
      <Box
        sx={{
          width: 88,
          height: 88,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        <ForumOutlined sx={{ fontSize: 44 }} />
      </Box>
      <Typography variant="h6" component="p">
        {t('conversations.ui.pickOne')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
        {t('conversations.ui.pickOneHint')}
      </Typography>
      <Button variant="contained" onClick={onNew} sx={{ mt: 1 }}>
        {t('conversations.ui.new')}
      </Button>
    </Box>
  );
}

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * /conversations-component: the messenger. Two panes on wide screens (the conversations, the
 * open one); one at a time on phones, with a back button. The open conversation is in the
 * address (`?c=<id>`), so notifications and links can open it. Everything updates live.
 */
export function ConversationsScreen() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const me = user?.id ?? '';
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const openId = params.get('c');
  const [creating, setCreating] = useState(false);
  const [details, setDetails] = useState<ConversationView | null>(null);
  useConversationsLive(me, openId);

  const select = useCallback((id: string | null) => setParams(id ? { c: id } : {}), [setParams]);
  const close = useCallback(() => select(null), [select]);

  return (
    <Card
      data-testid="conversations"
      sx={{
        display: 'flex',
        height: { xs: 'calc(100dvh - 150px)', md: 'calc(100dvh - 175px)' },
        minHeight: 440,
        overflow: 'hidden',
      }}
    >
      {(wide || !openId) && (
        <Box
          component="nav"
          aria-label={t('conversations.ui.heading')}
          sx={{
            width: { xs: '100%', md: 340 },
            flexShrink: 0,
            borderRight: wide ? 1 : 0,
            borderColor: 'divider',
            minHeight: 0,
          }}
        >
          <ConversationList
            me={me}
            selectedId={openId}
            onSelect={select}
            onNew={() => setCreating(true)}
          />
        </Box>
      )}
      {!wide && openId && (
        // The list (and its heading) is put away while a conversation is open on a phone.
        <Typography component="h1" sx={visuallyHidden}>
          {t('conversations.ui.heading')}
        </Typography>
      )}
      {(wide || openId) && (
        <Box
          component="section"
          sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
        >
          {openId ? (
            <MessageThread
              key={openId}
              id={openId}
              me={me}
              {...(wide ? {} : { onBack: close })}
              onDetails={setDetails}
              onGone={close}
            />
          ) : (
            <Placeholder onNew={() => setCreating(true)} />
          )}
        </Box>
      )}
      <NewConversationDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(c) => {
          setCreating(false);
          select(c.id);
        }}
      />
      {details && (
        <GroupDetailsDialog
          key={details.id}
          conversation={details}
          me={me}
          onClose={() => setDetails(null)}
          onLeft={() => {
            setDetails(null);
            close();
          }}
        />
      )}
    </Card>
  );
}

export default ConversationsScreen;
