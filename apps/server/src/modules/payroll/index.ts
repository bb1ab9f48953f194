/**
 * The payroll module's public entry: what other modules may use of it
 * (docs/module-boundaries.md).
 */

// Recruitment's hire opens the new member of staff's salary profile in the hiring transaction
// (docs/jobs-and-recruitment.md).
export { openSalaryProfile } from './salary-profile.service.ts';
