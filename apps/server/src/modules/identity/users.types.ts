import type { Db } from '../../db/client.ts';

export interface IdentityDepsWithDb {
  db: Db;
}
