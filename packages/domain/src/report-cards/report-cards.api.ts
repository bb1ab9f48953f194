import { z } from 'zod';
import { LOCALE_CODES, type LocaleCode } from '../locales.ts';
import { listPageQuery } from '../platform/list-page.ts';
import { defineRouteContracts } from '../platform/route-contract.ts';
import { CONDUCT_GRADES, type CardElement, type ConductGrade } from './elements.ts';
import { cardStyleSchema, placementSchema, type CardStyle, type Placement } from './layout.ts';
import type { RemarkAction, RemarkState } from './remark-lifecycle.ts';

const uuid = z.string().uuid();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate');
const name = z
  .string()
  .trim()
  .min(2, 'reportCards.errors.name')
  .max(120, 'reportCards.errors.name');
const reason = z
  .string()
  .trim()
  .min(3, 'reportCards.errors.reason')
  .max(500, 'reportCards.errors.reason');

/** The HTTP contract of report cards (docs/report-cards.md). */
export const REPORT_CARDS_API = {
  /** GET the element catalogue (→ CardElementView[]). */
  elements: '/api/report-card-elements',
  /** GET saved styles (styleListQuery → ListPage<CardStyleRow>); POST save one (styleInput). */
  styles: '/api/report-card-styles',
  /** GET one style; PATCH it (styleInput with version). */
  style: '/api/report-card-styles/:id',
  /** POST archive a style no template uses any more. */
  styleArchive: '/api/report-card-styles/:id/archive',
  /** GET templates (templateListQuery → ListPage<TemplateRow>); POST create (templateInput). */
  templates: '/api/report-card-templates',
  /** GET one template with its layout and versions; PUT save a new version (templateInput + version). */
  template: '/api/report-card-templates/:id',
  /** POST archive a template. */
  templateArchive: '/api/report-card-templates/:id/archive',
  /** POST a layout and style → a sample card as PDF (the designer's print preview). */
  preview: '/api/report-card-templates/preview',
  /** GET a ring's students and their remarks for a term (remarkListQuery → RemarkRow[]); POST save one. */
  remarks: '/api/report-card-remarks',
  /** POST approve | reopen a remark. */
  remarkAction: '/api/report-card-remarks/:id/:action',
  /** GET issued cards (cardListQuery → ListPage<CardRow>): by style, template, ring, words. */
  cards: '/api/report-cards',
  /** POST issue a student's card (201 CardDetail) or a ring's or centre's (202 { jobId }). */
  issue: '/api/report-cards/issue',
  /** GET one issued card with the guardian's private link. */
  card: '/api/report-cards/:id',
  /** GET the card as PDF. */
  cardPdf: '/api/report-cards/:id/pdf',
  /** POST revoke a card (reason). */
  revoke: '/api/report-cards/:id/revoke',
  /** GET (signed out) the card a guardian's private link opens. */
  publicCard: '/api/public/report-cards/:token',
  /** GET (signed out) its PDF. */
  publicPdf: '/api/public/report-cards/:token/pdf',
} as const;

/** The web page a guardian's link opens (signed out). */
export const REPORT_CARD_GUARDIAN_PATH = '/report-card/:token';
export const guardianPath = (token: string) => `/report-card/${encodeURIComponent(token)}`;

// ---- inputs -----------------------------------------------------------------------------

/** Where a template or a style belongs: the organisation (both empty), a country or a centre. */
const place = {
  countryId: uuid.nullish(),
  centreId: uuid.nullish(),
};

export const styleInput = z.object({
  name,
  style: cardStyleSchema,
  ...place,
  version: z.coerce.number().int().optional(),
});
export type StyleInput = z.input<typeof styleInput>;

export const styleListQuery = z.object({
  q: z.string().max(100).optional(),
  archived: z.enum(['true', 'false']).default('false'),
  ...listPageQuery,
});

export const templateInput = z.object({
  name,
  /** The title printed at the top of the card ("بطاقة تقرير الطالب"). */
  title: z.string().trim().min(2, 'reportCards.errors.title').max(120, 'reportCards.errors.title'),
  styleId: uuid,
  layout: z.array(placementSchema).min(1, 'reportCards.errors.emptyLayout').max(30),
  ...place,
  /** PUT: the version of the template the designer read (409 when another save came first). */
  version: z.coerce.number().int().optional(),
});
export type TemplateInput = z.input<typeof templateInput>;

export const templateListQuery = z.object({
  q: z.string().max(100).optional(),
  styleId: uuid.optional(),
  archived: z.enum(['true', 'false']).default('false'),
  ...listPageQuery,
});

