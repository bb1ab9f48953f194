import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formDefinitionSchema,
  type CategoryView,
  type CompetitionDetail,
  type FormDefinition,
  type RuleSet,
} from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../app/components/FormDialog.tsx';
import { FormBuilder, newSection } from '../../app/forms/FormBuilder.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { parseNumberText } from '../../resources/kinds/inputs/BasicInputs.tsx';
import { useUpdateCategory, useUpdateCompetition } from './competitions-api.ts';
import { useRuleLabels } from './parts.tsx';

/** A typed positive number (Latin or Arabic-Indic digits), or null when it is not one. */
const positive = (text: string) => {
  const n = parseNumberText(text);
  return typeof n === 'number' && n > 0 ? n : null;
};

/**
 * A category's rule set as its competition's manager edits it before judging: each criterion's
 * maximum (its weight), each mistake's deduction, the competition's divergence margin, and the
 * criteria form (the shared form builder's marks: voice, performance…) the judges fill beside the
 * mistakes, with its weight in the total. The server refuses it once judging has started
 * (translated), and audits the rule set before and after.
 */
export function RuleSetDialog({
  c,
  category,
  onClose,
}: {
  c: CompetitionDetail;
  category: CategoryView;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const labels = useRuleLabels(category.ruleSet);
  const updateCategory = useUpdateCategory();
  const updateCompetition = useUpdateCompetition();
  const shown = (n: number) => f.digits(String(n));
  const formCriterion = category.ruleSet.criteria.find((x) => x.kind === 'form');
  const criteria = category.ruleSet.criteria.filter((x) => x.kind !== 'form');
  const [maxima, setMaxima] = useState(criteria.map((x) => shown(x.max)));
  const [formOn, setFormOn] = useState(category.criteriaForm !== null);
  const [formDef, setFormDef] = useState<FormDefinition>(
    category.criteriaForm ?? { sections: [newSection(t('competitions.ui.criteriaFormTitle'))] },
  );
  const [formWeight, setFormWeight] = useState(shown(formCriterion?.max ?? 10));
  const formValid = !formOn || formDefinitionSchema.safeParse(formDef).success;
  const [deductions, setDeductions] = useState(
    category.ruleSet.events.map((x) => shown(x.deduction)),
  );
  const [margin, setMargin] = useState(shown(c.divergenceMargin));
  const marginValue = parseNumberText(margin);
  const valid =
    maxima.every((m) => positive(m) !== null) &&
    formValid &&
    (!formOn || positive(formWeight) !== null) &&
    deductions.every((d) => positive(d) !== null) &&
    typeof marginValue === 'number' &&
    marginValue >= 0;
  const submit = async () => {
    const ruleSet: RuleSet = {
      criteria: [
        ...criteria.map((x, i) => ({ ...x, max: positive(maxima[i]!)! })),
        ...(formOn
          ? [
              {
                key: formCriterion?.key ?? 'form',
                kind: 'form' as const,
                max: positive(formWeight)!,
                label: formCriterion?.label ?? {
                  ar: 'الأداء',
                  en: 'Performance',
                  fr: 'Interprétation',
                },
              },
            ]
          : []),
      ],
      events: category.ruleSet.events.map((x, i) => ({
        ...x,
        deduction: positive(deductions[i]!)!,
      })),
    };
    await updateCategory.mutateAsync({
      id: category.id,
      input: { ruleSet, criteriaForm: formOn ? formDef : null },
    });
    if (marginValue !== c.divergenceMargin)
      await updateCompetition.mutateAsync({
        id: c.id,
        input: { divergenceMargin: marginValue as number },
      });
  };
  const numberField = (
    key: string,
    label: string,
    value: string,
    set: (v: string) => void,
    error: string | undefined,
    ok: boolean,
  ) => (
    <TextField
      key={key}
      name={key}
      label={label}
      value={value}
      onChange={(e) => set(e.target.value)}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      error={!ok || !!error}
      helperText={error ?? (ok ? undefined : t('competitions.ui.numberNeeded'))}
      required
    />
  );
  return (
    <FormDialog
      title={`${t('competitions.ui.editRules')} — ${category.name}`}
      submitLabel={t('common.save')}
      canSubmit={valid}
      onClose={onClose}
      onSubmit={submit}
    >
      {(err) => (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('competitions.ui.rulesHelp')}
          </Typography>
          {err('ruleSet') && <Alert severity="error">{err('ruleSet')}</Alert>}
          <Typography variant="subtitle2" component="h3">
            {t('competitions.ui.criteriaHeading')}
          </Typography>
          {criteria.map((x, i) =>
            numberField(
              `criteria.${x.key}`,
              t('competitions.ui.criterionMax', { criterion: labels.criterion(x.key) }),
              maxima[i]!,
              (v) => setMaxima((m) => m.map((old, j) => (j === i ? v : old))),
              err(`ruleSet.criteria.${i}.max`),
              positive(maxima[i]!) !== null,
            ),
          )}
          {category.ruleSet.events.length > 0 && (
            <Typography variant="subtitle2" component="h3">
              {t('competitions.ui.eventsHeading')}
            </Typography>
          )}
          {category.ruleSet.events.map((x, i) =>
            numberField(
              `events.${x.kind}`,
              t('competitions.ui.deduction', { event: labels.event(x.kind) }),
              deductions[i]!,
              (v) => setDeductions((d) => d.map((old, j) => (j === i ? v : old))),
              err(`ruleSet.events.${i}.deduction`),
              positive(deductions[i]!) !== null,
            ),
          )}
          <FormControlLabel
            control={
              <Switch
                checked={formOn}
                onChange={(e) => setFormOn(e.target.checked)}
                name="criteriaFormOn"
              />
            }
            label={t('competitions.ui.criteriaFormOn')}
          />
          {err('criteriaForm') && <Alert severity="error">{err('criteriaForm')}</Alert>}
          {formOn && (
            <>
              {numberField(
                'formWeight',
                t('competitions.ui.criteriaFormWeight'),
                formWeight,
                setFormWeight,
                undefined,
                positive(formWeight) !== null,
              )}
              <FormBuilder value={formDef} onChange={setFormDef} />
              {!formValid && (
                <Alert severity="warning">{t('competitions.ui.criteriaFormIncomplete')}</Alert>
              )}
            </>
          )}
          {numberField(
            'divergenceMargin',
            t('competitions.ui.marginField'),
            margin,
            setMargin,
            err('divergenceMargin'),
            typeof marginValue === 'number' && marginValue >= 0,
          )}
        </>
      )}
    </FormDialog>
  );
}
