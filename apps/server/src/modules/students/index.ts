/**
 * The students module's public entry: what other modules may use of it
 * (docs/module-boundaries.md).
 */

// A student read inside the caller's scope, its row and scope columns: tests (requests,
// anticipated tests) and rings (a transfer) act on students they may see.
export { findStudentInScope, studentScopeColumns, type StudentRow } from './students.repository.ts';

// A ring transfer changes the student's status: it checks the change the way the student's own
// screens do and writes the event into the student's case history.
export { requireStatusChange } from './status-change-check.ts';
export { insertCaseEvent } from './students.repository.ts';

// The memorisation a student brought before their first ring day: tests' eligibility counts it.
export { priorMemorisation, priorReadings } from './student-progress.prior.ts';

// A centre by id: a poll names the centre it belongs to.
export { findCentre } from './centres.repository.ts';
