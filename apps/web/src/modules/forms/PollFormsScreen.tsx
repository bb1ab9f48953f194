import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  POLL_STATUSES,
  POLLS_API,
  type ListPage,
  type PollDetail,
  type PollStatus,
  type PollSummary,
} from '@qc/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { ConfirmDialog } from '../../app/components/ConfirmDialog.tsx';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ListPager } from '../../app/components/ListPager.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { api } from '../../app/http/client.ts';
import { PollEditor } from './PollEditor.tsx';
import { clean, pollKeys, pollsPath, POLLS_PAGE_SIZE } from './polls-api.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** The public address of a poll (/pull-registration-link/:id). */
export const publicUrlOf = (id: string) =>
  `${globalThis.location?.origin ?? ''}/pull-registration-link/${id}`;

function PollCard({ poll, onEdit }: { poll: PollSummary; onEdit: (id: string) => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const canUpdate = useCan('forms:update');
  const [copied, setCopied] = useState(false);
  const url = publicUrlOf(poll.id);
  const status = useMutation({
    mutationFn: (next: 'open' | 'closed') =>
      api.post<PollDetail>(pollsPath(POLLS_API.status, { id: poll.id }), { status: next }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pollKeys.all }),
  });
  const canDelete = useCan('forms:delete');
  const [removing, setRemoving] = useState(false);
  const archive = useMutation({
    mutationFn: () => api.post<void>(pollsPath(POLLS_API.archive, { id: poll.id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pollKeys.all }),
  });
  const restore = useMutation({
    mutationFn: () => api.post<PollDetail>(pollsPath(POLLS_API.restore, { id: poll.id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pollKeys.all }),
  });
  const failed = status.error ?? archive.error ?? restore.error;
  const error = failed ? problemsOf(failed, t('errors.internal')).message : null;
  return (
    <Card variant="outlined" data-testid="poll-card" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} dir="auto">
              {poll.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`polls.kind.${poll.kind}`)} · {poll.placeName ?? t('polls.ui.organisation')}
            </Typography>
          </Box>
          <Chip
            size="small"
            color={poll.status === 'open' ? 'success' : 'default'}
            label={t(`polls.status.${poll.status}`)}
          />
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('polls.ui.answers')}: <strong>{f.number(poll.answers)}</strong>
          {poll.answerLimit != null && <> / {f.number(poll.answerLimit)}</>}
        </Typography>
        {(poll.opensOn || poll.closesOn) && (
          <Typography variant="caption" color="text.secondary" component="p">
            {poll.opensOn && <DateText value={poll.opensOn} style="medium" />}
            {' – '}
            {poll.closesOn && <DateText value={poll.closesOn} style="medium" />}
          </Typography>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        {poll.removedAt ? (
          // A removed form: when, and the way back (its answers were kept).
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {t('polls.ui.removedOn')} <DateText value={poll.removedAt} style="medium" />
            </Typography>
            {canDelete && (
              <Button
                size="small"
                variant="outlined"
                disabled={restore.isPending}
                onClick={() => restore.mutate()}
                data-testid="poll-restore"
              >
                {t('polls.ui.restore')}
              </Button>
            )}
          </Stack>
        ) : (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
            {poll.status !== 'draft' && (
              <>
                <Tooltip title={copied ? t('polls.ui.linkCopied') : t('polls.ui.copyLink')}>
                  <IconButton
                    aria-label={t('polls.ui.copyLink')}
                    onClick={() => {
                      void globalThis.navigator?.clipboard
                        ?.writeText(url)
                        .then(() => setCopied(true));
                    }}
                  >
                    <ContentCopy fontSize="small" />
                  </IconButton>
                </Tooltip>
                <IconButton
                  aria-label={t('polls.ui.openLink')}
                  href={url}
                  target="_blank"
                  rel="noopener"
                >
                  <OpenInNew fontSize="small" />
                </IconButton>
              </>
            )}
            <Link
              component={RouterLink}
              to={`/pull-registrations-online?poll=${poll.id}`}
              sx={{ flex: 1, minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
            >
              {t('polls.ui.answers')}
            </Link>
            {canUpdate && (
              <Button size="small" onClick={() => onEdit(poll.id)}>
                {t('polls.ui.edit')}
              </Button>
            )}
            {canUpdate &&
              // A form whose period has ended cannot be published again (edit its dates first).
              !(poll.status !== 'open' && poll.closesOn && poll.closesOn < today()) &&
              (poll.status === 'open' ? (
                <Button
                  size="small"
                  color="warning"
                  disabled={status.isPending}
                  onClick={() => status.mutate('closed')}
                >
                  {t('polls.ui.close')}
                </Button>
              ) : (
                <Button
                  size="small"
                  variant="contained"
                  disabled={status.isPending}
                  onClick={() => status.mutate('open')}
                >
                  {t('polls.ui.publish')}
                </Button>
              ))}
            {canDelete && poll.status !== 'open' && (
              <Button size="small" color="error" onClick={() => setRemoving(true)}>
                {t('polls.ui.archive')}
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
      <ConfirmDialog
        open={removing}
        title={t('polls.ui.archive')}
        message={t('polls.ui.archiveConfirm', { title: poll.title })}
        confirmLabel={t('polls.ui.archive')}
        destructive
        // A refusal closes the dialog and shows under the card, as the other actions' do.
        onConfirm={() =>
          archive.mutateAsync().then(
            () => undefined,
            () => undefined,
          )
        }
        onClose={() => setRemoving(false)}
      />
    </Card>
  );
}

/** Loads a poll with its questions, then opens the editor on it. */
function EditPoll({ id, onClose }: { id: string; onClose: () => void }) {
  const poll = useQuery({
    queryKey: pollKeys.one(id),
    queryFn: () => api.get<PollDetail>(pollsPath(POLLS_API.poll, { id })),
  });
  return (
    <QueryState query={poll}>{(data) => <PollEditor poll={data} onClose={onClose} />}</QueryState>
  );
}

/**
 * Forms and polls with public links (/poll-link-forms): the polls and registration forms of
 * the caller's scope, newest first, searchable and filtered by status; create and edit one
 * with the shared form builder, publish its link (copy or open it) and close it; each card
 * leads to its answers.
 */
export function PollFormsScreen() {
  const { t } = useTranslation();
  const canCreate = useCan('forms:create');
  const [q, setQ] = useState('');
  // A status, or the removed forms (to restore one).
  const [status, setStatus] = useState<PollStatus | 'removed' | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const query = { q, status, page };
  const list = useQuery({
    queryKey: pollKeys.list(query),
    queryFn: () =>
      api.get<ListPage<PollSummary>>(pollsPath(POLLS_API.polls), {
        query: clean({
          q,
          ...(status === 'removed' ? { removed: 'true' } : { status }),
          page,
          pageSize: POLLS_PAGE_SIZE,
        }),
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <Screen
      maxWidth={1100}
      actions={
        canCreate ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            {t('polls.ui.new')}
          </Button>
        ) : null
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mb: 2 }}>
        <TextField
          type="search"
          label={t('polls.ui.search')}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label={t('polls.ui.status')}
          value={status}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(e) => {
            setStatus(e.target.value as PollStatus | 'removed' | '');
            setPage(1);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('polls.ui.allForms')}</MenuItem>
          {POLL_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`polls.status.${s}`)}
            </MenuItem>
          ))}
          <MenuItem value="removed">{t('polls.ui.removedForms')}</MenuItem>
        </TextField>
      </Stack>
      <QueryState
        query={list}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title={t('polls.ui.noPolls')} />}
      >
        {({ items, total }) => (
          <>
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              }}
            >
              {items.map((p) => (
                <PollCard key={p.id} poll={p} onEdit={setEditing} />
              ))}
            </Box>
            <ListPager page={page} total={total} pageSize={POLLS_PAGE_SIZE} onChange={setPage} />
          </>
        )}
      </QueryState>
      {editing === 'new' && <PollEditor poll={null} onClose={() => setEditing(null)} />}
      {editing && editing !== 'new' && <EditPoll id={editing} onClose={() => setEditing(null)} />}
    </Screen>
  );
}

export default PollFormsScreen;
