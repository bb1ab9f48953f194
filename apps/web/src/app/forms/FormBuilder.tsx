import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  CHOICE_KINDS,
  FILE_DEFAULT_MAX_SIZE,
  FILE_KIND,
  FILE_MAX_SIZE_LIMIT,
  FILE_TYPE_GROUPS,
  FILE_TYPE_GROUP_NAMES,
  FORM_QUESTION_KINDS,
  fileGroupsOf,
  megabytes,
  type ChoiceOption,
  type FormDefinition,
  type FormDefinitionSection,
  type FormQuestion,
} from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const newId = () => Math.random().toString(36).slice(2, 10);

/** A new question: a mark out of 10 (evaluations), or another kind (`text` for polls). */
export function newQuestion(kind = 'mark'): FormQuestion {
  return withKind({ id: newId(), kind, label: '', weight: 1, required: true }, kind);
}

export function newSection(title = '', kind = 'mark'): FormDefinitionSection {
  return { id: newId(), title, questions: [newQuestion(kind)] };
}

const optionsText = (q: FormQuestion) => (q.options ?? []).map((o) => o.label).join('\n');

/**
 * Options from their text, one a line: a line keeps the id of the option it was at the same
 * place (answers keep pointing at it when a label is corrected), new lines get new ids.
 */
export function optionsFrom(text: string, before: readonly ChoiceOption[] = []): ChoiceOption[] {
  const used = new Set<string>();
  return text
    .split('\n')
    .map((x) => x.trim())
    .filter(Boolean)
    .map((label, i) => {
      const same = before.find((o) => o.label === label && !used.has(o.id));
      const atPlace = before[i] && !used.has(before[i].id) ? before[i] : undefined;
      const id = same?.id ?? atPlace?.id ?? newId();
      used.add(id);
      return { id, label };
    });
}

/**
 * The options of a choice question, one a line. The text is the field's own while typing (an
 * empty line just typed stays until the next option is written).
 */
function OptionsField({
  label,
  question,
  onChange,
}: {
  label: string;
  question: FormQuestion;
  onChange: (options: ChoiceOption[]) => void;
}) {
  const [text, setText] = useState(() => optionsText(question));
  return (
    <TextField
      size="small"
      multiline
      minRows={3}
      label={label}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(optionsFrom(e.target.value, question.options));
      }}
    />
  );
}

/** A question moved to another kind, with what the new kind needs. */
function withKind(q: FormQuestion, kind: string): FormQuestion {
  const next: FormQuestion = { ...q, kind };
  if (kind === 'mark' && !next.max) next.max = 10;
  if (kind === 'scale' && !next.scale) next.scale = scaleFrom('1\n2\n3\n4\n5');
  if (CHOICE_KINDS.includes(kind) && !next.options) next.options = [];
  if (kind !== 'mark' && kind !== 'number') delete next.max;
  if (kind !== 'number') delete next.min;
  if (kind !== 'scale') delete next.scale;
  if (!CHOICE_KINDS.includes(kind)) delete next.options;
  if (kind !== FILE_KIND) {
    delete next.accept;
    delete next.maxSize;
  }
  return next;
}

const scaleText = (q: FormQuestion) => (q.scale ?? []).map((o) => o.label).join('\n');
const scaleFrom = (text: string) =>
  text
    .split('\n')
    .map((x) => x.trim())
    .filter(Boolean)
    .map((label, i) => ({ value: i + 1, label }));

/**
 * Edits a form of the shared form builder: sections of questions, each of a kind (`kinds`:
 * the scored mark and scale by default; polls offer every kind), with what the kind needs (a
 * maximum, scale labels, options one a line, a number's bounds), its weight when scored, hint
 * and whether it is required. Kinds not offered are kept as they are (shown, not edited here).
 */
