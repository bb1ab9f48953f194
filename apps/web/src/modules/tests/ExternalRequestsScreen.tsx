import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ExternalRequestRow } from '@qc/domain';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import { ReasonDialog } from '../../app/components/ReasonDialog.tsx';
import { cleanQuery, useDecideExternal, useExternalRequests } from './tests-results-api.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { SearchField } from '../../app/components/SearchField.tsx';

const PAGE_SIZE = 25;
const STATES = ['new', 'accepted', 'rejected', 'all'] as const;
type State = (typeof STATES)[number];

function ExternalRequestCard({ r }: { r: ExternalRequestRow }) {
  const { t } = useTranslation();
  const f = useFormat();
  const canDecide = useCan('tests:approve');
  const decide = useDecideExternal();
  const [rejecting, setRejecting] = useState(false);
  const error = decide.isError ? problemsOf(decide.error, t('errors.internal')).message : null;
  const details: ReactNode[] = [
    t(`tests.ext.${r.gender}`),
    [r.countryName, r.city].filter(Boolean).join(' · '),
    <bdi key="phone" dir="ltr">
      {f.digits(r.phone)}
    </bdi>,
    r.email ? (
      <bdi key="email" dir="ltr">
        {r.email}
      </bdi>
    ) : null,
    t(`tests.b.language.${r.language}`),
  ].filter(Boolean);
  return (
    <Card variant="outlined" data-testid="external-request">
      <CardContent>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} dir="auto">
            {r.fullName}
          </Typography>
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={t(`tests.kind.${r.category}`)}
          />
          {r.state !== 'new' && (
            <Chip
              size="small"
              color={r.state === 'accepted' ? 'success' : 'default'}
              label={t(`tests.ext.state.${r.state}`)}
            />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {details.map((d, i) => (
            <Fragment key={i}>
              {i > 0 && ' · '}
              {d}
            </Fragment>
          ))}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>
          {t('tests.ext.field.portionText')}
        </Typography>
        <Typography variant="body2" dir="auto">
          {r.portionText}
        </Typography>
        {r.notes && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }} dir="auto">
            {r.notes}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {t('tests.ext.receivedOn')} <DateText value={r.receivedAt} withTime />
          {r.decidedAt && (
            <>
              {' · '}
              {t('tests.ext.decidedBy', { name: r.decidedByName ?? '—' })}{' '}
              <DateText value={r.decidedAt} style="medium" />
            </>
          )}
        </Typography>
        {r.reason && (
          <>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('tests.b.reason')}
            </Typography>
            <Typography variant="body2" dir="auto">
              {r.reason}
            </Typography>
          </>
        )}
        {r.state === 'new' && canDecide && (
          <Stack direction="row" sx={{ gap: 1, mt: 1.5 }}>
            <Button
              variant="contained"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: r.id, decision: 'accept' })}
            >
              {t('tests.ext.accept')}
            </Button>
            <Button color="error" disabled={decide.isPending} onClick={() => setRejecting(true)}>
              {t('tests.ext.reject')}
            </Button>
          </Stack>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </CardContent>
      {rejecting && (
        <ReasonDialog
          title={t('tests.ext.rejectTitle', { name: r.fullName })}
          confirmLabel={t('tests.ext.reject')}
          destructive
          onConfirm={(reason) => decide.mutateAsync({ id: r.id, decision: 'reject', reason })}
          onClose={() => setRejecting(false)}
        />
      )}
    </Card>
  );
}

/**
 * External test requests (country-ext-test-request): what candidates from other countries
 * sent through the public form, newest first; accept or reject with a reason (kept and shown).
 */
export function ExternalRequestsScreen() {
  const { t } = useTranslation();
  const count = useCount();
  const s = useSearchState();
  const state = (STATES as readonly string[]).includes(s.get('state'))
    ? (s.get('state') as State)
    : 'new';
  const q = useDebounced(s.get('q'), 300);
  const list = useExternalRequests(
    cleanQuery({ state, q: q.trim(), page: s.page, pageSize: PAGE_SIZE }),
  );
  return (
    <Screen
      maxWidth={960}
      actions={
        <Link component={RouterLink} to="/country-ext-link-request" target="_blank">
          {t('tests.ext.openForm')}
        </Link>
      }
    >
      <Tabs
        value={state}
        onChange={(_e, v: State) => s.set({ state: v === 'new' ? null : v })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {STATES.map((st) => (
          <Tab key={st} value={st} label={t(`tests.ext.state.${st}`)} />
        ))}
      </Tabs>
      <SearchField
        size="small"
        fullWidth
        value={s.get('q')}
        onChange={(e) => s.set({ q: e.target.value })}
        placeholder={t('tests.ext.searchHint')}
        aria-label={t('tests.ext.searchHint')}
        sx={{ mb: 2 }}
      />
      <QueryState
        query={list}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title={t('tests.ext.none')} />}
      >
        {({ items, total }) => (
          <Stack spacing={1.5}>
            <Typography variant="body2" color="text.secondary">
              {count('count.requests', total)}
            </Typography>
            {items.map((r) => (
              <ExternalRequestCard key={r.id} r={r} />
            ))}
            {total > PAGE_SIZE && (
              <Stack sx={{ alignItems: 'center' }}>
                <Pagination
                  page={s.page}
                  count={Math.ceil(total / PAGE_SIZE)}
                  onChange={(_e, p) => s.set({ page: String(p) })}
                  color="primary"
                  siblingCount={0}
                />
              </Stack>
            )}
          </Stack>
        )}
      </QueryState>
    </Screen>
  );
}

export default ExternalRequestsScreen;
