import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ResourceDefinition } from '@qc/domain/resources/define-resource';
import { resourceKeys } from '@qc/domain/resources/labels';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { Forbidden } from '../../app/components/Forbidden.tsx';
import { PageHeader } from '../../app/components/PageHeader.tsx';
import { UnknownResource } from '../parts/UnknownResource.tsx';
import { resourceApi, resourceQueryKeys, type ApiRecord } from '../resource-api.ts';
import { detailPathOf, listPathOf } from '../resource-paths.ts';
import { useResourceAccess, useResourceDefinition } from '../use-resource.ts';
import { createValues, recordValues, type FormMode } from './form-model.ts';
import { ResourceForm } from './ResourceForm.tsx';

const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** `/r/<name>/new` and `/r/<name>/<id>/edit`: the generic form of any resource. */
export default function ResourceFormPage({
  resource,
  mode = 'create',
}: {
  resource?: string;
  mode?: FormMode;
}) {
  const def = useResourceDefinition(resource);
  const access = useResourceAccess(def);
  const { id } = useParams();
  if (!def || def.singleton) return <UnknownResource />;
  if (mode === 'create' ? !access.create : !access.update) return <Forbidden />;
  return mode === 'create' ? (
    <CreatePage key={def.name} def={def} sensitive={access.sensitive} />
  ) : (
    <EditPage key={`${def.name}/${id}`} def={def} id={id ?? ''} sensitive={access.sensitive} />
  );
}

function useAfterSave(def: ResourceDefinition) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (record: ApiRecord) => {
    void queryClient.invalidateQueries({ queryKey: resourceQueryKeys.all(def.name) });
    void navigate(detailPathOf(def, record.id), {
      replace: true,
      state: { notice: 'saved' },
    });
  };
}

function BackLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={to}
      color="inherit"
      startIcon={
        <ArrowBackOutlined
          sx={{ transform: (th) => (th.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
        />
      }
    >
      {t('common.back')}
    </Button>
  );
}

function CreatePage({ def, sensitive }: { def: ResourceDefinition; sensitive: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const onSaved = useAfterSave(def);
  // Defaults, then values the address presets (a related list's "new" passes its parent).
  const initial = useMemo(
    () => createValues(def, localToday(), Object.fromEntries(search)),
    // The starting values are fixed when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [def],
  );
  const back = listPathOf(def);
  return (
    <Box data-testid="resource-form-page" data-resource={def.name}>
      <PageHeader
        title={t('resources.page.new', { item: t(resourceKeys.singular(def.name)) })}
        subtitle={t(resourceKeys.title(def.name))}
        actions={<BackLink to={back} />}
      />
      <ResourceForm
        def={def}
        mode="create"
        record={null}
        initial={initial}
        sensitive={sensitive}
        save={(body) => resourceApi.create(def.name, body)}
        onSaved={onSaved}
        onCancel={() => void navigate(back)}
      />
    </Box>
  );
}

function EditPage({
  def,
  id,
  sensitive,
}: {
  def: ResourceDefinition;
  id: string;
  sensitive: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onSaved = useAfterSave(def);
  const query = useQuery({
    queryKey: resourceQueryKeys.detail(def.name, id),
    queryFn: ({ signal }) => resourceApi.read(def.name, id, signal),
  });
  // The form edits the version it loaded; a newer one (realtime) is offered, never forced.
  const [base, setBase] = useState<ApiRecord | null>(null);
  useEffect(() => {
    if (query.data && !base) setBase(query.data);
  }, [query.data, base]);
  const initial = useMemo(() => (base ? recordValues(def, base) : {}), [def, base]);
  const detail = detailPathOf(def, id);

  if (query.isError && !base)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!base)
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );

  const reload = async () => {
    const fresh = await query.refetch();
    if (fresh.data) setBase(fresh.data);
  };
  const newer = query.data && query.data.version > base.version;

  return (
    <Box data-testid="resource-form-page" data-resource={def.name}>
      <PageHeader
        title={`${t('resources.actions.edit')}: ${base._title}`}
        subtitle={t(resourceKeys.singular(def.name))}
        actions={<BackLink to={detail} />}
      />
      {base.archivedAt ? (
        <Alert severity="warning">{t('resources.errors.archived')}</Alert>
      ) : (
        <>
          {newer && (
            <Alert
              severity="info"
              sx={{ mb: 2 }}
              action={
                <Button color="inherit" onClick={() => void reload()}>
                  {t('resources.form.reload')}
                </Button>
              }
            >
              {t('resources.form.changedMeanwhile')}
            </Alert>
          )}
          <ResourceForm
            def={def}
            mode="edit"
            record={base}
            initial={initial}
            sensitive={sensitive}
            save={(body) => resourceApi.update(def.name, id, body)}
            onSaved={onSaved}
            onCancel={() => void navigate(detail)}
            onReload={() => void reload()}
          />
        </>
      )}
    </Box>
  );
}
