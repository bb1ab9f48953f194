import { z } from 'zod';
import type { QuranRange } from '../quran/quran-position.ts';
import { listPageSchema } from '../platform/list-page.ts';
import { defineRouteContracts } from '../platform/route-contract.ts';
import {
  REGISTRATION_OPTIONAL_FIELDS,
  registrationInputSchema,
  registrationLinkSchema,
} from './registration.schemas.ts';
import { IMPORT_FIELDS } from './student-import.ts';
import {
  IMPORT_ROW_STATUSES,
  IMPORT_STATUSES,
  MEMORISED_MAP_STATES,
  centreRegistrationInput,
  familySearchQuery,
  importMappingBody,
  importUploadInput,
  registrationAcceptInput,
  registrationLinkListQuery,
  registrationLinkStatusInput,
  registrationListQuery,
  registrationRejectInput,
  type ImportProgress,
  type ImportRowReport,
  type PublicRegistrationLink,
  type PublicRegistrationReceived,
  type Registration,
  type RegistrationLink,
  type RegistrationLinkRecord,
  type RegistrationLinkStatusSet,
  type RegistrationRecord,
  type StudentImportSummary,
  type StudentImportView,
  specialCaseEvidenceParams,
  specialCaseInput,
  specialCaseListQuery,
  studentProgressQuery,
  studentsReportQuery,
  studentStatusChangeInput,
  type CaseEvent,
  type CentreReport,
  type Family,
  type SpecialCase,
  type StudentProgressView,
  type StudentStatusChanged,
} from './students.api.ts';

/**
 * The route contracts of the students module's workflows (the API document reads them; the
 * routes parse with the same input schemas). Answers are typed with the output types the
 * routes return, so the compiler holds the document to them.
 */

/** A student's routes (`/api/students/:id/…`): the student's id. */
export const studentIdParams = z.object({ id: z.uuid() });

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

const rowReportSchema: z.ZodType<ImportRowReport> = z.object({
  row: z.number().int(),
  status: z.enum(IMPORT_ROW_STATUSES),
  fullName: z.string().optional(),
  errors: z
    .array(z.object({ field: z.enum([...IMPORT_FIELDS, '_']), code: z.string() }))
    .optional(),
  studentId: z.uuid().optional(),
});
const importViewSchema: z.ZodType<StudentImportView> = z.object({
  id: z.uuid(),
  countryId: z.uuid(),
  centreId: z.uuid(),
  ringId: z.uuid().nullable(),
  fileName: z.string(),
  fileHash: z.string(),
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.number().int()),
  status: z.enum(IMPORT_STATUSES),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  importedRows: z.number().int(),
  skippedRows: z.number().int(),
  report: z.array(rowReportSchema),
  missing: z.array(z.string()),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  importedAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  version: z.number().int(),
});
const importSummarySchema: z.ZodType<StudentImportSummary> = z.object({
  id: z.uuid(),
  fileName: z.string(),
  centreId: z.uuid(),
  status: z.enum(IMPORT_STATUSES),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  importedRows: z.number().int(),
  skippedRows: z.number().int(),
  createdAt: z.string(),
  importedAt: z.string().nullable(),
});
const registrationStatus = z.enum(['pending', 'accepted', 'rejected']);
const linkForm = z.object({
  fields: z.array(z.object({ name: z.enum(REGISTRATION_OPTIONAL_FIELDS), required: z.boolean() })),
});
const duplicatesSchema = z.array(
  z.object({ studentId: z.uuid(), fullName: z.string(), reasons: z.array(z.string()) }),
);
const registrationSchema: z.ZodType<Registration> = z.object({
  id: z.uuid(),
  source: z.enum(['online', 'centre']),
  centreId: z.uuid(),
  linkId: z.uuid().nullable(),
  status: registrationStatus,
  fullName: z.string(),
  gender: z.string(),
  birthDate: z.string().nullable(),
  phone: z.string().nullable(),
  identityNumber: z.string().nullable(),
  data: z.record(z.string(), z.string().nullable()),
  duplicates: duplicatesSchema,
  createdAt: z.string(),
});
const registrationRecordSchema: z.ZodType<RegistrationRecord> = z.object({
  id: z.uuid(),
  linkId: z.uuid().nullable(),
  source: z.enum(['online', 'centre']),
  countryId: z.uuid(),
  centreId: z.uuid(),
  status: registrationStatus,
  fullName: z.string(),
  gender: z.string(),
  birthDate: z.string().nullable(),
  identityNumber: z.string().nullable(),
  phone: z.string().nullable(),
  data: z.record(z.string(), z.string().nullable()),
  duplicates: duplicatesSchema,
  studentId: z.uuid().nullable(),
  ringId: z.uuid().nullable(),
  decidedBy: z.uuid().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  archivedAt: z.string().nullable(),
  version: z.number().int(),
});
const linkStatus = z.enum(['open', 'closed']);
const registrationLinkRecordShape = z.object({
  id: z.uuid(),
  countryId: z.uuid(),
  centreId: z.uuid(),
  projectId: z.uuid().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  form: linkForm,
  quota: z.number().int().nullable(),
  opensOn: z.string().nullable(),
  closesOn: z.string().nullable(),
  status: linkStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
  archivedAt: z.string().nullable(),
  version: z.number().int(),
});
const registrationLinkRecordSchema: z.ZodType<RegistrationLinkRecord> = registrationLinkRecordShape;
const registrationLinkRowSchema: z.ZodType<RegistrationLink> = registrationLinkRecordShape.extend({
  centreName: z.string(),
  registered: z.number().int(),
});
const publicRegistrationLinkSchema: z.ZodType<PublicRegistrationLink> = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  centreName: z.string(),
  form: linkForm,
  open: z.boolean(),
  full: z.boolean(),
});

