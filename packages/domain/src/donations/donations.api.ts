import { z } from 'zod';
import { listPageSchema } from '../platform/list-page.ts';
import { defineRouteContracts } from '../platform/route-contract.ts';
import {
  BENEFACTOR_DUPLICATE_REASONS,
  benefactorMergeInput,
  type BenefactorDuplicate,
  type BenefactorMergeResult,
  type DonationDetail,
  type DonationsDashboard,
} from './donations-staff.schemas.ts';
import {
  DONATION_ACTIONS,
  DONATION_STATES,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  donationActionInput,
  donationActionParams,
  donationCreateInput,
  donationIdParams,
  donationListQuery,
  paymentConfirmInput,
  paymentCreateInput,
  paymentListQuery,
  publicGiveInput,
  publicLinkRegisterInput,
  receiptQuery,
  refundInput,
  type BenefactorRegistered,
  type DonationActionDone,
  type DonationRecord,
  type DonationRow,
  type PaymentRecord,
  type PaymentRow,
  type PublicDonationType,
  type PublicGift,
} from './donations.schemas.ts';
import {
  donorActionParams,
  donorPortalQuery,
  donorReceiptParams,
  donorTokenParams,
  impactQuery,
  impactRunInput,
  reminderIdParams,
  type DonorPortalView,
  type ImpactReport,
  type MissedInstalmentRow,
  type ReminderResult,
} from './donor-portal.schemas.ts';

// ------------------------------------------------------------------------------------------------
// Route contracts (the API document) of donations, benefactors' staff actions, the donor's page
// and public giving: the answers as schemas typed with the domain shapes the services return.
// ------------------------------------------------------------------------------------------------

/** What sending a donor their link answers. */
export interface DonorLinkSent {
  sent: boolean;
}
/** What revoking a donor's links answers. */
export interface DonorLinkRevoked {
  revoked: boolean;
}
/** The month's impact reports, started as a background job. */
export interface ImpactReportsStarted {
  jobId: string;
  sponsors: number;
}
/** A registration link's public face (`GET /api/public/benefactor-links/:id`). */
export interface PublicBenefactorLink {
  id: string;
  title: string;
  description: string | null;
  askEmail: boolean;
  askCountry: boolean;
  /** The choice of the country select, when the link asks for it. */
  countries: { id: string; name: { ar: string; en: string; fr: string } }[];
  open: boolean;
}

const names = z.object({ ar: z.string(), en: z.string(), fr: z.string() });
const language = z.enum(['ar', 'en', 'fr']);

