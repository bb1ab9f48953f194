import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  MOBILE_LINK_KINDS,
  mobileAcceptSchema,
  mobileRejectSchema,
} from '@qc/domain/identity/admin.schemas';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../app/auth/auth-context.ts';
import { DateText } from '../../../app/components/DateText.tsx';
import { EmptyState } from '../../../app/components/EmptyState.tsx';
import { ErrorState } from '../../../app/components/ErrorState.tsx';
import { PageHeader } from '../../../app/components/PageHeader.tsx';
import { useFormErrors } from '../../../app/forms/use-form-errors.ts';
import type { SearchHit } from '@qc/domain';
import { adminApi, identityKeys, type MobileSignup } from '../identity-api.ts';
import { RecordPicker } from './RecordPicker.tsx';
import { useCount } from '../../../app/i18n/use-count.ts';

type Status = MobileSignup['status'];
type LinkKind = (typeof MOBILE_LINK_KINDS)[number];
const STATUSES: Status[] = ['pending', 'accepted', 'rejected'];
const SEARCH_KIND: Record<LinkKind, SearchHit['kind']> = {
  guardian: 'guardians',
  student: 'students',
  employee: 'employees',
};
const PAGE_SIZE = 12;

function DecideDialog({
  signup,
  mode,
  onClose,
  onDone,
}: {
  signup: MobileSignup | null;
  mode: 'accept' | 'reject';
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const form = useFormErrors();
  const [linkKind, setLinkKind] = useState<LinkKind>('guardian');
  const [target, setTarget] = useState<SearchHit | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!signup) return;
    setLinkKind(signup.requestedKind);
    setTarget(null);
    setReason('');
    form.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signup]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!signup) return;
    if (mode === 'accept') {
      const input = form.check(mobileAcceptSchema, { linkKind, linkId: target?.id });
      if (!input) return;
      setBusy(true);
      try {
        await adminApi.acceptSignup(signup.id, input.linkKind, input.linkId);
        onDone();
      } catch (err) {
        form.fail(err, ['linkId']);
      } finally {
        setBusy(false);
      }
    } else {
      const input = form.check(mobileRejectSchema, { reason });
      if (!input) return;
      setBusy(true);
      try {
        await adminApi.rejectSignup(signup.id, input.reason);
        onDone();
      } catch (err) {
        form.fail(err, ['reason']);
      } finally {
        setBusy(false);
      }
    }
  };

  return (
    <Dialog open={signup !== null} onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        data-testid={`${mode}-dialog`}
      >
        <DialogTitle>
          {mode === 'accept'
            ? t('identity.mobile.acceptTitle', { name: signup?.fullName })
            : t('identity.mobile.rejectTitle', { name: signup?.fullName })}
        </DialogTitle>
        <DialogContent>
          {form.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {form.error}
            </Alert>
          )}
          {mode === 'accept' ? (
            <>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('identity.mobile.acceptHelp')}
              </Typography>
              <TextField
                select
                fullWidth
                label={t('identity.mobile.linkKind')}
                value={linkKind}
                onChange={(e) => {
                  setLinkKind(e.target.value as LinkKind);
                  setTarget(null);
                }}
                helperText=" "
              >
                {MOBILE_LINK_KINDS.map((k) => (
                  <MenuItem key={k} value={k}>
                    {t(`identity.mobile.link.${k}`)}
                  </MenuItem>
                ))}
              </TextField>
              <RecordPicker
                key={linkKind}
                kinds={[SEARCH_KIND[linkKind]]}
                label={t(`identity.mobile.find.${linkKind}`)}
                value={target}
                onChange={(v) => {
                  setTarget(v);
                  form.clear('linkId');
                }}
                error={form.fields.linkId}
              />
            </>
          ) : (
            <TextField
              label={t('identity.mobile.reason')}
              fullWidth
              multiline
              minRows={3}
              autoFocus
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                form.clear('reason');
              }}
              error={Boolean(form.fields.reason)}
              helperText={form.fields.reason ?? t('identity.mobile.reasonHelp')}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={mode === 'accept' ? 'success' : 'error'}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {mode === 'accept' ? t('identity.mobile.accept') : t('identity.mobile.reject')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function SignupCard({
  s,
  canDecide,
  onAccept,
  onReject,
}: {
  s: MobileSignup;
  canDecide: boolean;
  onAccept(): void;
  onReject(): void;
}) {
  const { t } = useTranslation();
  return (
    <Card
      variant="outlined"
      data-testid="signup-card"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {s.fullName}
          </Typography>
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={t(`identity.app.${s.requestedKind}`)}
          />
        </Box>
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', mb: 0.5 }}
        >
          <PhoneIphoneOutlined fontSize="small" aria-hidden="true" />
          <Typography variant="body2" dir="ltr">
            {[s.phone, s.email].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('identity.mobile.asked')} <DateText value={s.createdAt} withTime />
        </Typography>
        {s.note && (
          <Box sx={{ mt: 1.5, p: 1.5, borderRadius: 1.5, bgcolor: 'action.hover' }}>
            <Typography variant="body2" dir="auto">
              {s.note}
            </Typography>
          </Box>
        )}
        {s.status === 'accepted' && s.linkedKind && (
          <Alert severity="success" sx={{ mt: 1.5 }}>
            {t('identity.mobile.linkedTo', { kind: t(`identity.mobile.link.${s.linkedKind}`) })}
            {s.decidedAt && (
              <>
                {' · '}
                <DateText value={s.decidedAt} />
              </>
            )}
          </Alert>
        )}
        {s.status === 'rejected' && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {t('identity.mobile.rejectedBecause', { reason: s.reason ?? '—' })}
          </Alert>
        )}
      </CardContent>
      {s.status === 'pending' && canDecide && (
        <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
          <Button
            variant="contained"
            color="success"
            startIcon={<CheckOutlined />}
            onClick={onAccept}
          >
            {t('identity.mobile.accept')}
          </Button>
          <Button color="error" startIcon={<CloseOutlined />} onClick={onReject}>
            {t('identity.mobile.reject')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/**
 * /mobile-user-accept-component: accounts made in the mobile app wait here. Accepting links
 * the account to the guardian, student or employee record it belongs to (found by name or
 * phone, inside the approver's scope); rejecting needs a reason, which the person is told.
 */
export function MobileSignupsScreen() {
  const { t } = useTranslation();
  const counted = useCount();
  const canDecide = useCan('mobile-signups:approve');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = (
    STATUSES.includes(params.get('status') as Status) ? params.get('status') : 'pending'
  ) as Status;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [deciding, setDeciding] = useState<{
    signup: MobileSignup;
    mode: 'accept' | 'reject';
  } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const list = useQuery({
    queryKey: [...identityKeys.mobile(status), page],
    queryFn: () => adminApi.mobileSignups(status, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Box>
      <PageHeader
        title={t('route./mobile-user-accept-component')}
        subtitle={t('identity.mobile.subtitle')}
      />
      <Tabs
        value={status}
        onChange={(_, v: Status) => setParams({ status: v }, { replace: true })}
        sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
        variant="scrollable"
      >
        {STATUSES.map((s) => (
          <Tab key={s} value={s} label={t(`identity.mobile.status.${s}`)} />
        ))}
      </Tabs>
      {done && (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          onClose={() => setDone(null)}
          data-testid="decided"
        >
          {done}
        </Alert>
      )}
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' },
          }}
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={180} />
          ))}
        </Box>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={t(`identity.mobile.empty.${status}`)}
          description={status === 'pending' ? t('identity.mobile.emptyHelp') : undefined}
        />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {counted('count.requests', list.data.total)}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' },
            }}
          >
            {list.data.items.map((s) => (
              <SignupCard
                key={s.id}
                s={s}
                canDecide={canDecide}
                onAccept={() => setDeciding({ signup: s, mode: 'accept' })}
                onReject={() => setDeciding({ signup: s, mode: 'reject' })}
              />
            ))}
          </Box>
          {pages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination
                count={pages}
                page={page}
                onChange={(_, p) => setParams({ status, page: String(p) }, { replace: true })}
              />
            </Box>
          )}
        </>
      )}
      <DecideDialog
        signup={deciding?.signup ?? null}
        mode={deciding?.mode ?? 'accept'}
        onClose={() => setDeciding(null)}
        onDone={() => {
          const d = deciding;
          setDeciding(null);
          if (d)
            setDone(
              t(d.mode === 'accept' ? 'identity.mobile.accepted' : 'identity.mobile.rejected', {
                name: d.signup.fullName,
              }),
            );
          void queryClient.invalidateQueries({ queryKey: identityKeys.mobile() });
          void queryClient.invalidateQueries({ queryKey: ['users'] });
        }}
      />
    </Box>
  );
}

export default MobileSignupsScreen;
