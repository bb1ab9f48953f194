import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LONG_TEXT_MAX, TEXT_MAX, type FormAnswer, type FormQuestion } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import { PhoneInput } from '../components/phone/PhoneInput.tsx';
import { useFormat } from '../format/use-format.ts';

/** The kinds this file draws (the scored `mark` and `scale` are FormRenderer's MarkInput). */
export const ANSWER_INPUT_KINDS: readonly string[] = [
  'text',
  'longText',
  'choice',
  'choices',
  'yesNo',
  'date',
  'number',
  'phone',
  'email',
];

/** Kinds whose input shows its own error under it (the renderer does not repeat it). */
export const OWN_ERROR_KINDS: readonly string[] = ['phone', 'date'];

export interface AnswerInputProps {
  q: FormQuestion;
  answer: FormAnswer | undefined;
  onChange: ((a: FormAnswer) => void) | undefined;
  error: string | undefined;
}

/** Every tap target of a question at least 44 px high (one tap on a phone). */
const TARGET = { minHeight: 44, marginInlineStart: 0 };

/** An answer as read (a list or a detail): the text, the chosen labels, yes/no, the number. */
export function AnswerText({ q, answer }: { q: FormQuestion; answer: FormAnswer | undefined }) {
  const { t } = useTranslation();
  const f = useFormat();
  let text = '—';
  if (answer?.choices?.length)
    text = answer.choices.map((c) => q.options?.find((o) => o.id === c)?.label ?? c).join('، ');
  else if (answer?.text)
    text =
      q.kind === 'date'
        ? f.date(answer.text)
        : q.kind === 'phone'
          ? f.digits(answer.text)
          : answer.text;
  else if (answer?.value !== null && answer?.value !== undefined)
    text =
      q.kind === 'yesNo'
        ? t(answer.value === 1 ? 'forms.ui.yes' : 'forms.ui.no')
        : f.number(answer.value);
  const ltr = q.kind === 'phone' || q.kind === 'email';
  return (
    <Typography
      sx={{ whiteSpace: 'pre-line' }}
      dir={ltr ? 'ltr' : 'auto'}
      data-testid="answer-text"
    >
      {ltr ? <bdi>{text}</bdi> : text}
    </Typography>
  );
}

/**
 * A phone question: the field keeps what was typed, the answer carries the international form
 * (E.164) once the shared input finds the number valid for its country, else the text as typed,
 * which the form's check (the server's too) refuses. So a number shown invalid is never sent,
 * and one typed nationally or internationally is the same contact.
 */
function PhoneAnswer({
  q,
  name,
  answer,
  setText,
  error,
}: {
  q: AnswerInputProps['q'];
  name: string;
  answer: AnswerInputProps['answer'];
  setText(text: string): void;
  error: string | undefined;
}) {
  const [typed, setTyped] = useState(answer?.text ?? '');
  return (
    // The question's text is its heading above: the field names only what it takes (the
    // question's text here as well was read twice, one under the other).
    <PhoneInput
      name={name}
      required={q.required}
      fullWidth
      value={typed}
      onChange={(ph) => {
        setTyped(ph.text);
        setText(ph.valid && ph.formatted ? ph.formatted : ph.text);
      }}
      {...(error ? { error } : {})}
    />
  );
}

/**
 * The input of one unscored question: a text or a long text, single choice (radios), multiple
 * choice (check boxes), yes/no (two 44 px buttons), a date (Hijri or Gregorian), a number, a
 * phone (the shared phone input) or an e-mail. Without `onChange` the answer is shown as read.
 */
export function AnswerInput({ q, answer, onChange, error }: AnswerInputProps) {
  const { t } = useTranslation();
  if (!onChange) return <AnswerText q={q} answer={answer} />;
  const name = `q-${q.id}`;
  const setText = (text: string) => onChange({ ...answer, value: null, text });
  const setChoices = (choices: string[]) => onChange({ ...answer, value: null, choices });
  const setValue = (value: number | null) => onChange({ ...answer, value });
  switch (q.kind) {
    case 'text':
    case 'longText':
    case 'email': {
      const long = q.kind === 'longText';
      const max = q.maxLength ?? (long ? LONG_TEXT_MAX : TEXT_MAX);
      return (
        <TextField
          name={name}
          fullWidth
          value={answer?.text ?? ''}
          onChange={(e) => setText(e.target.value)}
          error={!!error}
          multiline={long}
          minRows={long ? 3 : undefined}
          type={q.kind === 'email' ? 'email' : 'text'}
          slotProps={{
            htmlInput: {
              maxLength: max,
              'aria-label': q.label,
              ...(q.kind === 'email'
                ? { inputMode: 'email', dir: 'ltr', autoComplete: 'email' }
                : {}),
            },
          }}
          sx={{ '& .MuiInputBase-root': { minHeight: 44 } }}
        />
      );
    }
    case 'number':
      return (
        <TextField
          name={name}
          type="number"
          value={answer?.value ?? ''}
          onChange={(e) => setValue(e.target.value === '' ? null : Number(e.target.value))}
          error={!!error}
          slotProps={{
            htmlInput: {
              'aria-label': q.label,
              inputMode: 'decimal',
              step: 'any',
              ...(q.min !== undefined ? { min: q.min } : {}),
              ...(q.max !== undefined ? { max: q.max } : {}),
            },
          }}
          sx={{ width: 200, '& .MuiInputBase-root': { minHeight: 44 } }}
        />
      );
    case 'date':
      return (
        <DateField
          name={name}
          label={t('forms.ui.kind.date')}
          value={answer?.text ?? null}
          onChange={(v) => setText(v ?? '')}
          {...(error ? { error } : {})}
        />
      );
    case 'phone':
      return <PhoneAnswer q={q} name={name} answer={answer} setText={setText} error={error} />;
    case 'yesNo':
      return (
        <ToggleButtonGroup
          exclusive
          value={answer?.value ?? null}
          onChange={(_e, v: number | null) => setValue(v)}
          aria-label={q.label}
          sx={{ '& .MuiToggleButton-root': { minWidth: 88, minHeight: 44 } }}
        >
          <ToggleButton value={1}>{t('forms.ui.yes')}</ToggleButton>
          <ToggleButton value={0}>{t('forms.ui.no')}</ToggleButton>
        </ToggleButtonGroup>
      );
    case 'choice':
      return (
        <RadioGroup
          name={name}
          aria-label={q.label}
          value={answer?.choices?.[0] ?? ''}
          onChange={(e) => setChoices([e.target.value])}
        >
          {(q.options ?? []).map((o) => (
            <FormControlLabel
              key={o.id}
              value={o.id}
              control={<Radio />}
              label={o.label}
              sx={TARGET}
            />
          ))}
        </RadioGroup>
      );
    case 'choices': {
      const chosen = answer?.choices ?? [];
      return (
        <FormGroup aria-label={q.label} role="group">
          {(q.options ?? []).map((o) => (
            <FormControlLabel
              key={o.id}
              control={
                <Checkbox
                  name={name}
                  checked={chosen.includes(o.id)}
                  onChange={(e) =>
                    setChoices(
                      e.target.checked
                        ? (q.options ?? [])
                            .map((x) => x.id)
                            .filter((id) => id === o.id || chosen.includes(id))
                        : chosen.filter((c) => c !== o.id),
                    )
                  }
                />
              }
              label={o.label}
              sx={TARGET}
            />
          ))}
        </FormGroup>
      );
    }
    default:
      return <AnswerText q={q} answer={answer} />;
  }
}
