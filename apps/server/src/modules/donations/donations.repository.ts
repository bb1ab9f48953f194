import {
  benefactorKeys,
  normaliseName,
  pageOffset,
  searchKey,
  type DonationRecord,
  type DonationRow,
  type DonationState,
  type PaymentMethod,
  type PaymentRecord,
  type PaymentRow,
  type PaymentState,
} from '@qc/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import { defineOwnedTable, type WorkflowEvent } from '../../workflow/index.ts';
import {
  benefactorLinks,
  benefactors,
  centres,
  countries,
  donationEvents,
  donationInstalments,
  donationPayments,
  donations,
  donationTypes,
  employees,
  financeAccounts,
  financeFunds,
  rings,
  specialCases,
  sponsorshipRequests,
  students,
} from '../../db/schema/index.ts';

export type DonationTypeRow = typeof donationTypes.$inferSelect;
/** A donation and a payment as the tables hold them (text columns where the domain has unions). */
export type StoredDonation = typeof donations.$inferSelect;
export type StoredPayment = typeof donationPayments.$inferSelect;

/**
 * A stored donation as the domain's record (what the writes answer): the state column is text,
 * and the write core only ever stores one of the domain's states.
 */
export const donationRecordOf = (d: StoredDonation): DonationRecord => ({
  ...d,
  state: d.state as DonationState,
});

/** A stored payment as the domain's record: its method and state are the domain's unions. */
export const paymentRecordOf = (p: StoredPayment): PaymentRecord => ({
  ...p,
  method: p.method as PaymentMethod,
  state: p.state as PaymentState,
});
export type BenefactorRecord = typeof benefactors.$inferSelect;
export type BoxRecord = typeof financeAccounts.$inferSelect;

/** The audit's actor for what a visitor or a donor writes on the public pages (no account). */
export const PUBLIC_ACTOR_ID = '00000000-0000-0000-0000-000000000000';

/** The account of a writer, as the tables keep it: none for a visitor or a donor. */
export const accountOf = (userId: string | null) => (userId === PUBLIC_ACTOR_ID ? null : userId);

const donationPlace = { country: donations.countryId, centre: donations.centreId };
const paymentPlace = { country: donationPayments.countryId, centre: donationPayments.centreId };

const text = (v: unknown) => (typeof v === 'string' ? v : null);

/** The words of the donation's history for the lifecycles' actions (the screens translate them). */
const HISTORY_WORD: Record<string, string> = {
  create: 'created',
  remind: 'reminded',
  merge: 'merged',
  confirm: 'paid',
  refund: 'refunded',
};

/**
 * One row of a donation's history (`donation_events`), from a transition of the donation or of
 * one of its payments (`details.donationId`): `details.detail` is what the row shows (the source,
 * an amount before and after, a receipt serial), `details.byDonor` an action of the donor on
 * their own page (no staff actor).
 */
function historyRow(donationId: string, e: WorkflowEvent) {
  return {
    donationId,
    action: HISTORY_WORD[e.action] ?? e.action,
    reason: e.reason,
    detail: text(e.details?.detail),
    actorId: e.details?.byDonor === true ? null : accountOf(e.byUserId),
    byDonor: e.details?.byDonor === true,
  };
}

/**
 * Donations (gifts and pledges) for the workflow kit: placed in the receiving centre, announced
 * as `donations` (the staff screens' key) to `donations:read`, told in `donation_events`.
 */
export const donationsTable = defineOwnedTable({
  name: 'donations',
  readers: ['donations'],
  table: donations,
  scopeColumns: donationPlace,
  scopeOf: (d) => ({ countryId: d.countryId, centreId: d.centreId }),
  events: { table: donationEvents, values: (e) => historyRow(e.recordId, e) },
});

/**
 * Payments of donations for the workflow kit: placed where the money arrives (the box's centre),
 * announced as `donations`, audited as `donation-payments`; a confirmation and a refund are rows
 * of the donation's history (`paid`, `refunded`).
 */
