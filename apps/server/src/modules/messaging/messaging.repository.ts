import { and, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { AuditActor } from '../../audit/audit.ts';
import { auditIn } from '../../workflow/index.ts';
import type { Db } from '../../db/client.ts';
import {
  benefactors,
  centres,
  contactConsents,
  countries,
  donationInstalments,
  donations,
  donationTypes,
  guardianConsents,
  guardianMessageSettings,
  guardians,
  messageChannels,
  messageTemplates,
  outbox,
  outboxEvents,
  rings,
  roleAssignments,
  roles,
  sponsorshipRequests,
  studentCharges,
  students,
  users,
} from '../../db/schema/index.ts';

export type ChannelRow = typeof messageChannels.$inferSelect;
export type TemplateRow = typeof messageTemplates.$inferSelect;
export type MessageRow = typeof outbox.$inferSelect;
export type SettingsRow = typeof guardianMessageSettings.$inferSelect;
export type ConsentRow = typeof guardianConsents.$inferSelect;
export type ContactRow = typeof contactConsents.$inferSelect;

// ---- channels ---------------------------------------------------------------------------------

export async function findChannel(db: Db, countryId: string, channel: string) {
  const [row] = await db
    .select()
    .from(messageChannels)
    .where(
      and(
        eq(messageChannels.countryId, countryId),
        eq(messageChannels.channel, channel),
        sql`${messageChannels.archivedAt} is null`,
      ),
    );
  return row ?? null;
}

export async function channelById(db: Db, id: string) {
  const [row] = await db.select().from(messageChannels).where(eq(messageChannels.id, id));
  return row ?? null;
}

export async function listChannels(db: Db, scope: Scope) {
  return db
    .select({
      channel: messageChannels,
      countryName: countries.nameEn,
      countryNameAr: countries.nameAr,
    })
    .from(messageChannels)
    .innerJoin(countries, eq(countries.id, messageChannels.countryId))
    .where(scopeCondition(scope, { country: messageChannels.countryId }))
    .orderBy(countries.nameEn, messageChannels.channel);
}

export async function findCountry(db: Db, id: string) {
  const [row] = await db.select().from(countries).where(eq(countries.id, id));
  return row ?? null;
}

/** Creates or replaces a country's channel, with its audit entry (never the credentials). */
export async function saveChannel(
  db: Db,
  values: Omit<typeof messageChannels.$inferInsert, 'id'>,
  actor: AuditActor,
): Promise<ChannelRow> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(messageChannels)
      .where(
        and(
          eq(messageChannels.countryId, values.countryId),
          eq(messageChannels.channel, values.channel),
        ),
      )
      .for('update');
    const [row] = old
      ? await tx
          .update(messageChannels)
          .set({
            ...values,
            version: old.version + 1,
            updatedAt: sql`now()`,
            archivedAt: null,
          })
          .where(eq(messageChannels.id, old.id))
          .returning()
      : await tx.insert(messageChannels).values(values).returning();
    const view = (r: ChannelRow | undefined) =>
      r && { driver: r.driver, active: r.active, settings: r.settings, secretSet: !!r.secret };
    await auditIn(
      tx,
      { request: actor },
      {
        action: old ? 'update' : 'create',
        resource: 'message-channels',
        recordId: row!.id,
        oldValues: view(old) ?? null,
        newValues: view(row) ?? null,
      },
    );
    return row!;
  });
}

// ---- templates --------------------------------------------------------------------------------

export async function listTemplates(db: Db) {
  return db.select().from(messageTemplates);
}

export async function findTemplate(db: Db, event: string, locale: string) {
  const [row] = await db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.event, event), eq(messageTemplates.locale, locale)));
  return row ?? null;
}

export async function saveTemplate(
  db: Db,
  values: {
    event: string;
    locale: string;
    body: string;
    whatsappName: string | null;
    whatsappParams: string[];
  },
  actor: AuditActor,
): Promise<TemplateRow> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(messageTemplates)
      .where(
        and(eq(messageTemplates.event, values.event), eq(messageTemplates.locale, values.locale)),
      )
      .for('update');
    const [row] = old
      ? await tx
          .update(messageTemplates)
          .set({ ...values, version: old.version + 1, updatedAt: sql`now()` })
          .where(eq(messageTemplates.id, old.id))
          .returning()
      : await tx.insert(messageTemplates).values(values).returning();
    await auditIn(
      tx,
      { request: actor },
      {
        action: old ? 'update' : 'create',
        resource: 'message-templates',
        recordId: row!.id,
        oldValues: old ? { body: old.body, whatsappName: old.whatsappName } : null,
        newValues: {
          event: values.event,
          locale: values.locale,
          body: values.body,
          whatsappName: values.whatsappName,
        },
      },
    );
    return row!;
  });
}

