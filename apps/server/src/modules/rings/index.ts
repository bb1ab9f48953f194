/**
 * The rings module's public entry: what other modules may use of it (docs/module-boundaries.md).
 */

// A ring by id, or inside the caller's scope: students are placed in rings (registration,
// import, status change, the students resource's hooks).
export { findRingById, findRingInScope } from './rings.repository.ts';

// The ring-day records as progress: a student's progress page and tests' eligibility and
// anticipated tests read what was recited, and the next portion.
export { historyOf, lastHifzBefore } from './ring-day.repository.ts';
export { nextPortionView, toProgressReading } from './ring-day.service.ts';
