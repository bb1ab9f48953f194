import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { ResourceDefinition } from '@qc/domain/resources/define-resource';
import type { FieldKind } from '@qc/domain/resources/fields';
import { resourceKeys } from '@qc/domain/resources/labels';
import { requiredOnCreate } from '@qc/domain/resources/schemas';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../app/components/ConfirmDialog.tsx';
import { translateIssues } from '../../app/forms/form-problems.ts';
import { isApiError } from '../../app/http/api-error.ts';
import { widgetsOf } from '../kinds/kind-widgets.ts';
import type { ApiRecord } from '../resource-api.ts';
import {
  changedFields,
  checkForm,
  editableFields,
  formSections,
  type FormMode,
  type FormValues,
} from './form-model.ts';

/** Kinds whose input takes the whole width of a section. */
const WIDE: ReadonlySet<FieldKind> = new Set([
  'longText',
  'richText',
  'file',
  'image',
  'quranRange',
  'multiReference',
]);

export interface ResourceFormProps {
  def: ResourceDefinition;
  mode: FormMode;
  /** The record being edited (null on create). */
  record: ApiRecord | null;
  /** Starting values (defaults and address presets on create, the record on edit). */
  initial: FormValues;
  /** The caller may see and write sensitive fields. */
  sensitive: boolean;
  /** Sends the checked body (POST or PATCH) and answers the saved record. */
  save(body: Record<string, unknown>): Promise<ApiRecord>;
  onSaved(record: ApiRecord): void;
  onCancel(): void;
  /** Reads the record again after a conflict (someone else saved meanwhile). */
  onReload?: (() => void) | undefined;
}

type Problem = { kind: 'conflict' } | { kind: 'message'; text: string } | null;

/**
 * The one form of every resource, for creating and editing alike: the definition's sections,
 * one input per field from the kind registry, checked before sending with the same schemas as
 * the server; the server's field problems are shown under their fields; a stale version is a
 * clear message with "reload"; leaving with unsaved changes asks first.
 */
export function ResourceForm({
  def,
  mode,
  record,
  initial,
  sensitive,
  save,
  onSaved,
  onCancel,
  onReload,
}: ResourceFormProps) {
  const { t } = useTranslation();
  const sections = useMemo(() => formSections(def, mode, sensitive), [def, mode, sensitive]);
  const editable = useMemo(() => editableFields(sections), [sections]);
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const saved = useRef(false);
  const leaving = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // A reloaded record (after a conflict) starts the form again.
  useEffect(() => {
    setValues(initial);
    setErrors({});
    setProblem(null);
  }, [initial]);

  const dirty = changedFields(editable, initial, values).length > 0;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const check = (next: FormValues) => {
    const result = checkForm(def, mode, next, {
      editable,
      initial,
      sensitive,
      ...(record ? { version: record.version } : {}),
    });
    const messages: Record<string, string> = result.ok ? {} : translateIssues(t, result.fields);
    return { result, messages };
  };

  const change = (name: string, value: unknown) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (checked) setErrors(check(next).messages);
    else if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const focusFirstError = () =>
    requestAnimationFrame(() => {
      const el = formRef.current?.querySelector<HTMLElement>(
        '[aria-invalid="true"], .Mui-error input, .Mui-error [role="combobox"]',
      );
      el?.focus();
    });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    setProblem(null);
    const { result, messages } = check(values);
    setErrors(messages);
    if (!result.ok) {
      setProblem({ kind: 'message', text: t('resources.form.fixErrors') });
      focusFirstError();
      return;
    }
    if (mode === 'edit' && !dirty) {
      onSaved(record!);
      return;
    }
    setSaving(true);
    try {
      const answer = await save(result.body);
      saved.current = true;
      onSaved(answer);
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.code === 'errors.conflict') {
        setProblem({ kind: 'conflict' });
      } else if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
        const fromServer: Record<string, string> = {};
        for (const [name, issue] of Object.entries(error.fields)) fromServer[name] = issue.message;
        setErrors(fromServer);
        const unknown = Object.keys(fromServer).filter((n) => !editable.includes(n));
        setProblem({
          kind: 'message',
          text: unknown.length
            ? `${error.message} ${unknown.map((n) => fromServer[n]).join(' ')}`
            : t('resources.form.fixErrors'),
        });
        focusFirstError();
      } else {
        setProblem({
          kind: 'message',
          text: isApiError(error) ? error.message : t('errors.internal'),
        });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate data-testid="resource-form">
      <Stack spacing={3}>
        {problem?.kind === 'conflict' && (
          <Alert
            severity="warning"
            data-testid="form-conflict"
            action={
              onReload && (
                <Button color="inherit" onClick={onReload} data-testid="form-reload">
                  {t('resources.form.reload')}
                </Button>
              )
            }
          >
            {t('resources.form.conflict')}
          </Alert>
        )}
        {problem?.kind === 'message' && (
          <Alert severity="error" data-testid="form-problem" role="alert">
            {problem.text}
          </Alert>
        )}
        {sections.map((section) => (
          <Card key={section.key}>
            <CardHeader
              title={t(resourceKeys.section(def.name, section.key))}
              slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            />
            <CardContent sx={{ pt: 0 }}>
              <Grid container spacing={2.5}>
                {section.fields.map(({ name, field, disabled }) => {
                  const Input = widgetsOf(field.kind).input;
                  const wide = section.columns === 1 || WIDE.has(field.kind);
                  const help = field.help ? t(resourceKeys.help(def.name, name)) : undefined;
                  return (
                    <Grid key={name} size={{ xs: 12, md: wide ? 12 : 6 }} data-field={name}>
                      <Input
                        def={def}
                        name={name}
                        field={field}
                        value={values[name]}
                        values={values}
                        record={record}
                        onChange={(v) => change(name, v)}
                        label={t(resourceKeys.field(def.name, name))}
                        {...(help ? { helperText: help } : {})}
                        {...(errors[name] ? { error: errors[name] } : {})}
                        required={mode === 'create' ? requiredOnCreate(field) : field.required}
                        disabled={disabled || saving}
                      />
                    </Grid>
                  );
                })}
              </Grid>
            </CardContent>
          </Card>
        ))}
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button color="inherit" onClick={onCancel} disabled={saving}>
            {t('resources.actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveOutlined />}
            data-testid="form-save"
          >
            {t('resources.actions.save')}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('resources.form.leaveTitle')}
        message={t('resources.form.unsaved')}
        confirmLabel={t('resources.form.leave')}
        destructive
        onConfirm={() => {
          leaving.current = true;
          blocker.proceed?.();
        }}
        onClose={() => {
          if (!leaving.current) blocker.reset?.();
          leaving.current = false;
        }}
      />
    </form>
  );
}
