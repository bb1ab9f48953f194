import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../app/auth/auth-context.ts';
import { PageHeader } from '../../../app/components/PageHeader.tsx';
import { UsersTable } from './UsersTable.tsx';

/** The add-user button, for those allowed to add users. */
export function AddUserButton({ variant = 'contained' }: { variant?: 'contained' | 'outlined' }) {
  const { t } = useTranslation();
  const canCreate = useCan('users:create');
  if (!canCreate) return null;
  return (
    <Button
      component={RouterLink}
      to="/users/AddUser"
      variant={variant}
      startIcon={<PersonAddAltOutlined />}
    >
      {t('route./users/AddUser')}
    </Button>
  );
}

/** /users/user-table: the users table on its own. */
export function UserTableScreen() {
  const { t } = useTranslation();
  return (
    <Box>
      <PageHeader
        title={t('route./users/user-table')}
        subtitle={t('identity.users.tableSubtitle')}
        actions={<AddUserButton />}
      />
      <UsersTable emptyAction={<AddUserButton />} />
    </Box>
  );
}

export default UserTableScreen;
