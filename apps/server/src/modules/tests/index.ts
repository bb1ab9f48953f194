/**
 * The tests module's public entry: what other modules may use of it (docs/module-boundaries.md).
 */

// The dashboard's tests figures, counted within what the caller may see of tests.
export { testsDashboard } from './tests.repository.ts';
export { visibilityOf } from './tests.service.ts';
