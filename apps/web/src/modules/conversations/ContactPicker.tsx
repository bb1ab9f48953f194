import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConversationAvatar } from './ConversationAvatar.tsx';
import { conversationsApi, keys, type Contact } from './conversations-api.ts';
import { useDebounced } from '../../app/hooks/use-debounced.ts';

/**
 * Picks people the user may write to (the server's contacts: colleagues sharing a place),
 * searched by name as the user types (Arabic spellings folded on the server).
 */
export function ContactPicker({
  value,
  onChange,
  exclude = [],
  label,
  autoFocus = false,
}: {
  value: Contact[];
  onChange: (value: Contact[]) => void;
  exclude?: readonly string[];
  label: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const q = useDebounced(input.trim(), 250);
  const contacts = useQuery({
    queryKey: keys.contacts(q),
    queryFn: ({ signal }) => conversationsApi.contacts(q, signal),
    placeholderData: (previous) => previous,
  });
  const options = (contacts.data?.items ?? []).filter((c) => !exclude.includes(c.id));
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={options}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      // The server has already matched the name; show what it answered.
      filterOptions={(list) => list}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(c) => c.displayName}
      loading={contacts.isFetching}
      noOptionsText={t('conversations.ui.noContacts')}
      renderOption={({ key, ...props }, option) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ display: 'flex', gap: 1.5 }}
          data-testid="contact-option"
        >
          <ConversationAvatar name={option.displayName} size={30} />
          {option.displayName}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={t('conversations.ui.contactsPlaceholder')}
          autoFocus={autoFocus}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'contact-input' },
          }}
        />
      )}
    />
  );
}
