import { z } from 'zod';

/** The staff side of donations: merging duplicate benefactors and the home dashboard card. */
export const DONATIONS_STAFF_API = {
  merge: '/api/benefactors/:id/merge',
} as const;

/** Merge the benefactor of the path (the duplicate) into `intoId` (the record kept). */
export const benefactorMergeInput = z.object({ intoId: z.uuid() });
export type BenefactorMergeInput = z.infer<typeof benefactorMergeInput>;

export const BENEFACTOR_DUPLICATE_REASONS = ['phone', 'email', 'name'] as const;
export type BenefactorDuplicateReason = (typeof BENEFACTOR_DUPLICATE_REASONS)[number];

/** A look-alike of a benefactor (`GET /api/benefactors/:id/duplicates`). */
export interface BenefactorDuplicate {
  id: string;
  fullName: string;
  reasons: BenefactorDuplicateReason[];
  /** What a merge of it would move: its donations, their payments and sponsorship matches. */
  donations: number;
  payments: number;
  matches: number;
}

/** What a merge did: the records moved to the kept benefactor and the fields filled. */
export interface BenefactorMergeResult {
  keptId: string;
  mergedId: string;
  moved: { donations: number; payments: number; matches: number };
  filled: string[];
}

/** The home dashboard card (`GET /api/donations/dashboard`). */
export interface DonationsDashboard {
  /** The month counted, `YYYY-MM`. */
  month: string;
  received: {
    fundId: string;
    fundName: { ar: string; en: string; fr: string };
    currency: string;
    amount: number;
  }[];
  pledgesAtRisk: number;
  unmatchedRequests: number;
}

/** One row of a donation's detail (`GET /api/donations/:id`). */
export interface DonationInstalment {
  id: string;
  seq: number;
  dueOn: string;
  amount: number;
  currency: string;
  state: string;
  paidPaymentId: string | null;
}
export interface DonationEvent {
  id: string;
  action: string;
  reason: string | null;
  detail: string | null;
  actorId: string | null;
  at: string;
}
export interface DonationPaymentOfDonation {
  id: string;
  instalmentId: string | null;
  method: string;
  state: string;
  amount: number;
  currency: string;
  receivedOn: string;
  reference: string | null;
  serial: string | null;
}

/** A donation with its instalments, history and payments (`GET /api/donations/:id`). */
export interface DonationDetail {
  id: string;
  benefactorId: string;
  /** Who gave it, as the benefactors' register names them. */
  benefactorName: string;
  benefactorPhone: string | null;
  typeId: string;
  typeNameAr: string;
  typeNameEn: string;
  typeNameFr: string;
  centreId: string;
  amount: number;
  currency: string;
  frequency: string;
  instalments: DonationInstalment[];
  startDate: string;
  state: 'active' | 'paused' | 'completed' | 'cancelled';
  sponsorshipRequestId: string | null;
  source: string;
  note: string | null;
  createdAt: string;
  events: DonationEvent[];
  payments: DonationPaymentOfDonation[];
}
