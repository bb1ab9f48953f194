import { z } from 'zod';
import { decimalFromText } from '../finance/money.ts';
import { emailSchema, phoneSchema } from '../identity/auth.schemas.ts';
import { listPageQuery } from '../platform/list-page.ts';
import { DONATION_FREQUENCIES } from './donation-rules.ts';

/** The donations API (paths under /api). */
export const DONATIONS_API = {
  donations: '/api/donations',
  donation: '/api/donations/:id',
  donationAction: '/api/donations/:id/:action',
  payments: '/api/donation-payments',
  confirm: '/api/donation-payments/:id/confirm',
  refund: '/api/donation-payments/:id/refund',
  receipt: '/api/donation-payments/:id/receipt',
  duplicates: '/api/benefactors/:id/duplicates',
  missed: '/api/donations/missed-instalments',
  dashboard: '/api/donations/dashboard',
  publicTypes: '/api/public/donation-types',
  publicType: '/api/public/donation-types/:id',
  publicGive: '/api/public/donations',
  publicLink: '/api/public/benefactor-links/:id',
  publicLinkRegister: '/api/public/benefactor-links/:id/register',
} as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate');
const currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'donations.errors.currency');
/** Integer minor units, positive. */
const amount = z.coerce.number().int().positive().max(1_000_000_000_00);

export const donationIdParams = z.object({ id: z.uuid() });

export const DONATION_STATES = ['active', 'paused', 'completed', 'cancelled'] as const;
export type DonationState = (typeof DONATION_STATES)[number];
export const PAYMENT_METHODS = ['cash', 'transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATES = ['pending', 'confirmed', 'refunded', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** A one-off gift (frequency `once`) or a pledge with its schedule. */
export const donationCreateInput = z.object({
  benefactorId: z.uuid(),
  typeId: z.uuid(),
  centreId: z.uuid(),
  amount,
  currency,
  frequency: z.enum(DONATION_FREQUENCIES).default('once'),
  /** Number of instalments; none for an open-ended pledge. */
  instalments: z.coerce.number().int().min(1).max(120).nullish(),
  startDate: isoDate,
  sponsorshipRequestId: z.uuid().nullish(),
  note: z.string().trim().max(1000).nullish(),
});
export type DonationCreateInput = z.infer<typeof donationCreateInput>;

export const donationListQuery = z.object({
  ...listPageQuery,
  state: z.enum(DONATION_STATES).optional(),
  typeId: z.uuid().optional(),
  benefactorId: z.uuid().optional(),
  /** The pledges matched to a sponsorship request (its sponsors, current and past). */
  sponsorshipRequestId: z.uuid().optional(),
  q: z.string().trim().max(100).optional(),
});

/** Pause, resume, cancel (with a reason) or change the amount of a pledge. */
export const donationActionInput = z.object({
  reason: z.string().trim().max(500).nullish(),
  amount: amount.optional(),
});
export const DONATION_ACTIONS = ['pause', 'resume', 'cancel', 'amount'] as const;
export type DonationAction = (typeof DONATION_ACTIONS)[number];
export const donationActionParams = z.object({ id: z.uuid(), action: z.enum(DONATION_ACTIONS) });

/** A payment received by hand (cash) or announced (bank transfer), into a box or bank. */
export const paymentCreateInput = z.object({
  donationId: z.uuid(),
  instalmentId: z.uuid().nullish(),
  method: z.enum(PAYMENT_METHODS),
  boxId: z.uuid(),
  amount,
  currency,
  receivedOn: isoDate,
  reference: z.string().trim().max(100).nullish(),
  /** Cash counted in hand: confirm at once. */
  confirm: z.boolean().default(false),
});
export type PaymentCreateInput = z.infer<typeof paymentCreateInput>;

export const paymentConfirmInput = z.object({
  /** The box or bank the money arrived in (a public transfer names the type's bank). */
  boxId: z.uuid().nullish(),
  receivedOn: isoDate.nullish(),
});
export const refundInput = z.object({ reason: z.string().trim().min(3).max(500) });

export const paymentListQuery = z.object({
  ...listPageQuery,
  state: z.enum(PAYMENT_STATES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  q: z.string().trim().max(100).optional(),
});

export const receiptQuery = z.object({ language: z.enum(['ar', 'en', 'fr']).optional() });

/** The public giving form: the server recomputes the amount from the type. */
export const publicGiveInput = z.object({
  typeId: z.uuid(),
  /** Whole units chosen or typed (a suggested amount or more than the minimum). */
  amount: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : (decimalFromText(v) ?? v)) : v),
    z
      .number({
        error: (issue) => (issue.input === undefined ? 'validation.required' : 'money.invalid'),
      })
      .positive()
      .max(10_000_000),
  ),
  currency,
  method: z.enum(['transfer']).default('transfer'),
  frequency: z.enum(DONATION_FREQUENCIES).default('once'),
  donor: z.object({
    fullName: z.string().trim().min(2).max(200),
    phone: phoneSchema,
    email: emailSchema.nullish().or(z.literal('')),
    language: z.enum(['ar', 'en', 'fr']).default('ar'),
  }),
  consent: z.literal(true, 'donations.errors.consent'),
  /** "Send me messages about my donation by WhatsApp/SMS" (docs/messages.md): optional. */
  messagesConsent: z.boolean().default(false),
});
export type PublicGiveInput = z.infer<typeof publicGiveInput>;

