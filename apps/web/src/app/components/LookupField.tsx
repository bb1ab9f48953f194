import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi, resourceQueryKeys, type LookupItem } from '../../resources/resource-api.ts';
import { resourceSummary } from '../../resources/definitions.ts';
import { useCan } from '../auth/auth-context.ts';
import { useDebounced } from '../hooks/use-debounced.ts';

interface Props {
  /** The resource whose lookup answers (`students`, `star-types`, ...). */
  resource: string;
  label: string;
  value: LookupItem | null;
  onChange(value: LookupItem | null): void;
  /** Extra filters of the lookup (`centreId`, `ringId`, `status`...). */
  params?: Record<string, string | undefined>;
  required?: boolean;
  error?: string | undefined;
  size?: 'small' | 'medium';
  disabled?: boolean;
  autoFocus?: boolean;
  fullWidth?: boolean;
}

/**
 * A picker over a resource's lookup API: type a few letters of a name (any Arabic spelling),
 * choose. Only records the caller may read are offered (the server filters by scope). A caller
 * who may not read the resource at all (a teacher and the centres, say) is not offered an
 * optional picker they could only see fail: it is left out (a required one stays, without asking).
 */
export function LookupField({
  resource,
  label,
  value,
  onChange,
  params,
  required,
  error,
  size = 'small',
  disabled,
  autoFocus,
  fullWidth,
}: Props) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const q = useDebounced(input, 250);
  // The engine's lookup, with only the filters that have a value.
  const query: Record<string, string> = { limit: '20' };
  if (q) query.q = q;
  for (const [k, v] of Object.entries(params ?? {})) if (v) query[k] = v;
  const readable = useCan(`${resourceSummary(resource)?.permission ?? resource}:read`);
  const options = useQuery({
    queryKey: resourceQueryKeys.lookup(resource, query),
    queryFn: ({ signal }) => resourceApi.lookup(resource, query, signal).then((r) => r.items),
    staleTime: 60_000,
    enabled: readable,
  });
  if (!readable && !required) return null;
  return (
    <Autocomplete
      size={size}
      options={options.data ?? []}
      value={value}
      loading={options.isFetching}
      disabled={disabled}
      fullWidth={fullWidth}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, v) => onChange(v)}
      onInputChange={(_e, v, reason) => {
        if (reason === 'input') setInput(v);
        if (reason === 'clear') setInput('');
      }}
      noOptionsText={t('students.ui.noMatch')}
      loadingText={t('students.ui.loading')}
      renderOption={(props, o) => (
        <li {...props} key={o.id}>
          <span>
            {o.label}
            {o.subtitle && (
              <span style={{ opacity: 0.65, fontSize: '0.85em' }}> · {o.subtitle}</span>
            )}
          </span>
        </li>
      )}
      renderInput={(p) => (
        <TextField
          {...p}
          label={label}
          required={required}
          error={!!error}
          helperText={error}
          autoFocus={autoFocus}
        />
      )}
      // In a row it grows from 220 px and wraps; on a phone it may be narrower than that, to fit
      // a grid's half-width cell (the applications' filters) rather than push the page sideways.
      sx={{ minWidth: { xs: 0, sm: 220 }, flex: fullWidth ? undefined : '1 1 220px' }}
    />
  );
}