// ---- guardians --------------------------------------------------------------------------------

/** A student with their guardian, the guardian's choices and consents, and the place. */
export async function recipientOfStudent(db: Db, studentId: string) {
  const [row] = await db
    .select({
      studentId: students.id,
      studentName: students.fullName,
      countryId: students.countryId,
      centreId: students.centreId,
      centreName: centres.name,
      timeZone: countries.timeZone,
      defaultLanguage: countries.defaultLanguage,
      guardianId: guardians.id,
      guardianName: guardians.fullName,
      phone: guardians.phone,
      email: guardians.email,
    })
    .from(students)
    .innerJoin(guardians, eq(guardians.id, students.guardianId))
    .innerJoin(centres, eq(centres.id, students.centreId))
    .innerJoin(countries, eq(countries.id, students.countryId))
    .where(eq(students.id, studentId));
  return row ?? null;
}

export async function guardianInScope(db: Db, id: string, scope: Scope) {
  const [row] = await db
    .select()
    .from(guardians)
    .where(
      and(
        eq(guardians.id, id),
        or(
          scopeCondition(scope, { country: guardians.countryId, centre: guardians.centreId }),
          // A guardian of a student in scope (a family spread over centres has no centre).
          sql`exists (select 1 from ${students} where ${students.guardianId} = ${guardians.id} and ${scopeCondition(scope, { country: students.countryId, centre: students.centreId, ring: students.ringId, student: students.id })})`,
        ),
      ),
    );
  return row ?? null;
}

export async function settingsOf(db: Db, guardianId: string) {
  const [row] = await db
    .select()
    .from(guardianMessageSettings)
    .where(eq(guardianMessageSettings.guardianId, guardianId));
  return row ?? null;
}

/**
 * A guardian of the country wrote on WhatsApp from `digits` at `at`: their window for free-form
 * text opens (never moved back by an older report). Returns how many guardians it was.
 */
export async function recordWhatsappInbound(
  db: Db,
  countryId: string,
  digits: string,
  at: string,
): Promise<number> {
  const rows = await db
    .update(guardianMessageSettings)
    .set({
      whatsappInboundAt: sql`greatest(${guardianMessageSettings.whatsappInboundAt}, ${at}::timestamptz)`,
    })
    .where(
      and(
        eq(guardianMessageSettings.countryId, countryId),
        sql`${guardianMessageSettings.guardianId} in (select ${guardians.id} from ${guardians}
          where regexp_replace(${guardians.phone}, '[^0-9]', '', 'g') = ${digits})`,
      ),
    )
    .returning({ id: guardianMessageSettings.id });
  return rows.length;
}

export async function settingsByToken(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(guardianMessageSettings)
    .where(eq(guardianMessageSettings.optOutToken, token));
  return row ?? null;
}

export async function consentsOf(db: Db, guardianId: string) {
  return db.select().from(guardianConsents).where(eq(guardianConsents.guardianId, guardianId));
}

/** A live consent of the guardian on the channel (given, not withdrawn). */
export async function hasConsent(db: Db, guardianId: string, channel: string): Promise<boolean> {
  const [row] = await db
    .select({ id: guardianConsents.id })
    .from(guardianConsents)
    .where(
      and(
        eq(guardianConsents.guardianId, guardianId),
        eq(guardianConsents.channel, channel),
        sql`${guardianConsents.withdrawnAt} is null`,
      ),
    );
  return !!row;
}

export interface PreferencesWrite {
  guardianId: string;
  countryId: string;
  centreId: string | null;
  channel: string;
  locale: string;
  digest: boolean;
  newToken: string;
  consents: Array<{ channel: string; given: boolean; method: string }>;
  by: string | null;
  via: string;
}