const donationRowSchema: z.ZodType<DonationRow> = z.object({
  id: z.uuid(),
  benefactorId: z.uuid(),
  benefactorName: z.string(),
  typeId: z.uuid(),
  typeName: z.string(),
  centreId: z.uuid(),
  amount: z.number().int().describe('minor units'),
  currency: z.string(),
  frequency: z.string(),
  instalments: z.number().int().nullable(),
  startDate: z.string(),
  state: z.enum(DONATION_STATES),
  paid: z.number().int().describe('minor units'),
  createdAt: z.string(),
});
const paymentRowSchema: z.ZodType<PaymentRow> = z.object({
  id: z.uuid(),
  donationId: z.uuid(),
  benefactorName: z.string(),
  typeName: z.string(),
  method: z.enum(PAYMENT_METHODS),
  state: z.enum(PAYMENT_STATES),
  amount: z.number().int().describe('minor units'),
  currency: z.string(),
  receivedOn: z.string(),
  reference: z.string().nullable(),
  serial: z.string().nullable(),
  entryId: z.uuid().nullable(),
  centreId: z.uuid(),
  createdAt: z.string(),
});
const donationDetailSchema: z.ZodType<DonationDetail> = z.object({
  id: z.uuid(),
  benefactorId: z.uuid(),
  benefactorName: z.string(),
  benefactorPhone: z.string().nullable(),
  typeId: z.uuid(),
  typeNameAr: z.string(),
  typeNameEn: z.string(),
  typeNameFr: z.string(),
  centreId: z.uuid(),
  amount: z.number().int().describe('minor units'),
  currency: z.string(),
  frequency: z.string(),
  instalments: z.array(
    z.object({
      id: z.uuid(),
      seq: z.number().int(),
      dueOn: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      state: z.string(),
      paidPaymentId: z.uuid().nullable(),
    }),
  ),
  startDate: z.string(),
  state: z.enum(DONATION_STATES),
  sponsorshipRequestId: z.uuid().nullable(),
  source: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
  events: z.array(
    z.object({
      id: z.uuid(),
      action: z.string(),
      reason: z.string().nullable(),
      detail: z.string().nullable(),
      actorId: z.uuid().nullable(),
      at: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.uuid(),
      instalmentId: z.uuid().nullable(),
      method: z.string(),
      state: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      receivedOn: z.string(),
      reference: z.string().nullable(),
      serial: z.string().nullable(),
    }),
  ),
});
const dashboardSchema: z.ZodType<DonationsDashboard> = z.object({
  month: z.string(),
  received: z.array(
    z.object({ fundId: z.uuid(), fundName: names, currency: z.string(), amount: z.number() }),
  ),
  pledgesAtRisk: z.number().int(),
  unmatchedRequests: z.number().int(),
});
const missedSchema: z.ZodType<{ items: MissedInstalmentRow[] }> = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      donationId: z.uuid(),
      dueOn: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      benefactorName: z.string(),
      typeName: z.string(),
    }),
  ),
});
const duplicatesSchema: z.ZodType<{ items: BenefactorDuplicate[] }> = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      fullName: z.string(),
      reasons: z.array(z.enum(BENEFACTOR_DUPLICATE_REASONS)),
      donations: z.number().int(),
      payments: z.number().int(),
      matches: z.number().int(),
    }),
  ),
});
const mergeSchema: z.ZodType<BenefactorMergeResult> = z.object({
  keptId: z.uuid(),
  mergedId: z.uuid(),
  moved: z.object({
    donations: z.number().int(),
    payments: z.number().int(),
    matches: z.number().int(),
  }),
  filled: z.array(z.string()),
});
const reminderSchema: z.ZodType<ReminderResult> = z.object({
  sent: z.number().int(),
  skipped: z.number().int(),
});
const impactSchema: z.ZodType<ImpactReport> = z.object({
  month: z.string(),
  sponsor: z.string(),
  language,
  students: z.array(
    z.object({
      firstName: z.string(),
      photoUrl: z.string().nullable(),
      pagesMemorised: z.number(),
      attendanceRate: z.number().nullable(),
      daysRecorded: z.number().int(),
      testsPassed: z.number().int(),
      certificates: z.number().int(),
    }),
  ),
  totals: z.object({
    pagesMemorised: z.number(),
    testsPassed: z.number().int(),
    certificates: z.number().int(),
  }),
});
const portalSchema: z.ZodType<DonorPortalView> = z.object({
  donor: z.object({ name: z.string(), language }),
  expiresAt: z.string(),
  donations: z.array(
    z.object({
      id: z.uuid(),
      typeName: names,
      amount: z.number().int(),
      currency: z.string(),
      frequency: z.string(),
      startDate: z.string(),
      state: z.enum(DONATION_STATES),
      instalments: z.array(
        z.object({
          id: z.uuid(),
          seq: z.number().int(),
          dueOn: z.string(),
          amount: z.number().int(),
          currency: z.string(),
          state: z.enum(['due', 'paid']),
          missed: z.boolean(),
        }),
      ),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.uuid(),
      donationId: z.uuid(),
      method: z.enum(PAYMENT_METHODS),
      state: z.enum(PAYMENT_STATES),
      amount: z.number().int(),
      currency: z.string(),
      receivedOn: z.string(),
      serial: z.string().nullable(),
    }),
  ),
  statement: z.object({
    year: z.number().int(),
    lines: z.array(
      z.object({
        fundName: names,
        currency: z.string(),
        amount: z.number(),
        payments: z.number().int(),
      }),
    ),
  }),
  impact: impactSchema.nullable(),
});
const publicTypeSchema: z.ZodType<PublicDonationType> = z.object({
  id: z.uuid(),
  code: z.string(),
  category: z.string(),
  name: names,
  description: z.object({
    ar: z.string().nullable(),
    en: z.string().nullable(),
    fr: z.string().nullable(),
  }),
  currency: z.string(),
  currencies: z.array(z.string()),
  suggestedAmounts: z.array(z.number()),
  minimumAmount: z.number(),
  targetAmount: z.number().nullable(),
  raised: z.number(),
  donors: z.number().int(),
});
const publicLinkSchema: z.ZodType<PublicBenefactorLink> = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  askEmail: z.boolean(),
  askCountry: z.boolean(),
  countries: z.array(z.object({ id: z.uuid(), name: names })),
  open: z.boolean(),
});
const donationRecordSchema: z.ZodType<DonationRecord> = z.object({
  id: z.uuid(),
  benefactorId: z.uuid(),
  typeId: z.uuid(),
  countryId: z.uuid(),
  centreId: z.uuid(),
  amount: z.number().int().describe('minor units'),
  currency: z.string(),
  frequency: z.string(),
  instalments: z.number().int().nullable(),
  startDate: z.string(),
  state: z.enum(DONATION_STATES),
  sponsorshipRequestId: z.uuid().nullable(),
  source: z.string(),
  note: z.string().nullable(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
const paymentRecordSchema: z.ZodType<PaymentRecord> = z.object({
  id: z.uuid(),
  donationId: z.uuid(),
  instalmentId: z.uuid().nullable(),
  countryId: z.uuid(),
  centreId: z.uuid(),
  method: z.enum(PAYMENT_METHODS),
  provider: z.string(),
  state: z.enum(PAYMENT_STATES),
  amount: z.number().int().describe('minor units'),
  currency: z.string(),
  boxId: z.uuid().nullable(),
  receivedOn: z.string(),
  reference: z.string().nullable(),
  entryId: z.uuid().nullable(),
  reversalEntryId: z.uuid().nullable(),
  serial: z.string().nullable(),
  receiptLanguage: z.string().nullable(),
  refundReason: z.string().nullable(),
  confirmedBy: z.uuid().nullable(),
  confirmedAt: z.string().nullable(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
const actionDoneSchema: z.ZodType<DonationActionDone> = z.object({
  id: z.uuid(),
  action: z.enum(DONATION_ACTIONS),
});
const publicGiftSchema: z.ZodType<PublicGift> = z.object({
  paymentId: z.uuid(),
  reference: z.string().nullable(),
  amount: z.number().int().describe('minor units'),
  currency: z.string(),
  bank: z.object({ name: names, bankName: z.string().nullable(), iban: z.string().nullable() }),
});
const pdf = { file: 'application/pdf' } as const;

export const DONATIONS_ROUTES = defineRouteContracts({
  'GET /api/donations': {
    summary: 'Donations and pledges in the caller’s scope',
    query: donationListQuery,
    response: listPageSchema(donationRowSchema),
  },
  'POST /api/donations': {
    summary: 'Record a gift or a pledge (and its expected instalments)',
    body: donationCreateInput,
    status: 201,
    response: donationRecordSchema,
  },
  'POST /api/donations/:id/:action': {
    summary: "A pledge's action: pause, resume, cancel (with a reason) or change its amount",
    params: donationActionParams,
    body: donationActionInput,
    response: actionDoneSchema,
  },
  'GET /api/donations/dashboard': {
    summary: "The home dashboard's donations card (this month)",
    response: dashboardSchema,
  },
  'GET /api/donations/missed-instalments': {
    summary: 'Instalments of active pledges left unpaid past the grace days',
    response: missedSchema,
  },
  'GET /api/donations/:id': {
    summary: 'One donation with its instalments, history and payments',
    params: donationIdParams,
    response: donationDetailSchema,
  },
  'GET /api/donation-payments': {
    summary: 'Donation payments in the caller’s scope',
    query: paymentListQuery,
    response: listPageSchema(paymentRowSchema),
  },
  'POST /api/donation-payments': {
    summary: 'Record a payment received or announced (pending; cash may be confirmed at once)',
    body: paymentCreateInput,
    status: 201,
    response: paymentRecordSchema,
  },
  'POST /api/donation-payments/:id/confirm': {
    summary: 'Confirm a payment: post it to the ledger, issue its receipt, mark its instalment',
    params: donationIdParams,
    body: paymentConfirmInput,
    response: paymentRecordSchema,
  },
  'POST /api/donation-payments/:id/refund': {
    summary: 'Refund a confirmed payment: reverse its entry, its instalment is due again',
    params: donationIdParams,
    body: refundInput,
    response: paymentRecordSchema,
  },
  'GET /api/donation-payments/:id/receipt': {
    summary: "A confirmed payment's receipt as a PDF",
    params: donationIdParams,
    query: receiptQuery,
    response: pdf,
  },
  'GET /api/benefactors/:id/duplicates': {
    summary: 'Benefactors that look like this one (phone, email, name)',
    params: donationIdParams,
    response: duplicatesSchema,
  },
  'POST /api/benefactors/:id/merge': {
    summary: 'Merge this (duplicate) benefactor into another, moving its records',
    params: donationIdParams,
    body: benefactorMergeInput,
    response: mergeSchema,
  },
  'POST /api/benefactors/:id/portal-link': {
    summary: 'Send a benefactor the link to their page (outbox)',
    params: donationIdParams,
    body: null,
    response: z.object({ sent: z.boolean() }) satisfies z.ZodType<DonorLinkSent>,
  },
  'POST /api/benefactors/:id/portal-link/revoke': {
    summary: 'Stop every link sent to a benefactor from working',
    params: donationIdParams,
    body: null,
    response: z.object({ revoked: z.boolean() }) satisfies z.ZodType<DonorLinkRevoked>,
  },
  'GET /api/benefactors/:id/impact': {
    summary: "A sponsor's impact for a month",
    params: donationIdParams,
    query: impactQuery,
    response: impactSchema,
  },
  'GET /api/benefactors/:id/impact.pdf': {
    summary: "A sponsor's impact for a month as a PDF",
    params: donationIdParams,
    query: impactQuery,
    response: pdf,
  },
  'POST /api/donations/instalments/:id/remind': {
    summary: 'Remind the donor of one missed instalment',
    params: reminderIdParams,
    body: null,
    response: reminderSchema,
  },
  'POST /api/donations/missed-instalments/remind': {
    summary: "Remind every missed instalment in the caller's scope not reminded yet",
    body: null,
    response: reminderSchema,
  },
  'POST /api/donations/impact-reports': {
    summary: "Start the month's impact reports of every sponsor in scope (a job)",
    body: impactRunInput,
    status: 202,
    response: z.object({
      jobId: z.uuid(),
      sponsors: z.number().int(),
    }) satisfies z.ZodType<ImpactReportsStarted>,
  },
  'GET /api/public/donor/:token': {
    summary: "The donor's page: donations, payments, statement and impact (signed link)",
    params: donorTokenParams,
    query: donorPortalQuery,
    response: portalSchema,
  },
  'POST /api/public/donor/:token/donations/:id/:action': {
    summary: 'The donor pauses, resumes, cancels or changes one of their pledges (signed link)',
    params: donorActionParams,
    body: donationActionInput,
    response: actionDoneSchema,
  },
  'GET /api/public/donor/:token/receipts/:paymentId': {
    summary: "A receipt of one of the donor's payments as a PDF (signed link)",
    params: donorReceiptParams,
    response: pdf,
  },
  'GET /api/public/donor/:token/impact.pdf': {
    summary: "The donor's impact report of a month as a PDF (signed link)",
    params: donorTokenParams,
    query: impactQuery,
    response: pdf,
  },
  'GET /api/public/donation-types': {
    summary: 'The donation types offered on the public giving page',
    response: z.object({ items: z.array(publicTypeSchema) }),
  },
  'GET /api/public/donation-types/:id': {
    summary: 'One donation type offered on the public giving page',
    params: donationIdParams,
    response: publicTypeSchema,
  },
  'POST /api/public/donations': {
    summary: "A visitor's gift by bank transfer: the pending payment and where to send it",
    body: publicGiveInput,
    status: 201,
    response: publicGiftSchema,
  },
  'POST /api/public/benefactor-links/:id/register': {
    summary: 'A benefactor registers through a registration link',
    params: donationIdParams,
    body: publicLinkRegisterInput,
    status: 201,
    response: z.object({ registered: z.literal(true) }) satisfies z.ZodType<BenefactorRegistered>,
  },
  'GET /api/public/benefactor-links/:id': {
    summary: "A benefactors' registration link: its title, fields and whether it is open",
    params: donationIdParams,
    response: publicLinkSchema,
  },
});
