import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ResourceDefinition } from '@qc/domain/resources/define-resource';
import { fieldLabelKey } from '@qc/domain/resources/labels';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { useTextContext } from '../kinds/use-value-text.ts';
import { valueText } from '../kinds/value-text.ts';
import { resourceApi, resourceQueryKeys, type HistoryEntry } from '../resource-api.ts';
import { historyReferences, shorten } from './history-model.ts';
import { resourceSummary } from '../definitions.ts';

const ACTION_COLOR: Record<HistoryEntry['action'], string> = {
  create: 'success.main',
  update: 'primary.main',
  delete: 'error.main',
  archive: 'warning.main',
  restore: 'info.main',
};

const FIRST = 20;

/**
 * A record's audit trail (`GET /api/<name>/<id>/history`), newest first: who did what and when,
 * and for each change the field with its value before and after, in words (referenced records
 * by their names, dates in the user's calendar).
 */
export function HistoryTimeline({
  def,
  id,
  record,
}: {
  def: ResourceDefinition;
  id: string | null;
  /** The record now (money in the trail reads its currency field from it). */
  record?: Readonly<Record<string, unknown>>;
}) {
  const { t } = useTranslation();
  const { can } = useAuth();
  const [all, setAll] = useState(false);
  const query = useQuery({
    queryKey: resourceQueryKeys.history(def.name, id ?? '-'),
    queryFn: ({ signal }) => resourceApi.history(def.name, id, signal),
  });
  const entries = useMemo(() => [...(query.data?.items ?? [])].reverse(), [query.data]);

  // Referenced records are stored as ids: name them (for targets the user may read).
  const wanted = useMemo(() => historyReferences(def, entries), [def, entries]);
  const lookups = useQueries({
    queries: [...wanted.entries()].map(([resource, ids]) => {
      const target = resourceSummary(resource);
      const params = { ids: [...ids].slice(0, 100).join(',') };
      return {
        queryKey: resourceQueryKeys.lookup(resource, params),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          resourceApi.lookup(resource, params, signal),
        enabled: Boolean(target && can(`${target.permission}:read`)),
        staleTime: 60_000,
      };
    }),
  });
  const names = new Map<string, string>();
  for (const l of lookups) for (const item of l.data?.items ?? []) names.set(item.id, item.label);
  const ctx = useTextContext(record ?? {}, (_resource, refId) => names.get(refId));

  const shown = all ? entries : entries.slice(0, FIRST);

  return (
    <Card data-testid="history">
      <CardHeader
        title={t('resources.detail.history')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {query.isPending ? (
          <Stack spacing={1.5}>
            <Skeleton variant="text" />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="60%" />
          </Stack>
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : entries.length === 0 ? (
          <Typography color="text.secondary">{t('resources.detail.noHistory')}</Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {shown.map((entry) => {
              const changes = entry.changes.filter(
                (c) => entry.action !== 'create' || (c.after !== null && c.after !== ''),
              );
              return (
                <Box
                  component="li"
                  key={entry.id}
                  data-testid="history-entry"
                  data-action={entry.action}
                  sx={{
                    position: 'relative',
                    paddingInlineStart: 3,
                    pb: 2,
                    borderInlineStart: 2,
                    borderColor: 'divider',
                    marginInlineStart: 0.75,
                    '&:last-of-type': { borderColor: 'transparent', pb: 0 },
                  }}
                >
                  <Box
                    aria-hidden="true"
                    sx={{
                      position: 'absolute',
                      insetInlineStart: -7,
                      top: 4,
                      width: 12,
                      height: 12,
                      borderRadius: '50%',
                      bgcolor: ACTION_COLOR[entry.action],
                      boxShadow: (th) => `0 0 0 3px ${th.palette.background.paper}`,
                    }}
                  />
                  <Typography variant="subtitle2" component="p">
                    {/* The engine's own verbs, else the audit log's label of the action (a
                        module's lifecycle: merge, approve…), never a raw key. */}
                    {t([
                      `resources.history.${entry.action}`,
                      `identity.auditAction.${entry.action}`,
                    ])}
                    {entry.actor && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {' '}
                        {t('resources.history.by', { name: entry.actor.name })}
                      </Typography>
                    )}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    <DateText value={entry.at} withTime style="medium" />
                  </Typography>
                  {changes.length > 0 && (
                    <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 0.75, p: 0 }}>
                      {changes.map((c) => {
                        const field = def.fields[c.field];
                        const text = (v: unknown) =>
                          field
                            ? shorten(valueText(def, c.field, field, v, ctx))
                            : shorten(JSON.stringify(v) ?? '');
                        const before = text(c.before);
                        const after = text(c.after);
                        return (
                          <Typography
                            component="li"
                            variant="body2"
                            key={c.field}
                            sx={{ overflowWrap: 'anywhere' }}
                            data-testid="history-change"
                          >
                            <Box component="span" sx={{ fontWeight: 600 }}>
                              {t(fieldLabelKey(def, c.field))}
                            </Box>
                            {': '}
                            {entry.action === 'create' ? (
                              after
                            ) : (
                              <>
                                <Box
                                  component="span"
                                  sx={{
                                    color: 'text.secondary',
                                    textDecoration: before ? 'line-through' : 'none',
                                  }}
                                >
                                  {before || '—'}
                                </Box>
                                {ctx.locale === 'ar' ? ' ← ' : ' → '}
                                <Box component="span">{after || '—'}</Box>
                              </>
                            )}
                          </Typography>
                        );
                      })}
                    </Box>
                  )}
                </Box>
              );
            })}
          </Box>
        )}
        {!all && entries.length > FIRST && (
          <Button size="small" onClick={() => setAll(true)} sx={{ mt: 1 }}>
            {t('resources.history.showAll', { count: entries.length })}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