/** Writes a guardian's choices and consents in one transaction, with the audit entry. */
export async function savePreferences(db: Db, p: PreferencesWrite, actor: AuditActor | null) {
  await db.transaction(async (tx) => {
    await tx
      .insert(guardianMessageSettings)
      .values({
        guardianId: p.guardianId,
        countryId: p.countryId,
        centreId: p.centreId,
        channel: p.channel,
        locale: p.locale,
        digest: p.digest,
        optOutToken: p.newToken,
      })
      .onConflictDoUpdate({
        target: guardianMessageSettings.guardianId,
        set: { channel: p.channel, locale: p.locale, digest: p.digest, updatedAt: sql`now()` },
      });
    await writeConsents(tx, p.guardianId, p.consents, p.by, p.via);
    if (actor)
      await auditIn(
        tx,
        { request: actor },
        {
          action: 'consent',
          resource: 'guardians',
          recordId: p.guardianId,
          newValues: {
            channel: p.channel,
            locale: p.locale,
            digest: p.digest,
            consents: p.consents,
          },
        },
      );
  });
}

async function writeConsents(
  tx: Db,
  guardianId: string,
  consents: PreferencesWrite['consents'],
  by: string | null,
  via: string,
) {
  for (const c of consents) {
    const [old] = await tx
      .select()
      .from(guardianConsents)
      .where(
        and(eq(guardianConsents.guardianId, guardianId), eq(guardianConsents.channel, c.channel)),
      )
      .for('update');
    const live = old && !old.withdrawnAt;
    if (c.given && !live) {
      if (old)
        await tx
          .update(guardianConsents)
          .set({
            givenAt: sql`now()`,
            method: c.method,
            recordedBy: by,
            withdrawnAt: null,
            withdrawnVia: null,
            updatedAt: sql`now()`,
          })
          .where(eq(guardianConsents.id, old.id));
      else
        await tx.insert(guardianConsents).values({
          guardianId,
          channel: c.channel,
          givenAt: sql`now()`,
          method: c.method,
          recordedBy: by,
        });
    } else if (!c.given && live) {
      await tx
        .update(guardianConsents)
        .set({ withdrawnAt: sql`now()`, withdrawnVia: via, updatedAt: sql`now()` })
        .where(eq(guardianConsents.id, old.id));
    }
  }
}

/** The opt-out link: withdraws the consent of one channel, or of every channel. */
export async function optOut(db: Db, guardianId: string, channel: string | null) {
  await db
    .update(guardianConsents)
    .set({ withdrawnAt: sql`now()`, withdrawnVia: 'link', updatedAt: sql`now()` })
    .where(
      and(
        eq(guardianConsents.guardianId, guardianId),
        channel ? eq(guardianConsents.channel, channel) : undefined,
        sql`${guardianConsents.withdrawnAt} is null`,
      ),
    );
}

// ---- other recipients (donors, applicants) ---------------------------------------------------

export interface ContactConsentWrite {
  recipientKind: string;
  recipientId: string;
  name: string;
  phone: string;
  locale: string;
  countryId: string | null;
  channels: string[];
  method: string;
  source: string;
  newToken: string;
}

/**
 * Records (or gives again) a donor's or applicant's consent, in the transaction of the form
 * that asked for it: the number, language and channels are the latest given; the opt-out
 * token stays the one already sent.
 */
