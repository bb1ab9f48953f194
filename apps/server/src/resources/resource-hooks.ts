import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { RequestMeta } from './resource-caller.ts';
import type { BoundResource } from './resource-binding.ts';
import type { Row } from './resource.repository.ts';

/** What a hook sees of a write, inside its transaction. */
export interface WriteContext {
  tx: Db;
  b: BoundResource;
  /**
   * `restore` brings an archived record back as it was: `before` is the record and `values` is
   * empty (a hook re-checks the rules a record must meet to be live again, e.g. a weekly slot
   * that another slot has taken meanwhile; what it puts in `values` is not written).
   */
  action: 'create' | 'update' | 'restore';
  /** The record before the write (null on create). */
  before: Row | null;
  /** The values being written: the whole record on create, the changes on update. Mutable. */
  values: Row;
  request: RequestMeta;
  /**
   * A workflow's system write (`WriteOptions.system`): the workflow records its own side effects
   * (e.g. a student's case events), so a hook leaves those to it.
   */
  system: boolean;
}

/**
 * Module code that belongs to one resource's writes (e.g. documentation versions). Hooks run
 * inside the write's transaction: what they write commits or rolls back with it.
 */
export interface ResourceHooks {
  beforeWrite?(c: WriteContext): Promise<void> | void;
  afterWrite?(c: WriteContext & { after: Row }): Promise<void> | void;
  /**
   * Query parameters of the resource's list beyond its definition's filters, for a
   * purpose-built screen read through the generic list (the weekly timetable by teacher or by
   * project: a slot's teacher is its ring's). Each parameter present narrows the list and its
   * export with the module's condition; the scope, paging, sort and output stay the engine's.
   * A value the condition cannot take is refused by throwing a 400 (`validationFailed`).
   */
  listParams?: Record<string, (value: string) => SQL>;
}

const hooks = new Map<string, ResourceHooks>();

/** Installs a resource's hooks (idempotent: a second call replaces the first). */
export function registerResourceHooks(resource: string, h: ResourceHooks): void {
  hooks.set(resource, h);
}

export function hooksOf(resource: string): ResourceHooks {
  return hooks.get(resource) ?? {};
}

/** The names of a resource's extra list parameters (`listParams`). */
export function listParamNames(resource: string): string[] {
  return Object.keys(hooksOf(resource).listParams ?? {});
}

/** The conditions of the extra list parameters a request carries (the last value of each). */
export function listParamConditions(resource: string, raw: unknown): SQL[] {
  const query = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const out: SQL[] = [];
  for (const [name, condition] of Object.entries(hooksOf(resource).listParams ?? {})) {
    const given = query[name];
    const value = Array.isArray(given) ? given.at(-1) : given;
    if (value === undefined || value === null || String(value).trim() === '') continue;
    out.push(condition(String(value).trim()));
  }
  return out;
}
