import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/auth-context.ts';
import { ConfirmDialog } from '../../../app/components/ConfirmDialog.tsx';
import { ErrorState } from '../../../app/components/ErrorState.tsx';
import { useFormat } from '../../../app/format/use-format.ts';
import { isApiError } from '../../../app/http/api-error.ts';
import { accountApi, identityKeys, type Session } from '../identity-api.ts';
import { describeDevice } from './device.ts';

/** The devices signed in to the account, each revocable; this device signs out instead. */
export function SessionsCard() {
  const { t } = useTranslation();
  const f = useFormat();
  const { signOut } = useAuth();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: identityKeys.sessions, queryFn: accountApi.sessions });
  const [revoking, setRevoking] = useState<Session | null>(null);
  const [error, setError] = useState<string | null>(null);
  const revoke = useMutation({
    mutationFn: (id: string) => accountApi.revokeSession(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.sessions }),
    onError: (e) => setError(isApiError(e) ? e.message : t('errors.internal')),
  });

  const items = sessions.data ?? [];
  const others = items.filter((s) => !s.current);

  return (
    <Card variant="outlined" data-testid="sessions-card">
      <CardHeader
        title={t('identity.sessions.title')}
        subheader={t('identity.sessions.subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          others.length > 0 ? (
            <Button
              color="error"
              onClick={() =>
                void Promise.all(others.map((s) => revoke.mutateAsync(s.id))).catch(() => undefined)
              }
              disabled={revoke.isPending}
            >
              {t('identity.sessions.revokeOthers')}
            </Button>
          ) : undefined
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        {sessions.isPending && (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
          </Box>
        )}
        {sessions.isError && (
          <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />
        )}
        {items.map((s, i) => {
          const d = describeDevice(s.userAgent);
          const Icon = d.mobile ? SmartphoneOutlined : ComputerOutlined;
          const name =
            [d.browser, d.os].filter(Boolean).join(' · ') || t('identity.sessions.unknownDevice');
          return (
            <Fragment key={s.id}>
              {i > 0 && <Divider />}
              <Box
                data-testid="session-row"
                sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5, flexWrap: 'wrap' }}
              >
                <Icon color="action" aria-hidden="true" />
                <Box sx={{ flex: 1, minWidth: 180 }}>
                  <Typography
                    sx={{ fontWeight: 600, display: 'flex', gap: 1, alignItems: 'center' }}
                  >
                    {name}
                    {s.current && (
                      <Chip size="small" color="success" label={t('identity.sessions.current')} />
                    )}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('identity.sessions.lastUsed', { when: f.relative(s.lastUsedAt) })}
                    {s.ip ? (
                      <>
                        {' · '}
                        <Box component="span" dir="ltr">
                          {s.ip}
                        </Box>
                      </>
                    ) : null}
                    {' · '}
                    {t('identity.sessions.since', { when: f.date(s.createdAt, 'medium') })}
                  </Typography>
                </Box>
                {s.current ? (
                  <Button variant="outlined" onClick={() => void signOut()}>
                    {t('identity.sessions.signOut')}
                  </Button>
                ) : (
                  <Button color="error" variant="outlined" onClick={() => setRevoking(s)}>
                    {t('identity.sessions.revoke')}
                  </Button>
                )}
              </Box>
            </Fragment>
          );
        })}
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        title={t('identity.sessions.revokeTitle')}
        message={t('identity.sessions.revokeText')}
        confirmLabel={t('identity.sessions.revoke')}
        destructive
        onConfirm={async () => {
          if (revoking) await revoke.mutateAsync(revoking.id).catch(() => undefined);
        }}
        onClose={() => setRevoking(null)}
      />
    </Card>
  );
}
