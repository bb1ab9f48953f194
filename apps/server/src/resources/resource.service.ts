import {
  acceptsType,
  createSchema,
  fieldInputSchema,
  fieldSearchText,
  parseListQuery,
  permissionFor,
  resourceKeys,
  searchKey,
  sensitivePermission,
  translate,
  updateSchema,
  validateRecord,
  withDefaults,
  type Field,
  type FileRef,
  type ListQuery,
  type ResourceAction,
  type ResourceDefinition,
} from '@qc/domain';
import { isDeepStrictEqual } from 'node:util';
import type { ChangeEvent, NotificationInput } from '../realtime/events.ts';
import type { AppContext } from '../app-context.ts';
import type { Scope } from '../access/access-types.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Db } from '../db/client.ts';
import { keepIdempotentAnswer } from '../http/idempotency.ts';
import {
  AppError,
  conflict,
  forbidden,
  notFound,
  parseInput,
  validationFailed,
  type FieldIssue,
} from '../http/errors.ts';
import { richTextFileIds, sanitizeRichText } from '../richtext/index.ts';
import { signedFileUrl } from './file-links.ts';
import { auditTrail } from './history.repository.ts';
import { isoTimestamp } from './kind-storage.ts';
import { claimFiles, deleteFilesOf, fileRows } from './files.repository.ts';
import {
  collectRefs,
  lookupFields,
  recordTitle,
  searchWordsOf,
  toApiRecord,
  visibleFields,
  type RefLabels,
} from './record-output.ts';
import type { Caller } from './resource-caller.ts';
import { boundResource, type BoundResource } from './resource-binding.ts';
import {
  hooksOf,
  listParamConditions,
  listParamNames,
  type WriteContext,
} from './resource-hooks.ts';
import { readCondition, scopeValues, writeAllowed, writeCondition } from './resource-scope.ts';
import {
  countRowsBounded,
  deleteRow,
  findRow,
  firstRow,
  insertRow,
  isUniqueViolation,
  listRows,
  listWhere,
  rowsByIds,
  setArchived,
  updateRow,
  valueTaken,
  type Row,
} from './resource.repository.ts';

/**
 * The resource engine: every generic operation, for any definition. Writes go through the write
 * core (`withWrites` and `Writes` below): in one transaction, validation against the database,
 * scope, the write with its version and search text, its audit entry and the resource's hooks;
 * after the commit, the change event to realtime. Workflows use the same core.
 */

export type ChangeAction = 'created' | 'updated' | 'deleted' | 'archived' | 'restored';

const today = () => new Date().toISOString().slice(0, 10);

function scopeOf(caller: Caller, def: ResourceDefinition, action: ResourceAction): Scope {
  return caller.access.scopeFor(permissionFor(def, action));
}

/** May the caller edit this resource somewhere (and so see what only editors see)? */
function mayEdit(caller: Caller, def: ResourceDefinition): boolean {
  return def.actions.includes('update') && caller.access.can(permissionFor(def, 'update'));
}

/** The rows a caller may read for an action: scope, `def.where`, `def.readersSee`. */
function readable(b: BoundResource, caller: Caller, action: ResourceAction = 'read') {
  return readCondition(b, scopeOf(caller, b.def, action), mayEdit(caller, b.def));
}

function mayReadSensitive(caller: Caller, def: ResourceDefinition): boolean {
  return caller.access.can(sensitivePermission(def));
}

/** Output context for some rows: referenced labels, the caller's language, file links. */
async function output(ctx: AppContext, b: BoundResource, caller: Caller, rows: Row[]) {
  const fields = visibleFields(b.def, mayReadSensitive(caller, b.def));
  const refs = await collectRefs(ctx.db, b.def, rows, fields, caller.locale);
  const o = {
    locale: caller.locale,
    fields,
    refs,
    fileUrl: (id: string) => signedFileUrl(ctx.config.API_BASE, ctx.config.secrets.jwtSecret, id),
  };
  return rows.map((row) => toApiRecord(b, row, o));
}

function announce(ctx: AppContext, b: BoundResource, row: Row, action: ChangeAction) {
  const s = scopeValues(b, row);
  ctx.events.changed({
    resource: b.def.name,
    id: String(row.id),
    action,
    scope: { countryId: s.countryId, centreId: s.centreId, ringId: s.ringId },
  });
}

