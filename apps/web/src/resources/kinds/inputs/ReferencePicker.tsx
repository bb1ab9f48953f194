import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type HTMLAttributes, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import {
  resourceApi,
  resourceQueryKeys,
  type LookupItem,
  type RefLabel,
} from '../../resource-api.ts';
import { useDebounced } from '../../parts/use-debounced.ts';
import { resourceSummary } from '../../definitions.ts';

export interface ReferencePickerProps {
  /** The resource whose records are picked. */
  resource: string;
  multiple: boolean;
  /** An id, ids, or nothing. */
  value: string | readonly string[] | null;
  onChange(value: string | string[] | null): void;
  /** Names of the chosen records when already known (a record's `_refs`). */
  known?: readonly RefLabel[];
  /** Narrowing of the options (`{ countryId: '…' }` for a picker that depends on a country). */
  params?: Readonly<Record<string, string>>;
  label: string;
  helperText?: string | undefined;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  name?: string;
}

const LIMIT = '20';

/**
 * A searchable picker of records of another resource: the options come from that resource's
 * lookup API (Arabic-normalised search on the server, the caller's scope applied), a few at a
 * time as the user types; the chosen records are named by their ids when not already known.
 */
export function ReferencePicker({
  resource,
  multiple,
  value,
  onChange,
  known = [],
  params = {},
  label,
  helperText,
  error,
  required,
  disabled,
  size = 'medium',
  name,
}: ReferencePickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const q = useDebounced(input.trim(), 250);
  const ids = useMemo(
    () => (Array.isArray(value) ? [...value] : value ? [value as string] : []).map(String),
    [value],
  );
  const target = resourceSummary(resource);

  const search = useQuery({
    queryKey: resourceQueryKeys.lookup(resource, { q, limit: LIMIT, ...params }),
    queryFn: ({ signal }) => resourceApi.lookup(resource, { q, limit: LIMIT, ...params }, signal),
    enabled: open && Boolean(target),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  // Names of chosen records the form does not know yet (set from the address, or a new choice).
  const knownIds = new Set([
    ...known.map((k) => k.id),
    ...(search.data?.items ?? []).map((i) => i.id),
  ]);
  const missing = ids.filter((id) => !knownIds.has(id));
  const named = useQuery({
    queryKey: resourceQueryKeys.lookup(resource, { ids: missing.join(',') }),
    queryFn: ({ signal }) => resourceApi.lookup(resource, { ids: missing.join(',') }, signal),
    enabled: missing.length > 0 && Boolean(target),
    staleTime: 60_000,
  });

  const byId = new Map<string, LookupItem>();
  for (const k of known) byId.set(k.id, { ...k, subtitle: null });
  for (const i of named.data?.items ?? []) byId.set(i.id, i);
  // Chosen options stay as they were named when picked, even once the search moves on.
  const [picked, setPicked] = useState<Map<string, LookupItem>>(new Map());
  for (const [id, item] of picked) if (!byId.has(id)) byId.set(id, item);
  const chosen = ids.map(
    (id) => byId.get(id) ?? { id, label: '…', subtitle: null, archived: false },
  );
  const options = search.data?.items ?? [];

  const remember = (items: LookupItem[]) =>
    setPicked((m) => {
      const next = new Map(m);
      for (const i of items) next.set(i.id, i);
      return next;
    });

  const spinner = search.isFetching && open ? <CircularProgress color="inherit" size={18} /> : null;

  const renderInput = (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      name={name}
      label={label}
      required={required}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        ...params.slotProps,
        input: {
          ...params.slotProps.input,
          endAdornment: (
            <>
              {spinner}
              {params.slotProps.input.endAdornment}
            </>
          ),
        },
        htmlInput: {
          ...params.slotProps.htmlInput,
          'data-testid': `reference-${name ?? resource}`,
        },
      }}
    />
  );

  const renderOption = (props: HTMLAttributes<HTMLLIElement> & { key: Key }, o: LookupItem) => {
    const { key, ...rest } = props;
    return (
      <Box component="li" key={key} {...rest} data-testid="reference-option">
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap>
            {o.label}
          </Typography>
          {o.subtitle && (
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {o.subtitle}
            </Typography>
          )}
        </Box>
        {o.archived && (
          <Chip
            size="small"
            label={t('resources.list.archived')}
            sx={{ marginInlineStart: 'auto' }}
          />
        )}
      </Box>
    );
  };

  const common = {
    options,
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    filterOptions: (x: LookupItem[]) => x,
    isOptionEqualToValue: (a: LookupItem, b: LookupItem) => a.id === b.id,
    getOptionLabel: (o: LookupItem) => o.label,
    loading: search.isFetching,
    disabled,
    size,
    fullWidth: true,
    onInputChange: (_e: unknown, next: string, reason: string) =>
      setInput(reason === 'input' ? next : ''),
    noOptionsText: q ? t('resources.reference.noMatch') : t('resources.reference.typeToSearch'),
    loadingText: t('common.loading'),
    renderOption,
    renderInput,
  };

  if (multiple) {
    return (
      <Autocomplete<LookupItem, true, false, false>
        {...common}
        multiple
        value={chosen}
        onChange={(_e, next) => {
          remember(next);
          onChange(next.map((o) => o.id));
        }}
        renderValue={(items, getItemProps) =>
          items.map((o, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} size="small" label={o.label} {...itemProps} />;
          })
        }
      />
    );
  }
  return (
    <Autocomplete<LookupItem, false, false, false>
      {...common}
      value={chosen[0] ?? null}
      onChange={(_e, next) => {
        if (next) remember([next]);
        onChange(next ? next.id : null);
      }}
    />
  );
}
