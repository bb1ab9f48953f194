import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RelatedList, ResourceDefinition } from '@qc/domain/resources/define-resource';
import { resourceKeys } from '@qc/domain/resources/labels';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useValueText } from '../kinds/use-value-text.ts';
import { resourceApi, resourceQueryKeys, type ApiRecord } from '../resource-api.ts';
import { detailPathOf, listPathOf, newPathOf } from '../resource-paths.ts';
import { useResourceAccess } from '../use-resource.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { useDefinition } from '../definitions.ts';

const SHOWN = '5';

function RelatedRow({ def, record }: { def: ResourceDefinition; record: ApiRecord }) {
  const text = useValueText(def, record);
  const secondary = def.subtitle ? text(def.subtitle) : '';
  return (
    <ListItemButton
      component={RouterLink}
      to={detailPathOf(def, record.id)}
      sx={{ borderRadius: 1 }}
    >
      <ListItemText
        primary={record._title || '—'}
        secondary={secondary || undefined}
        slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
      />
    </ListItemButton>
  );
}

/** Records of another resource that point to this one (a centre's staff, a book's sections). */
function Related({ rel, id }: { rel: RelatedList; id: string }) {
  const { t } = useTranslation();
  const counted = useCount();
  const child = useDefinition(rel.resource);
  const access = useResourceAccess(child);
  const filterable = Boolean(child?.list.filters.includes(rel.field));
  const params = { [rel.field]: id, pageSize: SHOWN };
  const query = useQuery({
    queryKey: resourceQueryKeys.list(rel.resource, params),
    queryFn: ({ signal }) => resourceApi.list(rel.resource, params, signal),
    enabled: Boolean(child && access.read && filterable),
  });
  if (!child || !access.read || !filterable) return null;
  const all = `${listPathOf(child)}?${new URLSearchParams({ [rel.field]: id })}`;
  return (
    <Card data-testid={`related-${rel.resource}`}>
      <CardHeader
        title={t(resourceKeys.title(child.name))}
        subheader={query.data ? counted('count.records', query.data.total) : undefined}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          access.create ? (
            <Button
              size="small"
              component={RouterLink}
              to={newPathOf(child, { [rel.field]: id })}
              startIcon={<AddOutlined />}
            >
              {t('resources.actions.add')}
            </Button>
          ) : undefined
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {query.isPending ? (
          <Stack spacing={1}>
            <Skeleton variant="text" />
            <Skeleton variant="text" />
          </Stack>
        ) : query.data && query.data.items.length > 0 ? (
          <>
            <List dense disablePadding>
              {query.data.items.map((r) => (
                <RelatedRow key={r.id} def={child} record={r} />
              ))}
            </List>
            {query.data.total > query.data.items.length && (
              <Link component={RouterLink} to={all} sx={{ display: 'inline-block', mt: 1 }}>
                {t('resources.detail.viewAll')}
              </Link>
            )}
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('resources.list.empty')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

export function RelatedLists({ def, id }: { def: ResourceDefinition; id: string }) {
  return (
    <>
      {def.related.map((rel) => (
        <Related key={`${rel.resource}.${rel.field}`} rel={rel} id={id} />
      ))}
    </>
  );
}
