/**
 * The students module's public entry on the web: what other modules may use of it
 * (docs/module-boundaries.md). Small parts and API calls only: the screens stay behind
 * screens.ts.
 */

// A student's status as a chip: the rings' information and transfer screens list students.
export { StudentStatusChip } from './StudentStatusChip.tsx';

// The student and the ring transfers, with the query keys the students' screens cache them
// under: a ring transfer reads the student it moves and lists past transfers.
export { fetchStudent, fetchTransfers, studentsKeys } from './students-api.ts';
