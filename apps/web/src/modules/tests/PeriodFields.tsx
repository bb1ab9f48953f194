import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';

/** A period filter: two days typed or picked in Hijri or Gregorian ('YYYY-MM-DD' out). */
export function PeriodFields({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange(v: { from?: string | null; to?: string | null }): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ flex: '1 1 170px' }}>
        <DateField
          name="from"
          size="small"
          compact
          label={t('tests.b.from')}
          value={from || null}
          onChange={(d) => onChange({ from: d ?? null })}
        />
      </Box>
      <Box sx={{ flex: '1 1 170px' }}>
        <DateField
          name="to"
          size="small"
          compact
          label={t('tests.b.to')}
          value={to || null}
          onChange={(d) => onChange({ to: d ?? null })}
        />
      </Box>
    </>
  );
}
