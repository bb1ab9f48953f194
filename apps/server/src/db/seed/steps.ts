import type { Database } from '../client.ts';

/** What the core demo data created, handed to the modules that add their own demo rows. */
export interface DemoWorld {
  countries: Array<{ id: string; code: string }>;
  centres: Array<{ id: string; countryId: string; name: string }>;
  rings: Array<{ id: string; centreId: string; countryId: string; teacherId: string }>;
  employees: Array<{
    id: string;
    centreId: string | null;
    countryId: string;
    job: string;
    fullName: string;
    phone: string | null;
    email: string | null;
  }>;
  students: Array<{
    id: string;
    ringId: string | null;
    centreId: string;
    guardianId: string | null;
  }>;
  guardians: Array<{ id: string; countryId: string; fullName: string; phone: string | null }>;
}

export interface DemoSeedOptions {
  /** Create the demo sign-in accounts (never in production). */
  withAccounts: boolean;
}

/**
 * A module's demo step, run after the core data in the order of `SERVER_MODULES`
 * (`modules/index.ts`, which derives `demoSeedSteps`). Identity adds the demo accounts this
 * way; later modules add their records.
 */
export type DemoSeedStep = (
  database: Database,
  world: DemoWorld,
  options: DemoSeedOptions,
) => Promise<void>;