export const paymentsTable = defineOwnedTable({
  name: 'donations',
  readers: ['donations'],
  auditResource: 'donation-payments',
  table: donationPayments,
  scopeColumns: paymentPlace,
  scopeOf: (p) => ({ countryId: p.countryId, centreId: p.centreId }),
  events: {
    table: donationEvents,
    values: (e) => historyRow(String(e.details?.donationId), e),
  },
});

/**
 * The donations a caller may act on: those in `scope` (null: any, for a consequence of an action
 * already allowed, such as the completion a confirmed payment brings), and only a benefactor's
 * own when the donor acts on their page.
 */
export function donationsWhere(scope: Scope | null, benefactorId?: string): SQL {
  return and(
    scope ? scopeCondition(scope, donationPlace) : sql`true`,
    benefactorId ? eq(donations.benefactorId, benefactorId) : undefined,
  )!;
}

/** The payments in `scope` (where the money arrived). */
export function paymentsWhere(scope: Scope): SQL {
  return scopeCondition(scope, paymentPlace);
}

export async function findType(db: Db, id: string): Promise<DonationTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(donationTypes)
    .where(and(eq(donationTypes.id, id), isNull(donationTypes.archivedAt)));
  return row;
}

export async function findCentre(db: Db, id: string) {
  const [row] = await db
    .select({ id: centres.id, countryId: centres.countryId })
    .from(centres)
    .where(eq(centres.id, id));
  return row;
}

export async function findBenefactor(db: Db, id: string): Promise<BenefactorRecord | undefined> {
  const [row] = await db
    .select()
    .from(benefactors)
    .where(and(eq(benefactors.id, id), isNull(benefactors.archivedAt)));
  return row;
}

/** A box or bank (an account that holds money), or undefined. */
export async function findBox(db: Db, id: string): Promise<BoxRecord | undefined> {
  const [row] = await db
    .select()
    .from(financeAccounts)
    .where(
      and(
        eq(financeAccounts.id, id),
        inArray(financeAccounts.role, ['cash_box', 'bank']),
        isNull(financeAccounts.archivedAt),
      ),
    );
  return row;
}

export async function lockDonation(tx: Db, id: string): Promise<StoredDonation | undefined> {
  const [row] = await tx.select().from(donations).where(eq(donations.id, id)).for('update');
  return row;
}

export async function insertInstalments(tx: Db, rows: (typeof donationInstalments.$inferInsert)[]) {
  if (rows.length) await tx.insert(donationInstalments).values(rows);
}

/** Future unpaid instalments of a donation get a new amount (a changed pledge). */
export async function repriceOpenInstalments(tx: Db, donationId: string, amount: number) {
  await tx
    .update(donationInstalments)
    .set({ amount })
    .where(
      and(eq(donationInstalments.donationId, donationId), eq(donationInstalments.state, 'due')),
    );
}

/** The instalment a payment settles: the one named, or the donation's earliest due one. */
export async function instalmentToSettle(tx: Db, donationId: string, instalmentId: string | null) {
  const [row] = await tx
    .select()
    .from(donationInstalments)
    .where(
      and(
        eq(donationInstalments.donationId, donationId),
        eq(donationInstalments.state, 'due'),
        instalmentId ? eq(donationInstalments.id, instalmentId) : undefined,
      ),
    )
    .orderBy(asc(donationInstalments.seq))
    .limit(1)
    .for('update');
  return row;
}

export async function setInstalment(
  tx: Db,
  id: string,
  state: 'due' | 'paid',
  paymentId: string | null,
) {
  await tx
    .update(donationInstalments)
    .set({ state, paidPaymentId: paymentId })
    .where(eq(donationInstalments.id, id));
}

