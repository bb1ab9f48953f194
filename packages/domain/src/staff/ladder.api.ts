import { z } from 'zod';
import { listPageQuery, type ListPage } from '../platform/list-page.ts';
import { defineRouteContracts } from '../platform/route-contract.ts';
import type { CriterionEvidence, LadderCriteria } from './ladder.ts';

const uuid = z.string().uuid();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');

/** The HTTP contract of the teacher ladder (docs/work-sheets-and-ladder.md). */
export const LADDER_API = {
  /** GET the teachers on the ladder in the caller's scope (ladderTeachersQuery → ListPage). */
  teachers: '/api/ladder/teachers',
  /** GET one teacher's standing, next grade with live evidence, promotions (→ LadderTeacherDetail). */
  teacher: '/api/ladder/teachers/:id',
  /** POST promote a teacher to the next grade from a date (promoteInput → LadderTeacherDetail). */
  promote: '/api/ladder/teachers/:id/promote',
  /** POST record whether a teacher holds an ijazah (ijazahInput → LadderTeacherDetail). */
  ijazah: '/api/ladder/teachers/:id/ijazah',
  /** GET the caller's own grade and what is still missing for the next (→ MyLadder). */
  mine: '/api/ladder/mine',
  /** POST run the eligibility job now (→ { jobId }); it also runs every night. */
  run: '/api/ladder/eligibility/run',
} as const;

export const ladderTeachersQuery = z.object({
  q: z.string().trim().max(100).optional(),
  countryId: uuid.optional(),
  centreId: uuid.optional(),
  gradeId: uuid.optional(),
  /** Only those the last nightly run found meeting the next grade's criteria. */
  eligible: z.enum(['true', 'false']).optional(),
  ...listPageQuery,
});
export type LadderTeachersQuery = z.infer<typeof ladderTeachersQuery>;

export const promoteInput = z.object({
  gradeId: uuid,
  effectiveFrom: day,
  /** Required when the criteria are not met: why the committee promotes all the same. */
  overrideReason: z
    .string()
    .trim()
    .min(3, 'ladder.errors.reason')
    .max(500, 'ladder.errors.reason')
    .nullish(),
  note: z.string().trim().max(500).nullish(),
});
export type PromoteInput = z.infer<typeof promoteInput>;

export const ijazahInput = z.object({
  ijazah: z.boolean(),
  note: z.string().trim().max(500).nullish(),
});
export type IjazahInput = z.infer<typeof ijazahInput>;

export interface LadderGradeRef {
  id: string;
  name: string;
  rank: number;
  payKind: 'allowance' | 'base';
  payAmount: number;
  currency: string;
}

/** A teacher on the ladder, as listed. */
export interface LadderTeacherRow {
  employeeId: string;
  name: string;
  centreId: string | null;
  centreName: string | null;
  grade: LadderGradeRef | null;
  since: string | null;
  nextGrade: LadderGradeRef | null;
  /** The last nightly run's verdict for the next grade (null: not judged yet). */
  eligible: boolean | null;
  evidence: CriterionEvidence[];
  judgedAt: string | null;
}

export interface LadderPromotionRow {
  id: string;
  fromGrade: string | null;
  toGrade: string;
  effectiveFrom: string;
  met: boolean;
  overrideReason: string | null;
  criteriaVersion: number;
  byName: string | null;
  at: string;
}

export interface LadderTeacherDetail extends Omit<LadderTeacherRow, 'eligible' | 'evidence'> {
  ijazah: boolean;
  /** The next grade's criteria judged now, from the records (not the nightly run). */
  judgement: { met: boolean; evidence: CriterionEvidence[]; criteriaVersion: number } | null;
  criteria: LadderCriteria | null;
  promotions: LadderPromotionRow[];
  /** Whether the caller may promote this teacher (the server checks again). */
  canPromote: boolean;
  version: number | null;
}

/** The caller's own standing: their grade and what is still missing for the next. */
export interface MyLadder {
  teacher: LadderTeacherDetail | null;
}

// ------------------------------------------------------------------------------------------------
// Route contracts (the API document); the full shapes are the interfaces above.
// ------------------------------------------------------------------------------------------------

const idParams = z.object({ id: uuid });
const detail = z.object({ employeeId: uuid, grade: z.unknown() }).passthrough();
const page = (item: z.ZodType) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

export type LadderTeachersPage = ListPage<LadderTeacherRow>;

export const LADDER_ROUTES = defineRouteContracts({
  // The grades' generic restore takes no body (the resource engine documents the rest).
  'POST /api/ladder-grades/:id/restore': {
    summary: 'Restore an archived ladder grade',
    params: idParams,
    body: null,
    response: z.object({ id: uuid }).passthrough(),
  },
  'GET /api/ladder/teachers': {
    summary: 'Teachers on the ladder in the caller’s scope, with the nightly eligibility',
    query: ladderTeachersQuery,
    response: page(z.object({ employeeId: uuid }).passthrough()),
  },
  'GET /api/ladder/teachers/:id': {
    summary: 'A teacher’s grade, the next grade’s criteria judged now, and their promotions',
    params: idParams,
    response: detail,
  },
  'POST /api/ladder/teachers/:id/promote': {
    summary: 'Promote a teacher to the next grade from an effective date',
    params: idParams,
    body: promoteInput,
    response: detail,
  },
  'POST /api/ladder/teachers/:id/ijazah': {
    summary: 'Record whether a teacher holds an ijazah',
    params: idParams,
    body: ijazahInput,
    response: detail,
  },
  'GET /api/ladder/mine': {
    summary: 'The caller’s own grade and what is still missing for the next',
    response: z.object({ teacher: z.unknown() }),
  },
  'POST /api/ladder/eligibility/run': {
    summary: 'Run the nightly eligibility job now',
    body: null,
    response: z.object({ jobId: z.string() }),
  },
});
