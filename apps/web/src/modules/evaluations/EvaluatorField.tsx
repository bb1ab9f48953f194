import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { EvaluationPick } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { usePicks } from './evaluations-api.ts';

/**
 * Picks an evaluator (a user who may evaluate in the caller's scope), found as one types. The
 * list is for those who may ask for an evaluation (`evaluations:create`); to others an optional
 * field (the search's filter) is not offered, since its list would be refused.
 */
export function EvaluatorField({
  value,
  onChange,
  required,
  error,
  size,
}: {
  value: EvaluationPick | null;
  onChange(pick: EvaluationPick | null): void;
  required?: boolean;
  error?: string | undefined;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const allowed = useCan('evaluations:create');
  const evaluators = usePicks('evaluators', { q }, allowed);
  if (!allowed && !required) return null;
  return (
    <Autocomplete
      options={evaluators.data?.items ?? []}
      value={value}
      size={size}
      onChange={(_e, v) => onChange(v)}
      onInputChange={(_e, v) => setQ(v)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      sx={size === 'small' ? { minWidth: 200, flex: '1 1 200px' } : undefined}
      renderInput={(p) => (
        <TextField
          {...p}
          required={required}
          label={t('evaluations.ui.evaluator')}
          error={!!error}
          helperText={error}
        />
      )}
    />
  );
}