/** Values of the definition's fields only (for the audit log). */
function fieldValues(def: ResourceDefinition, row: Row): Row {
  const out: Row = {};
  for (const name of Object.keys(def.fields)) if (row[name] !== undefined) out[name] = row[name];
  return out;
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

function parseQuery(
  def: ResourceDefinition,
  raw: unknown,
  extra: readonly string[] = [],
): ListQuery {
  const result = parseListQuery(def, (raw ?? {}) as Record<string, unknown>, extra);
  if (!result.ok) throw new AppError(400, 'errors.validation', undefined, result.issues);
  return result.value;
}

export async function listRecords(ctx: AppContext, b: BoundResource, caller: Caller, raw: unknown) {
  const query = parseQuery(b.def, raw, listParamNames(b.def.name));
  const extra = listParamConditions(b.def.name, raw);
  const where = listWhere(b, query, readable(b, caller), extra);
  const fields = visibleFields(b.def, mayReadSensitive(caller, b.def));
  const offset = (query.page - 1) * query.pageSize;
  const [rows, counted] = await Promise.all([
    listRows(ctx.db, b, fields, where, query, query.pageSize, offset),
    countRowsBounded(ctx.db, b, where),
  ]);
  // An estimate is never below the rows this page shows to exist (one more when it is full).
  const seen = offset + rows.length + (rows.length === query.pageSize ? 1 : 0);
  return {
    items: await output(ctx, b, caller, rows),
    total: counted.estimated ? Math.max(counted.total, seen) : counted.total,
    totalEstimated: counted.estimated,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function readRecord(ctx: AppContext, b: BoundResource, caller: Caller, id: string) {
  const fields = visibleFields(b.def, mayReadSensitive(caller, b.def));
  const row = await findRow(ctx.db, b, id, fields, readable(b, caller));
  if (!row) throw notFound();
  return (await output(ctx, b, caller, [row]))[0]!;
}

/** The pages of an export: the list's filters and scope, every matching row, in chunks. */
export async function* exportRows(
  ctx: AppContext,
  b: BoundResource,
  caller: Caller,
  raw: unknown,
  chunk = 1000,
): AsyncGenerator<{ rows: Row[]; refs: RefLabels; fields: string[] }> {
  const query = parseQuery(b.def, raw, ['format', ...listParamNames(b.def.name)]);
  const extra = listParamConditions(b.def.name, raw);
  const where = listWhere(b, query, readable(b, caller, 'export'), extra);
  const fields = visibleFields(b.def, mayReadSensitive(caller, b.def));
  for (let offset = 0; ; offset += chunk) {
    const rows = await listRows(ctx.db, b, fields, where, query, chunk, offset);
    if (rows.length === 0) return;
    yield { rows, refs: await collectRefs(ctx.db, b.def, rows, fields, caller.locale), fields };
    if (rows.length < chunk) return;
  }
}

/** Options of a reference picker: matching records (or given ids), named in the caller's language. */
export async function lookupRecords(
  ctx: AppContext,
  b: BoundResource,
  caller: Caller,
  raw: Record<string, unknown>,
) {
  const { ids: idsRaw, limit: limitRaw, ...rest } = raw;
  const query = parseQuery(b.def, rest);
  const limit = Math.min(Math.max(Number(limitRaw ?? 20) || 20, 1), 50);
  const ids = String(idsRaw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[0-9a-f-]{36}$/i.test(s))
    .slice(0, 100);
  const scope = readable(b, caller);
  const fields = lookupFields(b.def);
  const rows =
    ids.length > 0
      ? await rowsByIds(ctx.db, b, ids, fields, scope)
      : await listRows(ctx.db, b, fields, listWhere(b, query, scope), query, limit, 0);
  const refs = await collectRefs(ctx.db, b.def, rows, fields, caller.locale);
  const subtitle = b.def.subtitle;
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      label: recordTitle(b.def, row, caller.locale, refs),
      subtitle: subtitle ? subtitleOf(b.def, subtitle, row, caller.locale, refs) : null,
      archived: row.archivedAt != null,
    })),
  };
}

function subtitleOf(
  def: ResourceDefinition,
  name: string,
  row: Row,
  locale: Caller['locale'],
  refs: RefLabels,
): string | null {
  const field = def.fields[name];
  const value = row[name];
  if (value == null || !field) return null;
  if (field.kind === 'enum')
    return translate(locale, resourceKeys.enumValue(def.name, name, String(value)));
  if (field.kind === 'reference')
    return refs.get(field.resource)?.get(String(value))?.label ?? null;
  return String(value);
}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

