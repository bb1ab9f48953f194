import { checkForm, type FormOutput, type FormSchema } from '@qc/domain/identity/form-issues';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../http/api-error.ts';
import type { IssueKey } from '@qc/domain/platform/validation-issues';
import { formProblemsOf, translateIssues, type FieldMessages } from './form-problems.ts';

export type { FieldMessages };

export interface FormErrors {
  /** Translated message per field (dotted path), shown under the field. */
  fields: FieldMessages;
  /** A message for the whole form (shown above it), or null. */
  error: string | null;
  /**
   * Validates input with the schema the server uses; on failure shows the messages under the
   * fields and returns null.
   */
  check<S extends FormSchema>(schema: S, input: unknown): FormOutput<S> | null;
  /** Validates only some fields of the input (one step of a longer form); true when they pass. */
  checkPart(schema: FormSchema, input: unknown, names: readonly string[]): boolean;
  /**
   * Shows a failed call: the server's field messages under the fields the form has (`known`),
   * its message above the form otherwise.
   */
  fail(error: unknown, known?: readonly string[]): void;
  /** Clears one field's message (when the user edits it). */
  clear(name: string): void;
  setError(message: string | null): void;
  setField(name: string, message: string): void;
  reset(): void;
}

/**
 * Client and server validation messages of one form, in the user's language: client-side
 * issues are worded by the domain's issueKey (as the server words them), a failed call's
 * field messages go under the fields (form-problems.ts). Screens whose errors come from a
 * react-query mutation read them with `problemsOf(mutation.error, t('errors.internal'))`.
 */
export function useFormErrors(): FormErrors {
  const { t } = useTranslation();
  const [fields, setFields] = useState<FieldMessages>({});
  const [error, setError] = useState<string | null>(null);

  const translateAll = useCallback(
    (issues: Record<string, IssueKey>): FieldMessages => translateIssues(t, issues),
    [t],
  );

  const check = useCallback(
    <S extends FormSchema>(schema: S, input: unknown): FormOutput<S> | null => {
      const result = checkForm(schema, input);
      setError(null);
      if (result.ok) {
        setFields({});
        return result.data;
      }
      setFields(translateAll(result.fields));
      return null;
    },
    [translateAll],
  );

  const checkPart = useCallback(
    (schema: FormSchema, input: unknown, names: readonly string[]): boolean => {
      const result = checkForm(schema, input);
      const mine = Object.fromEntries(
        Object.entries(result.fields).filter(([name]) => names.includes(name)),
      );
      setError(null);
      setFields(translateAll(mine));
      return Object.keys(mine).length === 0;
    },
    [translateAll],
  );

  const fail = useCallback(
    (e: unknown, known?: readonly string[]) => {
      const shown = formProblemsOf(e, t('errors.internal'), known);
      // A failure that is not the server's answer leaves the fields' messages as they are.
      if (isApiError(e)) setFields(shown.fields);
      setError(shown.message);
    },
    [t],
  );

  const clear = useCallback((name: string) => {
    setFields((f) => {
      if (!(name in f)) return f;
      const next = { ...f };
      delete next[name];
      return next;
    });
  }, []);

  const setField = useCallback((name: string, message: string) => {
    setFields((f) => ({ ...f, [name]: message }));
  }, []);

  const reset = useCallback(() => {
    setFields({});
    setError(null);
  }, []);

  return useMemo(
    () => ({ fields, error, check, checkPart, fail, clear, setError, setField, reset }),
    [fields, error, check, checkPart, fail, clear, setField, reset],
  );
}
