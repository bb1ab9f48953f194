import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  answerDifferences,
  questionKind,
  scoreForm,
  type FormAnswer,
  type FormAnswers,
  type FormDefinition,
  type FormQuestion,
} from '@qc/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format/use-format.ts';
import {
  ANSWER_INPUT_KINDS,
  AnswerInput,
  OWN_ERROR_KINDS,
  type FormFiles,
} from './AnswerInputs.tsx';

export interface FormRendererProps {
  definition: FormDefinition;
  answers: FormAnswers;
  /** Absent: read only. */
  onChange?: ((answers: FormAnswers) => void) | undefined;
  /** Answers shown beside each question (a self-evaluation), differences highlighted. */
  compareWith?: FormAnswers | null | undefined;
  compareLabel?: string | undefined;
  /** Problems per question id (translated messages), from the server's refusal. */
  errors?: Record<string, string> | undefined;
  /** A comment field under each question (evaluations); polls leave it out. Default true. */
  comments?: boolean | undefined;
  /** How `file` questions store a chosen file and read a stored one (the owner's routes). */
  files?: FormFiles | undefined;
}

/** Marks up to this maximum are buttons (one tap on a phone); above, a number field. */
const MAX_BUTTONS = 10;

function MarkInput({
  q,
  answer,
  onChange,
  error,
}: {
  q: FormQuestion;
  answer: FormAnswer | undefined;
  onChange: ((a: FormAnswer) => void) | undefined;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const max = questionKind(q.kind)?.maxOf(q) ?? 0;
  const value = answer?.value ?? null;
  const set = (v: number | null) => onChange?.({ ...answer, value: v });
  const options =
    q.kind === 'scale'
      ? (q.scale ?? []).map((o) => ({ value: o.value, label: o.label }))
      : max <= MAX_BUTTONS && Number.isInteger(max)
        ? Array.from({ length: max + 1 }, (_, i) => ({ value: i, label: f.number(i) }))
        : null;
  if (options)
    return (
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        disabled={!onChange}
        onChange={(_e, v: number | null) => set(v)}
        aria-label={q.label}
        sx={{
          flexWrap: 'wrap',
          gap: 0.5,
          '& .MuiToggleButton-root': { minWidth: 44, minHeight: 44 },
        }}
      >
        {options.map((o) => (
          <ToggleButton key={o.value} value={o.value} aria-label={`${q.label}: ${o.label}`}>
            {o.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    );
  return (
    <TextField
      type="number"
      size="small"
      label={t('forms.ui.mark')}
      value={value ?? ''}
      disabled={!onChange}
      error={!!error}
      helperText={error ?? t('forms.ui.outOf', { max: f.number(max) })}
      onChange={(e) => set(e.target.value === '' ? null : Number(e.target.value))}
      slotProps={{ htmlInput: { min: 0, max, step: 'any', inputMode: 'decimal' } }}
      sx={{ width: 160 }}
    />
  );
}

/**
 * Fills (or shows) a form of the shared form builder: its sections and questions, a mark or a
 * scale per question (large tap targets on a phone) or the input of an unscored kind (text,
 * choices, yes/no, date, number, phone, e-mail: `AnswerInputs.tsx`), a comment each, and, when
 * the form has scored questions, a running total with the weighted percentage that stays in
 * view. With `compareWith` (a self-evaluation), each
 * question shows the other answer and highlights where the two differ.
 */
export function FormRenderer({
  definition,
  answers,
  onChange,
  compareWith,
  compareLabel,
  errors,
  comments = true,
  files,
}: FormRendererProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const score = useMemo(() => scoreForm(definition, answers), [definition, answers]);
  const diffs = useMemo(
    () => (compareWith ? answerDifferences(definition, compareWith, answers) : new Map()),
    [definition, compareWith, answers],
  );
  const setAnswer = (id: string, a: FormAnswer) => onChange?.({ ...answers, [id]: a });
  return (
    <Stack spacing={2}>
      {score.questions > 0 && (
        <Paper
          variant="outlined"
          data-testid="form-score"
          sx={{
            position: 'sticky',
            top: 64,
            zIndex: 2,
            p: 1.5,
            display: 'flex',
            gap: 2,
            flexWrap: 'wrap',
            alignItems: 'baseline',
          }}
        >
          <Typography>
            {t('forms.ui.total')}:{' '}
            <strong>
              <bdi>
                {f.number(score.total)} / {f.number(score.max)}
              </bdi>
            </strong>
          </Typography>
          <Typography>
            {t('forms.ui.percent')}:{' '}
            <strong data-testid="form-percent">{f.percent(score.percent / 100, 1)}</strong>
          </Typography>
        </Paper>
      )}
      {definition.sections.map((s) => (
        <Box key={s.id} component="section" aria-labelledby={`sec-${s.id}`}>
          <Typography id={`sec-${s.id}`} variant="h6" component="h2" sx={{ mb: 1 }}>
            {s.title}
          </Typography>
          <Stack spacing={1.5}>
            {s.questions.map((q) => {
              const diff = diffs.get(q.id);
              const other = compareWith?.[q.id]?.value;
              return (
                <Paper
                  key={q.id}
                  variant="outlined"
                  data-testid="form-question"
                  data-question={q.id}
                  sx={{
                    p: 1.5,
                    borderColor:
                      diff !== undefined
                        ? 'warning.main'
                        : errors?.[q.id]
                          ? 'error.main'
                          : undefined,
                    borderWidth: diff !== undefined || errors?.[q.id] ? 2 : 1,
                  }}
                >
                  <Typography sx={{ fontWeight: 600 }} dir="auto">
                    {q.label}
                    {q.required && onChange ? ' *' : ''}
                  </Typography>
                  {q.hint && (
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      {q.hint}
                    </Typography>
                  )}
                  {ANSWER_INPUT_KINDS.includes(q.kind) ? (
                    <AnswerInput
                      q={q}
                      answer={answers[q.id]}
                      onChange={onChange ? (a) => setAnswer(q.id, a) : undefined}
                      error={errors?.[q.id]}
                      files={files}
                    />
                  ) : (
                    <MarkInput
                      q={q}
                      answer={answers[q.id]}
                      onChange={onChange ? (a) => setAnswer(q.id, a) : undefined}
                      error={errors?.[q.id]}
                    />
                  )}
                  {errors?.[q.id] && !OWN_ERROR_KINDS.includes(q.kind) && (
                    <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
                      {errors[q.id]}
                    </Typography>
                  )}
                  {compareWith && (
                    <Stack
                      direction="row"
                      sx={{ gap: 1, mt: 1, alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <Typography variant="body2" color="text.secondary">
                        {compareLabel ?? t('forms.ui.self')}:{' '}
                        {other === null || other === undefined ? '—' : f.number(other)}
                      </Typography>
                      {diff !== undefined && (
                        <Chip
                          size="small"
                          color="warning"
                          label={`${t('forms.ui.difference')} (${diff > 0 ? '+' : ''}${f.number(diff)})`}
                          data-testid="answer-difference"
                        />
                      )}
                    </Stack>
                  )}
                  {!comments ? null : onChange ? (
                    <TextField
                      size="small"
                      fullWidth
                      multiline
                      label={t('forms.ui.comment')}
                      value={answers[q.id]?.comment ?? ''}
                      onChange={(e) =>
                        setAnswer(q.id, {
                          ...answers[q.id],
                          value: answers[q.id]?.value ?? null,
                          comment: e.target.value,
                        })
                      }
                      sx={{ mt: 1 }}
                    />
                  ) : (
                    answers[q.id]?.comment && (
                      <Typography variant="body2" sx={{ mt: 0.5 }}>
                        {answers[q.id]?.comment}
                      </Typography>
                    )
                  )}
                </Paper>
              );
            })}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
