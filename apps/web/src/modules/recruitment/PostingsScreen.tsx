import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  POSTING_STATES,
  RECRUITMENT_API,
  type ListPage,
  type PostingAction,
  type PostingDetail,
  type PostingState,
  type PostingSummary,
} from '@qc/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { PublicLinkQrDialog } from '../../app/components/PublicLinkQrDialog.tsx';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ListPager } from '../../app/components/ListPager.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { api } from '../../app/http/client.ts';
import { PostingEditor } from './PostingEditor.tsx';
import { applyUrlOf, clean, recKeys, recPath, REC_PAGE_SIZE } from './recruitment-api.ts';

export const STATE_COLOURS: Record<PostingState, 'default' | 'success' | 'warning' | 'info'> = {
  draft: 'default',
  open: 'success',
  closed: 'warning',
  filled: 'info',
};

/** The QR code of a posting's public link (an image the server draws; print it on a poster). */
export const qrUrlOf = (id: string) => `/api/public/job-postings/${id}/qr.svg`;

function PostingCard({ posting, links }: { posting: PostingSummary; links: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const canUpdate = useCan('job-postings:update');
  const [copied, setCopied] = useState(false);
  const [qr, setQr] = useState(false);
  const url = applyUrlOf(posting.id);
  const act = useMutation({
    mutationFn: (action: PostingAction) =>
      api.post<PostingDetail>(recPath(RECRUITMENT_API.postingAction, { id: posting.id, action })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['job-postings'] }),
  });
  const error = act.error ? problemsOf(act.error, t('errors.internal')).message : null;
  const live = posting.state !== 'draft';
  return (
    <Card variant="outlined" data-testid="posting-card" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} dir="auto">
              {posting.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[posting.jobTypeName, posting.placeName].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          <Chip
            size="small"
            color={STATE_COLOURS[posting.state]}
            label={t(`recruitment.postingState.${posting.state}`)}
          />
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('recruitment.ui.applicationsCount', {
            count: posting.applications,
            n: f.number(posting.applications),
          })}
          {' · '}
          {t('recruitment.ui.hiredOf', {
            hired: f.number(posting.hired),
            positions: f.number(posting.positions),
          })}
        </Typography>
        {(posting.opensOn || posting.closesOn) && (
          <Typography variant="caption" color="text.secondary" component="p">
            {posting.opensOn && <DateText value={posting.opensOn} style="medium" />}
            {' – '}
            {posting.closesOn && <DateText value={posting.closesOn} style="medium" />}
          </Typography>
        )}
        {links && live && (
          <Typography
            variant="caption"
            component="p"
            dir="ltr"
            sx={{ mt: 1, wordBreak: 'break-all', textAlign: 'start' }}
          >
            {url}
          </Typography>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
          {live && (
            <>
              <Tooltip
                title={copied ? t('recruitment.ui.linkCopied') : t('recruitment.ui.copyLink')}
              >
                <IconButton
                  aria-label={t('recruitment.ui.copyLink')}
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
                aria-label={t('recruitment.ui.openLink')}
                href={url}
                target="_blank"
                rel="noopener"
              >
                <OpenInNew fontSize="small" />
              </IconButton>
              {links && (
                <Button size="small" onClick={() => setQr(true)}>
                  {t('recruitment.ui.qr')}
                </Button>
              )}
            </>
          )}
          <Link
            component={RouterLink}
            to={`/job-list-user-form-component?posting=${posting.id}`}
            sx={{ flex: 1, minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
          >
            {t('recruitment.ui.applications')}
          </Link>
          {canUpdate && !links && (
            <Button size="small" component={RouterLink} to={`/job-list-update?id=${posting.id}`}>
              {t('recruitment.ui.edit')}
            </Button>
          )}
          {canUpdate &&
            (posting.state === 'open' ? (
              <Button
                size="small"
                color="warning"
                disabled={act.isPending}
                onClick={() => act.mutate('close')}
              >
                {t('recruitment.ui.closeLink')}
              </Button>
            ) : posting.state !== 'filled' ? (
              <Button
                size="small"
                variant="contained"
                disabled={act.isPending}
                onClick={() => act.mutate('publish')}
              >
                {t('recruitment.ui.openLinkAction')}
              </Button>
            ) : null)}
        </Stack>
      </CardContent>
      <PublicLinkQrDialog
        open={qr}
        onClose={() => setQr(false)}
        title={posting.title}
        qrUrl={qrUrlOf(posting.id)}
        alt={t('recruitment.ui.qrAlt', { title: posting.title })}
        url={url}
        downloadName={`posting-${posting.id}.svg`}
        downloadLabel={t('recruitment.ui.downloadQr')}
      />
    </Card>
  );
}

/**
 * Job postings (/job-list-form-component) and their public links (/admin-job-link-form-component,
 * `links`): the postings of the caller's scope, newest first, searchable and filtered by state;
 * create one (its application form on the shared form builder), open and close its public link,
 * copy it or show its QR code; each card leads to its applications.
 */
export function PostingsScreen({ links = false }: { links?: boolean }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const navigate = useNavigate();
  const canCreate = useCan('job-postings:create');
  const [q, setQ] = useState('');
  const [state, setState] = useState<PostingState | ''>(links ? '' : '');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const query = { q, state, page };
  const list = useQuery({
    queryKey: recKeys.postings(query),
    queryFn: () =>
      api.get<ListPage<PostingSummary>>(recPath(RECRUITMENT_API.postings), {
        query: clean({ q, state, page, pageSize: REC_PAGE_SIZE }),
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <Screen
      maxWidth={1100}
      actions={
        canCreate && !links ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {t('recruitment.ui.newPosting')}
          </Button>
        ) : null
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mb: 2 }}>
        <TextField
          type="search"
          label={t('recruitment.ui.search')}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label={t('recruitment.ui.state')}
          value={state}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(e) => {
            setState(e.target.value as PostingState | '');
            setPage(1);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('recruitment.ui.allStates')}</MenuItem>
          {POSTING_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`recruitment.postingState.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <QueryState
        query={list}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title={t('recruitment.ui.noPostings')} />}
      >
        {({ items, total }) => (
          <>
            <Box
              sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
            >
              {items.map((p) => (
                <PostingCard key={p.id} posting={p} links={links} />
              ))}
            </Box>
            <ListPager page={page} total={total} pageSize={REC_PAGE_SIZE} onChange={setPage} />
          </>
        )}
      </QueryState>
      <Dialog
        open={creating}
        onClose={() => setCreating(false)}
        fullScreen={phone}
        maxWidth="md"
        fullWidth
      >
        <DialogTitle>{t('recruitment.ui.newPosting')}</DialogTitle>
        <DialogContent dividers>
          {creating && (
            <PostingEditor
              posting={null}
              onDone={(p) => void navigate(`/job-list-update?id=${p.id}`)}
            />
          )}
        </DialogContent>
      </Dialog>
    </Screen>
  );
}

export default PostingsScreen;