/** A sensitive field in the input of a caller who may not see it is refused (403). */
function refuseSensitiveInput(b: BoundResource, caller: Caller, body: unknown) {
  if (mayReadSensitive(caller, b.def) || !body || typeof body !== 'object') return;
  for (const [name, field] of Object.entries(b.def.fields)) {
    if (field.sensitive && name in (body as Record<string, unknown>)) {
      throw new AppError(403, 'resources.errors.sensitiveField', {
        field: translate(caller.locale, resourceKeys.field(b.def.name, name)),
      });
    }
  }
}

/**
 * Checks what needs the database: referenced records exist, are not archived (unless the
 * record already pointed to them) and lie within the caller's reach for this action; derived
 * fields are copied from their references; uploaded files belong to the caller or the record;
 * unique values are free. Returns per-field problems (empty when all is well).
 */
async function checkAgainstDatabase(
  tx: Db,
  b: BoundResource,
  caller: Caller,
  scope: Scope,
  record: Row,
  changed: ReadonlySet<string>,
  before: Row | null,
  system = false,
): Promise<Record<string, FieldIssue>> {
  const issues: Record<string, FieldIssue> = {};
  const def = b.def;

  // References, then derived fields (which read the referenced records).
  const picked = new Map<string, Row>();
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind !== 'reference' && field.kind !== 'multiReference') continue;
    if (!changed.has(name)) continue;
    const value = record[name];
    const ids = (Array.isArray(value) ? value : value ? [value] : []).map(String);
    if (ids.length === 0) continue;
    const target = boundResource(field.resource);
    const derivedPicks = Object.values(def.fields)
      .filter((f) => f.derive?.from === name)
      .map((f) => f.derive!.pick);
    const rows = await rowsByIds(
      tx,
      target,
      ids,
      derivedPicks,
      // A workflow's system write picked its references itself: they need only exist.
      system ? undefined : readCondition(target, scope, mayEdit(caller, target.def)),
    );
    const previous = new Set(
      (Array.isArray(before?.[name])
        ? (before?.[name] as unknown[])
        : before?.[name]
          ? [before[name]]
          : []
      ).map(String),
    );
    for (const id of ids) {
      const row = rows.find((r) => String(r.id) === id);
      if (!row) issues[name] = { code: 'resources.validation.referenceNotFound' };
      else if (row.archivedAt != null && !previous.has(id))
        issues[name] = { code: 'resources.validation.referenceArchived' };
      else if (field.kind === 'reference') picked.set(name, row);
    }
  }
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.derive) continue;
    const source = picked.get(field.derive.from);
    if (source) record[name] = source[field.derive.pick] ?? null;
  }

  // Files: each must be an upload of this caller for this field, or already the record's own.
  for (const [name, field] of Object.entries(def.fields)) {
    if ((field.kind !== 'file' && field.kind !== 'image') || !changed.has(name)) continue;
    const value = record[name];
    if (!value) continue;
    const list = (Array.isArray(value) ? value : [value]) as FileRef[];
    const rows = await fileRows(
      tx,
      list.map((f) => f.id),
    );
    const fixed: FileRef[] = [];
    for (const ref of list) {
      const row = rows.find((r) => r.id === ref.id);
      const own =
        row &&
        row.resource === def.name &&
        row.field === name &&
        ((before !== null && row.recordId === before.id) ||
          (row.recordId === null && row.uploadedBy === caller.access.userId));
      if (!row || !own) {
        issues[name] = { code: 'resources.validation.fileNotFound' };
        break;
      }
      if (!acceptsType(field.accept, row.contentType)) {
        issues[name] = { code: 'resources.validation.fileType' };
        break;
      }
      fixed.push({ id: row.id, name: row.name, size: row.size, contentType: row.contentType });
    }
    record[name] = field.multiple ? fixed : (fixed[0] ?? null);
  }

  // Unique values.
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.unique || !changed.has(name) || record[name] == null || issues[name]) continue;
    if (await valueTaken(tx, b, name, record[name], before ? String(before.id) : undefined))
      issues[name] = { code: 'resources.validation.unique' };
  }

  // Cross-field rules of the definition, on the whole record.
  for (const issue of validateRecord(def, record)) {
    if (!issues[issue.field]) issues[issue.field] = { code: issue.code, params: issue.params };
  }
  return issues;
}

