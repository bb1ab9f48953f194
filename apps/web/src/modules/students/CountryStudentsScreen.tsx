import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { Forbidden } from '../../app/components/Forbidden.tsx';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { api } from '../../app/http/client.ts';
import { STUDENT_STATUS_LABELS } from '@qc/domain';
import { useLocale } from '../../app/i18n/locale-context.ts';

// The resource engine's one list page, given this screen's fixed filters.
const ResourceListPage = lazy(() => import('../../resources/list/ResourceListPage.tsx'));

interface Country {
  id: string;
  code: string;
  _title: string;
}

interface Props {
  /** A fixed status (country-students-component-active: 'active'). */
  status?: string;
  /** A fixed country, by its code (country-students-component-active-turkye: 'TR'). */
  countryCode?: string;
}

/**
 * The students of a country: ONE screen with a country and a status parameter, served at
 * country-students-component (both chosen here, kept in the address), -active (status fixed)
 * and -active-turkye (status and country fixed). The list itself is the resource engine's
 * students list with the country and status as fixed filters, so paging, search, the other
 * filters, export and the link to each student's page are the same as everywhere.
 */
export function CountryStudentsScreen({ status, countryCode }: Props) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  // The screen picks a country: one who may read students but not the countries (an
  // accountant) is told it is not theirs rather than shown the refused list as an error.
  const canCountries = useCan('countries:read');
  const countries = useQuery({
    queryKey: ['countries', 'list', { pageSize: 100 }],
    queryFn: () =>
      api
        .get<{ items: Country[] }>('/countries', { query: { pageSize: 100, sort: 'code' } })
        .then((r) => r.items),
    staleTime: 5 * 60_000,
    enabled: canCountries,
  });
  const set = (k: string, v: string) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    setParams(next, { replace: true });
  };
  if (!canCountries) return <Forbidden />;
  if (countries.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress />
      </Box>
    );
  if (countries.isError)
    return <ErrorState error={countries.error} onRetry={() => void countries.refetch()} />;
  const list = countries.data;
  const fixedCountry = countryCode ? list.find((c) => c.code === countryCode) : undefined;
  const chosen =
    fixedCountry ??
    list.find((c) => c.id === params.get('country')) ??
    (list.length === 1 ? list[0] : undefined);
  const chosenStatus = status ?? params.get('status') ?? '';
  if (countryCode && !fixedCountry)
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="info">{t('students.country.notInScope')}</Alert>
      </Box>
    );
  const fixed: Record<string, string[]> = {};
  if (chosen) fixed.countryId = [chosen.id];
  if (chosenStatus) fixed.status = [chosenStatus];
  // The heading names the country (and the status) shown; the pickers sit under it.
  const statusLabel = chosenStatus
    ? STUDENT_STATUS_LABELS[chosenStatus as keyof typeof STUDENT_STATUS_LABELS]?.[locale]
    : undefined;
  const heading = [
    chosen
      ? t('students.country.headingOf', { country: chosen._title })
      : t('students.country.heading'),
    statusLabel,
  ]
    .filter(Boolean)
    .join(' · ');
  const pickers = (!countryCode || !status) && (
    <Stack
      direction="row"
      sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}
      data-testid="country-students-pickers"
    >
      {!countryCode && (
        <TextField
          select
          size="small"
          label={t('students.report.country')}
          value={chosen?.id ?? ''}
          onChange={(e) => set('country', e.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('students.country.all')}</MenuItem>
          {list.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c._title}
            </MenuItem>
          ))}
        </TextField>
      )}
      {!status && (
        <TextField
          select
          size="small"
          label={t('students.country.status')}
          value={chosenStatus}
          onChange={(e) => set('status', e.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('students.ui.all')}</MenuItem>
          {Object.entries(STUDENT_STATUS_LABELS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label[locale]}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress />
        </Box>
      }
    >
      <ResourceListPage
        key={`${chosen?.id ?? 'all'}:${chosenStatus}`}
        resource="students"
        mode="manage"
        fixedFilters={fixed}
        title={heading}
        toolbar={pickers || undefined}
      />
    </Suspense>
  );
}

export default CountryStudentsScreen;
