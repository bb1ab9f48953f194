/**
 * The module-boundary check's allow-list (scripts/boundaries.ts, docs/module-boundaries.md): the
 * files that still break a boundary, each with what it may still do and why, in one line. It
 * started with the offenders of the day the check was added and only shrinks: an entry that no
 * longer offends fails the check until it is removed, and a new offence is fixed, not added here.
 * For module-internals, `imports` names each other module's file it may still import (relative to
 * the modules folder).
 */
import type { AllowList } from './boundaries.ts';

export const ALLOWED: AllowList = {};
