import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { EVALUATION_TARGETS, type EvaluationPick, type EvaluationTargetKind } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LookupField } from '../../app/components/LookupField.tsx';
import { isApiError } from '../../app/http/client.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { useCreateRequests, useForms } from './evaluations-api.ts';
import { EvaluatorField } from './EvaluatorField.tsx';
import { useTargetLabel } from './parts.tsx';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import { MonthField } from '../../app/components/MonthField.tsx';

const thisMonth = () => new Date().toISOString().slice(0, 7);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Asks for evaluations: a form (its target kind follows), one record or everyone of a centre
 * or a country, the evaluator (told at once) and the date it is due.
 */
export function NewRequestDialog({
  open,
  onClose,
  targets,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  targets: readonly EvaluationTargetKind[];
  onCreated: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const targetLabel = useTargetLabel();
  const forms = useForms(targets);
  const create = useCreateRequests();
  const [formId, setFormId] = useState('');
  const [how, setHow] = useState<'one' | 'centre' | 'country'>('one');
  const [subject, setSubject] = useState<LookupItem | null>(null);
  const [place, setPlace] = useState<LookupItem | null>(null);
  const [evaluator, setEvaluator] = useState<EvaluationPick | null>(null);
  const [dueOn, setDueOn] = useState(inDays(14));
  const [period, setPeriod] = useState(thisMonth());
  const form = forms.data?.find((x) => x.id === formId);
  const fields = isApiError(create.error) ? create.error.fields : undefined;

  const submit = () =>
    create.mutate(
      {
        formId,
        ...(how === 'one' && subject ? { subjectIds: [subject.id] } : {}),
        ...(how === 'centre' && place ? { bulk: { centreId: place.id } } : {}),
        ...(how === 'country' && place ? { bulk: { countryId: place.id } } : {}),
        evaluatorId: evaluator?.id ?? '',
        dueOn,
        period,
      },
      { onSuccess: (r) => onCreated(r.ids) },
    );

  return (
    <Dialog open={open} onClose={onClose} fullWidth fullScreen={phone}>
      <DialogTitle>{t('evaluations.ui.newRequest')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {create.error && <Alert severity="error">{create.error.message}</Alert>}
          <TextField
            select
            required
            label={t('evaluations.ui.form')}
            value={formId}
            onChange={(e) => {
              setFormId(e.target.value);
              setSubject(null);
            }}
            data-testid="request-form"
          >
            {(forms.data ?? []).map((x) => (
              <MenuItem key={x.id} value={x.id}>
                {x.name} ({targetLabel(x.target)})
              </MenuItem>
            ))}
          </TextField>
          {form && (
            <>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={how}
                onChange={(_e, v: typeof how | null) => v && (setHow(v), setPlace(null))}
              >
                <ToggleButton value="one">{targetLabel(form.target)}</ToggleButton>
                <ToggleButton value="centre">{t('evaluations.ui.bulkCentre')}</ToggleButton>
                <ToggleButton value="country">{t('evaluations.ui.bulkCountry')}</ToggleButton>
              </ToggleButtonGroup>
              {how === 'one' ? (
                <LookupField
                  resource={EVALUATION_TARGETS[form.target].resource}
                  label={targetLabel(form.target)}
                  value={subject}
                  onChange={setSubject}
                  required
                />
              ) : (
                <LookupField
                  resource={how === 'centre' ? 'centres' : 'countries'}
                  label={
                    how === 'centre' ? t('evaluations.ui.centre') : t('evaluations.ui.country')
                  }
                  value={place}
                  onChange={setPlace}
                  required
                />
              )}
            </>
          )}
          <EvaluatorField
            value={evaluator}
            onChange={setEvaluator}
            required
            error={fields?.['evaluatorId']?.message}
          />
          <Stack direction="row" sx={{ gap: 1 }}>
            <DateField
              required
              compact
              label={t('evaluations.ui.dueOn')}
              value={dueOn}
              onChange={(v) => setDueOn(v ?? '')}
            />
            <MonthField
              label={t('evaluations.ui.period')}
              value={period}
              onChange={setPeriod}
              sx={{ flex: 1 }}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('evaluations.ui.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!formId || !evaluator || create.isPending}
          onClick={submit}
        >
          {t('evaluations.ui.newRequest')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
