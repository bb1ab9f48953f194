/**
 * The staff module's public entry (docs/module-boundaries.md).
 */

// Payroll pays hourly and session-based salary profiles from the month's approved work sheets
// (docs/work-sheets-and-ladder.md): the sheets of a batch of employees, in any state.
export { sheetsOfMonth } from './work-sheets.repository.ts';