export async function saveContactConsent(tx: Db, c: ContactConsentWrite): Promise<ContactRow> {
  const [row] = await tx
    .insert(contactConsents)
    .values({
      recipientKind: c.recipientKind,
      recipientId: c.recipientId,
      name: c.name,
      phone: c.phone,
      locale: c.locale,
      countryId: c.countryId,
      channels: c.channels,
      givenAt: sql`now()`,
      method: c.method,
      source: c.source,
      optOutToken: c.newToken,
    })
    .onConflictDoUpdate({
      target: [contactConsents.recipientKind, contactConsents.recipientId],
      set: {
        name: c.name,
        phone: c.phone,
        locale: c.locale,
        countryId: c.countryId,
        channels: c.channels,
        givenAt: sql`now()`,
        method: c.method,
        source: c.source,
        withdrawnAt: null,
        withdrawnVia: null,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/** The live consent of a donor or applicant (given, not withdrawn), or null. */
export async function liveContact(db: Db, recipientKind: string, recipientId: string) {
  const [row] = await db
    .select()
    .from(contactConsents)
    .where(
      and(
        eq(contactConsents.recipientKind, recipientKind),
        eq(contactConsents.recipientId, recipientId),
        sql`${contactConsents.withdrawnAt} is null`,
      ),
    );
  return row ?? null;
}

export async function contactById(db: Db, id: string) {
  const [row] = await db.select().from(contactConsents).where(eq(contactConsents.id, id));
  return row ?? null;
}

export async function contactByToken(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(contactConsents)
    .where(eq(contactConsents.optOutToken, token));
  return row ?? null;
}

/** The opt-out link of a donor or applicant: one channel, or all; none left = withdrawn. */
export async function optOutContact(db: Db, id: string, channel: string | null) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contactConsents)
      .where(eq(contactConsents.id, id))
      .for('update');
    if (!row || row.withdrawnAt) return;
    const left = channel ? row.channels.filter((c) => c !== channel) : [];
    await tx
      .update(contactConsents)
      .set({
        channels: left,
        ...(left.length === 0 ? { withdrawnAt: sql`now()`, withdrawnVia: 'link' } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(contactConsents.id, id));
  });
}

/** Does the contact consent to the channel now (the sending job checks again)? */
export async function contactHasConsent(db: Db, id: string, channel: string): Promise<boolean> {
  const row = await contactById(db, id);
  return !!row && !row.withdrawnAt && row.channels.includes(channel);
}

// ---- the outbox -------------------------------------------------------------------------------

/**
 * A guardian's message, in the event's transaction: nothing when the same event already wrote
 * to this recipient (the dedupe key is unique), else the row and its first status.
 */
export async function insertMessage(
  tx: Db,
  row: typeof outbox.$inferInsert,
): Promise<MessageRow | null> {
  const [created] = await tx
    .insert(outbox)
    .values(row)
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning();
  if (!created) return null;
  await tx.insert(outboxEvents).values({ outboxId: created.id, status: created.status });
  return created;
}

export async function findMessage(db: Db, id: string) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row ?? null;
}

export async function findByProvider(db: Db, driver: string, providerId: string) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.driver, driver), eq(outbox.providerId, providerId)));
  return row ?? null;
}

/** Changes a message and appends its status event, in one transaction. */
export async function updateMessage(
  db: Db,
  id: string,
  changes: Partial<typeof outbox.$inferInsert>,
  event: { status: string; detail?: string | null },
  after?: (tx: Db) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(outbox)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(outbox.id, id));
    await tx
      .insert(outboxEvents)
      .values({ outboxId: id, status: event.status, detail: event.detail?.slice(0, 500) ?? null });
    if (after) await after(tx);
  });
}

export async function eventsOf(db: Db, id: string) {
  return db
    .select()
    .from(outboxEvents)
    .where(eq(outboxEvents.outboxId, id))
    .orderBy(outboxEvents.createdAt);
}

const listColumns = {
  m: outbox,
  studentName: students.fullName,
  guardianName: guardians.fullName,
  centreName: centres.name,
  triggeredByName: users.displayName,
};

export interface MessageFilter {
  channel?: string | undefined;
  status?: string | undefined;
  event?: string | undefined;
  centreId?: string | undefined;
  q?: string | undefined;
  studentId?: string | undefined;
}

/** Guardians' messages (rows with an event) in the scope, newest first. */
export async function listMessages(
  db: Db,
  scope: Scope,
  f: MessageFilter,
  page: { limit: number; offset: number },
) {
  const where: SQL = and(
    isNotNull(outbox.event),
    scopeCondition(scope, {
      country: outbox.countryId,
      centre: outbox.centreId,
      student: outbox.studentId,
    }),
    f.channel ? eq(outbox.channel, f.channel) : undefined,
    f.status ? eq(outbox.status, f.status) : undefined,
    f.event ? eq(outbox.event, f.event) : undefined,
    f.centreId ? eq(outbox.centreId, f.centreId) : undefined,
    f.studentId ? eq(outbox.studentId, f.studentId) : undefined,
    f.q
      ? or(
          ilike(outbox.to, `%${f.q}%`),
          ilike(students.fullName, `%${f.q}%`),
          ilike(guardians.fullName, `%${f.q}%`),
        )
      : undefined,
  )!;
  const base = () =>
    db
      .select(listColumns)
      .from(outbox)
      .leftJoin(students, eq(students.id, outbox.studentId))
      .leftJoin(guardians, eq(guardians.id, outbox.guardianId))
      .leftJoin(centres, eq(centres.id, outbox.centreId))
      .leftJoin(users, eq(users.id, outbox.triggeredBy));
  const [items, totals] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .leftJoin(students, eq(students.id, outbox.studentId))
      .leftJoin(guardians, eq(guardians.id, outbox.guardianId))
      .where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

export async function messageInScope(db: Db, id: string, scope: Scope) {
  const [row] = await db
    .select(listColumns)
    .from(outbox)
    .leftJoin(students, eq(students.id, outbox.studentId))
    .leftJoin(guardians, eq(guardians.id, outbox.guardianId))
    .leftJoin(centres, eq(centres.id, outbox.centreId))
    .leftJoin(users, eq(users.id, outbox.triggeredBy))
    .where(
      and(
        eq(outbox.id, id),
        isNotNull(outbox.event),
        scopeCondition(scope, {
          country: outbox.countryId,
          centre: outbox.centreId,
          student: outbox.studentId,
        }),
      ),
    );
  return row ?? null;
}

export async function studentInScope(db: Db, id: string, scope: Scope) {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.id, id),
        scopeCondition(scope, {
          country: students.countryId,
          centre: students.centreId,
          ring: students.ringId,
          student: students.id,
        }),
      ),
    );
  return row ?? null;
}

