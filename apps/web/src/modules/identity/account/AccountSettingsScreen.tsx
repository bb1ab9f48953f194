import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../app/components/PageHeader.tsx';
import { PasswordCard } from './PasswordCard.tsx';
import { PreferencesCard } from './PreferencesCard.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

export const ACCOUNT_TABS = ['account', 'security', 'preferences'] as const;
type AccountTab = (typeof ACCOUNT_TABS)[number];

const ICONS = {
  account: PersonOutlineOutlined,
  security: LockOutlined,
  preferences: TuneOutlined,
} as const;

/**
 * /account-settings/:tab: the signed-in user's own account. `account` (profile), `security`
 * (password, two-step verification, signed-in devices), `preferences` (language, dates,
 * digits, theme). Any other tab name opens the account tab.
 */
export function AccountSettingsScreen() {
  const { t } = useTranslation();
  const { tab } = useParams();
  if (!ACCOUNT_TABS.includes(tab as AccountTab))
    return <Navigate to="/account-settings/account" replace />;
  const current = tab as AccountTab;
  return (
    <Box>
      <PageHeader
        title={t('route./account-settings/:tab')}
        subtitle={t('identity.account.subtitle')}
        actions={
          <Button component={RouterLink} to="/profile-component" variant="outlined">
            {t('route./profile-component')}
          </Button>
        }
      />
      <Tabs
        value={current}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {ACCOUNT_TABS.map((name) => {
          const Icon = ICONS[name];
          return (
            <Tab
              key={name}
              value={name}
              icon={<Icon fontSize="small" />}
              iconPosition="start"
              label={t(`identity.account.tab.${name}`)}
              component={RouterLink}
              to={`/account-settings/${name}`}
              sx={{ minHeight: 48 }}
            />
          );
        })}
      </Tabs>
      <Box sx={{ display: 'grid', gap: 3 }}>
        {current === 'account' && <ProfileCard />}
        {current === 'security' && (
          <>
            <PasswordCard />
            <TwoFactorCard />
            <SessionsCard />
          </>
        )}
        {current === 'preferences' && <PreferencesCard />}
      </Box>
    </Box>
  );
}

export default AccountSettingsScreen;
