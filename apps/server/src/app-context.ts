import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { RegisteredRoute } from './http/route-guard.ts';
import type { RealtimeEvents } from './realtime/events.ts';
import type { SharedStore } from './shared-store/shared-store.ts';

/** What every module's routes receive: configuration and the database, nothing global. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** Every API route with its guard, filled while routes register (used by tests and docs). */
  routes: RegisteredRoute[];
  /** Change events and notifications for connected browsers (see realtime/events.ts). */
  events: RealtimeEvents;
  /**
   * Values every server process must see alike (Redis with REDIS_URL, else this process):
   * short-lived state such as an import's progress (shared-store/shared-store.ts).
   */
  store: SharedStore;
}
