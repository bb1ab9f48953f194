import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../app/components/EmptyState.tsx';

/** A path naming a kind of record that does not exist (`/r/nothing`). */
export function UnknownResource() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('resources.errors.unknownResource')}
      description={t('shell.notFound.message')}
    />
  );
}
