import { z } from 'zod';
import { listPageQuery } from '../platform/list-page.ts';
import type { QuranRange } from '../quran/index.ts';
import { type RegistrationField, registrationInputSchema } from './registration.schemas.ts';
import { MAX_EVIDENCE_FILES } from './special-cases.resource.ts';
import type { RowError } from './student-import.ts';
import { STUDENT_STATUSES } from './student-lifecycle.ts';

/**
 * The HTTP contract of the students module's workflows: every endpoint's input schema and
 * output shape. Server routes parse with these schemas and declare these outputs; screens type
 * their calls with them. (A student's own record is the resource engine's: GET /api/students/:id.)
 */

const page = {
  // Paged like the engine's generic lists (newest first, then id, so pages never overlap).
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};

// ---------- Status and case history: POST /api/students/:id/status, GET .../cases ----------

export const studentStatusChangeInput = z.object({
  to: z.enum(STUDENT_STATUSES),
  reason: z.string().trim().min(1).max(1000),
  date: z.iso.date(),
  /** Needed when activating a student who has no ring yet. */
  ringId: z.uuid().optional(),
});
export type StudentStatusChangeInput = z.infer<typeof studentStatusChangeInput>;

export interface CaseEvent {
  id: string;
  fromStatus: string | null;
  toStatus: string;
  reason: string;
  occurredOn: string;
  createdAt: string;
}

/** POST /api/students/:id/status: the student as it now stands and the case event written. */
export interface StudentStatusChanged {
  student: { id: string; status: string; ringId: string | null; version: number };
  event: CaseEvent;
}

// ---------- Registrations: /api/registrations, /api/registration-links ----------

export const registrationListQuery = z.object({
  source: z.enum(['online', 'centre']).optional(),
  status: z.enum(['pending', 'accepted', 'rejected']).optional(),
  centreId: z.uuid().optional(),
  linkId: z.uuid().optional(),
  ...page,
});

export const centreRegistrationInput = registrationInputSchema.extend({ centreId: z.uuid() });

export const registrationAcceptInput = z.object({
  /** Place in this ring (the student becomes active); without it, the waiting list (accepted). */
  ringId: z.uuid().nullish(),
  /** Link the registration to this existing student instead of creating one. */
  studentId: z.uuid().nullish(),
  note: z.string().trim().max(1000).nullish(),
});
export type RegistrationAcceptInput = z.infer<typeof registrationAcceptInput>;

export const registrationRejectInput = z.object({ note: z.string().trim().min(3).max(1000) });
export type RegistrationRejectInput = z.infer<typeof registrationRejectInput>;

export const registrationLinkStatusInput = z.object({ status: z.enum(['open', 'closed']) });

/** A link of the links list: the stored link, its centre's name and how many registered. */
export interface RegistrationLink extends RegistrationLinkRecord {
  centreName: string;
  /** Registrations through it that were not rejected. */
  registered: number;
}

export interface Registration {
  id: string;
  source: 'online' | 'centre';
  centreId: string;
  linkId: string | null;
  status: 'pending' | 'accepted' | 'rejected';
  fullName: string;
  gender: string;
  birthDate: string | null;
  phone: string | null;
  identityNumber: string | null;
  data: Record<string, string | null>;
  duplicates: Array<{ studentId: string; fullName: string; reasons: string[] }>;
  createdAt: string;
}

/** `GET /api/registration-links`: a page of the links in scope. */
export const registrationLinkListQuery = z.object(listPageQuery);

/** A registration as stored, which creating and deciding one answer. */
export interface RegistrationRecord {
  id: string;
  linkId: string | null;
  source: 'online' | 'centre';
  countryId: string;
  centreId: string;
  status: 'pending' | 'accepted' | 'rejected';
  fullName: string;
  gender: string;
  birthDate: string | null;
  identityNumber: string | null;
  phone: string | null;
  data: Record<string, string | null>;
  duplicates: Array<{ studentId: string; fullName: string; reasons: string[] }>;
  /** The student it became, once accepted, and the ring they joined. */
  studentId: string | null;
  ringId: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionNote: string | null;
  createdAt: string;
  updatedAt: string;
  archivedAt: string | null;
  version: number;
}

/** A registration link as stored, which creating one answers. */
export interface RegistrationLinkRecord {
  id: string;
  countryId: string;
  centreId: string;
  projectId: string | null;
  title: string;
  description: string | null;
  form: { fields: Array<{ name: RegistrationField; required: boolean }> };
  quota: number | null;
  opensOn: string | null;
  closesOn: string | null;
  status: 'open' | 'closed';
  createdAt: string;
  updatedAt: string;
  archivedAt: string | null;
  version: number;
}

/** What opening or closing a registration link answers. */
export interface RegistrationLinkStatusSet {
  id: string;
  status: 'open' | 'closed';
}

/** A registration link's public face (`GET /api/public/registration-links/:id`). */
export interface PublicRegistrationLink {
  id: string;
  title: string;
  description: string | null;
  centreName: string;
  form: { fields: Array<{ name: RegistrationField; required: boolean }> };
  /** It takes registrations now (open, within its dates, not full). */
  open: boolean;
  full: boolean;
}

/** What a registration through a public link answers (`message` is a translation key). */
export interface PublicRegistrationReceived {
  id: string;
  status: RegistrationRecord['status'];
  message: string;
}

// ---------- Special cases: POST /api/students/:id/special-cases, GET /api/special-cases ----------

/** The resource whose `evidence` field holds the files of special cases. */
export const SPECIAL_CASES_RESOURCE = 'student-special-cases';

/**
 * A new special case. Its evidence files are uploaded first through the stored files
 * (`POST /api/files?resource=student-special-cases&field=evidence`); the case names them by id.
 */