export const publicLinkRegisterInput = z.object({
  fullName: z.string().trim().min(2).max(200),
  kind: z.enum(['person', 'organisation']).default('person'),
  phone: phoneSchema,
  email: emailSchema.nullish().or(z.literal('')),
  countryId: z.uuid().nullish(),
  language: z.enum(['ar', 'en', 'fr']).default('ar'),
  contactBy: z.enum(['phone', 'email', 'none']).default('phone'),
  consent: z.literal(true, 'donations.errors.consent'),
});
export type PublicLinkRegisterInput = z.infer<typeof publicLinkRegisterInput>;

export interface DonationRow {
  id: string;
  benefactorId: string;
  benefactorName: string;
  typeId: string;
  typeName: string;
  centreId: string;
  amount: number;
  currency: string;
  frequency: string;
  instalments: number | null;
  startDate: string;
  state: DonationState;
  paid: number;
  createdAt: string;
}

export interface PaymentRow {
  id: string;
  donationId: string;
  benefactorName: string;
  typeName: string;
  method: PaymentMethod;
  state: PaymentState;
  amount: number;
  currency: string;
  receivedOn: string;
  reference: string | null;
  serial: string | null;
  entryId: string | null;
  centreId: string;
  createdAt: string;
}

export interface PublicDonationType {
  id: string;
  code: string;
  category: string;
  name: { ar: string; en: string; fr: string };
  /** In each language as written (null where not written: shown in Arabic, marked as such). */
  description: { ar: string | null; en: string | null; fr: string | null };
  currency: string;
  currencies: string[];
  suggestedAmounts: number[];
  minimumAmount: number;
  targetAmount: number | null;
  raised: number;
  donors: number;
}

/**
 * A donation as stored, which the office's and the public's writes answer (a new gift or
 * pledge). Amounts in minor units of `currency`.
 */
export interface DonationRecord {
  id: string;
  benefactorId: string;
  typeId: string;
  countryId: string;
  centreId: string;
  amount: number;
  currency: string;
  frequency: string;
  /** Number of instalments; null for an open-ended pledge. */
  instalments: number | null;
  startDate: string;
  state: DonationState;
  sponsorshipRequestId: string | null;
  /** `office` or `online`. */
  source: string;
  note: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** A donation payment as stored, which recording, confirming and refunding one answer. */
export interface PaymentRecord {
  id: string;
  donationId: string;
  instalmentId: string | null;
  countryId: string;
  centreId: string;
  method: PaymentMethod;
  /** The payment provider that started it (`manual` for cash and transfers). */
  provider: string;
  state: PaymentState;
  amount: number;
  currency: string;
  boxId: string | null;
  receivedOn: string;
  reference: string | null;
  /** The ledger entry a confirmation posted, and the one a refund reversed it with. */
  entryId: string | null;
  reversalEntryId: string | null;
  /** The receipt's serial and language, once confirmed. */
  serial: string | null;
  receiptLanguage: string | null;
  refundReason: string | null;
  confirmedBy: string | null;
  confirmedAt: string | null;
  createdBy: string | null;
  createdAt: string;
  version: number;
}

/** What a pledge's action answers (staff or the donor on their page). */
export interface DonationActionDone {
  id: string;
  action: DonationAction;
}

/** What a visitor's gift on the public giving page answers: where to send the transfer. */
export interface PublicGift {
  paymentId: string;
  /** The reference the donor quotes on the transfer. */
  reference: string | null;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  bank: {
    name: { ar: string; en: string; fr: string };
    bankName: string | null;
    iban: string | null;
  };
}

/** What registering through a benefactors' link answers. */
export interface BenefactorRegistered {
  registered: true;
}
