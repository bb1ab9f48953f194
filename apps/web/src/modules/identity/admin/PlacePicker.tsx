import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Place, PlaceLevel } from '@qc/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/i18n/locale-context.ts';
import { useDebounced } from '../../../app/hooks/use-debounced.ts';
import { identityKeys, usersApi } from '../identity-api.ts';

/**
 * Picks a country, centre or ring among those the caller may give roles at (the server
 * offers only places inside their scope), searching as the user types.
 */
export function PlacePicker({
  level,
  value,
  onChange,
  label,
  error,
  parent,
  testId,
}: {
  level: PlaceLevel;
  value: Place | null;
  onChange(place: Place | null): void;
  label: string;
  error?: string | undefined;
  /** Narrows rings to a centre, centres to a country. */
  parent?: Partial<Place> | undefined;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const parentKey = parent?.centreId ?? parent?.countryId ?? undefined;
  const options = useQuery({
    queryKey: identityKeys.places(level, parentKey, q),
    queryFn: () => usersApi.places(level, q, parent),
    placeholderData: keepPreviousData,
  });
  const name = (p: Place) => p.names?.[locale] ?? p.name;
  return (
    <Autocomplete
      options={options.data ?? []}
      value={value}
      onChange={(_, v) => onChange(v)}
      inputValue={text}
      onInputChange={(_, v, reason) => {
        if (reason !== 'reset') setText(v);
        else setText('');
      }}
      getOptionLabel={name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={options.isFetching}
      noOptionsText={t('identity.places.none')}
      loadingText={t('common.loading')}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest}>
            <Box>
              <Typography>{name(option)}</Typography>
              {option.centreName && (
                <Typography variant="body2" color="text.secondary">
                  {option.centreName}
                </Typography>
              )}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {options.isFetching ? <CircularProgress color="inherit" size={16} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