export async function instalmentsLeft(tx: Db, donationId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(donationInstalments)
    .where(
      and(eq(donationInstalments.donationId, donationId), eq(donationInstalments.state, 'due')),
    );
  return row?.n ?? 0;
}

export async function instalmentsOf(db: Db, donationId: string) {
  return db
    .select()
    .from(donationInstalments)
    .where(eq(donationInstalments.donationId, donationId))
    .orderBy(asc(donationInstalments.seq));
}

export async function eventsOf(db: Db, donationId: string) {
  return db
    .select()
    .from(donationEvents)
    .where(eq(donationEvents.donationId, donationId))
    .orderBy(asc(donationEvents.at), asc(donationEvents.id));
}

export async function paymentsOfDonation(db: Db, donationId: string) {
  return db
    .select()
    .from(donationPayments)
    .where(eq(donationPayments.donationId, donationId))
    .orderBy(asc(donationPayments.createdAt), asc(donationPayments.id));
}

/**
 * Active open-ended pledges (a schedule with no number of instalments) with fewer than
 * `horizon` rows due on or after `today`: the ones the daily job extends.
 */
export async function openEndedShort(db: Db, today: string, horizon: number) {
  return db
    .select({ id: donations.id })
    .from(donations)
    .innerJoin(donationInstalments, eq(donationInstalments.donationId, donations.id))
    .where(
      and(
        eq(donations.state, 'active'),
        isNull(donations.instalments),
        sql`${donations.frequency} <> 'once'`,
      ),
    )
    .groupBy(donations.id)
    .having(sql`count(*) filter (where ${donationInstalments.dueOn} >= ${today}) < ${horizon}`)
    .orderBy(asc(donations.id));
}

/** The last instalment number of a donation (0 when it has none). */
export async function lastInstalmentSeq(tx: Db, donationId: string): Promise<number> {
  const [row] = await tx
    .select({ seq: sql<number | null>`max(${donationInstalments.seq})` })
    .from(donationInstalments)
    .where(eq(donationInstalments.donationId, donationId));
  return Number(row?.seq ?? 0);
}

/**
 * Extends one pledge's schedule in a transaction of its own, under the donation's lock: `next`
 * gives the rows to add after its last number (none for a pledge no longer active and open-ended).
 * Returns how many were added (a number the donation already has is skipped).
 */
export async function extendPledge(
  db: Db,
  id: string,
  next: (
    d: StoredDonation,
    lastSeq: number,
  ) => Omit<typeof donationInstalments.$inferInsert, 'donationId' | 'amount' | 'currency'>[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const d = await lockDonation(tx, id);
    if (!d || d.state !== 'active' || d.instalments != null) return 0;
    const rows = next(d, await lastInstalmentSeq(tx, id));
    return addInstalments(
      tx,
      rows.map((r) => ({ ...r, donationId: id, amount: d.amount, currency: d.currency })),
    );
  });
}

/** Adds instalment rows; a number the donation already has is left as it is. */
export async function addInstalments(tx: Db, rows: (typeof donationInstalments.$inferInsert)[]) {
  if (!rows.length) return 0;
  const added = await tx
    .insert(donationInstalments)
    .values(rows)
    .onConflictDoNothing({ target: [donationInstalments.donationId, donationInstalments.seq] })
    .returning({ id: donationInstalments.id });
  return added.length;
}

const MONTHS: Record<string, number> = { monthly: 1, quarterly: 3, yearly: 12, once: 1 };

/** A pledge's share of a month (per-instalment amount / months between instalments). */
export const monthlyShare = (amount: number, frequency: string) =>
  Math.floor(amount / (MONTHS[frequency] ?? 1));

/**
 * Monthly sums of the live (active or paused) pledges of a sponsorship request, leaving out
 * `exceptId` (a pledge whose change is being made: the caller adds its new share).
 */
