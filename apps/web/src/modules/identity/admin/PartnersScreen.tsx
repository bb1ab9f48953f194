import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
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
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { userCreateSchema, type PartnerUserCounts } from '@qc/domain/identity/admin.schemas';
import { partnersResource as def } from '@qc/domain/identity/partners.resource';
import { resourceKeys } from '@qc/domain/resources/labels';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCan } from '../../../app/auth/auth-context.ts';
import { EmptyState } from '../../../app/components/EmptyState.tsx';
import { ErrorState } from '../../../app/components/ErrorState.tsx';
import { LIST_PAGE_SIZE, ListPager } from '../../../app/components/ListPager.tsx';
import { PageHeader } from '../../../app/components/PageHeader.tsx';
import { useFormErrors } from '../../../app/forms/use-form-errors.ts';
import { useDebounced } from '../../../app/hooks/use-debounced.ts';
import { api } from '../../../app/http/client.ts';
import { useCount } from '../../../app/i18n/use-count.ts';
import { useValueText } from '../../../resources/kinds/use-value-text.ts';
import { resourceApi, resourceQueryKeys, type ApiRecord } from '../../../resources/resource-api.ts';
import { editPathOf, genericDetailPathOf, newPathOf } from '../../../resources/resource-paths.ts';
import { useResourceAccess } from '../../../resources/use-resource.ts';
import { identityKeys, rolesApi, usersApi } from '../identity-api.ts';
import { UsersTable } from './UsersTable.tsx';

const nameOf = (p: ApiRecord) => String(p.name ?? '');
const countryOf = (p: ApiRecord) => (typeof p.countryId === 'string' ? p.countryId : null);

