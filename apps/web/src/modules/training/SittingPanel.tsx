import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { sittingAllows, type ExamAnswer, type SittingQuestion, type SittingView } from '@qc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/http/api-error.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { saveAnswer, TRAINING_KEY, useSubmitSitting } from './training-api.ts';

/** Seconds left by the server's clock (the offset between the two clocks is taken once). */
function useSecondsLeft(s: SittingView): number {
  const offset = useRef(Date.parse(s.serverNow) - Date.now());
  const left = () =>
    Math.max(0, Math.floor((Date.parse(s.deadlineAt) - (Date.now() + offset.current)) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds(left()), 1000);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [s.deadlineAt]);
  return seconds;
}

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function QuestionCard({
  q,
  index,
  disabled,
  onAnswer,
  saved,
}: {
  q: SittingQuestion;
  index: number;
  disabled: boolean;
  onAnswer(answer: ExamAnswer): void;
  saved: boolean;
}) {
  const { t } = useTranslation();
  const answer = q.answer as ExamAnswer | null;
  const chosen = answer && 'choices' in answer ? answer.choices : [];
  const [text, setText] = useState(answer && 'text' in answer ? answer.text : '');
  return (
    <Card variant="outlined" data-testid="exam-question" data-kind={q.kind}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 1 }}>
          <Typography variant="subtitle2" color="text.secondary">
            {index + 1}.
          </Typography>
          <Typography dir="auto" sx={{ flex: 1, fontWeight: 500, whiteSpace: 'pre-line' }}>
            {q.prompt}
          </Typography>
          {saved && (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              label={t('training.screen.saved')}
            />
          )}
        </Stack>
        {q.kind === 'single' && (
          <RadioGroup
            value={chosen[0] ? String(chosen[0]) : ''}
            onChange={(e) => onAnswer({ choices: [Number(e.target.value)] })}
          >
            {q.choices.map((c, i) => (
              <FormControlLabel
                key={i}
                value={String(i + 1)}
                control={<Radio disabled={disabled} />}
                label={<span dir="auto">{c}</span>}
                sx={{ minHeight: 44 }}
              />
            ))}
          </RadioGroup>
        )}
        {q.kind === 'multiple' && (
          <FormGroup>
            {q.choices.map((c, i) => (
              <FormControlLabel
                key={i}
                control={
                  <Checkbox
                    disabled={disabled}
                    checked={chosen.includes(i + 1)}
                    onChange={(e) =>
                      onAnswer({
                        choices: e.target.checked
                          ? [...chosen, i + 1]
                          : chosen.filter((n) => n !== i + 1),
                      })
                    }
                  />
                }
                label={<span dir="auto">{c}</span>}
                sx={{ minHeight: 44 }}
              />
            ))}
          </FormGroup>
        )}
        {q.kind === 'trueFalse' && (
          <RadioGroup
            row
            value={answer && 'value' in answer ? String(answer.value) : ''}
            onChange={(e) => onAnswer({ value: e.target.value === 'true' })}
          >
            <FormControlLabel
              value="true"
              control={<Radio disabled={disabled} />}
              label={t('training.screen.true')}
            />
            <FormControlLabel
              value="false"
              control={<Radio disabled={disabled} />}
              label={t('training.screen.false')}
            />
          </RadioGroup>
        )}
        {(q.kind === 'short' || q.kind === 'essay') && (
          <TextField
            fullWidth
            multiline={q.kind === 'essay'}
            minRows={q.kind === 'essay' ? 5 : undefined}
            label={t('training.screen.yourAnswer')}
            value={text}
            disabled={disabled}
            slotProps={{ htmlInput: { dir: 'auto', 'data-testid': `answer-${q.id}` } }}
            onChange={(e) => setText(e.target.value)}
            onBlur={() => onAnswer({ text })}
          />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Sitting an exam, on a phone or a desktop: the time left by the server's clock stays at the
 * top; each answer is saved as it is given (the server refuses it after the deadline, whatever
 * this timer shows); handing in asks once. When the time is up the sitting is read again: the
 * server has handed it in with the saved answers.
 */
export function SittingPanel({ sitting }: { sitting: SittingView }) {
  const { t } = useTranslation();
  const count = useCount();
  const qc = useQueryClient();
  const submit = useSubmitSitting();
  const seconds = useSecondsLeft(sitting);
  const [saved, setSaved] = useState<Set<string>>(new Set());
  // The answers given here win over the sitting as last fetched: a refetch that started before
  // an answer was saved must not take the choice back off the screen.
  const [given, setGiven] = useState<Record<string, ExamAnswer>>({});
  const [problem, setProblem] = useState<string | null>(null);
  // What the trainee may do comes from the sitting's lifecycle (answer, hand in: in progress).
  const running = sittingAllows(sitting.status, 'answer') && seconds > 0;
  const canSubmit = running && sittingAllows(sitting.status, 'submit');

  useEffect(() => {
    if (sitting.status === 'in_progress' && seconds === 0)
      void qc.invalidateQueries({ queryKey: [TRAINING_KEY, 'sitting', sitting.id] });
  }, [seconds, sitting.status, sitting.id, qc]);

  const answer = async (q: SittingQuestion, value: ExamAnswer) => {
    setGiven((g) => ({ ...g, [q.id]: value }));
    await qc.cancelQueries({ queryKey: [TRAINING_KEY, 'sitting', sitting.id] });
    qc.setQueryData<SittingView>([TRAINING_KEY, 'sitting', sitting.id], (old) =>
      old
        ? {
            ...old,
            questions: old.questions.map((x) => (x.id === q.id ? { ...x, answer: value } : x)),
          }
        : old,
    );
    try {
      await saveAnswer(sitting.id, q.id, value);
      setSaved((s) => new Set(s).add(q.id));
      setProblem(null);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : t('errors.internal'));
      if (isApiError(error) && error.status === 409) {
        // Refused (time is up): the screen shows what the server kept, not the choice.
        setGiven(({ [q.id]: _refused, ...rest }) => rest);
        void qc.invalidateQueries({ queryKey: [TRAINING_KEY, 'sitting', sitting.id] });
      }
    }
  };

  return (
    <Stack spacing={2} data-testid="exam-sitting" data-status={sitting.status}>
      <Paper
        elevation={2}
        sx={{
          position: 'sticky',
          top: 64,
          zIndex: 2,
          p: 1.5,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Typography variant="h6" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {sitting.examTitle}
        </Typography>
        {sitting.status === 'in_progress' && (
          <Chip
            icon={<TimerOutlined />}
            color={seconds < 60 ? 'error' : 'default'}
            label={clock(seconds)}
            aria-label={`${t('training.screen.remaining')}: ${count('training.screen.minutesLeft', Math.floor(seconds / 60))}`}
            data-testid="exam-timer"
          />
        )}
      </Paper>
      {sitting.status !== 'in_progress' && (
        <Alert severity={sitting.status === 'marked' ? 'success' : 'info'} data-testid="exam-state">
          {sitting.status === 'marked'
            ? `${t('training.screen.score')}: ${sitting.score} / ${sitting.maxScore}`
            : sitting.submittedAt &&
                Date.parse(sitting.submittedAt) >= Date.parse(sitting.deadlineAt)
              ? t('training.screen.timeUp')
              : t('training.screen.state.submitted')}
        </Alert>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
      <Typography variant="body2" color="text.secondary">
        {count('training.screen.questionsCount', sitting.questions.length)}
      </Typography>
      {sitting.questions.map((q, i) => (
        <QuestionCard
          key={q.id}
          q={q.id in given ? { ...q, answer: given[q.id]! } : q}
          index={i}
          disabled={!running}
          saved={saved.has(q.id)}
          onAnswer={(v) => void answer(q, v)}
        />
      ))}
      {canSubmit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            size="large"
            data-testid="exam-submit"
            disabled={submit.isPending}
            onClick={() => {
              if (window.confirm(t('training.screen.submitConfirm'))) submit.mutate(sitting.id);
            }}
          >
            {t('training.screen.submit')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
