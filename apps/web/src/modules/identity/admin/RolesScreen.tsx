import AddOutlined from '@mui/icons-material/AddOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { roleSchema, roleUpdateSchema, SCOPE_LEVELS } from '@qc/domain/identity/admin.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth, useCan } from '../../../app/auth/auth-context.ts';
import { ConfirmDialog } from '../../../app/components/ConfirmDialog.tsx';
import { ErrorState } from '../../../app/components/ErrorState.tsx';
import { PageHeader } from '../../../app/components/PageHeader.tsx';
import { isApiError } from '../../../app/http/api-error.ts';
import { useLocale } from '../../../app/i18n/locale-context.ts';
import { useFormErrors } from '../../../app/forms/use-form-errors.ts';
import { identityKeys, rolesApi, type Role } from '../identity-api.ts';
import { roleName } from './AssignmentFields.tsx';
import { PermissionMatrix } from './PermissionMatrix.tsx';
import { useCount } from '../../../app/i18n/use-count.ts';

const NEW = 'new';

function RoleEditor({
  role,
  resources,
  actions,
  sensitive,
  saved,
  onSaved,
  onSavedClose,
  onDeleted,
}: {
  role: Role | null;
  resources: readonly string[];
  actions: readonly string[];
  /** Resources with sensitive fields (where the `sensitive` action means something). */
  sensitive: readonly string[];
  /** The editor is remade from the saved role, so the screen keeps the "saved" notice. */
  saved: boolean;
  onSaved(role: Role): void;
  onSavedClose(): void;
  onDeleted(): void;
}) {
  const { t } = useTranslation();
  const { reload } = useAuth();
  const canCreate = useCan('roles:create');
  const canUpdate = useCan('roles:update');
  const canDelete = useCan('roles:delete');
  const editable = role ? canUpdate : canCreate;
  const form = useFormErrors();
  const [code, setCode] = useState(role?.code ?? '');
  const [nameAr, setNameAr] = useState(role?.nameAr ?? '');
  const [nameEn, setNameEn] = useState(role?.nameEn ?? '');
  const [nameFr, setNameFr] = useState(role?.nameFr ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [defaultScope, setDefaultScope] = useState<Role['defaultScope']>(
    role?.defaultScope ?? 'centre',
  );
  const [permissions, setPermissions] = useState<string[]>(role?.permissions ?? []);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    onSavedClose();
    const body = {
      nameAr,
      nameEn,
      nameFr,
      description: description.trim() || null,
      defaultScope,
      permissions,
    };
    const update = role ? form.check(roleUpdateSchema, { ...body, version: role.version }) : null;
    const create = role ? null : form.check(roleSchema, { ...body, code });
    if (!update && !create) return;
    setBusy(true);
    try {
      const out =
        role && update ? await rolesApi.update(role.id, update) : await rolesApi.create(create!);
      await reload();
      onSaved(out);
    } catch (err) {
      form.fail(err, ['code', 'nameAr', 'nameEn', 'nameFr', 'description', 'defaultScope']);
    } finally {
      setBusy(false);
    }
  };

  const text = (
    name: string,
    label: string,
    value: string,
    set: (v: string) => void,
    extra: { dir?: 'ltr' | 'rtl'; lang?: string; disabled?: boolean } = {},
  ) => (
    <TextField
      label={label}
      name={name}
      fullWidth
      value={value}
      disabled={!editable || extra.disabled}
      onChange={(e) => {
        set(e.target.value);
        form.clear(name);
      }}
      error={Boolean(form.fields[name])}
      helperText={form.fields[name] ?? ' '}
      slotProps={{ htmlInput: { dir: extra.dir, lang: extra.lang, maxLength: 80 } }}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="role-editor">
      {form.error && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="form-error">
          {form.error}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={onSavedClose}>
          {t('identity.roles.saved')}
        </Alert>
      )}
      {role?.isSystem && (
        <Alert severity="info" icon={<LockOutlined />} sx={{ mb: 2 }}>
          {t('identity.roles.systemHelp')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          rowGap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {text('nameAr', t('identity.roles.nameAr'), nameAr, setNameAr, { dir: 'rtl', lang: 'ar' })}
        {text('nameEn', t('identity.roles.nameEn'), nameEn, setNameEn, { dir: 'ltr', lang: 'en' })}
        {text('nameFr', t('identity.roles.nameFr'), nameFr, setNameFr, { dir: 'ltr', lang: 'fr' })}
        {text('code', t('identity.roles.code'), code, setCode, {
          dir: 'ltr',
          disabled: Boolean(role),
        })}
        <TextField
          select
          label={t('identity.roles.defaultScope')}
          value={defaultScope}
          disabled={!editable}
          onChange={(e) => setDefaultScope(e.target.value as Role['defaultScope'])}
          helperText={t('identity.roles.defaultScopeHelp')}
        >
          {SCOPE_LEVELS.map((l) => (
            <MenuItem key={l} value={l}>
              {t(`identity.scope.${l}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('identity.roles.description')}
          value={description}
          disabled={!editable}
          onChange={(e) => setDescription(e.target.value)}
          error={Boolean(form.fields.description)}
          helperText={form.fields.description ?? ' '}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </Box>
      <Typography variant="h6" component="h3" sx={{ mt: 1, mb: 1.5 }}>
        {t('identity.roles.permissions')}
      </Typography>
      <PermissionMatrix
        value={permissions}
        onChange={setPermissions}
        resources={resources}
        actions={actions}
        sensitive={sensitive}
        readOnly={!editable}
      />
      {form.fields.permissions && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {form.fields.permissions}
        </Alert>
      )}
      {editable && (
        <Box
          sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2.5, flexWrap: 'wrap' }}
        >
          {role && !role.isSystem && canDelete && (
            <Button
              color="error"
              onClick={() => setDeleting(true)}
              disabled={busy}
              sx={{ marginInlineEnd: 'auto' }}
            >
              {t('common.delete')}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {role ? t('common.save') : t('identity.roles.create')}
          </Button>
        </Box>
      )}
      {role && (
        <ConfirmDialog
          open={deleting}
          title={t('identity.roles.deleteTitle')}
          message={t('identity.roles.deleteText', { name: nameEn })}
          confirmLabel={t('common.delete')}
          destructive
          onConfirm={async () => {
            try {
              await rolesApi.remove(role.id);
              onDeleted();
            } catch (err) {
              form.setError(isApiError(err) ? err.message : t('errors.internal'));
            }
          }}
          onClose={() => setDeleting(false)}
        />
      )}
    </Box>
  );
}

/**
 * /roles: the roles and what each may do. A list of roles beside the editor of the chosen
 * one: names in three languages, the level it is usually given at, and its permissions as a
 * matrix. Nobody can grant what they do not hold (the server refuses it).
 */
export function RolesScreen() {
  const { t } = useTranslation();
  const counted = useCount();
  const { locale } = useLocale();
  const canCreate = useCan('roles:create');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const roles = useQuery({ queryKey: identityKeys.roles, queryFn: rolesApi.list });
  const catalogue = useQuery({ queryKey: identityKeys.permissions, queryFn: rolesApi.permissions });
  const selectedId = params.get('role') ?? roles.data?.[0]?.id ?? null;
  const select = (id: string) => setParams({ role: id }, { replace: true });
  const selected = roles.data?.find((r) => r.id === selectedId) ?? null;
  const [savedId, setSavedId] = useState<string | null>(null);

  if (roles.isError || catalogue.isError)
    return (
      <ErrorState
        error={roles.error ?? catalogue.error}
        onRetry={() => {
          void roles.refetch();
          void catalogue.refetch();
        }}
      />
    );

  return (
    <Box>
      <PageHeader
        title={t('route./roles')}
        subtitle={t('identity.roles.subtitle')}
        actions={
          canCreate ? (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => select(NEW)}>
              {t('identity.roles.new')}
            </Button>
          ) : undefined
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: '300px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Card variant="outlined">
          {roles.isPending ? (
            <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} variant="rounded" height={48} />
              ))}
            </Box>
          ) : (
            <List
              dense
              aria-label={t('route./roles')}
              sx={{ maxHeight: { lg: 680 }, overflowY: 'auto' }}
            >
              {roles.data.map((r) => (
                <ListItem key={r.id} disablePadding>
                  <ListItemButton
                    selected={r.id === selectedId}
                    aria-current={r.id === selectedId ? 'true' : undefined}
                    onClick={() => select(r.id)}
                    data-testid="role-item"
                  >
                    <ListItemText
                      primary={roleName(r, locale)}
                      secondary={`${t(`identity.scope.${r.defaultScope}`)} · ${counted('count.permissions', r.permissions.length)}`}
                    />
                    {r.isSystem && (
                      <Chip size="small" variant="outlined" label={t('identity.roles.system')} />
                    )}
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Card>
        <Card variant="outlined">
          <CardContent>
            {catalogue.isPending || roles.isPending ? (
              <Skeleton variant="rounded" height={420} />
            ) : selectedId === NEW || selected ? (
              <>
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  {selected ? roleName(selected, locale) : t('identity.roles.new')}
                </Typography>
                <RoleEditor
                  key={`${selected?.id ?? NEW}:${selected?.version ?? 0}`}
                  role={selected}
                  resources={catalogue.data.resources}
                  actions={catalogue.data.actions}
                  sensitive={catalogue.data.sensitive}
                  saved={savedId !== null && savedId === selected?.id}
                  onSavedClose={() => setSavedId(null)}
                  onSaved={(r) => {
                    setSavedId(r.id);
                    void queryClient
                      .invalidateQueries({ queryKey: identityKeys.roles })
                      .then(() => select(r.id));
                  }}
                  onDeleted={() => {
                    void queryClient.invalidateQueries({ queryKey: identityKeys.roles });
                    setParams({}, { replace: true });
                  }}
                />
              </>
            ) : (
              <Typography color="text.secondary">{t('identity.roles.pick')}</Typography>
            )}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}

export default RolesScreen;
