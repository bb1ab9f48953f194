import type { LocaleCode } from '../locales.ts';
import type { Field, LocaleText } from './fields.ts';
import { KINDS } from './kinds.ts';

/** The generic operations the engine offers for a resource. */
export const RESOURCE_ACTIONS = ['read', 'create', 'update', 'delete', 'export'] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

/** Columns every plain record carries (see `recordColumns()` on the server). */
export const SYSTEM_FIELDS = ['id', 'createdAt', 'updatedAt', 'version', 'archivedAt'] as const;
export type SystemField = (typeof SYSTEM_FIELDS)[number];

/** Sortable/listable system columns. */
export type ListableSystemField = 'createdAt' | 'updatedAt';

/**
 * Where a record lives: the fields (or `id`) that carry its country, centre and ring. The
 * server applies the caller's scope for the action's permission to these columns, on lists,
 * single records, exports and writes alike. A resource without `scope` is organisation-wide:
 * anyone holding the read permission reads it; writing it needs the permission organisation-wide.
 */
export interface ResourceScope<K extends string = string> {
  country?: K | 'id';
  centre?: K | 'id';
  ring?: K | 'id';
  /**
   * Records at a level above the caller are readable by them (never writable): a centre
   * manager reads their country, the country-wide and organisation-wide holidays, and a
   * teacher reads the centre of their rings. Off by default: staff of centre A never see a
   * country-level record of another kind unless the definition says so.
   */
  visibleBelow?: boolean;
}

export interface SortKey<K extends string = string> {
  field: K;
  dir: 'asc' | 'desc';
}

/** How the generic list page of a resource looks. Data, not code: it can change freely. */
export interface ListSpec<K extends string = string> {
  /** Columns in order (field names, or createdAt/updatedAt). */
  columns: readonly K[];
  /** Columns hidden until the user shows them (column chooser). */
  hiddenColumns?: readonly K[];
  /** Fields the list may be sorted by; anything else is refused. */
  sort: readonly K[];
  defaultSort: SortKey<K>;
  /** Fields offered in the filter bar; their kind decides the filter (see kinds.ts). */
  filters: readonly K[];
  /** Fields whose text feeds the Arabic-normalised `search` column. */
  search: readonly K[];
  pageSize?: number;
}

export interface FormSection<K extends string = string> {
  /** Key of the section; its label is `resources.<name>.sections.<key>`. */
  key: string;
  label: LocaleText;
  fields: readonly K[];
  /** 1 or 2 columns on wide screens (default 2). */
  columns?: 1 | 2;
}

/**
 * A spec route (routes.tsv) that a generic page of this resource serves. `manage` is the full
 * list/form/detail; `browse` is read-only (e.g. the documentation library). `filters` are
 * fixed filters of that screen (e.g. `{ status: ['published'] }`).
 */
export interface ResourceScreen {
  route: string;
  mode: 'manage' | 'browse';
  filters?: Record<string, readonly string[]>;
}

/** A list of another resource shown on this resource's detail page (children by reference). */
export interface RelatedList {
  resource: string;
  /** The reference field of the other resource that points here. */
  field: string;
}

/** A cross-field problem found by `validate`: the field, a translation key and its values. */
export interface RecordIssue {
  field: string;
  code: string;
  params?: Record<string, unknown>;
}

/**
 * Something that refers to this resource's records without a foreign key (codes stored as
 * text, arrays): the delete/archive decision checks it like a foreign key.
 */
export interface ExternalReference {
  table: string;
  column: string;
  /** The field of this resource whose value is stored there (default: id). */
  by?: string;
}

/**
 * A resource definition: one entity described once. From it come validation (zod), the API
 * (list, read, create, update, delete/archive, export, lookup, history), the translation keys
 * of its labels, the OpenAPI description and the generic list, form and detail screens.
 */
