import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ResourceDefinition } from '@qc/domain/resources/define-resource';
import { resourceKeys } from '@qc/domain/resources/labels';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { Forbidden } from '../../app/components/Forbidden.tsx';
import { PageHeader } from '../../app/components/PageHeader.tsx';
import { HistoryTimeline } from '../detail/HistoryTimeline.tsx';
import { RecordSections, RecordStamps } from '../detail/RecordSections.tsx';
import { recordValues } from '../form/form-model.ts';
import { ResourceForm } from '../form/ResourceForm.tsx';
import { useNotice } from '../parts/use-notice.tsx';
import { UnknownResource } from '../parts/UnknownResource.tsx';
import { resourceApi, resourceQueryKeys, type ApiRecord } from '../resource-api.ts';
import { useResourceAccess, useResourceDefinition } from '../use-resource.ts';

const KEY = 'singleton';

/**
 * A one-record resource (the organisation's settings, `/cpanel-component`): its values by
 * section with its audit trail, and the same generic form in place to change them.
 */
export default function SingletonPage({ resource }: { resource?: string }) {
  const def = useResourceDefinition(resource);
  const access = useResourceAccess(def);
  if (!def || !def.singleton) return <UnknownResource />;
  if (!access.read) return <Forbidden />;
  return (
    <Singleton key={def.name} def={def} canEdit={access.update} sensitive={access.sensitive} />
  );
}

function Singleton({
  def,
  canEdit,
  sensitive,
}: {
  def: ResourceDefinition;
  canEdit: boolean;
  sensitive: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { notice, show } = useNotice();
  const [editing, setEditing] = useState<ApiRecord | null>(null);
  const query = useQuery({
    queryKey: resourceQueryKeys.detail(def.name, KEY),
    queryFn: ({ signal }) => resourceApi.readSingleton(def.name, signal),
  });
  const record = query.data;
  const initial = useMemo(() => (editing ? recordValues(def, editing) : {}), [def, editing]);

  if (query.isError && !record)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!record)
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );

  const reload = async () => {
    const fresh = await query.refetch();
    if (fresh.data) setEditing(fresh.data);
  };

  return (
    <Box data-testid="resource-singleton" data-resource={def.name}>
      <PageHeader
        title={t(resourceKeys.title(def.name))}
        subtitle={<RecordStamps record={record} />}
        actions={
          canEdit && !editing ? (
            <Button
              variant="contained"
              startIcon={<EditOutlined />}
              onClick={() => setEditing(record)}
              data-testid="record-edit"
            >
              {t('resources.actions.edit')}
            </Button>
          ) : undefined
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          {editing ? (
            <ResourceForm
              def={def}
              mode="edit"
              record={editing}
              initial={initial}
              sensitive={sensitive}
              save={(body) => resourceApi.updateSingleton(def.name, body)}
              onSaved={() => {
                setEditing(null);
                show('success', t('resources.form.created'));
                void queryClient.invalidateQueries({ queryKey: resourceQueryKeys.all(def.name) });
              }}
              onCancel={() => setEditing(null)}
              onReload={() => void reload()}
            />
          ) : (
            <Stack spacing={3}>
              <RecordSections def={def} record={record} />
            </Stack>
          )}
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <HistoryTimeline def={def} id={null} record={record} />
        </Grid>
      </Grid>
      {notice}
    </Box>
  );
}
