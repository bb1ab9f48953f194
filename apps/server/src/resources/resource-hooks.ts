import type { Db } from '../db/client.ts';
import type { RequestMeta } from './resource-caller.ts';
import type { BoundResource } from './resource-binding.ts';
import type { Row } from './resource.repository.ts';

/** What a hook sees of a write, inside its transaction. */
export interface WriteContext {
  tx: Db;
  b: BoundResource;
  action: 'create' | 'update';
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
}

const hooks = new Map<string, ResourceHooks>();

/** Installs a resource's hooks (idempotent: a second call replaces the first). */
export function registerResourceHooks(resource: string, h: ResourceHooks): void {
  hooks.set(resource, h);
}

export function hooksOf(resource: string): ResourceHooks {
  return hooks.get(resource) ?? {};
}
