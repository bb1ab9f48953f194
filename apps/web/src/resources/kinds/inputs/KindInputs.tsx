import type { FieldOf } from '@qc/domain/resources/fields';
import { refsOf } from '../../resource-api.ts';
import type { InputProps } from '../kind-types.ts';
import { DateField, DateTimeField } from './DateInput.tsx';
import { ReferencePicker } from './ReferencePicker.tsx';

const str = (v: unknown) => (typeof v === 'string' ? v : null);

export function DateInput(p: InputProps) {
  return (
    <DateField
      name={p.name}
      value={str(p.value)}
      onChange={p.onChange}
      label={p.label}
      helperText={p.helperText}
      error={p.error}
      required={p.required}
      disabled={p.disabled}
    />
  );
}

export function DateTimeInput(p: InputProps) {
  return (
    <DateTimeField
      value={str(p.value)}
      onChange={p.onChange}
      label={p.label}
      helperText={p.helperText}
      error={p.error}
      required={p.required}
      disabled={p.disabled}
    />
  );
}

/**
 * A reference: the target resource's records, narrowed by the field the definition says it
 * depends on (`dependsOn`), e.g. the managers of the chosen country.
 */
export function ReferenceInput(p: InputProps) {
  const field = p.field as FieldOf<'reference'> | FieldOf<'multiReference'>;
  const depends = field.kind === 'reference' ? field.dependsOn : undefined;
  const on = depends ? p.values[depends.field] : undefined;
  const params = depends && typeof on === 'string' && on ? { [depends.param]: on } : undefined;
  const value = field.kind === 'multiReference' ? (Array.isArray(p.value) ? p.value : []) : p.value;
  return (
    <ReferencePicker
      name={p.name}
      resource={field.resource}
      multiple={field.kind === 'multiReference'}
      value={value as string | string[] | null}
      onChange={p.onChange}
      known={refsOf(p.record, p.name)}
      {...(params ? { params } : {})}
      label={p.label}
      helperText={p.helperText}
      error={p.error}
      required={p.required}
      disabled={p.disabled}
    />
  );
}
