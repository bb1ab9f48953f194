import type { ScopedRecord } from '../access/scope-condition.ts';

/** What changed, so that open lists and records in browsers can refresh. */
export interface ChangeEvent {
  /**
   * The resource name, as in permissions (`centres`, `students`, ...): the web refreshes every
   * query whose key starts with it. A module whose screens key on the module's name (`finance`,
   * `payroll`) names the permissions that show them in `readers`.
   */
  resource: string;
  /**
   * Whose `<reader>:read` lets a user hear of the change, when it is not `resource:read` (the
   * vouchers and balances of `finance` are read with `vouchers:read` and `finance:read`).
   */
  readers?: readonly string[] | undefined;
  id?: string | undefined;
  action: 'created' | 'updated' | 'deleted' | 'archived' | 'restored' | string;
  /**
   * Where the record lives: only users whose scope covers it are told. Without a scope (or
   * with one naming no place), organisation-wide data: whoever may read the resource is told.
   */
  scope?: ScopedRecord | undefined;
  /** Tell every signed-in user, whatever their permissions (e.g. translation overrides). */
  everyone?: boolean | undefined;
}

/** A notification for some users: stored, then pushed to them with their unread count. */
export interface NotificationInput {
  userIds: string[];
  /** Translation key of the title, with its values. */
  titleKey: string;
  values?: Record<string, string | number> | undefined;
  /** Where a click takes the user (a path of the web app). */
  link?: string | undefined;
  kind?: string | undefined;
}

/**
 * The realtime side of the server as the rest of it sees it. Routes call these after their
 * transaction commits; the realtime module decides who receives what (rooms per user and per
 * scope) and, with REDIS_URL, reaches the browsers connected to other server processes.
 */
export interface RealtimeEvents {
  changed(event: ChangeEvent): void;
  notify(input: NotificationInput): Promise<void>;
  /** Sends one event to every socket of these users (conversations, unread counts...). */
  toUsers(userIds: readonly string[], event: string, payload: unknown): void;
}

/** Used until the realtime module installs itself (and in code paths with no server). */
export const noRealtime: RealtimeEvents = {
  changed: () => undefined,
  notify: async () => undefined,
  toUsers: () => undefined,
};
