import GppGoodOutlined from '@mui/icons-material/GppGoodOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { USER_KINDS, USER_STATUSES } from '@qc/domain/identity/admin.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCan } from '../../../app/auth/auth-context.ts';
import { DateText } from '../../../app/components/DateText.tsx';
import { EmptyState } from '../../../app/components/EmptyState.tsx';
import { ErrorState } from '../../../app/components/ErrorState.tsx';
import { useFormat } from '../../../app/format/use-format.ts';
import { useLocale } from '../../../app/i18n/locale-context.ts';
import { AssignmentChips } from '../components/AssignmentChips.tsx';
import { UserAvatar } from '../components/UserAvatar.tsx';
import { UserStatusChip } from '../components/UserStatusChip.tsx';
import { useDebounced } from '../../../app/hooks/use-debounced.ts';
import { identityKeys, rolesApi, usersApi, type UsersQuery } from '../identity-api.ts';

const PAGE_SIZES = [10, 25, 50, 100];

export interface UsersTableProps {
  /** Fixed filters (a partner's users); their pickers are hidden. */
  fixed?: Partial<Pick<UsersQuery, 'kind' | 'partnerOrganisationId'>>;
  /** Shown when nobody matches and no filter is set (e.g. an "add" button). */
  emptyAction?: ReactNode;
  /** Keep the filters in the address (the page's own table) or in memory (a panel). */
  inAddress?: boolean;
}

function useFilters(inAddress: boolean) {
  const [params, setParams] = useSearchParams();
  const [memory, setMemory] = useState<Record<string, string>>({});
  const get = (k: string) => (inAddress ? (params.get(k) ?? '') : (memory[k] ?? ''));
  const set = (changes: Record<string, string>) => {
    if (inAddress) {
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          for (const [k, v] of Object.entries(changes)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          return next;
        },
        { replace: true },
      );
    } else setMemory((m) => ({ ...m, ...changes }));
  };
  return { get, set };
}

/**
 * The users of the caller's scope: searched, filtered and paged on the server, each with
 * their role chips (role · place), status and two-step state. One component for the users
 * screen, the users table screen and a partner's users.
 */
