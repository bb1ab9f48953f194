import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { clean, useActionMutations, useActions } from './evaluations-api.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';

/**
 * Follow-up actions of a result (or the open ones of a target record): each with its owner
 * and due date, marked done when done; the open ones stay listed on the target's results.
 */
export function ActionsPanel({
  requestId,
  subjectId,
}: {
  requestId?: string | undefined;
  subjectId?: string | undefined;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const canEdit = useCan('evaluations:update');
  const list = useActions(clean({ requestId, subjectId, open: subjectId ? 'true' : undefined }));
  const m = useActionMutations();
  const [title, setTitle] = useState('');
  const [owner, setOwner] = useState('');
  const [dueOn, setDueOn] = useState('');
  return (
    <Box component="section" data-testid="follow-up-actions">
      <Typography variant="h6" component="h2">
        {t('evaluations.ui.actions')}
      </Typography>
      <QueryState
        query={list}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState dense title={t('evaluations.ui.noActions')} />}
      >
        {({ items }) => (
          <List dense>
            {items.map((a) => (
              <ListItem
                key={a.id}
                secondaryAction={
                  canEdit ? (
                    <Button
                      size="small"
                      onClick={() =>
                        m.status.mutate({ id: a.id, status: a.status === 'open' ? 'done' : 'open' })
                      }
                    >
                      {a.status === 'open' ? t('evaluations.ui.done') : t('evaluations.ui.reopen')}
                    </Button>
                  ) : null
                }
              >
                <ListItemText
                  primary={a.title}
                  secondary={`${a.ownerName} · ${f.date(a.dueOn)}`}
                  sx={{ textDecoration: a.status === 'done' ? 'line-through' : undefined }}
                />
                {a.overdue && (
                  <Chip size="small" color="error" label={t('evaluations.ui.overdue')} />
                )}
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
      {canEdit && requestId && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 1 }}>
          <TextField
            size="small"
            label={t('evaluations.ui.actionTitle')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            sx={{ flex: 2 }}
          />
          <TextField
            size="small"
            label={t('evaluations.ui.owner')}
            value={owner}
            onChange={(e) => setOwner(e.target.value)}
            sx={{ flex: 1 }}
          />
          <DateField
            size="small"
            compact
            label={t('evaluations.ui.dueOn')}
            value={dueOn}
            onChange={(v) => setDueOn(v ?? '')}
          />
          <Button
            variant="outlined"
            disabled={!title || !owner || !dueOn || m.create.isPending}
            onClick={() =>
              m.create.mutate(
                { requestId, title, ownerName: owner, dueOn },
                { onSuccess: () => (setTitle(''), setOwner(''), setDueOn('')) },
              )
            }
          >
            {t('evaluations.ui.newAction')}
          </Button>
        </Stack>
      )}
      {m.create.error && (
        <Typography color="error" role="alert">
          {m.create.error.message}
        </Typography>
      )}
    </Box>
  );
}
