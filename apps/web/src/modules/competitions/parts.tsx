import Chip from '@mui/material/Chip';
import type { CompetitionState, RuleSet } from '@qc/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/i18n/locale-context.ts';

const COLOURS: Record<CompetitionState, 'default' | 'info' | 'warning' | 'success' | 'primary'> = {
  draft: 'default',
  registration: 'info',
  judging: 'warning',
  provisional: 'warning',
  approved: 'success',
  published: 'primary',
  archived: 'default',
};

export function CompetitionStateChip({ state }: { state: CompetitionState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLOURS[state]}
      label={t(`competitions.state.${state}`)}
      data-testid="competition-state"
    />
  );
}

/** A rule set's labels (events and criteria) in the reader's language: the rule set is data. */
export function useRuleLabels(rules: RuleSet | undefined) {
  const { locale } = useLocale();
  return {
    event: (kind: string) => rules?.events.find((e) => e.kind === kind)?.label[locale] ?? kind,
    criterion: (key: string) => rules?.criteria.find((c) => c.key === key)?.label[locale] ?? key,
  };
}
