import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MailOutlineOutlined from '@mui/icons-material/MailOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { assignmentSchema, userUpdateSchema } from '@qc/domain/identity/admin.schemas';
import { LOCALES } from '@qc/domain/locales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useAuth, useCan } from '../../../app/auth/auth-context.ts';
import { ConfirmDialog } from '../../../app/components/ConfirmDialog.tsx';
import { ErrorState } from '../../../app/components/ErrorState.tsx';
import { PhoneInput } from '../../../app/components/phone/PhoneInput.tsx';
import type { PhoneValue } from '../../../app/components/phone/phone-model.ts';
import { isApiError } from '../../../app/http/api-error.ts';
import { useLocale } from '../../../app/i18n/locale-context.ts';
import { levelAndPlace, roleLabel, scopeLabel } from '../components/AssignmentChips.tsx';
import { UserAvatar } from '../components/UserAvatar.tsx';
import { UserStatusChip } from '../components/UserStatusChip.tsx';
import { NO_PHONE, phoneImpossible, phoneOut } from '../../../app/components/phone/phone-form.ts';
import { useFormErrors } from '../../../app/forms/use-form-errors.ts';
import {
  adminApi,
  identityKeys,
  rolesApi,
  usersApi,
  type Assignment,
  type UserRow,
} from '../identity-api.ts';
import {
  AssignmentFields,
  draftInput,
  newDraft,
  type AssignmentDraft,
} from './AssignmentFields.tsx';
import { AuditEntries } from './AuditEntries.tsx';