export async function pledgedMonthly(
  tx: Db,
  requestId: string,
  exceptId?: string,
): Promise<number> {
  const rows = await tx
    .select({ amount: donations.amount, frequency: donations.frequency })
    .from(donations)
    .where(
      and(
        eq(donations.sponsorshipRequestId, requestId),
        inArray(donations.state, ['active', 'paused']),
        exceptId ? ne(donations.id, exceptId) : undefined,
      ),
    );
  return rows.reduce((s, r) => s + monthlyShare(r.amount, r.frequency), 0);
}

const benefactorName = benefactors.fullName;
const typeName = donationTypes.nameAr;

/**
 * A donation as its detail shows it: the record with who gave it and its type's names (the
 * detail named neither: a reader saw an amount and a schedule with no donor).
 */
export async function donationWithNames(db: Db, id: string) {
  const [row] = await db
    .select({
      donation: donations,
      benefactorName,
      benefactorPhone: benefactors.phone,
      typeNameAr: donationTypes.nameAr,
      typeNameEn: donationTypes.nameEn,
      typeNameFr: donationTypes.nameFr,
    })
    .from(donations)
    .innerJoin(benefactors, eq(benefactors.id, donations.benefactorId))
    .innerJoin(donationTypes, eq(donationTypes.id, donations.typeId))
    .where(eq(donations.id, id));
  if (!row) return undefined;
  const { donation, ...names } = row;
  // The column is text; the write core only ever stores one of the domain's states.
  return { ...donation, ...names, state: donation.state as DonationState };
}

export async function listDonations(
  db: Db,
  scope: Scope,
  f: {
    page: number;
    pageSize: number;
    state?: string;
    typeId?: string;
    benefactorId?: string;
    sponsorshipRequestId?: string;
    q?: string;
  },
) {
  const where: SQL[] = [
    scopeCondition(scope, { country: donations.countryId, centre: donations.centreId }),
  ];
  if (f.state) where.push(eq(donations.state, f.state));
  if (f.typeId) where.push(eq(donations.typeId, f.typeId));
  if (f.benefactorId) where.push(eq(donations.benefactorId, f.benefactorId));
  if (f.sponsorshipRequestId)
    where.push(eq(donations.sponsorshipRequestId, f.sponsorshipRequestId));
  if (f.q) where.push(sql`${benefactors.search} like ${`%${searchKey(f.q)}%`}`);
  const cond = and(...where);
  const paid = sql<number>`coalesce((select sum(p.amount) from donation_payments p where p.donation_id = donations.id and p.state = 'confirmed'), 0)::bigint`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: donations.id,
        benefactorId: donations.benefactorId,
        benefactorName,
        typeId: donations.typeId,
        typeName,
        centreId: donations.centreId,
        amount: donations.amount,
        currency: donations.currency,
        frequency: donations.frequency,
        instalments: donations.instalments,
        startDate: donations.startDate,
        state: donations.state,
        paid,
        createdAt: donations.createdAt,
      })
      .from(donations)
      .innerJoin(benefactors, eq(benefactors.id, donations.benefactorId))
      .innerJoin(donationTypes, eq(donationTypes.id, donations.typeId))
      .where(cond)
      .orderBy(desc(donations.createdAt), desc(donations.id))
      .limit(f.pageSize)
      .offset(pageOffset(f)),
    db
      .select({ n: count() })
      .from(donations)
      .innerJoin(benefactors, eq(benefactors.id, donations.benefactorId))
      .where(cond),
  ]);
  return {
    items: rows.map((r) => ({ ...r, paid: Number(r.paid) }) as DonationRow),
    total: total?.n ?? 0,
  };
}

