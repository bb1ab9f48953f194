/**
 * The module-boundary check's allow-list (scripts/boundaries.ts, docs/module-boundaries.md): the
 * files that still break a boundary, each with what it may still do and why, in one line. It
 * started with the offenders of the day the check was added and only shrinks: an entry that no
 * longer offends fails the check until it is removed, and a new offence is fixed, not added here.
 * For module-internals, `imports` names each other module's file it may still import (relative to
 * the modules folder).
 */
import type { AllowList } from './boundaries.ts';

export const ALLOWED: AllowList = {
  'apps/server/src/db/seed/demo.ts': {
    'transaction-outside-write-core':
      'the demo organisation is loaded in one transaction, all or nothing; move into a demo repository',
  },
  'apps/server/src/modules/donations/donations-demo.seed.ts': {
    'transaction-outside-write-core':
      'demo seed loads its rows in one transaction; let donations-demo.repository.ts open it',
  },
  'apps/server/src/modules/evaluations/evaluations-demo.seed.ts': {
    'drizzle-outside-repository':
      'demo seed queries the tables itself; move its queries into evaluations-demo.repository.ts',
  },
  'apps/server/src/modules/finance/finance-demo.seed.ts': {
    'drizzle-outside-repository':
      'demo seed queries the tables itself; move its queries into finance-demo.repository.ts',
    'transaction-outside-write-core':
      'demo seed loads its rows in one transaction; let finance-demo.repository.ts open it',
  },
  'apps/server/src/modules/forms/polls-demo.seed.ts': {
    'transaction-outside-write-core':
      'demo seed loads its rows in one transaction; let a polls demo repository open it',
  },
  'apps/server/src/modules/payroll/payroll-demo.seed.ts': {
    'drizzle-outside-repository':
      'demo seed queries the tables itself; move its queries into payroll-demo.repository.ts',
  },
  'apps/server/src/modules/rewards/rewards-demo.seed.ts': {
    'drizzle-outside-repository':
      'demo seed queries the tables itself; move its queries into rewards-demo.repository.ts',
  },
  'apps/server/src/modules/site/site-demo.seed.ts': {
    'drizzle-outside-repository':
      'demo seed queries the tables itself; move its queries into site-demo.repository.ts',
  },
  'apps/server/src/modules/tests/tests-demo.seed.ts': {
    'drizzle-outside-repository':
      'demo seed queries the tables itself; move its queries into tests-demo.repository.ts',
    'transaction-outside-write-core':
      'demo seed loads its rows in one transaction; let tests-demo.repository.ts open it',
  },
};
