import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** The search box and the state filter of the two lists. */
export function ListFilters({
  q,
  onQ,
  state,
  onState,
  states,
  stateKey,
}: {
  q: string;
  onQ(v: string): void;
  state: string;
  onState(v: string): void;
  states: readonly string[];
  stateKey: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
      <TextField
        size="small"
        value={q}
        onChange={(e) => onQ(e.target.value)}
        label={t('donations.ui.search')}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ minWidth: 240 }}
      />
      <TextField
        select
        size="small"
        value={state}
        onChange={(e) => onState(e.target.value)}
        label={t('donations.ui.state')}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('donations.ui.all')}</MenuItem>
        {states.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`${stateKey}.${s}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