/**
 * A month's messages per centre, channel and currency of their cost: count, failures and the
 * summed cost (costs in different currencies are never added together).
 */
export async function usageOf(db: Db, scope: Scope, from: string, to: string) {
  return db
    .select({
      centreId: outbox.centreId,
      centreName: centres.name,
      channel: outbox.channel,
      count: sql<number>`count(*)::int`,
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')::int`,
      costMicros: sql<string>`coalesce(sum(${outbox.costMicros}), 0)::text`,
      costCurrency: outbox.costCurrency,
    })
    .from(outbox)
    .leftJoin(centres, eq(centres.id, outbox.centreId))
    .where(
      and(
        isNotNull(outbox.event),
        gte(outbox.createdAt, from),
        lt(outbox.createdAt, to),
        scopeCondition(scope, { country: outbox.countryId, centre: outbox.centreId }),
      ),
    )
    .groupBy(outbox.centreId, centres.name, outbox.channel, outbox.costCurrency)
    .orderBy(centres.name, outbox.channel, outbox.costCurrency);
}

// ---- the daily digest -------------------------------------------------------------------------

/**
 * Guardians' messages waiting for their daily digest, oldest first per guardian, with their
 * country's time zone and their channel's quiet hours (none configured: null).
 */
export async function digestWaiting(db: Db) {
  return db
    .select({
      m: outbox,
      timeZone: countries.timeZone,
      quietFrom: messageChannels.quietFrom,
      quietTo: messageChannels.quietTo,
    })
    .from(outbox)
    .leftJoin(countries, eq(countries.id, outbox.countryId))
    .leftJoin(
      messageChannels,
      and(
        eq(messageChannels.countryId, outbox.countryId),
        eq(messageChannels.channel, outbox.channel),
        sql`${messageChannels.archivedAt} is null`,
      ),
    )
    .where(and(eq(outbox.status, 'digest'), isNotNull(outbox.guardianId)))
    .orderBy(outbox.guardianId, outbox.createdAt, outbox.id);
}

/**
 * A guardian's digest of the day, in one transaction: the combined message (nothing when the
 * day's digest exists already: its key is unique), the messages it carries marked `combined`
 * with an event naming it, and `after` (its sending job). Returns its id, or null.
 */
export async function insertDigest(
  db: Db,
  row: typeof outbox.$inferInsert,
  itemIds: string[],
  after: (tx: Db, id: string) => Promise<void>,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const created = await insertMessage(tx, row);
    if (!created) return null;
    const marked = await tx
      .update(outbox)
      .set({ status: 'combined', updatedAt: sql`now()` })
      .where(and(inArray(outbox.id, itemIds), eq(outbox.status, 'digest')))
      .returning({ id: outbox.id });
    for (const m of marked)
      await tx
        .insert(outboxEvents)
        .values({ outboxId: m.id, status: 'combined', detail: created.id });
    await after(tx, created.id);
    return created.id;
  });
}

// ---- the failure-rate alert ------------------------------------------------------------------

/**
 * How many of a country's channel's last `n` messages with an outcome since `since` (when its
 * provider was last configured: a new provider starts afresh) failed.
 */
