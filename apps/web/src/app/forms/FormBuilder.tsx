import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { FormDefinition, FormDefinitionSection, FormQuestion } from '@qc/domain';
import { useTranslation } from 'react-i18next';

const newId = () => Math.random().toString(36).slice(2, 10);

export function newQuestion(): FormQuestion {
  return { id: newId(), kind: 'mark', label: '', max: 10, weight: 1, required: true };
}

export function newSection(title = ''): FormDefinitionSection {
  return { id: newId(), title, questions: [newQuestion()] };
}

const scaleText = (q: FormQuestion) => (q.scale ?? []).map((o) => o.label).join('\n');
const scaleFrom = (text: string) =>
  text
    .split('\n')
    .map((x) => x.trim())
    .filter(Boolean)
    .map((label, i) => ({ value: i + 1, label }));

/**
 * Edits a form of the shared form builder: sections of questions, each a mark out of a
 * maximum or a labelled scale, with its weight, hint and whether it is required. Kinds other
 * modules register are kept as they are (shown, not edited here).
 */
export function FormBuilder({
  value,
  onChange,
}: {
  value: FormDefinition;
  onChange: (def: FormDefinition) => void;
}) {
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
                    onChange={(e) =>
                      setQuestion(i, k, {
                        ...q,
                        kind: e.target.value,
                        ...(e.target.value === 'scale' && !q.scale
                          ? { scale: scaleFrom('1\n2\n3\n4\n5') }
                          : {}),
                      })
                    }
                    sx={{ minWidth: 120 }}
                  >
                    {['mark', 'scale'].map((k2) => (
                      <MenuItem key={k2} value={k2}>
                        {t(`forms.ui.kind.${k2}`)}
                      </MenuItem>
                    ))}
                    {!['mark', 'scale'].includes(q.kind) && (
                      <MenuItem value={q.kind}>{q.kind}</MenuItem>
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
              onClick={() => setSection(i, { ...s, questions: [...s.questions, newQuestion()] })}
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
        onClick={() => onChange({ sections: [...value.sections, newSection()] })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('forms.ui.addSection')}
      </Button>
    </Stack>
  );
}
