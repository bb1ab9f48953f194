import type { ResourceDefinition } from '@qc/domain/resources/define-resource';
import type { Field, FieldKind } from '@qc/domain/resources/fields';
import type { ListFilter } from '@qc/domain/resources/list-query';
import type { ComponentType } from 'react';
import type { ApiRecord } from '../resource-api.ts';

/** What every widget knows: the resource, the field's name and its definition. */
export interface FieldContext {
  def: ResourceDefinition;
  name: string;
  field: Field;
}

/** A value inside a list row (grid cell or phone card line): short, one line. */
export interface CellProps extends FieldContext {
  value: unknown;
  record: ApiRecord;
}

/** A value on the detail page: complete (rich text rendered, images, file links). */
export interface DisplayProps extends FieldContext {
  value: unknown;
  record: ApiRecord;
}

/** The input of a field in the generic form. `value` is the API's shape of the value. */
export interface InputProps extends FieldContext {
  value: unknown;
  onChange(value: unknown): void;
  /** The whole form (money reads its currency field, pickers their `dependsOn` field). */
  values: Readonly<Record<string, unknown>>;
  /** The record being edited (for the names of referenced records), or null on create. */
  record: ApiRecord | null;
  label: string;
  helperText?: string;
  /** A translated problem, shown under the input. */
  error?: string;
  required: boolean;
  disabled: boolean;
}

/** A filter of the list's filter bar. `undefined` is "no filter". */
export interface FilterProps extends FieldContext {
  value: ListFilter | undefined;
  onChange(value: ListFilter | undefined): void;
  label: string;
}

/** A kind's widgets in the web: how its value shows in lists and pages, is typed and filtered. */
export interface KindWidgets {
  cell: ComponentType<CellProps>;
  display: ComponentType<DisplayProps>;
  input: ComponentType<InputProps>;
  /** Present exactly when the domain lets lists be filtered by this kind (see kinds.ts). */
  filter: ComponentType<FilterProps> | null;
}

/** The web half of the kind registry: one entry per field kind, or it does not compile. */
export type KindRegistry = { readonly [K in FieldKind]: KindWidgets };
