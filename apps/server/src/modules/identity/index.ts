/**
 * The identity module's public entry: what other modules may use of it (docs/module-boundaries.md).
 */

// The modules' demo steps make their own sign-in accounts (an examiner, a supervisor, an
// accountant) the way identity makes its own, without reaching into its repositories.
export { createDemoAccount, type DemoAccount } from './demo-accounts.seed.ts';

// The first administrator of a production installation (`npm run db -- create-admin`).
export { createAdministrator } from './first-admin.ts';
