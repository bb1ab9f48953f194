import { z } from 'zod';
import { DONATION_ACTIONS, type DonationState, type PaymentMethod } from './donations.schemas.ts';

/**
 * The donor's own page (a signed link, no password), reminders of missed instalments and
 * impact reports (paths under /api). Staff routes need a signed-in caller; the `/public/donor`
 * ones are authorised by the link's token alone.
 */
export const DONOR_API = {
  /** Staff: send a benefactor their link (outbox). */
  sendLink: '/api/benefactors/:id/portal-link',
  /** Staff: every link sent so far stops working. */
  revokeLink: '/api/benefactors/:id/portal-link/revoke',
  /** Staff: remind one missed instalment. */
  remindOne: '/api/donations/instalments/:id/remind',
  /** Staff: remind every missed instalment in the caller's scope. */
  remindAll: '/api/donations/missed-instalments/remind',
  /** Staff: one sponsor's impact for a month (JSON) and its PDF. */
  impact: '/api/benefactors/:id/impact',
  impactPdf: '/api/benefactors/:id/impact.pdf',
  /** Staff: the month's reports of every sponsor in scope, as a background job. */
  impactRun: '/api/donations/impact-reports',
  /** The donor's page. */
  portal: '/api/public/donor/:token',
  portalAction: '/api/public/donor/:token/donations/:id/:action',
  portalReceipt: '/api/public/donor/:token/receipts/:paymentId',
  portalImpactPdf: '/api/public/donor/:token/impact.pdf',
} as const;

/** How long a donor's link works (days). */
export const DONOR_LINK_DAYS = 90;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalidMonth');

export const donorTokenParams = z.object({ token: z.string().min(20).max(400) });
export const donorActionParams = z.object({
  token: z.string().min(20).max(400),
  id: z.uuid(),
  action: z.enum(DONATION_ACTIONS),
});
export const donorReceiptParams = z.object({
  token: z.string().min(20).max(400),
  paymentId: z.uuid(),
});
export const donorPortalQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: month.optional(),
});
export const impactQuery = z.object({
  month,
  language: z.enum(['ar', 'en', 'fr']).optional(),
});
export const impactRunInput = z.object({ month });
export const reminderIdParams = z.object({ id: z.uuid() });

export interface ReminderResult {
  /** Reminders written to the outbox by this call. */
  sent: number;
  /** Missed instalments skipped: already reminded, no consent, no address, "do not contact". */
  skipped: number;
}

export interface PortalInstalment {
  id: string;
  seq: number;
  dueOn: string;
  amount: number;
  currency: string;
  state: 'due' | 'paid';
  missed: boolean;
}

export interface PortalDonation {
  id: string;
  typeName: { ar: string; en: string; fr: string };
  amount: number;
  currency: string;
  frequency: string;
  startDate: string;
  state: DonationState;
  instalments: PortalInstalment[];
}

export interface PortalPayment {
  id: string;
  donationId: string;
  method: PaymentMethod;
  state: 'pending' | 'confirmed' | 'refunded' | 'failed';
  amount: number;
  currency: string;
  receivedOn: string;
  serial: string | null;
}

export interface DonorStatementLine {
  fundName: { ar: string; en: string; fr: string };
  currency: string;
  amount: number;
  payments: number;
}

/** A student as a sponsor sees them: first name only, never the identity number. */
export interface ImpactStudent {
  firstName: string;
  /** Only when the student's photo may be shown (consent recorded); never otherwise. */
  photoUrl: string | null;
  pagesMemorised: number;
  /** Present or late over the days recorded (excused left out), 0..1; null with no record. */
  attendanceRate: number | null;
  daysRecorded: number;
  testsPassed: number;
  certificates: number;
}

export interface ImpactReport {
  month: string;
  sponsor: string;
  language: 'ar' | 'en' | 'fr';
  students: ImpactStudent[];
  totals: { pagesMemorised: number; testsPassed: number; certificates: number };
}

export interface DonorPortalView {
  donor: { name: string; language: 'ar' | 'en' | 'fr' };
  expiresAt: string;
  donations: PortalDonation[];
  payments: PortalPayment[];
  statement: { year: number; lines: DonorStatementLine[] };
  impact: ImpactReport | null;
}

/** A row of the missed-instalment queue (`GET /api/donations/missed-instalments`). */
export interface MissedInstalmentRow {
  id: string;
  donationId: string;
  dueOn: string;
  amount: number;
  currency: string;
  benefactorName: string;
  typeName: string;
}