function DetailsForm({ user, canEdit }: { user: UserRow; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useFormErrors();
  const [displayName, setDisplayName] = useState(user.displayName);
  const [email, setEmail] = useState(user.email ?? '');
  const [phone, setPhone] = useState<PhoneValue>({ ...NO_PHONE, text: user.phone ?? '' });
  const [locale, setLocale] = useState(user.locale);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const input = form.check(userUpdateSchema, {
      version: user.version,
      displayName,
      email: email.trim() || null,
      phone: phoneOut(phone) ?? null,
      locale,
    });
    if (phoneImpossible(phone)) form.setField('phone', t('validation.invalidPhone'));
    if (!input || phoneImpossible(phone)) return;
    setBusy(true);
    try {
      await usersApi.update(user.id, input);
      await queryClient.invalidateQueries({ queryKey: ['users'] });
      setSaved(true);
    } catch (err) {
      form.fail(err, ['displayName', 'email', 'phone', 'locale']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      data-testid="user-details-form"
    >
      {form.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {form.error}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSaved(false)}>
          {t('identity.user.saved')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          columnGap: 2.5,
          rowGap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        <TextField
          label={t('identity.field.displayName')}
          fullWidth
          disabled={!canEdit}
          value={displayName}
          onChange={(e) => {
            setDisplayName(e.target.value);
            form.clear('displayName');
          }}
          error={Boolean(form.fields.displayName)}
          helperText={form.fields.displayName ?? ' '}
        />
        <TextField
          label={t('identity.field.email')}
          fullWidth
          disabled={!canEdit}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            form.clear('email');
          }}
          error={Boolean(form.fields.email)}
          helperText={form.fields.email ?? ' '}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <Box sx={{ mb: 2.5 }}>
          <PhoneInput
            label={t('identity.field.phone')}
            value={phone.text}
            disabled={!canEdit}
            onChange={(v) => {
              setPhone(v);
              form.clear('phone');
            }}
            error={form.fields.phone}
          />
        </Box>
        <TextField
          select
          label={t('identity.field.messagesLanguage')}
          disabled={!canEdit}
          value={locale}
          onChange={(e) => setLocale(e.target.value)}
          helperText=" "
        >
          {LOCALES.map((l) => (
            <MenuItem key={l.code} value={l.code} lang={l.code}>
              {l.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {canEdit && (
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('common.save')}
        </Button>
      )}
    </Box>
  );
}

function AssignmentsCard({ user, canEdit }: { user: UserRow; canEdit: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { user: me, reload } = useAuth();
  const queryClient = useQueryClient();
  const roles = useQuery({
    queryKey: identityKeys.roles,
    queryFn: rolesApi.list,
    enabled: canEdit,
  });
  const form = useFormErrors();
  const [draft, setDraft] = useState<AssignmentDraft | null>(null);
  const [removing, setRemoving] = useState<Assignment | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['users'] });
    if (me?.id === user.id) await reload();
  };

  const add = async () => {
    if (!draft) return;
    const input = form.check(assignmentSchema, draftInput(draft));
    if (!input) return;
    setBusy(true);
    try {
      await usersApi.addAssignment(user.id, input);
      setDraft(null);
      await refresh();
    } catch (err) {
      form.fail(err, ['roleId', 'scopeLevel', 'countryId', 'centreId', 'ringId']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" data-testid="assignments-card">
      <CardHeader
        title={t('identity.user.assignments')}
        subheader={t('identity.user.assignmentsHelp')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          canEdit && !draft ? (
            <Button startIcon={<AddOutlined />} onClick={() => setDraft(newDraft())}>
              {t('identity.addUser.addRole')}
            </Button>
          ) : undefined
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {user.assignments.length === 0 && !draft && (
          <Typography color="text.secondary">{t('identity.user.noAssignments')}</Typography>
        )}
        <Box sx={{ display: 'grid', gap: 1 }}>
          {user.assignments.map((a) => (
            <Box
              key={a.id}
              data-testid="assignment-row"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                p: 1.5,
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                flexWrap: 'wrap',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 180 }}>
                <Typography sx={{ fontWeight: 600 }}>{roleLabel(a, locale)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {levelAndPlace(a, locale, t)}
                </Typography>
              </Box>
              {canEdit && (
                <Button color="error" size="small" onClick={() => setRemoving(a)}>
                  {t('identity.user.removeAssignment')}
                </Button>
              )}
            </Box>
          ))}
        </Box>
        {draft && (
          <Box sx={{ mt: 2, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
            {form.error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {form.error}
              </Alert>
            )}
            <AssignmentFields
              index={0}
              draft={draft}
              roles={roles.data ?? []}
              onChange={setDraft}
              errors={form.fields}
            />
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              <Button color="inherit" onClick={() => setDraft(null)} disabled={busy}>
                {t('common.cancel')}
              </Button>
              <Button
                variant="contained"
                onClick={() => void add()}
                disabled={busy}
                startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                {t('identity.user.giveRole')}
              </Button>
            </Box>
          </Box>
        )}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        title={t('identity.user.removeTitle')}
        message={
          removing
            ? t('identity.user.removeText', {
                role: roleLabel(removing, locale),
                place: scopeLabel(removing, locale, t),
              })
            : ''
        }
        confirmLabel={t('identity.user.removeAssignment')}
        destructive
        onConfirm={async () => {
          if (!removing) return;
          try {
            await usersApi.removeAssignment(user.id, removing.id);
            await refresh();
          } catch (err) {
            form.setError(isApiError(err) ? err.message : t('errors.internal'));
          }
        }}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}

type StatusAction = 'active' | 'locked' | 'disabled';

/**
 * /users/:id: one user: details, status (lock, disable, enable), a password-reset link, role
 * assignments added and removed with their places, and the user's history.
 */
export function UserScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const created = (location.state as { created?: string } | null)?.created;
  const queryClient = useQueryClient();
  const canEdit = useCan('users:update');
  const canAudit = useCan('audit:read');
  const { user: me } = useAuth();
  const user = useQuery({ queryKey: identityKeys.user(id), queryFn: () => usersApi.read(id) });
  const trail = useQuery({
    queryKey: ['audit', 'trail', 'users', id],
    queryFn: () => adminApi.trail('users', id),
    enabled: canAudit,
  });
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [confirming, setConfirming] = useState<StatusAction | 'reset' | null>(null);
  const setStatus = useMutation({
    mutationFn: (status: StatusAction) =>
      usersApi.update(id, { version: user.data!.version, status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });

  if (user.isPending)
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  if (user.isError) return <ErrorState error={user.error} onRetry={() => void user.refetch()} />;
  const u = user.data;
  const self = me?.id === u.id;

  const act = async () => {
    const action = confirming;
    if (!action) return;
    try {
      if (action === 'reset') {
        const res = await usersApi.sendPasswordReset(u.id);
        setNotice({ kind: 'success', text: t('identity.user.resetSent', { email: res.email }) });
      } else {
        await setStatus.mutateAsync(action);
        setNotice({ kind: 'success', text: t(`identity.user.statusDone.${action}`) });
      }
      void trail.refetch();
    } catch (err) {
      setNotice({ kind: 'error', text: isApiError(err) ? err.message : t('errors.internal') });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Button
          component={RouterLink}
          to="/users-component"
          color="inherit"
          startIcon={
            <ArrowBack
              sx={{ transform: (th) => (th.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
            />
          }
          sx={{ mb: 1 }}
        >
          {t('route./users-component')}
        </Button>
        {created && (
          <Alert severity="success" sx={{ mb: 2 }} data-testid="user-created">
            {t(`identity.user.${created === 'invited' ? 'invited' : 'created'}`, {
              name: u.displayName,
            })}
          </Alert>
        )}
        {notice && (
          <Alert
            severity={notice.kind}
            sx={{ mb: 2 }}
            onClose={() => setNotice(null)}
            data-testid="user-notice"
          >
            {notice.text}
          </Alert>
        )}
        <Card variant="outlined">
          <CardContent sx={{ display: 'flex', gap: 2.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <UserAvatar name={u.displayName} src={u.avatarUrl} size={64} />
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                {u.displayName}
              </Typography>
              <Typography color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
                {[u.email, u.phone].filter(Boolean).join(' · ')}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                <UserStatusChip status={u.status} />
                <Chip size="small" variant="outlined" label={t(`identity.kind.${u.kind}`)} />
                {u.twoFactorEnabled && (
                  <Chip size="small" color="success" label={t('identity.twoFactor.on')} />
                )}
                {u.email && !u.emailVerifiedAt && (
                  <Chip size="small" color="warning" label={t('identity.profile.unverified')} />
                )}
              </Box>
            </Box>
            {canEdit && !self && (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {u.email && u.status !== 'disabled' && (
                  <Button
                    variant="outlined"
                    startIcon={<MailOutlineOutlined />}
                    onClick={() => setConfirming('reset')}
                  >
                    {t('identity.user.sendReset')}
                  </Button>
                )}
                {u.status === 'active' && (
                  <Button
                    variant="outlined"
                    color="warning"
                    startIcon={<LockOutlined />}
                    onClick={() => setConfirming('locked')}
                  >
                    {t('identity.user.lock')}
                  </Button>
                )}
                {(u.status === 'locked' || u.status === 'disabled') && (
                  <Button
                    variant="outlined"
                    color="success"
                    startIcon={<LockOpenOutlined />}
                    onClick={() => setConfirming('active')}
                  >
                    {t('identity.user.enable')}
                  </Button>
                )}
                {u.status !== 'disabled' && u.status !== 'pending' && (
                  <Button
                    variant="outlined"
                    color="error"
                    startIcon={<BlockOutlined />}
                    onClick={() => setConfirming('disabled')}
                  >
                    {t('identity.user.disable')}
                  </Button>
                )}
              </Box>
            )}
          </CardContent>
        </Card>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', xl: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Card variant="outlined">
          <CardHeader
            title={t('identity.user.details')}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          <CardContent sx={{ pt: 0 }}>
            <DetailsForm key={u.version} user={u} canEdit={canEdit} />
          </CardContent>
        </Card>
        <AssignmentsCard user={u} canEdit={canEdit} />
      </Box>

      {canAudit && (
        <Card variant="outlined">
          <CardHeader
            title={t('identity.user.history')}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            action={
              <Button component={RouterLink} to={`/audit-log?resource=users&record=${u.id}`}>
                {t('route./audit-log')}
              </Button>
            }
          />
          <CardContent sx={{ pt: 0 }}>
            {trail.data && trail.data.items.length > 0 ? (
              <AuditEntries entries={trail.data.items.slice(0, 20)} showRecord={false} />
            ) : (
              <Typography color="text.secondary">{t('identity.audit.empty')}</Typography>
            )}
          </CardContent>
        </Card>
      )}

      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t(`identity.user.confirm.${confirming}.title`) : ''}
        message={
          confirming
            ? t(`identity.user.confirm.${confirming}.text`, { name: u.displayName, email: u.email })
            : ''
        }
        confirmLabel={confirming ? t(`identity.user.confirm.${confirming}.action`) : undefined}
        destructive={confirming === 'disabled' || confirming === 'locked'}
        onConfirm={act}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
}

export default UserScreen;
