/**
 * The payroll module's public entry: what other modules may use of it
 * (docs/module-boundaries.md).
 */

// Recruitment's hire opens the new member of staff's salary profile in the hiring transaction
// (docs/jobs-and-recruitment.md).
export { openSalaryProfile } from './salary-profile.service.ts';
// A ladder promotion closes the previous grade's line and opens the new grade's from its
// effective date (docs/work-sheets-and-ladder.md).
export { applyGradePay } from './salary-profile.service.ts';
