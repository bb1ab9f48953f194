import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../app/hooks/use-debounced.ts';
import type { SearchHit } from '@qc/domain';
import { adminApi } from '../identity-api.ts';

/**
 * Picks a record by name or phone among those the caller may read: an employee (the person
 * behind an account), a guardian or a student (a mobile account's owner).
 */
export function RecordPicker({
  value,
  onChange,
  kinds = ['employees'],
  label,
  error,
}: {
  value: SearchHit | null;
  onChange(hit: SearchHit | null): void;
  kinds?: ReadonlyArray<SearchHit['kind']>;
  label: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const hits = useQuery({
    queryKey: ['search', 'pick', kinds.join(','), q],
    queryFn: () => adminApi.search(q, 20),
    enabled: q.length > 0,
  });
  const options = (hits.data ?? []).filter((h) => kinds.includes(h.kind));
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, v) => onChange(v)}
      inputValue={text}
      onInputChange={(_, v) => setText(v)}
      getOptionLabel={(h) => h.title}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={hits.isFetching}
      noOptionsText={q ? t('identity.places.none') : t('identity.pick.typeToSearch')}
      renderOption={(props, h) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest}>
            <Box>
              <Typography>{h.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[t(`identity.pick.kind.${h.kind}`), h.subtitle].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(error)} helperText={error ?? ' '} />
      )}
    />
  );
}
