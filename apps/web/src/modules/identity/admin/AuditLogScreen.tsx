import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../app/auth/auth-context.ts';
import { EmptyState } from '../../../app/components/EmptyState.tsx';
import { ErrorState } from '../../../app/components/ErrorState.tsx';
import { PageHeader } from '../../../app/components/PageHeader.tsx';
import { useFormat } from '../../../app/format/use-format.ts';
import { resourceLabel } from '../components/labels.ts';
import { useDebounced } from '../../../app/hooks/use-debounced.ts';
import {
  adminApi,
  identityKeys,
  rolesApi,
  usersApi,
  type AuditQuery,
  type UserRow,
} from '../identity-api.ts';
import { AuditEntries } from './AuditEntries.tsx';
import { DateField } from '../../../resources/kinds/inputs/DateInput.tsx';

/** Actions the server records, offered in the action filter (any other can be typed). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'archive',
  'restore',
  'sign-in',
  'sign-out',
  'revoke',
  'register',
  'verify-email',
  'reset-password',
  'change-password',
  'send-password-reset',
  'enable-two-factor',
  'disable-two-factor',
  'regenerate-recovery-codes',
  'accept',
  'reject',
] as const;

const EXTRA_RESOURCES = ['sessions', 'role-assignments'];

function ActorPicker({ value, onChange }: { value: string; onChange(id: string): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const canUsers = useCan('users:read');
  const users = useQuery({
    queryKey: identityKeys.users({ page: 1, pageSize: 20, search: q }),
    queryFn: () => usersApi.list({ page: 1, pageSize: 20, ...(q ? { search: q } : {}) }),
    enabled: canUsers,
  });
  const chosen = users.data?.items.find((u) => u.id === value) ?? null;
  return (
    <Autocomplete<UserRow>
      size="small"
      options={users.data?.items ?? []}
      value={chosen}
      onChange={(_, v) => onChange(v?.id ?? '')}
      inputValue={text}
      onInputChange={(_, v) => setText(v)}
      getOptionLabel={(u) => u.displayName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      noOptionsText={t('identity.places.none')}
      renderInput={(params) => <TextField {...params} label={t('identity.audit.who')} />}
    />
  );
}

/**
 * /audit-log: the append-only record of who changed what, when, with the values before and
 * after. Searched by resource, record, person, action and dates; opened from any record's
 * history with its resource and id already chosen.
 */
export function AuditLogScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const canRoles = useCan('roles:read');
  const catalogue = useQuery({
    queryKey: identityKeys.permissions,
    queryFn: rolesApi.permissions,
    enabled: canRoles,
  });
  const get = (k: string) => params.get(k) ?? '';
  const set = (changes: Record<string, string>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  const [record, setRecord] = useState(get('record'));
  const settledRecord = useDebounced(record.trim());
  const page = Math.max(1, Number(get('page')) || 1);
  const pageSize = 25;

  const query: AuditQuery = {
    page,
    pageSize,
    ...(get('resource') ? { resource: get('resource') } : {}),
    ...(settledRecord ? { recordId: settledRecord } : {}),
    ...(get('actor') ? { actorId: get('actor') } : {}),
    ...(get('action') ? { action: get('action') } : {}),
    ...(get('from') ? { from: get('from') } : {}),
    ...(get('to') ? { to: get('to') } : {}),
  };
  const entries = useQuery({
    queryKey: identityKeys.audit(query),
    queryFn: () => adminApi.audit(query),
    placeholderData: keepPreviousData,
  });
  const resources = [...new Set([...(catalogue.data?.resources ?? []), ...EXTRA_RESOURCES])].sort();
  const filtered = Object.keys(query).length > 2;

  return (
    <Box>
      <PageHeader title={t('route./audit-log')} subtitle={t('identity.audit.subtitle')} />
      <Card variant="outlined">
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            p: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: '1fr 1fr',
              lg: 'repeat(3, 1fr) 160px 160px auto',
            },
            alignItems: 'center',
          }}
        >
          <Autocomplete<string, false, false, true>
            size="small"
            freeSolo
            options={resources}
            value={get('resource') || null}
            onChange={(_, v) => set({ resource: v ?? '' })}
            getOptionLabel={(r) => resourceLabel(t, r)}
            renderInput={(p) => <TextField {...p} label={t('identity.audit.resource')} />}
          />
          <Autocomplete<string, false, false, true>
            size="small"
            freeSolo
            options={[...AUDIT_ACTIONS]}
            value={get('action') || null}
            onChange={(_, v) => set({ action: v ?? '' })}
            getOptionLabel={(a) => t(`identity.auditAction.${a}`, { defaultValue: a })}
            renderInput={(p) => <TextField {...p} label={t('identity.audit.action')} />}
          />
          <ActorPicker value={get('actor')} onChange={(actor) => set({ actor })} />
          <DateField
            size="small"
            compact
            label={t('identity.audit.from')}
            value={get('from') || null}
            onChange={(v) => set({ from: v ?? '' })}
          />
          <DateField
            size="small"
            compact
            label={t('identity.audit.to')}
            value={get('to') || null}
            onChange={(v) => set({ to: v ?? '' })}
          />
          <Button
            startIcon={<FilterAltOffOutlined />}
            disabled={!filtered}
            onClick={() => {
              setRecord('');
              setParams({}, { replace: true });
            }}
          >
            {t('identity.audit.clear')}
          </Button>
          <TextField
            size="small"
            label={t('identity.audit.recordId')}
            value={record}
            onChange={(e) => {
              setRecord(e.target.value);
              set({ record: e.target.value.trim() });
            }}
            sx={{ gridColumn: { sm: '1 / -1', lg: 'span 2' } }}
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 80 } }}
          />
        </Box>
        <Box sx={{ height: 4 }}>{entries.isFetching && <LinearProgress />}</Box>
        {entries.isError ? (
          <ErrorState error={entries.error} onRetry={() => void entries.refetch()} />
        ) : entries.isPending ? (
          <Box sx={{ height: 240 }} />
        ) : entries.data.items.length === 0 ? (
          <EmptyState
            title={t('identity.audit.empty')}
            description={filtered ? t('identity.users.noMatchHelp') : undefined}
          />
        ) : (
          <AuditEntries entries={entries.data.items} />
        )}
        <TablePagination
          component="div"
          count={entries.data?.total ?? 0}
          page={page - 1}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[pageSize]}
          onPageChange={(_, p) => set({ page: p > 0 ? String(p + 1) : '' })}
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
    </Box>
  );
}

export default AuditLogScreen;