export async function recentOutcomes(
  db: Db,
  countryId: string,
  channel: string,
  since: string,
  n: number,
) {
  const rows = await db
    .select({ status: outbox.status })
    .from(outbox)
    .where(
      and(
        eq(outbox.countryId, countryId),
        eq(outbox.channel, channel),
        inArray(outbox.status, ['sent', 'delivered', 'read', 'failed']),
        gte(outbox.updatedAt, since),
      ),
    )
    .orderBy(desc(outbox.updatedAt), desc(outbox.id))
    .limit(n);
  return { total: rows.length, failed: rows.filter((r) => r.status === 'failed').length };
}

/** Opens the channel's alert episode: true only for the one call that opened it. */
export async function openAlert(db: Db, channelId: string): Promise<boolean> {
  const rows = await db
    .update(messageChannels)
    .set({ alertOpenAt: sql`now()` })
    .where(and(eq(messageChannels.id, channelId), sql`${messageChannels.alertOpenAt} is null`))
    .returning({ id: messageChannels.id });
  return rows.length === 1;
}

/** Ends the channel's alert episode (the failures fell under the threshold). */
export async function closeAlert(db: Db, channelId: string): Promise<void> {
  await db
    .update(messageChannels)
    .set({ alertOpenAt: null })
    .where(and(eq(messageChannels.id, channelId), sql`${messageChannels.alertOpenAt} is not null`));
}

/**
 * The active users with a role given organisation-wide or in the country, with the role's
 * permissions (the caller keeps those who may configure the country's channels).
 */
export async function rolesInCountry(db: Db, countryId: string) {
  return db
    .select({ userId: roleAssignments.userId, permissions: roles.permissions })
    .from(roleAssignments)
    .innerJoin(roles, eq(roles.id, roleAssignments.roleId))
    .innerJoin(users, and(eq(users.id, roleAssignments.userId), eq(users.status, 'active')))
    .where(
      or(
        eq(roleAssignments.scopeLevel, 'organisation'),
        and(eq(roleAssignments.scopeLevel, 'country'), eq(roleAssignments.countryId, countryId)),
      ),
    );
}

// ---- payments due -----------------------------------------------------------------------------

/**
 * The students' fees still owed whose month has begun at `now` in their country's time zone
 * and is not over (a fee is due on the first day of its month), with no payment-due message
 * written for them yet: what the daily job tells the guardians about.
 */
export async function feesDue(db: Db, now: string) {
  const localMonth = sql`to_char(${now}::timestamptz at time zone ${countries.timeZone}, 'YYYY-MM')`;
  return db
    .select({
      id: studentCharges.id,
      studentId: studentCharges.studentId,
      month: studentCharges.month,
      owed: sql<number>`(${studentCharges.amount} - ${studentCharges.paid})::int`,
      currency: studentCharges.currency,
    })
    .from(studentCharges)
    .innerJoin(students, eq(students.id, studentCharges.studentId))
    .innerJoin(countries, eq(countries.id, students.countryId))
    .where(
      and(
        eq(studentCharges.kind, 'fee'),
        sql`${studentCharges.amount} > ${studentCharges.paid}`,
        sql`${studentCharges.month} = ${localMonth}`,
        sql`not exists (select 1 from ${outbox} where ${outbox.event} = 'payment-due'
          and ${outbox.studentId} = ${studentCharges.studentId}
          and ${outbox.dedupeKey} like 'payment-due:' || ${studentCharges.id}::text || ':%')`,
      ),
    )
    .orderBy(studentCharges.month, studentCharges.id);
}

/**
 * The pledges' instalments due today in their donation's country's time zone (docs/messages.md,
 * "Payment due"): still due, of an active pledge (not a one-off gift), whose donor consents to
 * messages, and not told yet (`payment-due:<instalment>:donor:<benefactor>`). With what the
 * message names: the sponsorship request's title, else the donation type's name.
 */
