import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  scaleFromLabels,
  type EvaluationFormSummary,
  type EvaluationTargetKind,
  type FormDefinition,
} from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { FormBuilder, newSection } from '../../app/forms/FormBuilder.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { resourceApi } from '../../resources/resource-api.ts';
import { useForm, useForms, useSaveForm } from './evaluations-api.ts';
import { useTargetLabel } from './parts.tsx';
import { usePhone } from '../../app/hooks/use-phone.ts';

/** The criteria of a target kind, as sections of a form (the library's paragraphs copied). */
async function fromParagraphs(target: EvaluationTargetKind): Promise<FormDefinition> {
  // A form's criteria: at most a page of 100 (more would not fit a visit).
  const page = await resourceApi.list('evaluation-paragraphs', {
    target,
    status: 'active',
    sort: 'sortOrder',
    page: '1',
    pageSize: '100',
  });
  const sections = new Map<string, FormDefinition['sections'][number]>();
  for (const p of page.items) {
    const title = String(p['section'] ?? '');
    const s = sections.get(title) ?? { id: `s${sections.size + 1}`, title, questions: [] };
    const scale = p['kind'] === 'scale';
    s.questions.push({
      id: String(p['id']).slice(0, 12),
      kind: scale ? 'scale' : 'mark',
      label: String(p['title'] ?? ''),
      hint: (p['hint'] as string | null) ?? undefined,
      ...(scale
        ? { scale: scaleFromLabels(p['scaleLabels'] as string | null) }
        : { max: Number(p['maxMark'] ?? 10) }),
      weight: Number(p['weight'] ?? 1),
      required: p['required'] !== false,
      sourceId: String(p['id']),
    });
    sections.set(title, s);
  }
  return { sections: [...sections.values()] };
}

function FormEditor({
  id,
  targets,
  onClose,
}: {
  id: string | null;
  targets: readonly EvaluationTargetKind[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const targetLabel = useTargetLabel();
  const existing = useForm(id);
  const save = useSaveForm();
  const loaded = existing.data;
  const [name, setName] = useState<string | null>(null);
  const [target, setTarget] = useState<EvaluationTargetKind | null>(null);
  const [allowSelf, setAllowSelf] = useState<boolean | null>(null);
  const [definition, setDefinition] = useState<FormDefinition | null>(null);
  const v = {
    name: name ?? loaded?.name ?? '',
    target: target ?? loaded?.target ?? targets[0]!,
    allowSelf: allowSelf ?? loaded?.allowSelf ?? false,
    definition: definition ?? loaded?.definition ?? { sections: [newSection()] },
  };
  if (id && !loaded) return null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>{id ? t('evaluations.ui.editForm') : t('evaluations.ui.newForm')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {loaded && loaded.results > 0 && (
            <Alert severity="info">{t('evaluations.ui.newVersionNote')}</Alert>
          )}
          {save.error && <Alert severity="error">{save.error.message}</Alert>}
          <TextField
            required
            label={t('evaluations.ui.formName')}
            value={v.name}
            onChange={(e) => setName(e.target.value)}
          />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              select
              label={t('evaluations.ui.target')}
              value={v.target}
              disabled={!!id}
              onChange={(e) => setTarget(e.target.value as EvaluationTargetKind)}
              sx={{ minWidth: 160 }}
            >
              {targets.map((x) => (
                <MenuItem key={x} value={x}>
                  {targetLabel(x, true)}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Switch checked={v.allowSelf} onChange={(e) => setAllowSelf(e.target.checked)} />
              }
              label={t('evaluations.ui.allowSelf')}
            />
            <Button onClick={() => void fromParagraphs(v.target).then(setDefinition)}>
              {t('evaluations.ui.fromParagraphs')}
            </Button>
          </Stack>
          <FormBuilder value={v.definition} onChange={setDefinition} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('evaluations.ui.cancel')}</Button>
        <Button
          variant="contained"
          disabled={save.isPending}
          onClick={() => save.mutate({ id, input: v }, { onSuccess: onClose })}
        >
          {t('evaluations.ui.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Evaluation forms of some target kinds (evaluation-forms: centres; ring-…: rings;
 * employee-…: employees; …-for-teachers and ring-…-teachers: the forms teachers fill about
 * themselves or their ring). Editing a form that has results saves a new version.
 */
export function FormsScreen({
  targets,
  selfOnly = false,
}: {
  targets: EvaluationTargetKind[];
  selfOnly?: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  const phone = usePhone();
  const targetLabel = useTargetLabel();
  const canEdit = useCan('evaluations:update');
  const forms = useForms(targets);
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const rows = (forms.data ?? []).filter((x) => !selfOnly || x.allowSelf);
  const name = (x: EvaluationFormSummary) =>
    canEdit ? (
      <Button size="small" onClick={() => setEditing(x.id)} sx={{ textAlign: 'start' }}>
        {x.name}
      </Button>
    ) : (
      x.name
    );
  return (
    <Screen
      subtitle={selfOnly ? t('evaluations.ui.forTeachersNote') : undefined}
      actions={
        canEdit ? (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing(null)}>
            {t('evaluations.ui.newForm')}
          </Button>
        ) : null
      }
    >
      <QueryState
        query={forms}
        isEmpty={() => rows.length === 0}
        empty={<EmptyState title={t('evaluations.ui.noForms')} />}
      >
        {() => (
          <RecordTable
            rows={rows}
            rowKey={(x) => x.id}
            label={t('evaluations.ui.forms')}
            phone={phone}
            rowTestId="evaluation-form"
            columns={[
              { key: 'name', header: t('evaluations.ui.formName'), cell: name },
              {
                key: 'target',
                header: t('evaluations.ui.target'),
                cell: (x) => targetLabel(x.target),
              },
              {
                key: 'version',
                header: t('evaluations.ui.versionColumn'),
                cell: (x) => t('evaluations.ui.version', { n: f.number(x.version) }),
                nowrap: true,
              },
              {
                key: 'questions',
                header: t('evaluations.ui.criteria'),
                cell: (x) => count('evaluations.count.questions', x.questions),
              },
              {
                key: 'results',
                header: t('evaluations.ui.results'),
                cell: (x) => count('evaluations.count.results', x.results),
              },
              {
                key: 'self',
                header: t('forms.ui.self'),
                cell: (x) =>
                  x.allowSelf ? <Chip size="small" label={t('evaluations.ui.allowSelf')} /> : '—',
              },
            ]}
            card={(x) => (
              <Card variant="outlined">
                <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                  <Typography sx={{ fontWeight: 600 }}>{name(x)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {targetLabel(x.target)} ·{' '}
                    {t('evaluations.ui.version', { n: f.number(x.version) })}
                  </Typography>
                  <Typography variant="body2">
                    {count('evaluations.count.questions', x.questions)} ·{' '}
                    {count('evaluations.count.results', x.results)}
                  </Typography>
                </CardContent>
              </Card>
            )}
          />
        )}
      </QueryState>
      {editing !== undefined && (
        <FormEditor id={editing} targets={targets} onClose={() => setEditing(undefined)} />
      )}
    </Screen>
  );
}

export default FormsScreen;
