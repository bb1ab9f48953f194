import { normalizePhone } from './form-definition.ts';

/**
 * The public-link kit (docs/public-links.md): a link strangers open without signing in (a poll,
 * a student registration link; next a job posting, a competition's registration) takes an
 * answer only while it is open. This file is the rule, with no I/O: the server's kit
 * (`apps/server/src/public-links/`) reads the facts, asks here, and turns a refusal into the
 * feature's translated 404 or 409.
 */

/** Where a link stands: `draft` is not public yet; an archived link is gone. */
export type PublicLinkStatus = 'draft' | 'open' | 'closed';

/** What the rule needs to know about a link. */
export interface PublicLinkState {
  status: PublicLinkStatus;
  /** Archived (removed from the lists): the link is gone, like a link that never existed. */
  archived: boolean;
  /** The first day it takes answers (ISO date), or none. */
  opensOn: string | null;
  /** The last day it takes answers (ISO date, inclusive), or none. */
  closesOn: string | null;
  /** How many answers it takes in all, or no limit. */
  limit: number | null;
}

/**
 * Why a link takes no answer now, in the order they are checked: gone (draft, archived),
 * closed by hand, its period ended, its period not begun, its limit reached, and this contact
 * already answered.
 */
export const PUBLIC_LINK_REFUSALS = [
  'notFound',
  'closed',
  'expired',
  'notYetOpen',
  'full',
  'alreadyAnswered',
] as const;
export type PublicLinkRefusal = (typeof PUBLIC_LINK_REFUSALS)[number];

/** Why the link itself takes no answers (whoever sends one). */
export type PublicLinkUnavailable = Exclude<PublicLinkRefusal, 'alreadyAnswered'>;

/** The facts of one moment: the day (ISO date), the answers counted against the limit. */
export interface PublicLinkFacts {
  today: string;
  answers: number;
  /** Whether this contact (its key) already has an answer; unknown or not asked: false. */
  contactTaken?: boolean;
}

/** Whether `answers` fill a limit (no limit: never). */
export function limitReached(limit: number | null, answers: number): boolean {
  return limit != null && answers >= limit;
}

/**
 * Whether the link takes answers now, and if not why (null: it does). The day is compared as
 * an ISO date, both bounds inclusive.
 */
export function publicLinkUnavailable(
  link: PublicLinkState,
  facts: Pick<PublicLinkFacts, 'today' | 'answers'>,
): PublicLinkUnavailable | null {
  if (link.archived || link.status === 'draft') return 'notFound';
  if (link.status !== 'open') return 'closed';
  if (link.closesOn && facts.today > link.closesOn) return 'expired';
  if (link.opensOn && facts.today < link.opensOn) return 'notYetOpen';
  if (limitReached(link.limit, facts.answers)) return 'full';
  return null;
}

/**
 * May this link take this answer now, and if not why (null: it may): the link's own refusal
 * first, then one answer per contact.
 */
export function publicLinkRefusal(
  link: PublicLinkState,
  facts: PublicLinkFacts,
): PublicLinkRefusal | null {
  return publicLinkUnavailable(link, facts) ?? (facts.contactTaken ? 'alreadyAnswered' : null);
}

/**
 * Whether a link may be opened (published) on this day: not once its period has ended, which
 * would publish a link that refuses every answer.
 */
export function publicLinkPublishable(
  link: Pick<PublicLinkState, 'closesOn'>,
  today: string,
): boolean {
  return !link.closesOn || link.closesOn >= today;
}

/** The kinds of answer that identify a person for "one answer per contact". */
export type PublicLinkContactKind = 'phone' | 'email';

/**
 * The key of a contact, so one phone or e-mail typed two ways is one contact: a phone in its
 * digits (Arabic-Indic made Latin, spaces and dashes dropped, 00 written +), an e-mail trimmed
 * and lower-cased. Empty: no key.
 */
export function publicLinkContactKey(kind: PublicLinkContactKind, raw: string): string | null {
  const key = kind === 'phone' ? normalizePhone(raw) : raw.trim().toLowerCase();
  return key === '' ? null : key;
}

/** The translation key a feature answers each refusal with (notFound is always a 404). */
export type PublicLinkRefusalCodes = Record<Exclude<PublicLinkRefusal, 'notFound'>, string>;

/**
 * The kit's own words for each refusal (`publicLinks.*`), for a feature that has none of its
 * own: a new feature spreads these and overrides what it words otherwise.
 */
export const PUBLIC_LINK_REFUSAL_CODES: PublicLinkRefusalCodes = {
  closed: 'publicLinks.closed',
  expired: 'publicLinks.expired',
  notYetOpen: 'publicLinks.notYetOpen',
  full: 'publicLinks.full',
  alreadyAnswered: 'publicLinks.alreadyAnswered',
};