export const previewInput = z.object({
  title: z.string().trim().max(120).default(''),
  layout: z.array(placementSchema).min(1, 'reportCards.errors.emptyLayout').max(30),
  style: cardStyleSchema,
  language: z.enum(LOCALE_CODES).default('ar'),
});

/** A term: its name as printed, and its days. */
const term = {
  from: day,
  to: day,
};
const termRefine = (t: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (t.from > t.to)
    ctx.addIssue({ code: 'custom', message: 'reportCards.errors.term', path: ['to'] });
};

export const remarkListQuery = z.object({ ringId: uuid, ...term }).superRefine(termRefine);

export const remarkInput = z
  .object({
    studentId: uuid,
    ...term,
    comment: z
      .string()
      .trim()
      .min(3, 'reportCards.errors.comment')
      .max(600, 'reportCards.errors.comment'),
    conduct: z.enum(CONDUCT_GRADES, { message: 'reportCards.errors.conduct' }),
    version: z.coerce.number().int().optional(),
  })
  .superRefine(termRefine);
export type RemarkInput = z.input<typeof remarkInput>;

export const remarkActionInput = z.object({ reason: reason.optional() });

export const issueInput = z
  .object({
    templateId: uuid,
    /** Whose cards: one student, a ring's active students, or a centre's. */
    studentId: uuid.optional(),
    ringId: uuid.optional(),
    centreId: uuid.optional(),
    termLabel: z
      .string()
      .trim()
      .min(2, 'reportCards.errors.termLabel')
      .max(80, 'reportCards.errors.termLabel'),
    ...term,
    language: z.enum(LOCALE_CODES).default('ar'),
  })
  .superRefine((v, ctx) => {
    termRefine(v, ctx);
    const n = [v.studentId, v.ringId, v.centreId].filter(Boolean).length;
    if (n !== 1)
      ctx.addIssue({ code: 'custom', message: 'reportCards.errors.whose', path: ['ringId'] });
  });
export type IssueInput = z.input<typeof issueInput>;

export const cardListQuery = z.object({
  q: z.string().max(100).optional(),
  styleId: uuid.optional(),
  templateId: uuid.optional(),
  ringId: uuid.optional(),
  studentId: uuid.optional(),
  ...listPageQuery,
});

export const revokeInput = z.object({ reason });

// ---- answers ----------------------------------------------------------------------------

/** An element of the catalogue, with whether the caller may read its figure. */
export interface CardElementView extends CardElement {
  templates: number;
}

export interface CardStyleRow {
  id: string;
  name: string;
  style: CardStyle;
  countryId: string | null;
  centreId: string | null;
  placeName: string | null;
  /** Templates using it now, and cards issued with it. */
  templates: number;
  cards: number;
  archived: boolean;
  version: number;
  canEdit: boolean;
}

export interface TemplateRow {
  id: string;
  name: string;
  title: string;
  styleId: string;
  styleName: string;
  countryId: string | null;
  centreId: string | null;
  placeName: string | null;
  /** The number of its current version (1 for a new template). */
  currentVersion: number;
  elements: number;
  cards: number;
  updatedAt: string;
  archived: boolean;
  version: number;
  canEdit: boolean;
}

export interface TemplateVersionView {
  number: number;
  createdAt: string;
  createdBy: string | null;
  elements: number;
}

export interface TemplateDetail extends TemplateRow {
  layout: Placement[];
  style: CardStyle;
  versions: TemplateVersionView[];
}

export interface RemarkView {
  id: string;
  comment: string;
  conduct: ConductGrade;
  state: RemarkState;
  version: number;
  approvedBy: string | null;
  actions: RemarkAction[];
}

export interface RemarkRow {
  studentId: string;
  studentName: string;
  remark: RemarkView | null;
  /** Cards already issued to the student for this term. */
  cards: number;
}

/** A test result printed on a card (approved results only). */
export interface CardTestLine {
  kind: string;
  portion: string | null;
  percent: number | null;
  grade: string | null;
  passed: boolean;
  on: string;
}

/** The figures and records of one card, frozen when it is issued. */
export interface CardData {
  student: { name: string; ring: string | null; centre: string | null; teacher: string | null };
  /** Metric elements' values, by element key (null: nothing to count). */
  figures: Record<string, number | null>;
  /** Juz wholly memorised, and each juz's memorised share (0..1), by the term's end. */
  juzCompleted: number;
  juzMap: number[];
  tests: CardTestLine[];
  comment: string | null;
  conduct: ConductGrade | null;
}

export interface CardRow {
  id: string;
  serial: string;
  studentId: string;
  studentName: string;
  ringId: string | null;
  ringName: string | null;
  centreName: string | null;
  templateId: string;
  templateName: string;
  templateVersion: number;
  styleId: string;
  styleName: string;
  termLabel: string;
  from: string;
  to: string;
  language: LocaleCode;
  issuedAt: string;
  revoked: boolean;
}