export interface ResourceDefinition<K extends string = string> {
  /** URL segment, audit/realtime resource name and key prefix: plural kebab-case ('centres'). */
  name: string;
  /** The module it belongs to ('organisation'). */
  module: string;
  /** SQL name of its table (the Drizzle table is found by this name). */
  table: string;
  /** Plural title (list page, menu) and singular name (form, buttons). */
  label: { plural: LocaleText; singular: LocaleText };
  /** A sentence under the list title; key `resources.<name>.description`. */
  description?: LocaleText | undefined;
  /** Permission resource: actions are `<permission>:read|create|update|delete|export`. */
  permission: string;
  /** Which generic actions exist (a singleton has no create/delete). */
  actions: readonly ResourceAction[];
  /** One record only (organisation settings): GET and PATCH without an id. */
  singleton: boolean;
  fields: Record<K, Field>;
  /** The field naming a record in pickers, breadcrumbs and titles: one, or one per language. */
  title: K | Record<LocaleCode, K>;
  subtitle?: K | undefined;
  scope?: ResourceScope<K> | undefined;
  list: ListSpec<K | ListableSystemField>;
  /** Columns of the Excel/CSV export, in order. */
  export: readonly (K | ListableSystemField)[];
  form: readonly FormSection<K>[];
  screens: readonly ResourceScreen[];
  related: readonly RelatedList[];
  /**
   * A purpose-built screen shown instead of the generic detail page (a route of routes.tsv,
   * `:id` replaced by the record's id), e.g. '/student-page-component?id=:id'.
   */
  detailPage?: string | undefined;
  /**
   * A purpose-built screen that is this resource's list (a route of routes.tsv, not named in
   * `screens`), when the list shows more than the records: e.g. the partner organisations beside
   * their users. The forms and detail page go back to it, and no `/r/<name>` list is made.
   */
  listPage?: string | undefined;
  /** Cross-field rules on the full record after a create or update (pure, no I/O). */
  validate?: ((record: Record<string, unknown>) => RecordIssue[]) | undefined;
  /** A realistic record (OpenAPI example, documentation and test fixtures). */
  example?: Partial<Record<K, unknown>> | undefined;
  referencedBy?: readonly ExternalReference[] | undefined;
  /**
   * The rows of its table this resource covers, when it is a subset: enum fields and their
   * allowed values (e.g. teachers are the staff records with `job` teacher or assistant
   * teacher). The server applies it to every read and write of the resource and its lookups;
   * other resources over the same table are not affected.
   */
  where?: Partial<Record<K, readonly string[]>> | undefined;
  /**
   * Records only editors see. A caller who may not update the resource (no
   * `<permission>:update`) reads only the records whose enum fields hold these values, on lists,
   * single records, exports, lookups and histories alike (documentation: readers see published
   * documents only; editors see their drafts too).
   */
  readersSee?: Partial<Record<K, readonly string[]>> | undefined;
}

/** What a definition file writes; everything optional here has a default. */
export interface ResourceInput<K extends string> {
  name: string;
  module: string;
  table?: string;
  label: { plural: LocaleText; singular: LocaleText };
  description?: LocaleText;
  permission?: string;
  actions?: readonly ResourceAction[];
  singleton?: boolean;
  fields: Record<K, Field>;
  title: NoInfer<K> | Record<LocaleCode, NoInfer<K>>;
  subtitle?: NoInfer<K>;
  scope?: ResourceScope<NoInfer<K>>;
  list?: Partial<ListSpec<NoInfer<K> | ListableSystemField>>;
  export?: readonly (NoInfer<K> | ListableSystemField)[];
  form?: readonly FormSection<NoInfer<K>>[];
  screens?: readonly ResourceScreen[];
  related?: readonly RelatedList[];
  detailPage?: string;
  listPage?: string;
  validate?: (record: Record<string, unknown>) => RecordIssue[];
  example?: Partial<Record<NoInfer<K>, unknown>>;
  referencedBy?: readonly ExternalReference[];
  where?: Partial<Record<NoInfer<K>, readonly string[]>>;
  readersSee?: Partial<Record<NoInfer<K>, readonly string[]>>;
}

export class ResourceDefinitionError extends Error {}

const snake = (s: string) => s.replace(/-/g, '_');

/** The title field of a record in a locale. */
export function titleField(def: ResourceDefinition, locale: LocaleCode): string {
  return typeof def.title === 'string' ? def.title : def.title[locale];
}

/** Every field that names a record (all the localised title fields). */
export function titleFields(def: ResourceDefinition): string[] {
  return typeof def.title === 'string' ? [def.title] : [...new Set(Object.values(def.title))];
}

/** The Drizzle property of a field (its `column`, or its name). */
export function columnOf(def: ResourceDefinition, field: string): string {
  return def.fields[field]?.column ?? field;
}

/** Permission string of an action: `<permission>:<action>`. */
export function permissionFor(def: ResourceDefinition, action: ResourceAction): string {
  return `${def.permission}:${action}`;
}

/** The permission that reveals sensitive fields: `<permission>:sensitive`. */
export function sensitivePermission(def: ResourceDefinition): string {
  return `${def.permission}:sensitive`;
}

/** Is a field written by clients (not read-only)? */
export function isWritable(field: Field): boolean {
  return !field.readOnly;
}

/**
 * Builds a definition from sparse input, fills the defaults and checks it is consistent
 * (every listed, sorted, filtered, searched, exported and form field exists). A mistake
 * fails at import time, with the resource and field named.
 */
