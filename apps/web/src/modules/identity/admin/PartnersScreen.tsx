import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { partnerSchema, userCreateSchema } from '@qc/domain/identity/admin.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../app/auth/auth-context.ts';
import { EmptyState } from '../../../app/components/EmptyState.tsx';
import { ErrorState } from '../../../app/components/ErrorState.tsx';
import { PageHeader } from '../../../app/components/PageHeader.tsx';
import { useDebounced } from '../../../app/hooks/use-debounced.ts';
import { useFormErrors } from '../../../app/forms/use-form-errors.ts';
import {
  adminApi,
  identityKeys,
  rolesApi,
  usersApi,
  type Partner,
  type Place,
} from '../identity-api.ts';
import { PlacePicker } from './PlacePicker.tsx';
import { UsersTable } from './UsersTable.tsx';
import { useCount } from '../../../app/i18n/use-count.ts';

function PartnerDialog({
  open,
  partner,
  onClose,
  onSaved,
}: {
  open: boolean;
  partner: Partner | null;
  onClose(): void;
  onSaved(p: Partner): void;
}) {
  const { t } = useTranslation();
  const form = useFormErrors();
  const [name, setName] = useState('');
  const [country, setCountry] = useState<Place | null>(null);
  const [contactName, setContactName] = useState('');
  const [contactEmail, setContactEmail] = useState('');
  const [contactPhone, setContactPhone] = useState('');
  const [status, setStatus] = useState<'active' | 'inactive'>('active');
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const countries = useQuery({
    queryKey: identityKeys.places('country', undefined, ''),
    queryFn: () => usersApi.places('country', ''),
    enabled: open,
  });

  // The partner's country, named once the list of countries is in.
  useEffect(() => {
    if (!country || country.names || !countries.data) return;
    const found = countries.data.find((c) => c.id === country.id);
    if (found) setCountry(found);
  }, [country, countries.data]);

  useEffect(() => {
    if (!open) return;
    setName(partner?.name ?? '');
    setCountry(
      partner?.countryId
        ? { id: partner.countryId, name: '…', countryId: partner.countryId, centreId: null }
        : null,
    );
    setContactName(partner?.contactName ?? '');
    setContactEmail(partner?.contactEmail ?? '');
    setContactPhone(partner?.contactPhone ?? '');
    setStatus(partner?.status ?? 'active');
    setNotes(partner?.notes ?? '');
    form.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, partner]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.check(partnerSchema, {
      name,
      countryId: country?.id ?? null,
      contactName: contactName.trim() || null,
      contactEmail: contactEmail.trim() || null,
      contactPhone: contactPhone.trim() || null,
      status,
      notes: notes.trim() || null,
    });
    if (!input) return;
    setBusy(true);
    try {
      const saved = partner
        ? await adminApi.updatePartner(partner.id, { ...input, version: partner.version })
        : await adminApi.createPartner(input);
      onSaved(saved);
    } catch (err) {
      form.fail(err, ['name', 'countryId', 'contactName', 'contactEmail', 'contactPhone', 'notes']);
    } finally {
      setBusy(false);
    }
  };

  const field = (
    key: string,
    label: string,
    value: string,
    set: (v: string) => void,
    dir?: 'ltr',
  ) => (
    <TextField
      label={label}
      fullWidth
      value={value}
      onChange={(e) => {
        set(e.target.value);
        form.clear(key);
      }}
      error={Boolean(form.fields[key])}
      helperText={form.fields[key] ?? ' '}
      slotProps={{ htmlInput: { dir } }}
    />
  );

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        data-testid="partner-dialog"
      >
        <DialogTitle>
          {partner ? t('identity.partners.edit') : t('identity.partners.new')}
        </DialogTitle>
        <DialogContent>
          {form.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {form.error}
            </Alert>
          )}
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              rowGap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              pt: 1,
            }}
          >
            <Box sx={{ gridColumn: '1 / -1' }}>
              {field('name', t('identity.partners.name'), name, setName)}
            </Box>
            <PlacePicker
              level="country"
              label={t('identity.scope.country')}
              value={country}
              onChange={setCountry}
              error={form.fields.countryId}
            />
            <TextField
              select
              label={t('identity.partners.status')}
              value={status}
              onChange={(e) => setStatus(e.target.value as 'active' | 'inactive')}
              helperText=" "
            >
              <MenuItem value="active">{t('identity.partners.active')}</MenuItem>
              <MenuItem value="inactive">{t('identity.partners.inactive')}</MenuItem>
            </TextField>
            {field('contactName', t('identity.partners.contactName'), contactName, setContactName)}
            {field(
              'contactPhone',
              t('identity.partners.contactPhone'),
              contactPhone,
              setContactPhone,
              'ltr',
            )}
            <Box sx={{ gridColumn: '1 / -1' }}>
              {field(
                'contactEmail',
                t('identity.partners.contactEmail'),
                contactEmail,
                setContactEmail,
                'ltr',
              )}
            </Box>
            <TextField
              label={t('identity.partners.notes')}
              multiline
              minRows={2}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              sx={{ gridColumn: '1 / -1' }}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function PartnerUserDialog({
  partner,
  onClose,
  onDone,
}: {
  partner: Partner | null;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const form = useFormErrors();
  const roles = useQuery({ queryKey: identityKeys.roles, queryFn: rolesApi.list });
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (partner) {
      setDisplayName('');
      setEmail('');
      form.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [partner]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!partner) return;
    const role = roles.data?.find((r) => r.code === 'partner');
    const input = form.check(userCreateSchema, {
      displayName,
      email,
      partnerOrganisationId: partner.id,
      assignments:
        role && partner.countryId
          ? [{ roleId: role.id, scopeLevel: 'country', countryId: partner.countryId }]
          : [],
    });
    if (!input) return;
    setBusy(true);
    try {
      await usersApi.create(input);
      onDone();
    } catch (err) {
      form.fail(err, ['displayName', 'email']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={partner !== null} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle>{t('identity.partners.addUser', { name: partner?.name })}</DialogTitle>
        <DialogContent>
          {form.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {form.error}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {partner?.countryId
              ? t('identity.partners.addUserHelp')
              : t('identity.partners.noCountry')}
          </Typography>
          <TextField
            label={t('identity.field.displayName')}
            fullWidth
            autoFocus
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
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              form.clear('email');
            }}
            error={Boolean(form.fields.email)}
            helperText={form.fields.email ?? t('identity.partners.inviteHelp')}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('identity.addUser.submitInvite')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * /partnership-users-component: partner organisations (read-only access to what is shared
 * with them) and the people who sign in for each. A partner's users get the partner role in
 * the partner's country.
 */
export function PartnersScreen() {
  const { t } = useTranslation();
  const counted = useCount();
  const canCreate = useCan('partners:create');
  const canUpdate = useCan('partners:update');
  const canAddUser = useCan('users:create');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  const partners = useQuery({
    queryKey: identityKeys.partners(settled),
    queryFn: () => adminApi.partners(settled || undefined),
  });
  const selectedId = params.get('partner') ?? partners.data?.[0]?.id ?? null;
  const selected = partners.data?.find((p) => p.id === selectedId) ?? null;
  const [editing, setEditing] = useState<{ partner: Partner | null } | null>(null);
  const [adding, setAdding] = useState<Partner | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Box>
      <PageHeader
        title={t('route./partnership-users-component')}
        subtitle={t('identity.partners.subtitle')}
        actions={
          canCreate ? (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setEditing({ partner: null })}
            >
              {t('identity.partners.new')}
            </Button>
          ) : undefined
        }
      />
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: '320px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Card variant="outlined">
          <Box sx={{ p: 2, pb: 1 }}>
            <TextField
              size="small"
              fullWidth
              placeholder={t('common.search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchOutlined fontSize="small" />
                    </InputAdornment>
                  ),
                },
                htmlInput: { 'aria-label': t('common.search') },
              }}
            />
          </Box>
          {partners.isError ? (
            <ErrorState error={partners.error} onRetry={() => void partners.refetch()} />
          ) : partners.isPending ? (
            <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
              <Skeleton variant="rounded" height={48} />
              <Skeleton variant="rounded" height={48} />
            </Box>
          ) : partners.data.length === 0 ? (
            <EmptyState
              dense
              icon={<HandshakeOutlined color="primary" sx={{ fontSize: 40 }} />}
              title={t('identity.partners.none')}
            />
          ) : (
            <List dense>
              {partners.data.map((p) => (
                <ListItem key={p.id} disablePadding>
                  <ListItemButton
                    selected={p.id === selectedId}
                    aria-current={p.id === selectedId ? 'true' : undefined}
                    onClick={() => setParams({ partner: p.id }, { replace: true })}
                  >
                    <ListItemText
                      primary={p.name}
                      secondary={counted('count.users', p.userCount)}
                    />
                    {p.status === 'inactive' && (
                      <Chip size="small" label={t('identity.partners.inactive')} />
                    )}
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Card>
        {selected ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Card variant="outlined">
              <CardContent
                sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
              >
                <Box sx={{ flex: 1, minWidth: 220 }}>
                  <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                    {selected.name}
                  </Typography>
                  <Typography color="text.secondary" variant="body2">
                    {[selected.contactName, selected.contactEmail, selected.contactPhone]
                      .filter(Boolean)
                      .join(' · ') || t('identity.partners.noContact')}
                  </Typography>
                  {selected.notes && (
                    <Typography variant="body2" sx={{ mt: 1 }} dir="auto">
                      {selected.notes}
                    </Typography>
                  )}
                </Box>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  {canUpdate && (
                    <Button
                      variant="outlined"
                      startIcon={<EditOutlined />}
                      onClick={() => setEditing({ partner: selected })}
                    >
                      {t('common.edit')}
                    </Button>
                  )}
                  {canAddUser && (
                    <Button
                      variant="contained"
                      startIcon={<PersonAddAltOutlined />}
                      onClick={() => setAdding(selected)}
                    >
                      {t('identity.partners.addUserShort')}
                    </Button>
                  )}
                </Box>
              </CardContent>
            </Card>
            <UsersTable
              key={selected.id}
              inAddress={false}
              fixed={{ partnerOrganisationId: selected.id }}
            />
          </Box>
        ) : (
          !partners.isPending && (
            <Card variant="outlined">
              <EmptyState title={t('identity.partners.pick')} />
            </Card>
          )
        )}
      </Box>
      <PartnerDialog
        open={editing !== null}
        partner={editing?.partner ?? null}
        onClose={() => setEditing(null)}
        onSaved={(p) => {
          setEditing(null);
          void queryClient.invalidateQueries({ queryKey: identityKeys.partners() });
          setParams({ partner: p.id }, { replace: true });
        }}
      />
      <PartnerUserDialog
        partner={adding}
        onClose={() => setAdding(null)}
        onDone={() => {
          const name = adding?.name ?? '';
          setAdding(null);
          setNotice(t('identity.partners.userAdded', { name }));
          void queryClient.invalidateQueries({ queryKey: ['users'] });
          void queryClient.invalidateQueries({ queryKey: identityKeys.partners() });
        }}
      />
    </Box>
  );
}

export default PartnersScreen;
