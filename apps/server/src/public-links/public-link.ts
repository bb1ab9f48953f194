import {
  publicLinkRefusal,
  publicLinkUnavailable,
  type LocaleCode,
  type PublicLinkRefusal,
  type PublicLinkRefusalCodes,
  type PublicLinkState,
} from '@qc/domain';
import { z } from 'zod';
import { buildAccessContext } from '../access/access-context.ts';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/client.ts';
import { conflict, notFound, type AppError } from '../http/errors.ts';
import type { Caller, RequestMeta } from '../resources/resource-caller.ts';
import { withWrites, type Writes } from '../resources/resource.service.ts';

/**
 * The public-link kit on the server (docs/public-links.md): the route configs of a link's two
 * public routes (rate-limited per client address), the link's id read from the address, and
 * one submission path that locks the link, asks the domain's rule (`publicLinkRefusal`:
 * status, period, limit, one answer per contact) and turns a refusal into the feature's
 * translated 404 or 409, inside the write core's transaction, so a refusal writes nothing.
 * The feature keeps its own tables (its repository behind a `PublicLinkPort`), its own checks
 * of the answer and its own words.
 */

/**
 * The route config of a link's public routes: no sign-in, and a rate limit per client address
 * (reading: 60 a minute; sending: 10 a minute), the same for every public link.
 */
export const PUBLIC_LINK_ROUTES = {
  read: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
  submit: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
} as const;

const params = z.object({ id: z.uuid() });

/** The link id of a public address; a mistyped or cut-off link is one that does not exist (404). */
export function publicLinkIdOf(raw: unknown): string {
  const parsed = params.safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

/** The day a link's period is compared with (ISO date, UTC). */
export const publicLinkToday = (): string => new Date().toISOString().slice(0, 10);

/** The error a refusal is answered with: 404 for a link that is gone, else the feature's 409. */
export function publicLinkError(
  refusal: PublicLinkRefusal,
  codes: PublicLinkRefusalCodes,
): AppError {
  return refusal === 'notFound' ? notFound() : conflict(codes[refusal]);
}

/** What the kit needs of a feature's link: its repository's reads and its words. */
export interface PublicLinkPort<L> {
  /**
   * The link, locked for this submission (a repository's `select … for update`, archived links
   * left out), so one link's answers are taken one at a time and its limit cannot be overrun;
   * null or undefined when there is no such link.
   */
  lock(tx: Db, id: string): Promise<L | null | undefined>;
  /** The link as the rule sees it. */
  state(link: L): PublicLinkState;
  /** The answers counted against the limit. */
  countAnswers(tx: Db, link: L): Promise<number>;
  /** Whether this contact (its key) already has an answer on this link. */
  contactTaken?(tx: Db, link: L, key: string): Promise<boolean>;
  /** The translation key of each refusal (`PUBLIC_LINK_REFUSAL_CODES` or the feature's own). */
  refusals: PublicLinkRefusalCodes;
}

/** A submission the link has let in: the locked link, the transaction, the contact check. */
export interface PublicSubmission<L> {
  link: L;
  /** The write transaction: the feature's repositories write the answer in it. */
  tx: Db;
  /**
   * The unit of work of the visitor's caller (`tx` is its transaction): a feature whose answers
   * are a table bound to the workflow kit inserts them with `insertOwned(writes, …)`, which
   * audits them with the visitor's request and announces them after the commit.
   */
  writes: Writes;
  /** The day the link was checked on. */
  today: string;
  /**
   * Refuses (the feature's `alreadyAnswered`, 409) when this contact already has an answer on
   * the link; a null key (the answer names no contact) passes. Call it once the answer is
   * checked, with the key from `publicLinkContactKey` or the feature's own.
   */
  oneAnswerPerContact(key: string | null): Promise<void>;
}

/** Whoever sends through a public link: no account and no permission. */
export const VISITOR_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The caller of a visitor's submission: no permission at all (the write core would refuse
 * it any definition's record it did not create with `system: true`); the audit keeps the
 * request's own facts (no actor).
 */
export function visitorOf(request: RequestMeta, locale: LocaleCode): Caller {
  return { access: buildAccessContext(VISITOR_ID, null, []), locale, request };
}

/**
 * Takes one answer through a public link: in one write transaction, locks the link (404 when
 * there is none), refuses it when the link is gone, closed, past or before its period or full
 * (the feature's translated 409), then runs the feature's `work`, which checks the answer, calls
 * `oneAnswerPerContact` and writes. Anything thrown rolls everything back.
 */
export async function takePublicAnswer<L, T>(
  ctx: AppContext,
  visitor: Caller,
  id: string,
  port: PublicLinkPort<L>,
  work: (submission: PublicSubmission<L>) => Promise<T>,
): Promise<T> {
  return withWrites(ctx, visitor, async (w) => {
    const link = await port.lock(w.tx, id);
    if (!link) throw notFound();
    const state = port.state(link);
    const today = publicLinkToday();
    const answers = await port.countAnswers(w.tx, link);
    const unavailable = publicLinkUnavailable(state, { today, answers });
    if (unavailable) throw publicLinkError(unavailable, port.refusals);
    return work({
      link,
      tx: w.tx,
      writes: w,
      today,
      async oneAnswerPerContact(key) {
        if (key === null) return;
        if (!port.contactTaken) throw new Error('This public link keeps no contacts');
        const contactTaken = await port.contactTaken(w.tx, link, key);
        const refusal = publicLinkRefusal(state, { today, answers, contactTaken });
        if (refusal) throw publicLinkError(refusal, port.refusals);
      },
    });
  });
}