/** The search column's text: the declared fields' words, references by their names. */
export async function searchTextFor(
  tx: Db,
  b: BoundResource,
  record: Row,
): Promise<string | undefined> {
  if (!b.search) return undefined;
  const parts: string[] = [];
  for (const name of b.def.list.search) {
    const field = b.def.fields[name] as Field;
    const value = record[name];
    if (value == null) continue;
    if (field.kind === 'reference')
      parts.push(await searchWordsOf(tx, field.resource, [String(value)]));
    else parts.push(fieldSearchText(field, value));
  }
  return searchKey(parts.join(' '));
}

/**
 * Rich-text values are sanitised on the server before anything else sees them (the domain's
 * check has refused what is plainly unsafe; this keeps the stored value to the normalised
 * allow-list whatever path wrote it, generic route or workflow).
 */
function sanitiseRichTextFields(def: ResourceDefinition, values: Row): Row {
  for (const [name, field] of Object.entries(def.fields))
    if (field.kind === 'richText' && typeof values[name] === 'string') {
      const clean = sanitizeRichText(values[name]);
      values[name] = clean === '' ? null : clean;
    }
  return values;
}

function fileIds(def: ResourceDefinition, record: Row): string[] {
  const ids: string[] = [];
  for (const [name, field] of Object.entries(def.fields)) {
    // Images of stored files shown inside rich text belong to the record too.
    if (field.kind === 'richText' && typeof record[name] === 'string')
      ids.push(...richTextFileIds(record[name]));
    if (field.kind !== 'file' && field.kind !== 'image') continue;
    const v = record[name];
    for (const f of (Array.isArray(v) ? v : v ? [v] : []) as FileRef[]) ids.push(f.id);
  }
  return ids;
}

/** Runs a write, turning a unique violation the checks could not see into a 409. */
async function guarded<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('resources.validation.unique');
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// The write core: one write path per table
// ---------------------------------------------------------------------------------------------

/** Options every write of the core takes. */
export interface WriteOptions {
  /**
   * The scope the record must lie in. Default: the caller's scope for the resource's own
   * permission (`<permission>:create|update|delete`). A workflow passes the scope of the
   * permission its route checked (e.g. `registrations:approve`).
   */
  scope?: Scope;
  /**
   * A workflow's own ("system") write, for what the generic form may not do: read-only and
   * create-only fields may be written (a student's status, ring, centre), references must exist
   * but need not be within the caller's reach (the workflow picked and checked them), and hooks
   * see `system: true`, so they leave to the workflow what it records itself (a student's case
   * events). Everything else still applies: the record's scope, version bump and conflict,
   * search text, unique values, the definition's rules, hooks, audit and the change event.
   */
  system?: boolean;
  /** The audit entry's action and reason, when the workflow has its own (`status`, `transfer`). */
  audit?: { action: string; reason?: string | null };
}

export interface CreateOptions extends WriteOptions {
  /**
   * Values of table columns the definition does not declare (a special case's monthly support,
   * entered on the student's screens only), written as given. System writes only.
   */
  extraColumns?: Row;
}

export interface UpdateOptions extends WriteOptions {
  /**
   * The version the caller read (a form's, or a workflow's client's): a different stored
   * version is a 409. Without it, the locked row's version is used; the write bumps it either way.
   */
  expectedVersion?: number;
}

export interface ArchiveOptions extends UpdateOptions {
  /**
   * Columns the definition does not declare, written with the archive (a merged benefactor's
   * `mergedIntoId`). System writes only.
   */
  extraColumns?: Row;
}

type PendingChange = { b: BoundResource; row: Row; action: ChangeAction };

const resolve = (resource: string | BoundResource) =>
  typeof resource === 'string' ? boundResource(resource) : resource;

/**
 * The writes of one transaction (a unit of work): create, update and archive of a record of any
 * definition with the engine's guarantees, inside the caller's transaction. Change events are
 * kept until the transaction commits; `withWrites` sends them then (and drops them on rollback).
 */
export class Writes {
  readonly #pending: PendingChange[] = [];
  readonly #events: ChangeEvent[] = [];
  readonly #afterCommit: (() => Promise<void> | void)[] = [];
  readonly #notifications: NotificationInput[] = [];

  constructor(
    readonly tx: Db,
    readonly caller: Caller,
  ) {}

