import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import GppGoodOutlined from '@mui/icons-material/GppGoodOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../app/auth/auth-context.ts';
import { PageHeader } from '../../../app/components/PageHeader.tsx';
import { useFormat } from '../../../app/format/use-format.ts';
import { AssignmentChips } from '../components/AssignmentChips.tsx';
import { actionLabel, groupPermissions, resourceLabel } from '../components/labels.ts';
import { accountApi, identityKeys } from '../identity-api.ts';

function Stat({
  icon,
  label,
  value,
  tone,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  tone: 'primary' | 'success' | 'warning' | 'secondary';
}) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Box
          sx={(theme) => ({
            width: 48,
            height: 48,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: `${tone}.main`,
            bgcolor: alpha(theme.palette[tone].main, 0.12),
            flexShrink: 0,
          })}
          aria-hidden="true"
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ lineHeight: 1.3 }}>
            {value}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * /account-component: the account at a glance: how well it is protected (a short checklist
 * with links to fix each point), signed-in devices, roles, and what the roles allow.
 */
export function AccountSummaryScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const { user, assignments, permissions } = useAuth();
  const sessions = useQuery({ queryKey: identityKeys.sessions, queryFn: accountApi.sessions });
  if (!user) return null;
  const checks = [
    { key: 'email', ok: user.emailVerified || !user.email, to: '/account-settings/account' },
    { key: 'twoFactor', ok: user.twoFactorEnabled, to: '/account-settings/security' },
    { key: 'phone', ok: Boolean(user.phone), to: '/account-settings/account' },
  ];
  const score = Math.round((checks.filter((c) => c.ok).length / checks.length) * 100);
  const groups = groupPermissions(permissions);

  return (
    <Box>
      <PageHeader
        title={t('route./account-component')}
        subtitle={t('identity.summary.subtitle', { name: user.displayName })}
        actions={
          <Button component={RouterLink} to="/account-settings/security" variant="contained">
            {t('identity.summary.manage')}
          </Button>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          mb: 3,
        }}
      >
        <Stat
          icon={<VerifiedUserOutlined />}
          tone={user.status === 'active' ? 'success' : 'warning'}
          label={t('identity.summary.status')}
          value={t(`identity.status.${user.status}`, { defaultValue: user.status })}
        />
        <Stat
          icon={<GppGoodOutlined />}
          tone={user.twoFactorEnabled ? 'success' : 'warning'}
          label={t('identity.twoFactor.title')}
          value={user.twoFactorEnabled ? t('identity.twoFactor.on') : t('identity.twoFactor.off')}
        />
        <Stat
          icon={<DevicesOutlined />}
          tone="primary"
          label={t('identity.summary.devices')}
          value={sessions.data ? f.number(sessions.data.length) : '…'}
        />
        <Stat
          icon={<WorkOutlineOutlined />}
          tone="secondary"
          label={t('identity.summary.roles')}
          value={f.number(assignments.length)}
        />
      </Box>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1.5fr' } }}>
        <Card variant="outlined">
          <CardHeader
            title={t('identity.summary.protection')}
            subheader={t('identity.summary.protectionHelp')}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          <CardContent sx={{ pt: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
              <LinearProgress
                variant="determinate"
                value={score}
                color={score === 100 ? 'success' : 'warning'}
                sx={{ flex: 1, height: 8, borderRadius: 4 }}
                aria-label={t('identity.summary.protection')}
              />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {f.percent(score / 100)}
              </Typography>
            </Box>
            {checks.map((c) => (
              <Box
                key={c.key}
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}
                data-testid={`check-${c.key}`}
                data-ok={c.ok}
              >
                {c.ok ? (
                  <CheckCircleOutline color="success" aria-hidden="true" />
                ) : (
                  <RadioButtonUnchecked color="disabled" aria-hidden="true" />
                )}
                <Typography sx={{ flex: 1 }}>{t(`identity.summary.check.${c.key}`)}</Typography>
                {!c.ok && (
                  <Button size="small" component={RouterLink} to={c.to}>
                    {t('identity.summary.fix')}
                  </Button>
                )}
              </Box>
            ))}
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardHeader
            title={t('identity.summary.access')}
            subheader={t('identity.summary.accessHelp')}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          <CardContent sx={{ pt: 0 }}>
            <Box sx={{ mb: 2 }}>
              <AssignmentChips assignments={assignments} />
            </Box>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
              {groups.map(([resource, actions]) => (
                <Box
                  key={resource}
                  sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline', flexWrap: 'wrap' }}
                >
                  <Typography component="dt" sx={{ fontWeight: 600, minWidth: 160 }}>
                    {resourceLabel(t, resource)}
                  </Typography>
                  <Box component="dd" sx={{ m: 0, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                    {actions.map((a) => (
                      <Chip key={a} size="small" label={actionLabel(t, a)} />
                    ))}
                  </Box>
                </Box>
              ))}
              {groups.length === 0 && (
                <Typography color="text.secondary">{t('identity.profile.noRoles')}</Typography>
              )}
            </Box>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}

export default AccountSummaryScreen;