export function defineResource<const K extends string>(
  input: ResourceInput<K>,
): ResourceDefinition<K> {
  const names = Object.keys(input.fields) as K[];
  const singleton = input.singleton ?? false;
  const visible = names.filter((n) => !input.fields[n].sensitive);
  const def: ResourceDefinition<K> = {
    name: input.name,
    module: input.module,
    table: input.table ?? snake(input.name),
    label: input.label,
    description: input.description,
    permission: input.permission ?? input.name,
    actions: input.actions ?? (singleton ? ['read', 'update'] : RESOURCE_ACTIONS),
    singleton,
    fields: input.fields,
    title: input.title,
    subtitle: input.subtitle,
    scope: input.scope,
    list: {
      columns: input.list?.columns ?? visible.slice(0, 6),
      hiddenColumns: input.list?.hiddenColumns ?? [],
      sort: input.list?.sort ?? [],
      defaultSort: input.list?.defaultSort ?? { field: 'createdAt', dir: 'desc' },
      filters: input.list?.filters ?? [],
      search: input.list?.search ?? [],
      pageSize: input.list?.pageSize ?? 25,
    },
    export: input.export ?? input.list?.columns ?? visible,
    form: input.form ?? [
      {
        key: 'main',
        label: input.label.singular,
        fields: names.filter((n) => isWritable(input.fields[n]) && !input.fields[n].hiddenInForm),
      },
    ],
    screens: input.screens ?? [],
    related: input.related ?? [],
    detailPage: input.detailPage,
    listPage: input.listPage,
    validate: input.validate,
    example: input.example,
    referencedBy: input.referencedBy,
    where: input.where,
    readersSee: input.readersSee,
  };
  checkDefinition(def);
  return def;
}

function checkDefinition(def: ResourceDefinition): void {
  const fail = (what: string) => {
    throw new ResourceDefinitionError(`Resource ${def.name}: ${what}`);
  };
  if (!/^[a-z][a-z0-9-]*$/.test(def.name)) fail('name must be kebab-case');
  const known = new Set<string>([...Object.keys(def.fields), 'createdAt', 'updatedAt']);
  const check = (list: readonly string[], where: string) => {
    for (const f of list) if (!known.has(f)) fail(`${where} names unknown field "${f}"`);
  };
  check(def.list.columns, 'list.columns');
  check(def.list.hiddenColumns ?? [], 'list.hiddenColumns');
  check(def.list.sort, 'list.sort');
  check([def.list.defaultSort.field], 'list.defaultSort');
  check(def.list.filters, 'list.filters');
  check(def.list.search, 'list.search');
  check(def.export, 'export');
  for (const s of def.form) check(s.fields, `form section ${s.key}`);
  check(titleFields(def), 'title');
  if (def.subtitle) check([def.subtitle], 'subtitle');
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.derive) {
      const from = def.fields[field.derive.from];
      if (!from || from.kind !== 'reference')
        fail(`field ${name} derives from "${field.derive.from}", which is not a reference`);
    }
    if (field.kind === 'money' && 'field' in field.currency && !def.fields[field.currency.field])
      fail(`money field ${name} reads its currency from unknown field "${field.currency.field}"`);
    if (field.kind === 'reference' && field.dependsOn && !def.fields[field.dependsOn.field])
      fail(`field ${name} depends on unknown field "${field.dependsOn.field}"`);
    if (field.kind === 'enum' && field.default && !field.values.includes(field.default))
      fail(`enum field ${name} has a default outside its values`);
    if ((field.kind === 'text' || field.kind === 'longText') && field.max < 1)
      fail(`field ${name} has no room`);
    // A caller without `<permission>:sensitive` never sends a sensitive field, so a required one
    // would make their every create fail; guard the whole resource's permission instead.
    if (field.sensitive && field.required && !('default' in field && field.default !== undefined))
      fail(`field ${name} is sensitive and required, which callers without the right cannot fill`);
  }
  for (const f of def.list.filters) {
    const field = def.fields[f];
    if (field && !KINDS[field.kind].filter)
      fail(`field ${f} of kind ${field.kind} cannot be a filter`);
  }
  for (const f of def.list.search) {
    const field = def.fields[f];
    if (!field || !KINDS[field.kind].searchable) fail(`field ${f} cannot be searched`);
  }
  for (const f of def.list.sort) {
    const field = def.fields[f];
    if (field && !KINDS[field.kind].sortable)
      fail(`field ${f} of kind ${field.kind} cannot be sorted`);
  }
  const scope = def.scope;
  if (scope) {
    for (const level of ['country', 'centre', 'ring'] as const) {
      const f = scope[level];
      if (f && f !== 'id' && !def.fields[f]) fail(`scope.${level} names unknown field "${f}"`);
    }
  }
  for (const [name, values] of Object.entries(def.where ?? {}) as Array<
    [string, readonly string[]]
  >) {
    const field = def.fields[name];
    if (!field || field.kind !== 'enum') fail(`where names "${name}", which is not an enum field`);
    else if (values.length === 0 || values.some((v) => !field.values.includes(v)))
      fail(`where.${name} lists values outside the field's values`);
    else if (field.default !== undefined && !values.includes(field.default))
      fail(`where.${name} excludes the field's default`);
  }
  for (const [name, values] of Object.entries(def.readersSee ?? {}) as Array<
    [string, readonly string[]]
  >) {
    const field = def.fields[name];
    if (!field || field.kind !== 'enum')
      fail(`readersSee names "${name}", which is not an enum field`);
    else if (values.length === 0 || values.some((v) => !field.values.includes(v)))
      fail(`readersSee.${name} lists values outside the field's values`);
  }
  if (def.listPage && def.screens.some((s) => s.route === def.listPage))
    fail('listPage is a purpose-built screen, not one of the generic screens');
  if (def.singleton && def.actions.some((a) => a === 'create' || a === 'delete'))
    fail('a singleton has no create or delete');
}