  /** What the resource's hooks see of one write of this unit. */
  #hookContext(
    b: BoundResource,
    action: WriteContext['action'],
    before: Row | null,
    values: Row,
    options: WriteOptions,
  ): WriteContext {
    return {
      tx: this.tx,
      b,
      action,
      before,
      values,
      request: this.caller.request,
      system: options.system === true,
    };
  }

  /** The change events waiting for the commit. */
  get pending(): readonly PendingChange[] {
    return this.#pending;
  }

  /**
   * Keeps a change event of a module-owned table for after the commit (the workflow kit's writes,
   * apps/server/src/workflow, call this; a module does not).
   */
  announce(event: ChangeEvent): void {
    this.#events.push(event);
  }

  /** The module-owned tables' change events waiting for the commit. */
  get announcements(): readonly ChangeEvent[] {
    return this.#events;
  }

  /** A notification to send once the transaction has committed; dropped on rollback. */
  notifyAfterCommit(input: NotificationInput): void {
    this.#notifications.push(input);
  }

  /** The notifications waiting for the commit. */
  get notifications(): readonly NotificationInput[] {
    return this.#notifications;
  }

  /** Work to do once the transaction has committed; dropped on rollback. */
  afterCommit(work: () => Promise<void> | void): void {
    this.#afterCommit.push(work);
  }

  /** The after-commit work, in the order it was asked for. */
  get afterCommitWork(): readonly (() => Promise<void> | void)[] {
    return this.#afterCommit;
  }

  /** Keeps a change event for after the commit (for engine operations beyond the core's three). */
  announceAfterCommit(b: BoundResource, row: Row, action: ChangeAction): void {
    this.#pending.push({ b, row, action });
  }

  /**
   * Creates a record from field values (already parsed: HTTP input through the definition's
   * schema, or a workflow's own values). Defaults are filled, references checked and derived
   * fields copied, then the scope is checked, hooks run, the row is inserted with its search
   * text, files are claimed and the audit entry written. Returns the stored record.
   */
  async create(
    resource: string | BoundResource,
    values: Row,
    options: CreateOptions = {},
  ): Promise<Row> {
    const { tx, caller } = this;
    const b = resolve(resource);
    const def = b.def;
    const scope = options.scope ?? scopeOf(caller, def, 'create');
    if (options.extraColumns && !options.system)
      throw new Error(`Resource ${def.name}: extra columns are for system writes only`);
    const record: Row = sanitiseRichTextFields(def, withDefaults(def, { ...values }, today()));
    const issues = await checkAgainstDatabase(
      tx,
      b,
      caller,
      scope,
      record,
      new Set(Object.keys(record)),
      null,
      options.system === true,
    );
    if (Object.keys(issues).length > 0) throw validationFailed(issues);
    if (!writeAllowed(b, scope, record)) throw forbidden();
    const hooks = hooksOf(def.name);
    const wc = this.#hookContext(b, 'create', null, record, options);
    await hooks.beforeWrite?.(wc);
    const fields = visibleFields(def, true);
    const search = await searchTextFor(tx, b, record);
    const inserted = await insertRow(tx, b, record, search, fields, options.extraColumns);
    await claimFiles(tx, fileIds(def, inserted), String(inserted.id));
    await recordAudit(
      tx,
      {
        action: options.audit?.action ?? 'create',
        resource: def.name,
        recordId: String(inserted.id),
        newValues: fieldValues(def, inserted),
        reason: options.audit?.reason ?? null,
      },
      caller.request,
    );
    await hooks.afterWrite?.({ ...wc, after: inserted });
    this.#pending.push({ b, row: inserted, action: 'created' });
    return inserted;
  }

  /**
   * Changes some fields of a record: found (and locked) within the scope, refused when archived
   * or stale, create-only fields refused unless a system write, references and rules checked;
   * then hooks, the update with its version bump and search text, files, audit. Changes equal to
   * the stored values write nothing (and announce nothing). Returns the record after.
   */
  async update(
    resource: string | BoundResource,
    id: string,
    changes: Row,
    options: UpdateOptions = {},
  ): Promise<Row> {
    const { tx, caller } = this;
    const b = resolve(resource);
    const def = b.def;
    const scope = options.scope ?? scopeOf(caller, def, 'update');
    const before = await recordForWrite(tx, b, caller, scope, id);
    if (before.archivedAt != null) throw conflict('resources.errors.archived');
    if (options.expectedVersion !== undefined && Number(before.version) !== options.expectedVersion)
      throw conflict();
    changes = sanitiseRichTextFields(def, { ...changes });
    const changed = new Set(
      Object.keys(changes).filter((k) => !isDeepStrictEqual(changes[k] ?? null, before[k] ?? null)),
    );
    if (!options.system)
      for (const name of changed)
        if (def.fields[name]?.createOnly)
          throw validationFailed({ [name]: { code: 'resources.validation.createOnly' } });
    const merged: Row = { ...before, ...changes };
    const issues = await checkAgainstDatabase(
      tx,
      b,
      caller,
      scope,
      merged,
      changed,
      before,
      options.system === true,
    );
    if (Object.keys(issues).length > 0) throw validationFailed(issues);
    // Derived fields may have moved with their references.
    for (const [name, field] of Object.entries(def.fields))
      if (field.derive && !isDeepStrictEqual(merged[name] ?? null, before[name] ?? null))
        changed.add(name);
    if (changed.size === 0) return before;
    if (!writeAllowed(b, scope, merged)) throw forbidden();
    const values: Row = Object.fromEntries([...changed].map((k) => [k, merged[k] ?? null]));
    const hooks = hooksOf(def.name);
    const wc = this.#hookContext(b, 'update', before, values, options);
    await hooks.beforeWrite?.(wc);
    const fields = visibleFields(def, true);
    const after = await updateRow(
      tx,
      b,
      id,
      Number(before.version),
      values,
      await searchTextFor(tx, b, { ...merged, ...values }),
      fields,
    );
    if (!after) throw conflict();
    await claimFiles(tx, fileIds(def, after), id);
    await recordAudit(
      tx,
      {
        action: options.audit?.action ?? 'update',
        resource: def.name,
        recordId: id,
        oldValues: Object.fromEntries(Object.keys(values).map((k) => [k, before[k] ?? null])),
        newValues: Object.fromEntries(Object.keys(values).map((k) => [k, after[k] ?? null])),
        reason: options.audit?.reason ?? null,
      },
      caller.request,
    );
    await hooks.afterWrite?.({ ...wc, after });
    this.#pending.push({ b, row: after, action: 'updated' });
    return after;
  }

  /**
   * Archives a record (kept for what refers to it, out of lists), bumping its version, with its
   * audit entry. An already archived record is left as it is. Returns the record after.
   */
  async archive(
    resource: string | BoundResource,
    id: string,
    options: ArchiveOptions = {},
  ): Promise<Row> {
    const { tx, caller } = this;
    const b = resolve(resource);
    if (options.extraColumns && !options.system)
      throw new Error(`Resource ${b.def.name}: extra columns are for system writes only`);
    const scope = options.scope ?? scopeOf(caller, b.def, 'delete');
    const before = await recordForWrite(tx, b, caller, scope, id);
    if (options.expectedVersion !== undefined && Number(before.version) !== options.expectedVersion)
      throw conflict();
    if (before.archivedAt != null) return before;
    const [after] = await setArchived(
      tx,
      b,
      [id],
      true,
      visibleFields(b.def, true),
      options.extraColumns,
    );
    const row = { ...before, ...after };
    await recordAudit(
      tx,
      {
        action: options.audit?.action ?? 'archive',
        resource: b.def.name,
        recordId: id,
        reason: options.audit?.reason ?? null,
      },
      caller.request,
    );
    this.#pending.push({ b, row, action: 'archived' });
    return row;
  }

  /**
   * Brings an archived record back (refused with 409 when it is not archived): its hooks run as
   * `restore` with the record as `before`, so a rule the record must meet to be live again is
   * checked as on a write (a restored weekly slot may not clash with one added meanwhile); then
   * the version bump, the audit entry and the change event.
   */
  async restore(
    resource: string | BoundResource,
    id: string,
    options: WriteOptions = {},
  ): Promise<Row> {
    const { tx, caller } = this;
    const b = resolve(resource);
    const def = b.def;
    const scope = options.scope ?? scopeOf(caller, def, 'delete');
    const before = await recordForWrite(tx, b, caller, scope, id);
    if (before.archivedAt == null) throw conflict('resources.errors.notArchived');
    const hooks = hooksOf(def.name);
    const wc = this.#hookContext(b, 'restore', before, {}, options);
    await hooks.beforeWrite?.(wc);
    const [after] = await setArchived(tx, b, [id], false, visibleFields(def, true));
    const row = { ...before, ...after };
    await recordAudit(
      tx,
      {
        action: options.audit?.action ?? 'restore',
        resource: def.name,
        recordId: id,
        reason: options.audit?.reason ?? null,
      },
      caller.request,
    );
    await hooks.afterWrite?.({ ...wc, after: row });
    this.#pending.push({ b, row, action: 'restored' });
    return row;
  }
}

