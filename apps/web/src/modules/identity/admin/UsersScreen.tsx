import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../app/auth/auth-context.ts';
import { PageHeader } from '../../../app/components/PageHeader.tsx';
import { useFormat } from '../../../app/format/use-format.ts';
import { adminApi, identityKeys, usersApi } from '../identity-api.ts';
import { AddUserButton } from './UserTableScreen.tsx';
import { UsersTable } from './UsersTable.tsx';

function Figure({
  icon,
  label,
  value,
  to,
  tone,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  to?: string;
  tone: 'primary' | 'success' | 'warning' | 'secondary';
}) {
  const body = (
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box
        aria-hidden="true"
        sx={(theme) => ({
          width: 44,
          height: 44,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: `${tone}.main`,
          bgcolor: alpha(theme.palette[tone].main, 0.12),
        })}
      >
        {icon}
      </Box>
      <Box>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Box>
    </CardContent>
  );
  return (
    <Card variant="outlined">
      {to ? (
        <CardActionArea component={RouterLink} to={to}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

const countOf = (status?: string) => () =>
  usersApi.list({ page: 1, pageSize: 1, ...(status ? { status } : {}) }).then((r) => r.total);

/**
 * /users-component: users and their role assignments. The figures of the caller's scope,
 * the ways into roles, sign-ups and the audit log, and the users table.
 */
export function UsersScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const canRoles = useCan('roles:read');
  const canSignups = useCan('mobile-signups:read');
  const canAudit = useCan('audit:read');
  const total = useQuery({ queryKey: ['users', 'count', 'all'], queryFn: countOf() });
  const active = useQuery({ queryKey: ['users', 'count', 'active'], queryFn: countOf('active') });
  const pending = useQuery({
    queryKey: [...identityKeys.mobile('pending'), 'count'],
    queryFn: () => adminApi.mobileSignups('pending', 1, 1).then((r) => r.total),
    enabled: canSignups,
  });
  const n = (v: number | undefined) => (v === undefined ? '…' : f.number(v));
  return (
    <Box>
      <PageHeader
        title={t('route./users-component')}
        subtitle={t('identity.users.subtitle')}
        actions={
          <>
            {canRoles && (
              <Button
                component={RouterLink}
                to="/roles"
                variant="outlined"
                startIcon={<AdminPanelSettingsOutlined />}
              >
                {t('route./roles')}
              </Button>
            )}
            {canAudit && (
              <Button
                component={RouterLink}
                to="/audit-log"
                variant="outlined"
                startIcon={<HistoryOutlined />}
              >
                {t('route./audit-log')}
              </Button>
            )}
            <AddUserButton />
          </>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        <Figure
          icon={<PeopleAltOutlined />}
          tone="primary"
          label={t('identity.users.total')}
          value={n(total.data)}
        />
        <Figure
          icon={<HowToRegOutlined />}
          tone="success"
          label={t('identity.users.active')}
          value={n(active.data)}
        />
        {canSignups && (
          <Figure
            icon={<HowToRegOutlined />}
            tone="warning"
            label={t('identity.users.pendingSignups')}
            value={n(pending.data)}
            to="/mobile-user-accept-component"
          />
        )}
      </Box>
      <UsersTable emptyAction={<AddUserButton />} />
    </Box>
  );
}

export default UsersScreen;
