import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../app/components/SearchField.tsx';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';

/** The filters of answers received: the words typed, and the days they were sent between. */
export interface AnswerFilterValues {
  q: string;
  from: string | null;
  to: string | null;
}

export const NO_ANSWER_FILTERS: AnswerFilterValues = { q: '', from: null, to: null };

/**
 * The search box and the date range of the answers' screens (the answers of one form, the log
 * of every form). `onChange` gets the changed part; the screen debounces the words before it
 * asks the server (`useDebounced`), so a word typed is one request, not one per letter.
 */
export function AnswerFilters({
  value,
  onChange,
}: {
  value: AnswerFilterValues;
  onChange(next: Partial<AnswerFilterValues>): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SearchField
        type="search"
        label={t('polls.ui.search')}
        value={value.q}
        onChange={(e) => onChange({ q: e.target.value })}
        sx={{ minWidth: 200, flex: 1 }}
      />
      <Stack direction="row" sx={{ gap: 1.5 }}>
        <DateField
          compact
          label={t('polls.ui.from')}
          value={value.from}
          onChange={(v) => onChange({ from: v })}
        />
        <DateField
          compact
          label={t('polls.ui.to')}
          value={value.to}
          onChange={(v) => onChange({ to: v })}
        />
      </Stack>
    </>
  );
}