/**
 * Runs a workflow's writes in one transaction and, once it has committed, sends their change
 * events (none when it rolled back). A unique violation the checks could not see becomes a 409.
 * Every write to a definition's table goes through here (see docs/adding-a-workflow.md).
 */
export async function withWrites<T>(
  ctx: AppContext,
  caller: Caller,
  work: (w: Writes) => Promise<T>,
): Promise<T> {
  let writes: Writes | undefined;
  const result = await guarded(() =>
    ctx.db.transaction(async (tx) => {
      writes = new Writes(tx, caller);
      const result = await work(writes);
      // A request sent with an Idempotency-Key keeps its answer in this transaction: stored
      // with the change or not at all (http/idempotency.ts).
      await keepIdempotentAnswer(tx, caller.request, result);
      return result;
    }),
  );
  for (const p of writes?.pending ?? []) announce(ctx, p.b, p.row, p.action);
  for (const e of writes?.announcements ?? []) ctx.events.changed(e);
  for (const n of writes?.notifications ?? []) await ctx.events.notify(n);
  for (const work of writes?.afterCommitWork ?? []) await work();
  return result;
}

// ---------------------------------------------------------------------------------------------
// The HTTP-facing operations: parse the request's body, then use the core
// ---------------------------------------------------------------------------------------------