export async function listPayments(
  db: Db,
  scope: Scope,
  f: { page: number; pageSize: number; state?: string; method?: string; q?: string },
) {
  const where: SQL[] = [
    scopeCondition(scope, {
      country: donationPayments.countryId,
      centre: donationPayments.centreId,
    }),
  ];
  if (f.state) where.push(eq(donationPayments.state, f.state));
  if (f.method) where.push(eq(donationPayments.method, f.method));
  if (f.q)
    where.push(
      sql`(${benefactors.search} like ${`%${searchKey(f.q)}%`} or ${donationPayments.reference} ilike ${`%${f.q}%`} or ${donationPayments.serial} ilike ${`%${f.q}%`})`,
    );
  const cond = and(...where);
  const base = db
    .select({
      id: donationPayments.id,
      donationId: donationPayments.donationId,
      benefactorName,
      typeName,
      method: donationPayments.method,
      state: donationPayments.state,
      amount: donationPayments.amount,
      currency: donationPayments.currency,
      receivedOn: donationPayments.receivedOn,
      reference: donationPayments.reference,
      serial: donationPayments.serial,
      entryId: donationPayments.entryId,
      centreId: donationPayments.centreId,
      createdAt: donationPayments.createdAt,
    })
    .from(donationPayments)
    .innerJoin(donations, eq(donations.id, donationPayments.donationId))
    .innerJoin(benefactors, eq(benefactors.id, donations.benefactorId))
    .innerJoin(donationTypes, eq(donationTypes.id, donations.typeId));
  const [rows, [total]] = await Promise.all([
    base
      .where(cond)
      .orderBy(desc(donationPayments.createdAt), desc(donationPayments.id))
      .limit(f.pageSize)
      .offset(pageOffset(f)),
    db
      .select({ n: count() })
      .from(donationPayments)
      .innerJoin(donations, eq(donations.id, donationPayments.donationId))
      .innerJoin(benefactors, eq(benefactors.id, donations.benefactorId))
      .where(cond),
  ]);
  return { items: rows as PaymentRow[], total: total?.n ?? 0 };
}

export async function findPaymentView(db: Db, id: string) {
  const [row] = await db
    .select({
      p: donationPayments,
      benefactorName: benefactors.fullName,
      benefactorLanguage: benefactors.language,
      type: donationTypes,
    })
    .from(donationPayments)
    .innerJoin(donations, eq(donations.id, donationPayments.donationId))
    .innerJoin(benefactors, eq(benefactors.id, donations.benefactorId))
    .innerJoin(donationTypes, eq(donationTypes.id, donations.typeId))
    .where(eq(donationPayments.id, id));
  return row;
}

/**
 * Benefactors that look like this one: the same phone (last nine digits), the same e-mail or
 * the same folded Arabic name. Merged (archived) records are left out.
 */
export async function findDuplicateBenefactors(
  db: Db,
  b: { fullName: string; phone?: string | null; email?: string | null },
  exceptId?: string,
) {
  const keys = benefactorKeys(b);
  const firstWord = searchKey(keys.name.split(' ')[0] ?? '');
  const tests: SQL[] = [];
  if (keys.phone)
    tests.push(
      sql`right(regexp_replace(coalesce(${benefactors.phone}, ''), '[^0-9]', '', 'g'), 9) = ${keys.phone}`,
    );
  if (keys.email) tests.push(sql`lower(${benefactors.email}) = ${keys.email}`);
  if (firstWord) tests.push(sql`${benefactors.search} like ${`%${firstWord}%`}`);
  if (!tests.length) return [];
  const rows = await db
    .select()
    .from(benefactors)
    .where(
      and(
        isNull(benefactors.archivedAt),
        exceptId ? sql`${benefactors.id} <> ${exceptId}` : undefined,
        sql`(${sql.join(tests, sql` or `)})`,
      ),
    )
    .limit(200);
  return rows
    .map((r) => {
      const k = benefactorKeys(r);
      const reasons: ('phone' | 'email' | 'name')[] = [];
      if (keys.phone && k.phone === keys.phone) reasons.push('phone');
      if (keys.email && k.email === keys.email) reasons.push('email');
      if (normaliseName(r.fullName) === keys.name) reasons.push('name');
      return { benefactor: r, reasons };
    })
    .filter((d) => d.reasons.length > 0);
}