const familySchema: z.ZodType<Family> = z.object({
  guardianId: z.uuid(),
  guardianName: z.string(),
  guardianPhone: z.string().nullable(),
  children: z.array(
    z.object({
      studentId: z.uuid(),
      studentName: z.string(),
      fatherName: z.string().nullable(),
      status: z.string(),
      centreName: z.string(),
      ringName: z.string().nullable(),
    }),
  ),
});

export const STUDENTS_ROUTES = defineRouteContracts({
  'GET /api/families/search': {
    summary: 'Guardians in scope by name or phone, with their children',
    query: familySearchQuery,
    response: z.object({ items: z.array(familySchema) }),
  },
  'POST /api/students/:id/status': {
    summary: "Change a student's status (a case event with its reason and day)",
    params: studentIdParams,
    body: studentStatusChangeInput,
    response: statusChangedSchema,
  },
  'GET /api/students/:id/cases': {
    summary: "A student's case history",
    params: studentIdParams,
    response: z.object({ items: z.array(caseEventSchema) }),
  },
  'GET /api/students/:id/progress': {
    summary: "A student's memorisation map, figures, revision plan and next portion on a day",
    params: studentIdParams,
    query: studentProgressQuery,
    response: progressSchema,
  },
  'GET /api/students/report': {
    summary: 'Students in scope by centre and status',
    query: studentsReportQuery,
    response: z.object({ items: z.array(centreReportSchema) }),
  },
  'POST /api/students/:id/special-cases': {
    summary:
      'Open a special case for a student with its evidence (uploaded first through /api/files) and monthly support; answers the case as the lists show it',
    params: studentIdParams,
    body: specialCaseInput,
    status: 201,
    response: specialCaseSchema,
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
  'GET /api/student-imports': {
    summary: 'The student sheets uploaded in scope, newest first (200 at most)',
    response: z.object({ items: z.array(importSummarySchema) }),
  },
  'POST /api/student-imports': {
    summary: 'Upload a sheet of students (base64 .xlsx): kept with its preview',
    body: importUploadInput,
    status: 201,
    response: importViewSchema,
  },
  'GET /api/student-imports/:id': {
    summary: 'One uploaded sheet with its report',
    params: studentIdParams,
    response: importViewSchema,
  },
  'GET /api/student-imports/:id/file': {
    summary: 'The sheet as uploaded',
    params: studentIdParams,
    response: { file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  },
  'GET /api/student-imports/:id/progress': {
    summary: 'Rows imported so far of a running import (all of them once done)',
    params: studentIdParams,
    response: z.object({
      done: z.number().int(),
      total: z.number().int(),
    }) satisfies z.ZodType<ImportProgress>,
  },
  'POST /api/student-imports/:id/mapping': {
    summary: "Map the sheet's columns again: the new preview",
    params: studentIdParams,
    body: importMappingBody,
    response: importViewSchema,
  },
  'POST /api/student-imports/:id/commit': {
    summary: 'Import the valid rows of a previewed sheet (one transaction)',
    params: studentIdParams,
    body: null,
    response: importViewSchema,
  },
  'GET /api/registrations': {
    summary: 'Registrations in scope (online and at the centre), with their look-alikes',
    query: registrationListQuery,
    response: listPageSchema(registrationSchema),
  },
  'POST /api/registrations': {
    summary: 'Register a person at the centre (pending a decision)',
    body: centreRegistrationInput,
    status: 201,
    response: registrationRecordSchema,
  },
  'POST /api/registrations/:id/accept': {
    summary: 'Accept a registration: a new (or linked) student, in a ring or on the waiting list',
    params: studentIdParams,
    body: registrationAcceptInput,
    response: registrationRecordSchema,
  },
  'POST /api/registrations/:id/reject': {
    summary: 'Refuse a registration with a note',
    params: studentIdParams,
    body: registrationRejectInput,
    response: registrationRecordSchema,
  },
  'GET /api/registration-links': {
    summary: 'Registration links in scope, with how many registered through each',
    query: registrationLinkListQuery,
    response: listPageSchema(registrationLinkRowSchema),
  },
  'POST /api/registration-links': {
    summary: 'Create a registration link: its form, quota and dates',
    body: registrationLinkSchema,
    status: 201,
    response: registrationLinkRecordSchema,
  },
  'POST /api/registration-links/:id/status': {
    summary: 'Open or close a registration link',
    params: studentIdParams,
    body: registrationLinkStatusInput,
    response: z.object({
      id: z.uuid(),
      status: linkStatus,
    }) satisfies z.ZodType<RegistrationLinkStatusSet>,
  },
  'GET /api/public/registration-links/:id': {
    summary: "A registration link's public face: its title, form and whether it is open",
    params: studentIdParams,
    response: publicRegistrationLinkSchema,
  },
  'POST /api/public/registration-links/:id': {
    summary: 'Register through a public link (pending a decision)',
    params: studentIdParams,
    body: registrationInputSchema,
    status: 201,
    response: z.object({
      id: z.uuid(),
      status: registrationStatus,
      message: z.string(),
    }) satisfies z.ZodType<PublicRegistrationReceived>,
  },
});
