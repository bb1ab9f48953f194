import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ResourceDefinition } from '@qc/domain/resources/define-resource';
import { resourceKeys } from '@qc/domain/resources/labels';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../app/components/ConfirmDialog.tsx';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { Forbidden } from '../../app/components/Forbidden.tsx';
import { PageHeader } from '../../app/components/PageHeader.tsx';
import { isApiError } from '../../app/http/api-error.ts';
import { panelsOf } from '../panels.ts';
import { useNotice } from '../parts/use-notice.tsx';
import { UnknownResource } from '../parts/UnknownResource.tsx';
import { resourceApi, resourceQueryKeys } from '../resource-api.ts';
import { editPathOf, listPathOf } from '../resource-paths.ts';
import { useResourceAccess, useResourceDefinition } from '../use-resource.ts';
import { HistoryTimeline } from './HistoryTimeline.tsx';
import { RecordSections, RecordStamps } from './RecordSections.tsx';
import { RelatedLists } from './RelatedLists.tsx';

/** `/r/<name>/<id>`: any record's page, with its actions, related records and audit trail. */
export default function ResourceDetailPage({ resource }: { resource?: string }) {
  const def = useResourceDefinition(resource);
  const access = useResourceAccess(def);
  const { id } = useParams();
  if (!def || def.singleton || !id) return <UnknownResource />;
  if (!access.read) return <Forbidden />;
  return <DetailPage key={`${def.name}/${id}`} def={def} id={id} />;
}

function DetailPage({ def, id }: { def: ResourceDefinition; id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const access = useResourceAccess(def);
  const { notice, show } = useNotice();
  const [confirm, setConfirm] = useState<'delete' | 'archive' | null>(null);
  const panels = useMemo(
    () => panelsOf(def.name).map((p) => ({ key: p.load.toString(), Panel: lazy(p.load) })),
    [def.name],
  );

  const query = useQuery({
    queryKey: resourceQueryKeys.detail(def.name, id),
    queryFn: ({ signal }) => resourceApi.read(def.name, id, signal),
  });
  const record = query.data;

  const arrived = location.state as { notice?: string; from?: string } | null;
  // "Saved." after the form sends the user here (shown once).
  useEffect(() => {
    if (arrived?.notice === 'saved') {
      show('success', t('resources.form.created'));
      void navigate(location.pathname + location.search, {
        replace: true,
        state: arrived.from ? { from: arrived.from } : null,
      });
    }
  }, [arrived, location.pathname, location.search, navigate, show, t]);

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: resourceQueryKeys.all(def.name) });
  // Back to the list the user came from (a library, a filtered list), else the resource's list.
  const list = arrived?.from?.startsWith('/') ? arrived.from : listPathOf(def);

  const remove = async () => {
    if (!record) return;
    try {
      const { outcome } = await resourceApi.remove(def.name, record.id, record.version);
      if (outcome === 'deleted') {
        queryClient.removeQueries({ queryKey: resourceQueryKeys.detail(def.name, id) });
        void refresh();
        void navigate(list, { replace: true });
        return;
      }
      show('info', t('resources.outcome.archived'));
    } catch (error) {
      show('error', isApiError(error) ? error.message : t('errors.internal'));
    }
    await refresh();
  };

  const archive = async () => {
    try {
      await resourceApi.archive(def.name, [id]);
      show('success', t('resources.outcome.archivedOne'));
    } catch (error) {
      show('error', isApiError(error) ? error.message : t('errors.internal'));
    }
    await refresh();
  };

  const restore = async () => {
    try {
      await resourceApi.restore(def.name, id);
      show('success', t('resources.outcome.restored'));
    } catch (error) {
      show('error', isApiError(error) ? error.message : t('errors.internal'));
    }
    await refresh();
  };

  if (query.isError && !record)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!record)
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={200} />
        <Skeleton variant="rounded" height={140} />
      </Stack>
    );

  const archived = Boolean(record.archivedAt);
  const actions = (
    <>
      <Button
        component={RouterLink}
        to={list}
        color="inherit"
        startIcon={
          <ArrowBackOutlined
            sx={{ transform: (th) => (th.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
          />
        }
      >
        {t('resources.actions.backToList')}
      </Button>
      {access.update && !archived && (
        <Button
          component={RouterLink}
          to={editPathOf(def, id)}
          variant="contained"
          startIcon={<EditOutlined />}
          data-testid="record-edit"
        >
          {t('resources.actions.edit')}
        </Button>
      )}
      {access.delete && !archived && (
        <>
          <Button
            color="warning"
            variant="outlined"
            startIcon={<ArchiveOutlined />}
            onClick={() => setConfirm('archive')}
            data-testid="record-archive"
          >
            {t('resources.actions.archive')}
          </Button>
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteOutlined />}
            onClick={() => setConfirm('delete')}
            data-testid="record-delete"
          >
            {t('resources.actions.delete')}
          </Button>
        </>
      )}
      {access.delete && archived && (
        <Button
          variant="contained"
          color="primary"
          startIcon={<RestoreOutlined />}
          onClick={() => void restore()}
          data-testid="record-restore"
        >
          {t('resources.actions.restore')}
        </Button>
      )}
    </>
  );

  return (
    <Box data-testid="resource-detail" data-resource={def.name}>
      <PageHeader
        title={
          <Stack
            direction="row"
            spacing={1}
            component="span"
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <span data-testid="record-title">
              {record._title || t(resourceKeys.singular(def.name))}
            </span>
            {archived && <Chip size="small" color="warning" label={t('resources.list.archived')} />}
          </Stack>
        }
        subtitle={<RecordStamps record={record} />}
        actions={actions}
      />
      {archived && (
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="archived-banner">
          {t('resources.errors.archived')}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={3}>
            <RecordSections def={def} record={record} />
            <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
              {panels.map(({ key, Panel }) => (
                <Panel key={key} def={def} record={record} />
              ))}
            </Suspense>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={3}>
            <RelatedLists def={def} id={id} />
            <HistoryTimeline def={def} id={id} record={record} />
          </Stack>
        </Grid>
      </Grid>
      <ConfirmDialog
        open={confirm === 'archive'}
        title={t('resources.actions.archive')}
        message={t('resources.confirm.archive')}
        confirmLabel={t('resources.actions.archive')}
        destructive
        onConfirm={archive}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title={t('resources.actions.delete')}
        message={t('resources.confirm.delete')}
        confirmLabel={t('resources.actions.delete')}
        destructive
        onConfirm={remove}
        onClose={() => setConfirm(null)}
      />
      {notice}
    </Box>
  );
}