/**
 * Queues one visitor's gifts (by the digits of their phone) until this transaction ends, so a
 * double click cannot pass the duplicate check twice.
 */
export async function queueVisitorGifts(tx: Db, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${phone.replace(/[^0-9]/g, '')}))`);
}

/** The same online gift (benefactor, type, amount, currency) within the last minute. */
export async function recentSameGift(
  tx: Db,
  g: { benefactorId: string; typeId: string; amount: number; currency: string },
) {
  const [row] = await tx
    .select({ id: donations.id })
    .from(donations)
    .where(
      and(
        eq(donations.benefactorId, g.benefactorId),
        eq(donations.typeId, g.typeId),
        eq(donations.amount, g.amount),
        eq(donations.currency, g.currency),
        gte(donations.createdAt, sql`now() - interval '1 minute'`),
      ),
    )
    .limit(1);
  return row;
}

/** Published, active types with what they raised (confirmed payments in the type's currency). */
export async function publicTypes(db: Db, id?: string) {
  const raised = sql<number>`coalesce((select sum(p.amount) from donation_payments p join donations d on d.id = p.donation_id where d.type_id = donation_types.id and p.state = 'confirmed' and p.currency = donation_types.currency), 0)::bigint`;
  const donors = sql<number>`(select count(distinct d.benefactor_id) from donation_payments p join donations d on d.id = p.donation_id where d.type_id = donation_types.id and p.state = 'confirmed')::int`;
  return db
    .select({ t: donationTypes, raised, donors })
    .from(donationTypes)
    .where(
      and(
        eq(donationTypes.isPublic, true),
        eq(donationTypes.status, 'active'),
        isNull(donationTypes.archivedAt),
        id ? eq(donationTypes.id, id) : undefined,
      ),
    )
    .orderBy(asc(donationTypes.code));
}

/** The countries a registration link offers (active ones, by their Arabic name). */
export async function activeCountries(db: Db) {
  return db
    .select({
      id: countries.id,
      nameAr: countries.nameAr,
      nameEn: countries.nameEn,
      nameFr: countries.nameFr,
    })
    .from(countries)
    .where(and(eq(countries.status, 'active'), isNull(countries.archivedAt)))
    .orderBy(asc(countries.nameAr), asc(countries.id));
}

export async function lockLink(tx: Db, id: string) {
  const [row] = await tx
    .select()
    .from(benefactorLinks)
    .where(and(eq(benefactorLinks.id, id), isNull(benefactorLinks.archivedAt)))
    .for('update');
  return row;
}

export async function countLinkBenefactors(db: Db, linkId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(benefactors)
    .where(eq(benefactors.linkId, linkId));
  return row?.n ?? 0;
}

/** Unpaid instalments past their grace days, in scope (the missed-instalment queue). */
export async function missedInstalments(db: Db, scope: Scope, before: string, limit = 100) {
  return db
    .select({
      id: donationInstalments.id,
      donationId: donationInstalments.donationId,
      dueOn: donationInstalments.dueOn,
      amount: donationInstalments.amount,
      currency: donationInstalments.currency,
      benefactorName: benefactors.fullName,
      typeName: donationTypes.nameAr,
    })
    .from(donationInstalments)
    .innerJoin(donations, eq(donations.id, donationInstalments.donationId))
    .innerJoin(benefactors, eq(benefactors.id, donations.benefactorId))
    .innerJoin(donationTypes, eq(donationTypes.id, donations.typeId))
    .where(
      and(
        eq(donationInstalments.state, 'due'),
        eq(donations.state, 'active'),
        lt(donationInstalments.dueOn, before),
        scopeCondition(scope, { country: donations.countryId, centre: donations.centreId }),
      ),
    )
    .orderBy(asc(donationInstalments.dueOn), asc(donationInstalments.id))
    .limit(limit);
}

/**
 * The record a sponsorship request names, by its kind: its centre and that centre's country
 * (null when the record does not exist), and for a staff member the job.
 */
export async function sponsorshipSubject(
  db: Db,
  kind: 'student' | 'ring' | 'family' | 'teacher',
  id: string,
): Promise<{ centreId: string | null; countryId: string | null; job: string | null } | undefined> {
  const table = { student: students, ring: rings, family: specialCases, teacher: employees }[kind];
  const [row] = await db
    .select({
      centreId: table.centreId,
      countryId: centres.countryId,
      job: kind === 'teacher' ? employees.job : sql<string | null>`null`,
    })
    .from(table)
    .leftJoin(centres, eq(centres.id, table.centreId))
    .where(eq(table.id, id));
  return row;
}

export async function lockSponsorshipRequest(tx: Db, id: string) {
  const [row] = await tx
    .select()
    .from(sponsorshipRequests)
    .where(eq(sponsorshipRequests.id, id))
    .for('update');
  return row;
}

/**
 * The dashboard's figures in a scope: confirmed payments received this month by fund and
 * currency, active pledges with a missed instalment, open sponsorship requests not fully covered.
 */
export async function dashboardFigures(db: Db, scope: Scope, month: string, missedBefore: string) {
  const paymentsInScope = scopeCondition(scope, {
    country: donationPayments.countryId,
    centre: donationPayments.centreId,
  });
  const received = await db
    .select({
      fundId: donationTypes.fundId,
      fundName: financeFunds.nameAr,
      fundNameEn: financeFunds.nameEn,
      fundNameFr: financeFunds.nameFr,
      currency: donationPayments.currency,
      amount: sql<number>`sum(${donationPayments.amount})::bigint`,
    })
    .from(donationPayments)
    .innerJoin(donations, eq(donations.id, donationPayments.donationId))
    .innerJoin(donationTypes, eq(donationTypes.id, donations.typeId))
    .innerJoin(financeFunds, eq(financeFunds.id, donationTypes.fundId))
    .where(
      and(
        eq(donationPayments.state, 'confirmed'),
        sql`to_char(${donationPayments.receivedOn}, 'YYYY-MM') = ${month}`,
        paymentsInScope,
      ),
    )
    .groupBy(
      donationTypes.fundId,
      financeFunds.nameAr,
      financeFunds.nameEn,
      financeFunds.nameFr,
      donationPayments.currency,
    )
    .orderBy(asc(financeFunds.nameAr), asc(donationPayments.currency));
  const [atRisk] = await db
    .select({ n: sql<number>`count(distinct ${donations.id})::int` })
    .from(donations)
    .innerJoin(donationInstalments, eq(donationInstalments.donationId, donations.id))
    .where(
      and(
        eq(donations.state, 'active'),
        eq(donationInstalments.state, 'due'),
        lt(donationInstalments.dueOn, missedBefore),
        scopeCondition(scope, { country: donations.countryId, centre: donations.centreId }),
      ),
    );
  const [unmatched] = await db
    .select({ n: count() })
    .from(sponsorshipRequests)
    .where(
      and(
        eq(sponsorshipRequests.status, 'open'),
        isNull(sponsorshipRequests.archivedAt),
        lt(sponsorshipRequests.coveredPercent, 100),
        scopeCondition(scope, {
          country: sponsorshipRequests.countryId,
          centre: sponsorshipRequests.centreId,
        }),
      ),
    );
  return {
    month,
    received: received.map((r) => ({
      fundId: r.fundId,
      fundName: { ar: r.fundName, en: r.fundNameEn, fr: r.fundNameFr },
      currency: r.currency,
      amount: Number(r.amount),
    })),
    pledgesAtRisk: atRisk?.n ?? 0,
    unmatchedRequests: unmatched?.n ?? 0,
  };
}
