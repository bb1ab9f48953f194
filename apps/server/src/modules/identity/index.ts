/**
 * The identity module's public entry: what other modules may use of it (docs/module-boundaries.md).
 */

// The modules' demo steps make their own sign-in accounts (an examiner, a supervisor, an
// accountant) the way identity makes its own, without reaching into its repositories.
export { createDemoAccount, type DemoAccount } from './demo-accounts.seed.ts';

// The modules' demo steps find the accounts an earlier step made (the centre's manager, the
// accountant) by their address.
export { findUserByEmail } from './users.repository.ts';

// The first administrator of a production installation (`npm run db -- create-admin`).
export { createAdministrator } from './first-admin.ts';
