import { demoAccountsStep } from '../../modules/identity/demo-accounts.seed.ts';
import { organisationDemoStep } from '../../modules/organisation/organisation-demo.seed.ts';
import { studentsDemoStep } from '../../modules/students/students-demo.seed.ts';
import { testsDemoStep } from '../../modules/tests/tests-demo.seed.ts';
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
 * A module's demo step, run after the core data in the same order as listed in
 * `demoSeedSteps`. Identity adds the demo accounts here; later modules add their records.
 */
export type DemoSeedStep = (
  database: Database,
  world: DemoWorld,
  options: DemoSeedOptions,
) => Promise<void>;

export const demoSeedSteps: DemoSeedStep[] = [
  demoAccountsStep,
  organisationDemoStep,
  studentsDemoStep,
  testsDemoStep,
];