export const specialCaseInput = z.object({
  caseType: z.string().trim().min(1).max(50),
  description: z.string().trim().max(4000).nullish(),
  monthlySupport: z.number().int().min(0).max(100_000_000).nullish(),
  startsOn: z.iso.date().nullish(),
  endsOn: z.iso.date().nullish(),
  evidence: z
    .array(z.object({ id: z.uuid() }))
    .max(MAX_EVIDENCE_FILES)
    .default([]),
});
export type SpecialCaseInput = z.infer<typeof specialCaseInput>;

/** GET /api/special-cases/:id/evidence/:index: the case and which of its files. */
export const specialCaseEvidenceParams = z.object({
  id: z.uuid(),
  index: z.coerce.number().int().min(0).max(10),
});

export const specialCaseListQuery = z.object({
  caseType: z.string().trim().max(50).optional(),
  centreId: z.uuid().optional(),
  studentId: z.uuid().optional(),
  q: z.string().trim().max(100).optional(),
  ...page,
});

export interface SpecialCase {
  id: string;
  studentId: string;
  studentName: string;
  centreId: string;
  caseType: string;
  description: string | null;
  monthlySupport: number | null;
  status: string;
  startsOn: string | null;
  endsOn: string | null;
  evidence: Array<{ id: string; name: string; size: number }>;
}

// ---------- Import from Excel: /api/student-imports ----------

export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;

/** Column of the sheet (0-based) for each field the import reads. */
export const importMappingInput = z.record(z.string(), z.number().int().min(0).max(500));

export const importUploadInput = z.object({
  centreId: z.uuid(),
  ringId: z.uuid().nullish(),
  fileName: z.string().trim().min(1).max(255),
  contentBase64: z
    .string()
    .min(1)
    .max(Math.ceil((MAX_IMPORT_FILE_BYTES * 4) / 3) + 4),
  mapping: importMappingInput.nullish(),
});

/** `POST /api/student-imports/:id/mapping`: the columns chosen. */
export const importMappingBody = z.object({ mapping: importMappingInput });

/** A sheet's state: previewed (its mapping may change) or imported. */
export const IMPORT_STATUSES = ['previewed', 'imported'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
/** A row of the sheet: to import, refused, known already, twice in the sheet, or imported. */
export const IMPORT_ROW_STATUSES = ['valid', 'invalid', 'exists', 'duplicate', 'imported'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/** One row of a sheet's report (`row` is the sheet's row number). */
export interface ImportRowReport {
  row: number;
  status: ImportRowStatus;
  fullName?: string;
  errors?: RowError[];
  /** The student the row became, once imported. */
  studentId?: string;
}

/** An uploaded sheet with its report (the file itself is left out: `GET …/file` answers it). */
export interface StudentImportView {
  id: string;
  countryId: string;
  centreId: string;
  ringId: string | null;
  fileName: string;
  fileHash: string;
  headers: string[];
  /** The column (0-based) of each field read. */
  mapping: Record<string, number>;
  status: ImportStatus;
  totalRows: number;
  validRows: number;
  importedRows: number;
  skippedRows: number;
  report: ImportRowReport[];
  /** The fields the import needs and the mapping does not give (none once imported). */
  missing: string[];
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  importedAt: string | null;
  archivedAt: string | null;
  version: number;
}

/** A sheet in the list of imports. */
export interface StudentImportSummary {
  id: string;
  fileName: string;
  centreId: string;
  status: ImportStatus;
  totalRows: number;
  validRows: number;
  importedRows: number;
  skippedRows: number;
  createdAt: string;
  importedAt: string | null;
}

/** How far an import is: rows imported of rows to import. */
export interface ImportProgress {
  done: number;
  total: number;
}

// ---------- Progress, family search, reports ----------

/** How a page or surah shows on the memorised map. */
export const MEMORISED_MAP_STATES = ['none', 'new', 'recent', 'stale', 'partial', 'prior'] as const;
export type MapState = (typeof MEMORISED_MAP_STATES)[number];

/** GET /api/students/:id/progress?date: the day the figures are read at (today by default). */
export const studentProgressQuery = z.object({ date: z.iso.date().optional() });

/** GET /api/students/report?countryId: the country to count (every one in scope without it). */
export const studentsReportQuery = z.object({ countryId: z.uuid().optional() });

/** GET /api/students/:id/progress */
export interface StudentProgressView {
  studentId: string;
  date: string;
  memorisedPages: number;
  memorisedShare: number;
  completedJuz: number[];
  memorisedSurahs: number[];
  pagesPerWeek: number;
  attendanceRate: number | null;
  forecastCompletion: string | null;
  pages: MapState[];
  surahs: MapState[];
  /**
   * What the student knew on entry, read from `levelAtEntry`: the juz, the whole pages they
   * hold, and whether the text could be read at all.
   */
  prior: { text: string | null; juz: number[]; pages: number; understood: boolean };
  revisionPlan: Array<{ range: QuranRange; pages: number[]; due: boolean; score: number }>;
  lastHifz: { range: QuranRange; readOn: string; grade: string | null } | null;
  nextPortion: { range: QuranRange; ayahCount: number; pageCount: number } | null;
}

/** GET /api/family-search: a guardian and the children registered under them. */
/** `GET /api/families/search?q=`: a name or a phone number. */
export const familySearchQuery = z.object({ q: z.string().trim().min(2).max(100) });

export interface Family {
  guardianId: string;
  guardianName: string;
  guardianPhone: string | null;
  children: Array<{
    studentId: string;
    studentName: string;
    fatherName: string | null;
    status: string;
    centreName: string;
    ringName: string | null;
  }>;
}

/** GET /api/students-report: students per centre and status. */
export interface CentreReport {
  centreId: string;
  centreName: string;
  total: number;
  byStatus: Record<string, number>;
}
