import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { MAX_TITLE_LENGTH } from '@qc/domain/conversations/conversation-limits';
import type { ConversationView } from '@qc/domain/conversations/realtime-events';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/http/api-error.ts';
import { ContactPicker } from './ContactPicker.tsx';
import { conversationsApi, keys, type Contact } from './conversations-api.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';

/**
 * Starts a conversation: with one person (the existing conversation opens if there is one)
 * or a named group of people, chosen among those the user may write to.
 */
export function NewConversationDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (conversation: ConversationView) => void;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const qc = useQueryClient();
  const [kind, setKind] = useState<'direct' | 'group'>('direct');
  const [people, setPeople] = useState<Contact[]>([]);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setPeople([]);
    setTitle('');
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const valid =
    kind === 'direct' ? people.length === 1 : people.length >= 1 && title.trim().length > 0;

  const submit = async () => {
    if (!valid || busy) return;
    setBusy(true);
    setError(null);
    try {
      const created =
        kind === 'direct'
          ? await conversationsApi.createDirect(people[0]!.id)
          : await conversationsApi.createGroup(
              title.trim(),
              people.map((p) => p.id),
            );
      void qc.invalidateQueries({ queryKey: ['conversations', 'list'] });
      qc.setQueryData(keys.detail(created.id), created);
      reset();
      onCreated(created);
    } catch (e) {
      setError(
        isApiError(e)
          ? [e.message, ...Object.values(e.fields ?? {}).map((f) => f.message)].join(' ')
          : t('conversations.ui.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle>{t('conversations.ui.new')}</DialogTitle>
      <DialogContent>
        <Tabs
          value={kind}
          onChange={(_, v: 'direct' | 'group') => {
            setKind(v);
            setPeople((p) => (v === 'direct' ? p.slice(0, 1) : p));
          }}
          sx={{ mb: 2 }}
          variant="fullWidth"
        >
          <Tab
            value="direct"
            icon={<PersonOutlined />}
            iconPosition="start"
            label={t('conversations.ui.kindDirect')}
          />
          <Tab
            value="group"
            icon={<GroupsOutlined />}
            iconPosition="start"
            label={t('conversations.ui.kindGroup')}
          />
        </Tabs>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {kind === 'group' && (
            <TextField
              label={t('conversations.ui.groupTitle')}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              required
              slotProps={{
                htmlInput: { maxLength: MAX_TITLE_LENGTH, 'data-testid': 'group-title' },
              }}
            />
          )}
          <ContactPicker
            autoFocus
            label={kind === 'direct' ? t('conversations.ui.person') : t('conversations.ui.people')}
            value={people}
            onChange={(next) => setPeople(kind === 'direct' ? next.slice(-1) : next)}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('conversations.ui.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!valid || busy}
          onClick={() => void submit()}
          data-testid="start-conversation"
        >
          {kind === 'direct' ? t('conversations.ui.start') : t('conversations.ui.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
