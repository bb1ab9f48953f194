/**
 * The tests module's public entry: what other modules may use of it (docs/module-boundaries.md).
 */

// The dashboard's tests figures, counted within what the caller may see of tests.
export { testsDashboard } from './tests.repository.ts';
export { visibilityOf } from './tests.service.ts';

// The portions of a student's passed tests (a competition's eligibility counts them as memorised)
// and each student's last decided test (the Maher candidates' readiness).
export { lastDecidedTests, passedPortions } from './tests.repository.ts';