export async function createRecord(
  ctx: AppContext,
  b: BoundResource,
  caller: Caller,
  body: unknown,
) {
  const def = b.def;
  refuseSensitiveInput(b, caller, body);
  const input = parseInput(createSchema(def, { sensitive: mayReadSensitive(caller, def) }), body);
  const scope = scopeOf(caller, def, 'create');
  // Organisation-wide records need the permission organisation-wide: no need to look further.
  if (!def.scope && !scope.all) throw forbidden('resources.errors.organisationList');
  const row = await withWrites(ctx, caller, (w) => w.create(b, input as Row, { scope }));
  return (await output(ctx, b, caller, [row]))[0]!;
}

/** Finds a record for a write: 404 when the caller cannot see it, 403 when they only may read it. */
async function recordForWrite(
  tx: Db,
  b: BoundResource,
  caller: Caller,
  scope: Scope,
  id: string,
): Promise<Row> {
  const fields = visibleFields(b.def, true);
  const row = await findRow(tx, b, id, fields, writeCondition(b, scope), true);
  if (row && (b.scope || scope.all)) return row;
  const seen = await findRow(tx, b, id, [], readable(b, caller));
  if (seen) throw forbidden(b.scope ? undefined : 'resources.errors.organisationList');
  throw notFound();
}

export async function updateRecord(
  ctx: AppContext,
  b: BoundResource,
  caller: Caller,
  id: string,
  body: unknown,
) {
  const def = b.def;
  refuseSensitiveInput(b, caller, body);
  const sensitive = mayReadSensitive(caller, def);
  // Fixed-after-creation fields may be sent back unchanged by forms; the core refuses a change.
  const createOnly = Object.entries(def.fields)
    .filter(([, f]) => f.createOnly && !f.readOnly)
    .map(([n]) => n);
  const raw = (body && typeof body === 'object' ? { ...(body as Row) } : body) as Row;
  const sentCreateOnly: Row = {};
  if (raw && typeof raw === 'object')
    for (const n of createOnly)
      if (n in raw) {
        sentCreateOnly[n] = raw[n];
        delete raw[n];
      }
  const { version, ...changes } = parseInput(updateSchema(def, { sensitive }), raw) as Row & {
    version: number;
  };
  for (const [n, v] of Object.entries(sentCreateOnly)) {
    const parsed = fieldInputSchema(def.fields[n]!, false).safeParse(v);
    if (!parsed.success)
      throw validationFailed({ [n]: { code: 'resources.validation.createOnly' } });
    changes[n] = parsed.data ?? null;
  }
  const scope = scopeOf(caller, def, 'update');
  const row = await withWrites(ctx, caller, (w) =>
    w.update(b, id, changes, { scope, expectedVersion: version }),
  );
  return (await output(ctx, b, caller, [row]))[0]!;
}

/**
 * Deletes a record, or archives it when other records refer to it (so nothing that points to
 * it breaks). An archived record that nothing refers to is deleted for good.
 */
