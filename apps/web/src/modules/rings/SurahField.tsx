import { searchSurahs, SURAHS, type SurahInfo } from '@qc/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  value: number | null;
  onChange(value: number | null): void;
  error?: boolean;
}

/** A surah picker: type a number or a name in any spelling ("بقره", "baq", "2"). */
export function SurahField({ label, value, onChange, error }: Props) {
  const { i18n } = useTranslation();
  const ar = i18n.language?.startsWith('ar') ?? true;
  const name = (s: SurahInfo) => `${s.number}. ${ar ? s.nameAr : s.nameEn}`;
  return (
    <Autocomplete
      size="small"
      autoHighlight
      options={SURAHS as SurahInfo[]}
      value={value ? (SURAHS[value - 1] ?? null) : null}
      getOptionLabel={name}
      filterOptions={(options, state) =>
        state.inputValue ? searchSurahs(state.inputValue) : options
      }
      isOptionEqualToValue={(a, b) => a.number === b.number}
      onChange={(_e, v) => onChange(v?.number ?? null)}
      renderInput={(params) => <TextField {...params} label={label} error={error} />}
      sx={{ minWidth: 150, flex: 2 }}
    />
  );
}