export function FormBuilder({
  value,
  onChange,
  kinds = ['mark', 'scale'],
}: {
  value: FormDefinition;
  onChange: (def: FormDefinition) => void;
  /** The kinds offered; the first is a new question's. */
  kinds?: readonly string[];
}) {
  const firstKind = kinds[0] ?? 'mark';
  const scored = (kind: string) => kind === 'mark' || kind === 'scale';
  const { t } = useTranslation();
  const setSection = (i: number, s: FormDefinitionSection) =>
    onChange({ sections: value.sections.map((x, j) => (j === i ? s : x)) });
  const setQuestion = (i: number, k: number, q: FormQuestion) =>
    setSection(i, {
      ...value.sections[i]!,
      questions: value.sections[i]!.questions.map((x, j) => (j === k ? q : x)),
    });
  return (
    <Stack spacing={2}>
      {value.sections.map((s, i) => (
        <Paper key={s.id} variant="outlined" sx={{ p: 1.5 }} data-testid="builder-section">
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <TextField
              size="small"
              fullWidth
              required
              label={t('forms.ui.section')}
              value={s.title}
              onChange={(e) => setSection(i, { ...s, title: e.target.value })}
            />
            <IconButton
              aria-label={t('forms.ui.remove')}
              onClick={() => onChange({ sections: value.sections.filter((_, j) => j !== i) })}
            >
              <DeleteOutlined />
            </IconButton>
          </Stack>
          <Stack spacing={1.5} sx={{ mt: 1.5, ps: { sm: 2 } }}>
            {s.questions.map((q, k) => (
              <Stack
                key={q.id}
                spacing={1}
                sx={{ borderInlineStart: 3, borderColor: 'divider', ps: 1 }}
              >
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                  <TextField
                    size="small"
                    fullWidth
                    required
                    label={t('forms.ui.label')}
                    value={q.label}
                    onChange={(e) => setQuestion(i, k, { ...q, label: e.target.value })}
                  />
                  <IconButton
                    aria-label={t('forms.ui.remove')}
                    onClick={() =>
                      setSection(i, { ...s, questions: s.questions.filter((_, j) => j !== k) })
                    }
                  >
                    <DeleteOutlined />
                  </IconButton>
                </Stack>
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <TextField
                    select
                    size="small"
                    label={t('forms.ui.kind')}
                    value={q.kind}
                    onChange={(e) => setQuestion(i, k, withKind(q, e.target.value))}
                    sx={{ minWidth: 140 }}
                  >
                    {kinds.map((k2) => (
                      <MenuItem key={k2} value={k2}>
                        {t(`forms.ui.kind.${k2}`)}
                      </MenuItem>
                    ))}
                    {!kinds.includes(q.kind) && (
                      <MenuItem value={q.kind}>
                        {(FORM_QUESTION_KINDS as readonly string[]).includes(q.kind) ||
                        q.kind === FILE_KIND
                          ? t(`forms.ui.kind.${q.kind}`)
                          : q.kind}
                      </MenuItem>
                    )}
                  </TextField>
                  {q.kind === 'mark' && (
                    <TextField
                      size="small"
                      type="number"
                      label={t('forms.ui.max')}
                      value={q.max ?? ''}
                      onChange={(e) =>
                        setQuestion(i, k, { ...q, max: Number(e.target.value) || undefined })
                      }
                      sx={{ width: 110 }}
                    />
                  )}
                  {q.kind === 'number' && (
                    <>
                      <TextField
                        size="small"
                        type="number"
                        label={t('forms.ui.min')}
                        value={q.min ?? ''}
                        onChange={(e) => {
                          const { min: _min, ...rest } = q;
                          setQuestion(
                            i,
                            k,
                            e.target.value === '' ? rest : { ...rest, min: Number(e.target.value) },
                          );
                        }}
                        sx={{ width: 110 }}
                      />
                      <TextField
                        size="small"
                        type="number"
                        label={t('forms.ui.max')}
                        value={q.max ?? ''}
                        onChange={(e) =>
                          setQuestion(i, k, { ...q, max: Number(e.target.value) || undefined })
                        }
                        sx={{ width: 110 }}
                      />
                    </>
                  )}
                  {scored(q.kind) && (
                    <TextField
                      size="small"
                      type="number"
                      label={t('forms.ui.weight')}
                      value={q.weight}
                      onChange={(e) =>
                        setQuestion(i, k, { ...q, weight: Number(e.target.value) || 1 })
                      }
                      sx={{ width: 90 }}
                    />
                  )}
                  <FormControlLabel
                    control={
                      <Switch
                        checked={q.required}
                        onChange={(e) => setQuestion(i, k, { ...q, required: e.target.checked })}
                      />
                    }
                    label={t('forms.ui.required')}
                  />
                </Stack>
                {q.kind === FILE_KIND && (
                  <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                    {FILE_TYPE_GROUP_NAMES.map((g) => {
                      const groups = fileGroupsOf(q);
                      return (
                        <FormControlLabel
                          key={g}
                          control={
                            <Checkbox
                              checked={groups.includes(g)}
                              onChange={(e) => {
                                const next = e.target.checked
                                  ? [...groups, g]
                                  : groups.filter((x) => x !== g);
                                if (next.length > 0)
                                  setQuestion(i, k, {
                                    ...q,
                                    accept: next.flatMap((x) => [...FILE_TYPE_GROUPS[x]]),
                                  });
                              }}
                            />
                          }
                          label={t(`forms.ui.fileGroup.${g}`)}
                        />
                      );
                    })}
                    <TextField
                      size="small"
                      type="number"
                      label={t('forms.ui.fileMaxSize')}
                      value={megabytes(q.maxSize ?? FILE_DEFAULT_MAX_SIZE)}
                      onChange={(e) => {
                        const mb = Number(e.target.value);
                        if (mb > 0)
                          setQuestion(i, k, {
                            ...q,
                            maxSize: Math.min(Math.round(mb * 1024 * 1024), FILE_MAX_SIZE_LIMIT),
                          });
                      }}
                      slotProps={{
                        htmlInput: { min: 1, max: megabytes(FILE_MAX_SIZE_LIMIT), step: 1 },
                      }}
                      sx={{ width: 160 }}
                    />
                  </Stack>
                )}
                {q.kind === 'scale' && (
                  <TextField
                    size="small"
                    multiline
                    minRows={3}
                    label={t('forms.ui.scale')}
                    value={scaleText(q)}
                    onChange={(e) => setQuestion(i, k, { ...q, scale: scaleFrom(e.target.value) })}
                  />
                )}
                {CHOICE_KINDS.includes(q.kind) && (
                  <OptionsField
                    label={t('forms.ui.options')}
                    question={q}
                    onChange={(options) => setQuestion(i, k, { ...q, options })}
                  />
                )}
                <TextField
                  size="small"
                  label={t('forms.ui.hint')}
                  value={q.hint ?? ''}
                  onChange={(e) => setQuestion(i, k, { ...q, hint: e.target.value || undefined })}
                />
              </Stack>
            ))}
            <Button
              startIcon={<AddOutlined />}
              onClick={() =>
                setSection(i, { ...s, questions: [...s.questions, newQuestion(firstKind)] })
              }
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('forms.ui.addQuestion')}
            </Button>
          </Stack>
        </Paper>
      ))}
      <Button
        variant="outlined"
        startIcon={<AddOutlined />}
        onClick={() => onChange({ sections: [...value.sections, newSection('', firstKind)] })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('forms.ui.addSection')}
      </Button>
    </Stack>
  );
}