export async function deleteRecord(
  ctx: AppContext,
  b: BoundResource,
  caller: Caller,
  id: string,
  expectedVersion: number | undefined,
) {
  const def = b.def;
  const scope = scopeOf(caller, def, 'delete');
  return withWrites(ctx, caller, async (w) => {
    const before = await recordForWrite(w.tx, b, caller, scope, id);
    if (expectedVersion !== undefined && Number(before.version) !== expectedVersion)
      throw conflict();
    const outcome = await deleteRow(w.tx, b, before);
    if (outcome === 'deleted') {
      await deleteFilesOf(w.tx, def.name, id);
      await recordAudit(
        w.tx,
        { action: 'delete', resource: def.name, recordId: id, oldValues: fieldValues(def, before) },
        caller.request,
      );
      w.announceAfterCommit(b, before, 'deleted');
      return { outcome: 'deleted' as const };
    }
    await w.archive(b, id, { scope });
    return { outcome: 'archived' as const };
  });
}

export async function restoreRecord(ctx: AppContext, b: BoundResource, caller: Caller, id: string) {
  const scope = scopeOf(caller, b.def, 'delete');
  const row = await withWrites(ctx, caller, (w) => w.restore(b, id, { scope }));
  return (await output(ctx, b, caller, [row]))[0]!;
}

/** Archives several records at once; every one must be within the caller's reach (else 404). */
export async function archiveRecords(
  ctx: AppContext,
  b: BoundResource,
  caller: Caller,
  ids: readonly string[],
) {
  const def = b.def;
  const scope = scopeOf(caller, def, 'delete');
  const unique = [...new Set(ids)];
  const rows = await withWrites(ctx, caller, async (w) => {
    for (const id of unique) await recordForWrite(w.tx, b, caller, scope, id);
    const archived = await setArchived(w.tx, b, unique, true, visibleFields(def, true));
    for (const row of archived) {
      await recordAudit(
        w.tx,
        { action: 'archive', resource: def.name, recordId: String(row.id) },
        caller.request,
      );
      w.announceAfterCommit(b, row, 'archived');
    }
    return archived;
  });
  return { archived: rows.length };
}

// ---------------------------------------------------------------------------------------------
// Singletons
// ---------------------------------------------------------------------------------------------

/** The one record of a singleton, created from its example and defaults the first time. */
async function singletonRow(ctx: AppContext, b: BoundResource): Promise<Row> {
  const fields = visibleFields(b.def, true);
  const existing = await firstRow(ctx.db, b, fields);
  if (existing) return existing;
  const initial = withDefaults(
    b.def,
    parseInput(createSchema(b.def), b.def.example ?? {}) as Row,
    today(),
  );
  try {
    await ctx.db.transaction((tx) => insertRow(tx, b, initial, undefined, fields));
  } catch (error) {
    // Another process created it at the same moment: read theirs.
    if (!isUniqueViolation(error)) throw error;
  }
  return (await firstRow(ctx.db, b, fields))!;
}

export async function readSingleton(ctx: AppContext, b: BoundResource, caller: Caller) {
  if (!scopeOf(caller, b.def, 'read').all) throw forbidden();
  const row = await singletonRow(ctx, b);
  return (await output(ctx, b, caller, [row]))[0]!;
}

export async function updateSingleton(
  ctx: AppContext,
  b: BoundResource,
  caller: Caller,
  body: unknown,
) {
  const row = await singletonRow(ctx, b);
  return updateRecord(ctx, b, caller, String(row.id), body);
}

export async function singletonId(ctx: AppContext, b: BoundResource): Promise<string> {
  return String((await singletonRow(ctx, b)).id);
}

// ---------------------------------------------------------------------------------------------
// History
// ---------------------------------------------------------------------------------------------

/**
 * A record's audit trail for whoever may read the record (no organisation-wide audit right
 * needed): each entry with its actor and the changed fields, sensitive ones left out for
 * callers who may not see them.
 */
export async function recordHistory(ctx: AppContext, b: BoundResource, caller: Caller, id: string) {
  const found = await findRow(ctx.db, b, id, [], readable(b, caller));
  if (!found) throw notFound();
  const visible = new Set(visibleFields(b.def, mayReadSensitive(caller, b.def)));
  const entries = await auditTrail(ctx.db, b.def.name, id);
  return {
    items: entries.map((e) => {
      const before = (e.oldValues ?? {}) as Row;
      const after = (e.newValues ?? {}) as Row;
      const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) =>
        visible.has(f),
      );
      return {
        id: e.id,
        at: isoTimestamp(e.at),
        action: e.action,
        actor: e.actorId ? { id: e.actorId, name: e.actorName ?? '' } : null,
        changes: fields.map((field) => ({
          field,
          before: before[field] ?? null,
          after: after[field] ?? null,
        })),
      };
    }),
  };
}
