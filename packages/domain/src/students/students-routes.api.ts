import { z } from 'zod';
import type { QuranRange } from '../quran/quran-position.ts';
import { listPageSchema } from '../platform/list-page.ts';
import { defineRouteContracts } from '../platform/route-contract.ts';
import {
  MEMORISED_MAP_STATES,
  specialCaseEvidenceParams,
  specialCaseListQuery,
  studentProgressQuery,
  studentsReportQuery,
  studentStatusChangeInput,
  type CaseEvent,
  type CentreReport,
  type SpecialCase,
  type StudentProgressView,
  type StudentStatusChanged,
} from './students.api.ts';

/**
 * The route contracts of the students module's workflows (the API document reads them; the
 * routes parse with the same input schemas). Answers are typed with the output types the
 * routes return, so the compiler holds the document to them.
 */

const idParams = z.object({ id: z.uuid() });

const caseEventSchema: z.ZodType<CaseEvent> = z.object({
  id: z.uuid(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  reason: z.string(),
  occurredOn: z.string(),
  createdAt: z.string(),
});

const statusChangedSchema: z.ZodType<StudentStatusChanged> = z.object({
  student: z.object({
    id: z.uuid(),
    status: z.string(),
    ringId: z.uuid().nullable(),
    version: z.number().int(),
  }),
  event: caseEventSchema,
});

const position = z.object({ surah: z.number().int(), ayah: z.number().int() });
const rangeSchema: z.ZodType<QuranRange> = z.object({ from: position, to: position });
const mapState = z.enum(MEMORISED_MAP_STATES);

const progressSchema: z.ZodType<StudentProgressView> = z.object({
  studentId: z.uuid(),
  date: z.string(),
  memorisedPages: z.number(),
  memorisedShare: z.number(),
  completedJuz: z.array(z.number().int()),
  memorisedSurahs: z.array(z.number().int()),
  pagesPerWeek: z.number(),
  attendanceRate: z.number().nullable(),
  forecastCompletion: z.string().nullable(),
  pages: z.array(mapState),
  surahs: z.array(mapState),
  prior: z.object({
    text: z.string().nullable(),
    juz: z.array(z.number().int()),
    pages: z.number().int(),
    understood: z.boolean(),
  }),
  revisionPlan: z.array(
    z.object({
      range: rangeSchema,
      pages: z.array(z.number().int()),
      due: z.boolean(),
      score: z.number(),
    }),
  ),
  lastHifz: z
    .object({ range: rangeSchema, readOn: z.string(), grade: z.string().nullable() })
    .nullable(),
  nextPortion: z
    .object({ range: rangeSchema, ayahCount: z.number().int(), pageCount: z.number().int() })
    .nullable(),
});

const centreReportSchema: z.ZodType<CentreReport> = z.object({
  centreId: z.uuid(),
  centreName: z.string(),
  total: z.number().int(),
  byStatus: z.record(z.string(), z.number().int()),
});

const specialCaseSchema: z.ZodType<SpecialCase> = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  studentName: z.string(),
  centreId: z.uuid(),
  caseType: z.string(),
  description: z.string().nullable(),
  monthlySupport: z.number().int().nullable(),
  status: z.string(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  evidence: z.array(z.object({ id: z.uuid(), name: z.string(), size: z.number().int() })),
});

export const STUDENTS_ROUTES = defineRouteContracts({
  'POST /api/students/:id/status': {
    summary: "Change a student's status (a case event with its reason and day)",
    params: idParams,
    body: studentStatusChangeInput,
    response: statusChangedSchema,
  },
  'GET /api/students/:id/cases': {
    summary: "A student's case history",
    params: idParams,
    response: z.object({ items: z.array(caseEventSchema) }),
  },
  'GET /api/students/:id/progress': {
    summary: "A student's memorisation map, figures, revision plan and next portion on a day",
    params: idParams,
    query: studentProgressQuery,
    response: progressSchema,
  },
  'GET /api/students/report': {
    summary: 'Students in scope by centre and status',
    query: studentsReportQuery,
    response: z.object({ items: z.array(centreReportSchema) }),
  },
  'GET /api/special-cases': {
    summary: 'Special cases in scope by name and type (evidence files named, not sent)',
    query: specialCaseListQuery,
    response: listPageSchema(specialCaseSchema),
  },
  'GET /api/special-cases/:id/evidence/:index': {
    summary: 'One evidence file of a special case, as a download',
    params: specialCaseEvidenceParams,
    response: { file: 'application/octet-stream' },
  },
});