/** How a card is drawn: its template version's layout, title and style. */
export interface CardLook {
  layout: Placement[];
  style: CardStyle;
  title: string;
}

export interface CardDetail extends CardRow, CardLook {
  data: CardData;
  /** The guardian's private link (opens the card signed out) and the public verification. */
  guardianUrl: string;
  verifyUrl: string;
  revokedAt: string | null;
  revokeReason: string | null;
}

export interface PublicCard extends CardLook {
  serial: string;
  studentName: string;
  termLabel: string;
  from: string;
  to: string;
  issuedAt: string;
  language: LocaleCode;
  revoked: boolean;
  data: CardData;
}

/** A ring's or centre's issue started: the job to follow; a student's: the card. */
export type IssueAnswer = { jobId: string; students: number } | CardDetail;

// ---- route contracts --------------------------------------------------------------------

const idParams = z.object({ id: uuid });
const record = z.object({ id: uuid }).passthrough();
const page = (item: z.ZodType) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
const element = z.object({ key: z.string(), kind: z.string() }).passthrough();
const remarkRow = z.object({ studentId: uuid, studentName: z.string() }).passthrough();
const card = z.object({ id: uuid, serial: z.string() }).passthrough();
const publicCard = z.object({ serial: z.string(), revoked: z.boolean() }).passthrough();
const tokenParams = z.object({ token: z.string().max(100) });
const pdf = { file: 'application/pdf' } as const;

export const REPORT_CARDS_ROUTES = defineRouteContracts({
  'GET /api/report-card-elements': {
    summary: 'The elements a card template may place',
    response: z.array(element),
  },
  'GET /api/report-card-styles': {
    summary: 'Saved card styles the caller sees',
    query: styleListQuery,
    response: page(record),
  },
  'POST /api/report-card-styles': {
    summary: 'Save a card style',
    body: styleInput,
    status: 201,
    response: record,
  },
  'GET /api/report-card-styles/:id': { params: idParams, response: record },
  'PATCH /api/report-card-styles/:id': {
    summary: 'Change a saved style (templates take it at their next version)',
    params: idParams,
    body: styleInput,
    response: record,
  },
  'POST /api/report-card-styles/:id/archive': {
    summary: 'Archive a style no active template uses',
    params: idParams,
    body: null,
    response: record,
  },
  'GET /api/report-card-templates': {
    summary: 'Card templates the caller sees',
    query: templateListQuery,
    response: page(record),
  },
  'POST /api/report-card-templates': {
    summary: 'Create a card template (version 1)',
    body: templateInput,
    status: 201,
    response: record,
  },
  'GET /api/report-card-templates/:id': { params: idParams, response: record },
  'PUT /api/report-card-templates/:id': {
    summary: 'Save a template as its next version',
    params: idParams,
    body: templateInput,
    response: record,
  },
  'POST /api/report-card-templates/:id/archive': {
    params: idParams,
    body: null,
    response: record,
  },
  'POST /api/report-card-templates/preview': {
    summary: 'A sample card of a layout and style, as PDF',
    body: previewInput,
    response: pdf,
  },
  'GET /api/report-card-remarks': {
    summary: "A ring's students and their remarks for a term",
    query: remarkListQuery,
    response: z.array(remarkRow),
  },
  'POST /api/report-card-remarks': {
    summary: "Record or change a student's remark for a term (draft)",
    body: remarkInput,
    response: record,
  },
  'POST /api/report-card-remarks/:id/:action': {
    summary: 'Approve or reopen a remark',
    params: z.object({ id: uuid, action: z.string().max(20) }),
    body: remarkActionInput,
    response: record,
  },
  'GET /api/report-cards': {
    summary: 'Issued cards: by style, template, ring, student or words',
    query: cardListQuery,
    response: page(card),
  },
  'POST /api/report-cards/issue': {
    summary: "Issue a student's card, or a ring's or centre's as a background job",
    body: issueInput,
    status: 201,
    response: z.union([z.object({ jobId: uuid, students: z.number() }), card]),
  },
  'GET /api/report-cards/:id': { params: idParams, response: card },
  'GET /api/report-cards/:id/pdf': { params: idParams, response: pdf },
  'POST /api/report-cards/:id/revoke': {
    params: idParams,
    body: revokeInput,
    response: card,
  },
  'GET /api/public/report-cards/:token': {
    summary: "A guardian's private link: the card, signed out",
    params: tokenParams,
    response: publicCard,
  },
  'GET /api/public/report-cards/:token/pdf': { params: tokenParams, response: pdf },
});
