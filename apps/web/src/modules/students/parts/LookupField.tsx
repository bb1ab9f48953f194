import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lookup, type LookupItem } from '../students-api.ts';
import { useDebounced } from './use-debounced.ts';

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
 * choose. Only records the caller may read are offered (the server filters by scope).
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
  const options = useQuery({
    queryKey: [resource, 'lookup', q, params],
    queryFn: () => lookup(resource, { q: q || undefined, limit: '20', ...params }),
    staleTime: 60_000,
  });
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
      sx={{ minWidth: 220, flex: fullWidth ? undefined : '1 1 220px' }}
    />
  );
}
