import { z } from 'zod';
import { defineLifecycle } from '../workflow/lifecycle.ts';

/**
 * Public registration through a competition's link (docs/competitions.md, "Public
 * registration"): a guardian or a student registers through the public-link kit; the
 * registration waits for the centre's or the competition's manager, who approves it (a
 * nomination, its eligibility read from the records of the student it is matched to) or refuses
 * it with a reason. A registrant the server could not match to a student is shown as such and
 * is matched by hand when approved.
 */
export const REGISTRATION_STATES = ['pending', 'approved', 'refused'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

export const REGISTRATION_LIFECYCLE = defineLifecycle({
  name: 'competition-registrations',
  states: REGISTRATION_STATES,
  final: ['approved', 'refused'],
  actions: {
    /** Through the public link (a visitor: the link is the right, written by the link's kit). */
    register: { from: [null], to: ['pending'], permission: 'competition-nominations:create' },
    approve: {
      from: ['pending'],
      to: ['approved'],
      permission: 'competition-nominations:create',
    },
    refuse: {
      from: ['pending'],
      to: ['refused'],
      permission: 'competition-nominations:create',
      reasonRequired: true,
    },
  },
});
export type RegistrationAction = (typeof REGISTRATION_LIFECYCLE.actionNames)[number];

/** The link's own state: never opened, open, closed by hand. */
export const REGISTRATION_LINK_STATES = ['draft', 'open', 'closed'] as const;
export type RegistrationLinkState = (typeof REGISTRATION_LINK_STATES)[number];

/** The public page's address of a competition's registration link. */
export const publicRegistrationPath = (id: string) => `/competition-registration-link/${id}`;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');

/** What a registrant sends through the link. */
export const publicRegistrationInput = z.object({
  categoryId: z.string().uuid('competitions.errors.categoryNotFound'),
  fullName: z.string().trim().min(5, 'competitions.errors.registrantName').max(120),
  birthDate: day,
  gender: z.enum(['male', 'female']),
  /** The guardian's phone (the registration's contact). */
  phone: z.string().trim().min(6, 'forms.badPhone').max(30),
  /** The student's identity number, when the guardian knows it (the surest match). */
  identityNumber: z.string().trim().max(30).nullish(),
  /** The guardian agrees that the first name and centre appear on the public results. */
  publicConsent: z.boolean().default(false),
});
export type PublicRegistrationInput = z.input<typeof publicRegistrationInput>;

export const registrationActionInput = z.object({
  /** A student to match an unmatched registrant to (or to correct the match), when approving. */
  studentId: z.string().uuid().optional(),
  reason: z.string().trim().min(3, 'competitions.errors.reason').max(500).optional(),
});

/** The public page of a competition's registration link. */
export interface PublicRegistrationPage {
  id: string;
  name: string;
  season: string;
  placeName: string | null;
  categories: Array<{
    id: string;
    name: string;
    fromJuz: number;
    toJuz: number;
    minAge: number | null;
    maxAge: number | null;
    gender: 'male' | 'female' | null;
  }>;
  publicResults: boolean;
  /** Why the link takes no registration now (null: it does). */
  unavailable: 'closed' | null;
}

/** A registration as the competition's or the centre's manager reviews it. */
export interface RegistrationRow {
  id: string;
  competitionId: string;
  categoryId: string;
  categoryName: string;
  fullName: string;
  birthDate: string;
  gender: 'male' | 'female';
  phone: string;
  identityNumber: string | null;
  publicConsent: boolean;
  state: RegistrationState;
  /** The student the registrant was matched to (null: unmatched, to match by hand). */
  studentId: string | null;
  studentName: string | null;
  centreName: string | null;
  nominationId: string | null;
  reason: string | null;
  createdAt: string;
  version: number;
}
