/**
 * The organisation module's public entry: what other modules may use of it
 * (docs/module-boundaries.md).
 */

// The message catalogue with the organisation's own wording over the built-in one: the
// platform's i18n route serves it.
export { catalogueWithOverrides } from './i18n-catalogue.ts';

// Recruitment's hire: the staff record (created or linked) and the centre assignment, in the
// hiring transaction (docs/jobs-and-recruitment.md).
export { hireStaff, type HireStaffInput } from './hire-staff.service.ts';
