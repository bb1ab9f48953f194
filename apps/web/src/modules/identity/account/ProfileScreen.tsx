import EditOutlined from '@mui/icons-material/EditOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { LOCALES } from '@qc/domain/locales';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../app/auth/auth-context.ts';
import type { AuthUser } from '../../../app/auth/auth-types.ts';
import { DateText } from '../../../app/components/DateText.tsx';
import { useLocale } from '../../../app/i18n/locale-context.ts';
import { hasPlace, roleLabel, scopeLabel } from '../components/AssignmentChips.tsx';
import { UserAvatar } from '../components/UserAvatar.tsx';

/** The signed-in user as GET /api/auth/me describes them (with the dates it adds). */
export type MeUser = AuthUser & { createdAt?: string; lastLoginAt?: string | null };

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 1 }}>
      <Box sx={{ color: 'text.secondary', mt: 0.25 }} aria-hidden="true">
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * /profile-component: the user's own profile as others in the organisation know them: name,
 * contact, language, their roles and where each holds, and when they joined.
 */
export function ProfileScreen() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { user: authUser, assignments } = useAuth();
  if (!authUser) return null;
  const user = authUser as MeUser;
  const language = LOCALES.find((l) => l.code === user.locale)?.label ?? user.locale;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          aria-hidden="true"
          sx={(theme) => ({
            height: { xs: 96, sm: 132 },
            background: `linear-gradient(120deg, ${theme.palette.primary.main}, ${alpha(
              theme.palette.secondary.main,
              0.85,
            )})`,
          })}
        />
        <CardContent
          sx={{
            display: 'flex',
            gap: 2.5,
            alignItems: { xs: 'flex-start', sm: 'flex-end' },
            flexDirection: { xs: 'column', sm: 'row' },
            mt: { xs: -6, sm: -7 },
          }}
        >
          <Box
            sx={{
              borderRadius: '50%',
              border: 4,
              borderColor: 'background.paper',
              lineHeight: 0,
            }}
          >
            <UserAvatar name={user.displayName} src={user.avatarUrl} size={104} />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {user.displayName}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.75 }}>
              {assignments.map((a) => (
                <Chip
                  key={a.id}
                  size="small"
                  color="primary"
                  variant="outlined"
                  label={roleLabel(a, locale)}
                />
              ))}
              {user.twoFactorEnabled && (
                <Chip size="small" color="success" label={t('identity.twoFactor.on')} />
              )}
            </Box>
          </Box>
          <Button
            component={RouterLink}
            to="/account-settings/account"
            variant="contained"
            startIcon={<EditOutlined />}
          >
            {t('identity.profile.edit')}
          </Button>
        </CardContent>
      </Card>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1.4fr' } }}>
        <Card variant="outlined">
          <CardHeader
            title={t('identity.profile.about')}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          <CardContent sx={{ pt: 0 }}>
            <Fact icon={<EmailOutlined />} label={t('identity.field.email')}>
              <Box component="span" dir="ltr">
                {user.email ?? '—'}
              </Box>
            </Fact>
            <Fact icon={<PhoneOutlined />} label={t('identity.field.phone')}>
              <Box component="span" dir="ltr">
                {user.phone ?? '—'}
              </Box>
            </Fact>
            <Fact icon={<LanguageOutlined />} label={t('identity.field.language')}>
              {language}
            </Fact>
            {user.createdAt && (
              <Fact icon={<EventOutlined />} label={t('identity.profile.memberSince')}>
                <DateText value={user.createdAt} />
              </Fact>
            )}
            {user.lastLoginAt && (
              <Fact icon={<LoginOutlined />} label={t('identity.profile.lastSignIn')}>
                <DateText value={user.lastLoginAt} withTime />
              </Fact>
            )}
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardHeader
            title={t('identity.profile.roles')}
            subheader={t('identity.profile.rolesHelp')}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          <CardContent sx={{ pt: 0 }}>
            {assignments.length === 0 && (
              <Typography color="text.secondary">{t('identity.profile.noRoles')}</Typography>
            )}
            {assignments.map((a, i) => (
              <Box key={a.id}>
                {i > 0 && <Divider />}
                <Box
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: 2,
                    py: 1.5,
                    flexWrap: 'wrap',
                  }}
                >
                  <Typography sx={{ fontWeight: 600 }}>{roleLabel(a, locale)}</Typography>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t(`identity.scope.${a.scopeLevel}`)}
                    />
                    {hasPlace(a) && (
                      <Typography color="text.secondary">{scopeLabel(a, locale, t)}</Typography>
                    )}
                  </Box>
                </Box>
              </Box>
            ))}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}

export default ProfileScreen;