function PartnerUserDialog({
  partner,
  onClose,
  onDone,
}: {
  partner: ApiRecord | null;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const form = useFormErrors();
  const roles = useQuery({ queryKey: identityKeys.roles, queryFn: rolesApi.list });
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const countryId = partner ? countryOf(partner) : null;

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
      assignments: role && countryId ? [{ roleId: role.id, scopeLevel: 'country', countryId }] : [],
    });
    if (!input) return;
    setBusy(true);
    try {
      await usersApi.create(input);
      onDone();
    } catch (err) {
      form.fail(err, ['displayName', 'email', 'partnerOrganisationId']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={partner !== null} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle>
          {t('identity.partners.addUser', { name: partner ? nameOf(partner) : '' })}
        </DialogTitle>
        <DialogContent>
          {form.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {form.error}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {countryId ? t('identity.partners.addUserHelp') : t('identity.partners.noCountry')}
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

/** The chosen partner: its contact details and notes, with what the caller may do with it. */
function PartnerCard({ partner, onAddUser }: { partner: ApiRecord; onAddUser(): void }) {
  const { t } = useTranslation();
  const access = useResourceAccess(def);
  const canAddUser = useCan('users:create');
  const text = useValueText(def, partner);
  const contact = ['contactName', 'contactEmail', 'contactPhone']
    .map((name) => text(name))
    .filter(Boolean);
  const country = text('countryId');
  const notes = text('notes');
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {nameOf(partner)}
          </Typography>
          {country && (
            <Typography variant="body2" color="text.secondary">
              {country}
            </Typography>
          )}
          <Typography color="text.secondary" variant="body2" dir="auto">
            {contact.length > 0 ? (
              contact.map((c, i) => (
                <span key={c}>
                  {i > 0 && ' · '}
                  <bdi>{c}</bdi>
                </span>
              ))
            ) : (
              <>{t('identity.partners.noContact')}</>
            )}
          </Typography>
          {notes && (
            <Typography variant="body2" sx={{ mt: 1 }} dir="auto">
              {notes}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {access.update && (
            <Button
              variant="outlined"
              component={RouterLink}
              to={editPathOf(def, partner.id)}
              startIcon={<EditOutlined />}
            >
              {t('common.edit')}
            </Button>
          )}
          {/* The engine's page of the record: its history, archive and delete. */}
          <Button
            color="inherit"
            component={RouterLink}
            to={genericDetailPathOf(def, partner.id)}
            startIcon={<HistoryOutlined />}
          >
            {t('resources.actions.history')}
          </Button>
          {canAddUser && (
            <Button variant="contained" startIcon={<PersonAddAltOutlined />} onClick={onAddUser}>
              {t('identity.partners.addUserShort')}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * /partnership-users-component: partner organisations (read-only access to what is shared
 * with them) and the people who sign in for each. The partners are the `partners` definition's
 * records: listed, searched (Arabic-normalised) and paged by the engine's list API, created and
 * edited on the engine's form; each one's number of users comes from
 * `GET /api/partners/user-counts`. A partner's users get the partner role in its country.
 */
export function PartnersScreen() {
  const { t } = useTranslation();
  const counted = useCount();
  const access = useResourceAccess(def);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  // The page belongs to the search it was chosen for: a new search starts at page 1.
  const [paging, setPaging] = useState({ q: '', page: 1 });
  const page = paging.q === settled ? paging.page : 1;
  const setPage = (p: number) => setPaging({ q: settled, page: p });
  const listParams: Record<string, string> = {
    page: String(page),
    pageSize: String(LIST_PAGE_SIZE),
    ...(settled ? { q: settled } : {}),
  };
  const partners = useQuery({
    queryKey: resourceQueryKeys.list(def.name, listParams),
    queryFn: ({ signal }) => resourceApi.list(def.name, listParams, signal),
    placeholderData: keepPreviousData,
  });
  const items = partners.data?.items ?? [];
  const ids = items.map((p) => p.id);
  // Under the resource's key, so a change event about partners refreshes the counts too.
  const counts = useQuery({
    queryKey: [def.name, 'user-counts', ids],
    queryFn: ({ signal }) =>
      api.get<PartnerUserCounts>('/partners/user-counts', {
        query: { ids: ids.join(',') },
        signal,
      }),
    enabled: ids.length > 0,
  });
  const selectedId = params.get('partner') ?? items[0]?.id ?? null;
  const onPage = items.find((p) => p.id === selectedId);
  // A partner opened by its link (a form saved, a picker) may be on another page.
  const opened = useQuery({
    queryKey: resourceQueryKeys.detail(def.name, selectedId ?? ''),
    queryFn: ({ signal }) => resourceApi.read(def.name, selectedId ?? '', signal),
    enabled: selectedId !== null && !onPage && !partners.isPending,
  });
  const selected = onPage ?? opened.data ?? null;
  const [adding, setAdding] = useState<ApiRecord | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Box>
      <PageHeader
        title={t('route./partnership-users-component')}
        subtitle={t('identity.partners.subtitle')}
        actions={
          access.create ? (
            <Button
              variant="contained"
              component={RouterLink}
              to={newPathOf(def)}
              startIcon={<AddOutlined />}
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
          ) : items.length === 0 ? (
            <EmptyState
              dense
              icon={<HandshakeOutlined color="primary" sx={{ fontSize: 40 }} />}
              title={t('identity.partners.none')}
            />
          ) : (
            <>
              <List dense aria-label={t('route./partnership-users-component')}>
                {items.map((p) => {
                  const users = counts.data?.counts[p.id];
                  return (
                    <ListItem key={p.id} disablePadding>
                      <ListItemButton
                        selected={p.id === selectedId}
                        aria-current={p.id === selectedId ? 'true' : undefined}
                        onClick={() => setParams({ partner: p.id }, { replace: true })}
                      >
                        <ListItemText
                          primary={nameOf(p)}
                          secondary={users === undefined ? ' ' : counted('count.users', users)}
                        />
                        {p.status === 'inactive' && (
                          <Chip
                            size="small"
                            label={t(resourceKeys.enumValue(def.name, 'status', 'inactive'))}
                          />
                        )}
                      </ListItemButton>
                    </ListItem>
                  );
                })}
              </List>
              <Box sx={{ pb: 2 }}>
                <ListPager
                  page={page}
                  total={partners.data.total}
                  pageSize={LIST_PAGE_SIZE}
                  onChange={setPage}
                />
              </Box>
            </>
          )}
        </Card>
        {selected ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <PartnerCard partner={selected} onAddUser={() => setAdding(selected)} />
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
      <PartnerUserDialog
        partner={adding}
        onClose={() => setAdding(null)}
        onDone={() => {
          const name = adding ? nameOf(adding) : '';
          setAdding(null);
          setNotice(t('identity.partners.userAdded', { name }));
          void queryClient.invalidateQueries({ queryKey: ['users'] });
          void queryClient.invalidateQueries({ queryKey: resourceQueryKeys.all(def.name) });
        }}
      />
    </Box>
  );
}

export default PartnersScreen;