export async function instalmentsDue(db: Db, now: string) {
  const localDay = sql`(${now}::timestamptz at time zone ${countries.timeZone})::date`;
  return db
    .select({
      id: donationInstalments.id,
      dueOn: donationInstalments.dueOn,
      amount: donationInstalments.amount,
      currency: donationInstalments.currency,
      benefactorId: donations.benefactorId,
      countryId: donations.countryId,
      centreId: donations.centreId,
      requestTitle: sponsorshipRequests.title,
      typeAr: donationTypes.nameAr,
      typeEn: donationTypes.nameEn,
      typeFr: donationTypes.nameFr,
    })
    .from(donationInstalments)
    .innerJoin(donations, eq(donations.id, donationInstalments.donationId))
    .innerJoin(countries, eq(countries.id, donations.countryId))
    .innerJoin(donationTypes, eq(donationTypes.id, donations.typeId))
    .innerJoin(
      contactConsents,
      and(
        eq(contactConsents.recipientKind, 'donor'),
        eq(contactConsents.recipientId, donations.benefactorId),
        sql`${contactConsents.withdrawnAt} is null`,
      ),
    )
    .leftJoin(sponsorshipRequests, eq(sponsorshipRequests.id, donations.sponsorshipRequestId))
    .where(
      and(
        eq(donationInstalments.state, 'due'),
        eq(donations.state, 'active'),
        sql`${donations.frequency} <> 'once'`,
        sql`${donationInstalments.dueOn} = ${localDay}`,
        sql`not exists (select 1 from ${outbox} where ${outbox.dedupeKey} =
          'payment-due:' || ${donationInstalments.id}::text || ':donor:' || ${donations.benefactorId}::text)`,
      ),
    )
    .orderBy(donationInstalments.dueOn, donationInstalments.id);
}

/** A background job's unit of work: it acts for nobody, so it has no caller for `withWrites`. */
export function inJobTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

// ---- demo data --------------------------------------------------------------------------------

/**
 * The first active students whose guardian has a phone, with their places, those of
 * `firstCentreId` first (demo data).
 */
export async function demoRecipients(db: Db, limit: number, firstCentreId: string | null) {
  return db
    .select({
      studentId: students.id,
      studentName: students.fullName,
      countryId: students.countryId,
      centreId: students.centreId,
      centreName: centres.name,
      ringName: rings.name,
      guardianId: guardians.id,
      guardianName: guardians.fullName,
      phone: sql<string>`${guardians.phone}`,
    })
    .from(students)
    .innerJoin(guardians, eq(guardians.id, students.guardianId))
    .innerJoin(centres, eq(centres.id, students.centreId))
    .leftJoin(rings, eq(rings.id, students.ringId))
    .where(and(eq(students.status, 'active'), isNotNull(guardians.phone)))
    .orderBy(
      sql`case when ${students.centreId} = ${firstCentreId} then 0 else 1 end`,
      students.createdAt,
      students.id,
    )
    .limit(limit);
}

/**
 * A sponsor for the demo: the latest instalment still due (on or before `day`) of an active
 * pledge whose donor has a phone, with the donor and what it sponsors (demo data).
 */
export async function demoSponsorInstalment(db: Db, day: string) {
  const [row] = await db
    .select({
      id: donationInstalments.id,
      dueOn: donationInstalments.dueOn,
      amount: donationInstalments.amount,
      currency: donationInstalments.currency,
      benefactorId: benefactors.id,
      name: benefactors.fullName,
      phone: sql<string>`${benefactors.phone}`,
      countryId: donations.countryId,
      centreId: donations.centreId,
      requestTitle: sponsorshipRequests.title,
      typeAr: donationTypes.nameAr,
    })
    .from(donationInstalments)
    .innerJoin(donations, eq(donations.id, donationInstalments.donationId))
    .innerJoin(benefactors, eq(benefactors.id, donations.benefactorId))
    .innerJoin(donationTypes, eq(donationTypes.id, donations.typeId))
    .leftJoin(sponsorshipRequests, eq(sponsorshipRequests.id, donations.sponsorshipRequestId))
    .where(
      and(
        eq(donationInstalments.state, 'due'),
        eq(donations.state, 'active'),
        sql`${donations.frequency} <> 'once'`,
        sql`${donationInstalments.dueOn} <= ${day}`,
        isNotNull(benefactors.phone),
      ),
    )
    .orderBy(desc(donationInstalments.dueOn), donationInstalments.id)
    .limit(1);
  return row ?? null;
}

/** A demo message with the statuses it went through. */
export async function insertDemoMessage(
  db: Db,
  row: typeof outbox.$inferInsert,
  history: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(outbox)
      .values(row)
      .onConflictDoNothing({ target: outbox.dedupeKey })
      .returning({ id: outbox.id });
    if (!created) return;
    for (const status of history)
      await tx
        .insert(outboxEvents)
        .values({ outboxId: created.id, status, createdAt: row.createdAt });
  });
}