export function UsersTable({ fixed, emptyAction, inAddress = true }: UsersTableProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const { locale } = useLocale();
  const filters = useFilters(inAddress);
  const [search, setSearch] = useState(filters.get('q'));
  const settled = useDebounced(search.trim());
  const page = Math.max(1, Number(filters.get('page')) || 1);
  const pageSize = PAGE_SIZES.includes(Number(filters.get('size')))
    ? Number(filters.get('size'))
    : 25;
  const status = filters.get('status');
  const kind = fixed?.kind ?? filters.get('kind');
  const roleId = filters.get('role');

  useEffect(() => {
    if (settled !== filters.get('q')) filters.set({ q: settled, page: '' });
    // Only the settled search text moves the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const query: UsersQuery = {
    page,
    pageSize,
    ...(settled ? { search: settled } : {}),
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    ...(roleId ? { roleId } : {}),
    ...(fixed?.partnerOrganisationId ? { partnerOrganisationId: fixed.partnerOrganisationId } : {}),
  };
  const users = useQuery({
    queryKey: identityKeys.users(query),
    queryFn: () => usersApi.list(query),
    placeholderData: keepPreviousData,
  });
  // The role filter, for those who may read the roles (a human resources officer may not).
  const canRoles = useCan('roles:read');
  const roles = useQuery({
    queryKey: identityKeys.roles,
    queryFn: rolesApi.list,
    staleTime: 60_000,
    enabled: canRoles,
  });

  const filtered = Boolean(settled || status || roleId || (!fixed?.kind && kind));
  const rows = users.data?.items ?? [];

  return (
    <Card variant="outlined">
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          p: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
        }}
      >
        <TextField
          size="small"
          label={t('common.search')}
          placeholder={t('identity.users.searchHint')}
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
            htmlInput: { 'data-testid': 'users-search', maxLength: 100 },
          }}
        />
        {canRoles && (
          <TextField
            select
            size="small"
            label={t('identity.users.role')}
            value={roleId}
            onChange={(e) => filters.set({ role: e.target.value, page: '' })}
          >
            <MenuItem value="">{t('identity.users.all')}</MenuItem>
            {(roles.data ?? []).map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {locale === 'ar' ? r.nameAr : locale === 'fr' ? r.nameFr : r.nameEn}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          label={t('identity.users.status')}
          value={status}
          onChange={(e) => filters.set({ status: e.target.value, page: '' })}
        >
          <MenuItem value="">{t('identity.users.all')}</MenuItem>
          {USER_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`identity.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        {!fixed?.kind && (
          <TextField
            select
            size="small"
            label={t('identity.users.kind')}
            value={kind}
            onChange={(e) => filters.set({ kind: e.target.value, page: '' })}
          >
            <MenuItem value="">{t('identity.users.all')}</MenuItem>
            {USER_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {t(`identity.kind.${k}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      <Box sx={{ height: 4 }}>{users.isFetching && <LinearProgress />}</Box>
      {users.isError ? (
        <ErrorState error={users.error} onRetry={() => void users.refetch()} />
      ) : users.isPending ? (
        <Box sx={{ height: 240 }} />
      ) : rows.length === 0 ? (
        <EmptyState
          title={filtered ? t('identity.users.noMatch') : t('identity.users.none')}
          description={filtered ? t('identity.users.noMatchHelp') : undefined}
          action={filtered ? undefined : emptyAction}
        />
      ) : (
        <TableContainer>
          <Table size="medium" aria-label={t('route./users/user-table')} data-testid="users-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('identity.users.user')}</TableCell>
                <TableCell>{t('identity.users.roles')}</TableCell>
                <TableCell>{t('identity.users.status')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('identity.users.lastSignIn')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((u) => (
                <TableRow key={u.id} hover data-testid="user-row">
                  <TableCell sx={{ minWidth: 220 }}>
                    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                      <UserAvatar name={u.displayName} src={u.avatarUrl} size={36} />
                      <Box sx={{ minWidth: 0 }}>
                        <Link
                          component={RouterLink}
                          to={`/users/${u.id}`}
                          underline="hover"
                          sx={{
                            fontWeight: 600,
                            display: 'inline-flex',
                            alignItems: 'center',
                            gap: 0.5,
                          }}
                        >
                          {u.displayName}
                          {u.twoFactorEnabled && (
                            <Tooltip title={t('identity.twoFactor.on')}>
                              <GppGoodOutlined color="success" sx={{ fontSize: 16 }} />
                            </Tooltip>
                          )}
                        </Link>
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          dir="ltr"
                          sx={{ textAlign: 'start' }}
                          noWrap
                        >
                          {u.email ?? u.phone}
                        </Typography>
                      </Box>
                    </Box>
                  </TableCell>
                  <TableCell sx={{ minWidth: 200 }}>
                    <AssignmentChips assignments={u.assignments} max={3} />
                  </TableCell>
                  <TableCell>
                    <UserStatusChip status={u.status} />
                  </TableCell>
                  <TableCell
                    sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}
                  >
                    {u.lastLoginAt ? (
                      <DateText value={u.lastLoginAt} style="medium" />
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        {t('identity.users.never')}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        component="div"
        count={users.data?.total ?? 0}
        page={page - 1}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_, p) => filters.set({ page: p > 0 ? String(p + 1) : '' })}
        onRowsPerPageChange={(e) => filters.set({ size: e.target.value, page: '' })}
        labelRowsPerPage={t('identity.table.perPage')}
        labelDisplayedRows={({ from, to, count }) =>
          t('identity.table.range', {
            from: f.number(from),
            to: f.number(to),
            count: f.number(count),
          })
        }
        getItemAriaLabel={(type) => t(`identity.table.${type}`)}
      />
    </Card>
  );
}
