import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { MAX_TITLE_LENGTH } from '@qc/domain/conversations/conversation-limits';
import type { ConversationView } from '@qc/domain/conversations/realtime-events';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../app/components/ConfirmDialog.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { isApiError } from '../../app/http/api-error.ts';
import { ContactPicker } from './ContactPicker.tsx';
import { ConversationAvatar } from './ConversationAvatar.tsx';
import { conversationsApi, keys, type Contact } from './conversations-api.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';

/**
 * A group's details: its name (admins rename it), its members (admins add and remove people),
 * and leaving the group.
 */
export function GroupDetailsDialog({
  conversation,
  me,
  onClose,
  onLeft,
}: {
  conversation: ConversationView;
  me: string;
  onClose: () => void;
  onLeft: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const phone = usePhone();
  const qc = useQueryClient();
  const [current, setCurrent] = useState(conversation);
  const [title, setTitle] = useState(conversation.title ?? '');
  const [adding, setAdding] = useState<Contact[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const admin = current.myRole === 'admin';

  const run = async (action: () => Promise<ConversationView>) => {
    setError(null);
    try {
      const next = await action();
      setCurrent(next);
      setTitle(next.title ?? '');
      qc.setQueryData(keys.detail(next.id), next);
      void qc.invalidateQueries({ queryKey: ['conversations', 'list'] });
    } catch (e) {
      setError(
        isApiError(e)
          ? [e.message, ...Object.values(e.fields ?? {}).map((x) => x.message)].join(' ')
          : t('conversations.ui.failed'),
      );
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <ConversationAvatar name={current.title ?? ''} group />
        {t('conversations.ui.manage')}
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            fullWidth
            size="small"
            label={t('conversations.ui.groupTitle')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            disabled={!admin}
            slotProps={{ htmlInput: { maxLength: MAX_TITLE_LENGTH } }}
          />
          {admin && (
            <Button
              variant="outlined"
              disabled={!title.trim() || title.trim() === current.title}
              onClick={() =>
                void run(() => conversationsApi.rename(current.id, title.trim(), current.version))
              }
            >
              {t('conversations.ui.save')}
            </Button>
          )}
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
          {t('conversations.ui.members', {
            count: current.members.length,
            n: f.number(current.members.length),
          })}
        </Typography>
        <List dense disablePadding>
          {current.members.map((m) => (
            <ListItem
              key={m.id}
              disableGutters
              secondaryAction={
                admin && m.id !== me ? (
                  <Tooltip title={t('conversations.ui.remove')}>
                    <IconButton
                      edge="end"
                      aria-label={`${t('conversations.ui.remove')}: ${m.displayName}`}
                      onClick={() =>
                        void run(() => conversationsApi.removeMember(current.id, m.id))
                      }
                    >
                      <PersonRemoveOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : undefined
              }
            >
              <Box sx={{ mr: 1.5, display: 'flex' }}>
                <ConversationAvatar name={m.displayName} size={32} />
              </Box>
              <ListItemText
                primary={
                  m.id === me ? `${m.displayName} (${t('conversations.ui.you')})` : m.displayName
                }
              />
              {m.role === 'admin' && (
                <Chip
                  size="small"
                  color="primary"
                  variant="outlined"
                  label={t('conversations.ui.admin')}
                  sx={{ mx: 1 }}
                />
              )}
            </ListItem>
          ))}
        </List>
        {admin && (
          <>
            <Divider sx={{ my: 2 }} />
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1 }}>
                <ContactPicker
                  label={t('conversations.ui.addMembers')}
                  value={adding}
                  onChange={setAdding}
                  exclude={current.members.map((m) => m.id)}
                />
              </Box>
              <Button
                variant="contained"
                disabled={adding.length === 0}
                sx={{ mt: 1 }}
                onClick={() =>
                  void run(async () => {
                    const next = await conversationsApi.addMembers(
                      current.id,
                      adding.map((c) => c.id),
                    );
                    setAdding([]);
                    return next;
                  })
                }
              >
                {t('conversations.ui.add')}
              </Button>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Button color="error" onClick={() => setConfirmLeave(true)}>
          {t('conversations.ui.leave')}
        </Button>
        <Button onClick={onClose}>{t('conversations.ui.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={confirmLeave}
        destructive
        title={t('conversations.ui.leave')}
        message={t('conversations.ui.leaveConfirm', { title: current.title ?? '' })}
        confirmLabel={t('conversations.ui.leave')}
        onClose={() => setConfirmLeave(false)}
        onConfirm={async () => {
          await conversationsApi.leave(current.id);
          setConfirmLeave(false);
          void qc.invalidateQueries({ queryKey: ['conversations', 'list'] });
          qc.removeQueries({ queryKey: keys.detail(current.id) });
          onLeft();
        }}
      />
    </Dialog>
  );
}
