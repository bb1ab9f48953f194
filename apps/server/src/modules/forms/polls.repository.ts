import {
  formQuestions,
  pageOffset,
  tokenize,
  type FormAnswers,
  type FormDefinition,
  type LocaleCode,
  type PollAnswerListQuery,
  type PollListQuery,
  type PollLogQuery,
} from '@qc/domain';
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import { centres, countries, formVersions, pollAnswers, polls } from '../../db/schema/index.ts';
import { defineOwnedTable } from '../../workflow/index.ts';

/**
 * The only code of polls that speaks Drizzle (docs/polls.md): polls, their answers, and the
 * reads of lists, the log, the summary and the export, each with the scope in the query.
 */
export type PollRow = typeof polls.$inferSelect;
export type PollAnswerRowDb = typeof pollAnswers.$inferSelect;

const words = (column: typeof polls.search | typeof pollAnswers.search, q: string | undefined) =>
  (q ? tokenize(q) : []).map((w) => sql`(' ' || ${column}) like ${`% ${w}%`}`);

const pollPlace = { country: polls.countryId, centre: polls.centreId };

/** Polls visible in a scope (a poll of the organisation: organisation-wide scopes only). */
export const pollsInScope = (scope: Scope) => scopeCondition(scope, pollPlace);

/** The polls a caller may change with a permission's scope: in it and not archived. */
export const pollsWritable = (scope: Scope): SQL =>
  and(pollsInScope(scope), isNull(polls.archivedAt)) as SQL;

/** The removed (archived) polls of a permission's scope: those a restore may bring back. */
export const pollsRemoved = (scope: Scope): SQL =>
  and(pollsInScope(scope), isNotNull(polls.archivedAt)) as SQL;

/** Words to find an answer by: its texts and its choices' labels (at most 4000 characters). */
export function answerWords(def: FormDefinition, answers: FormAnswers): string {
  const parts: string[] = [];
  for (const q of formQuestions(def)) {
    const a = answers[q.id];
    if (!a) continue;
    if (a.text) parts.push(a.text);
    for (const c of a.choices ?? []) parts.push(q.options?.find((o) => o.id === c)?.label ?? '');
  }
  return parts.join(' ').slice(0, 4000);
}

/**
 * The polls table, bound once to the workflow kit: creating, editing, publishing, closing and
 * archiving go through it (POLL_LIFECYCLE), which writes the version, the search text (title and
 * description), the audit entry (resource `forms`, named after the action) and, after the
 * commit, the change event `forms` (the screens' query keys; read with `forms:read`).
 */
export const pollsTable = defineOwnedTable({
  name: 'forms',
  table: polls,
  scopeColumns: pollPlace,
  scopeOf: (p) => ({ countryId: p.countryId, centreId: p.centreId }),
  searchWords: (_tx, p) => `${p.title} ${p.description ?? ''}`,
  stateColumn: 'status',
});

/**
 * A poll's answers, bound to the workflow kit: a visitor's answer is inserted through it, found
 * by its texts and choices' labels (read from the form version it was given on), audited as
 * `poll-answers` without the answers, the contact or the respondent (personal and large: they
 * stay on the row, not in the append-only log), and announced as a change of `forms`.
 */
export const pollAnswersTable = defineOwnedTable({
  name: 'forms',
  auditResource: 'poll-answers',
  table: pollAnswers,
  scopeColumns: { country: pollAnswers.countryId, centre: pollAnswers.centreId },
  scopeOf: (a) => ({ countryId: a.countryId ?? null, centreId: a.centreId ?? null }),
  searchWords: async (tx, a) => {
    const [v] = await tx
      .select({ definition: formVersions.definition })
      .from(formVersions)
      .where(eq(formVersions.id, a.formVersionId));
    return v ? answerWords(v.definition, a.answers ?? {}) : '';
  },
  auditOmits: ['answers', 'contact', 'respondent'],
});

const answersInScope = (scope: Scope) =>
  scopeCondition(scope, { country: pollAnswers.countryId, centre: pollAnswers.centreId });

/** The name of a place in a locale: the centre's, else the country's, else none. */
export function placeNameOf(
  locale: LocaleCode,
  x: {
    centreName: string | null;
    countryAr: string | null;
    countryEn: string | null;
    countryFr: string | null;
  },
): string | null {
  if (x.centreName) return x.centreName;
  const country = locale === 'ar' ? x.countryAr : locale === 'fr' ? x.countryFr : x.countryEn;
  return country ?? null;
}

const placeColumns = {
  centreName: centres.name,
  countryAr: countries.nameAr,
  countryEn: countries.nameEn,
  countryFr: countries.nameFr,
};

const answerCount =
  sql<number>`(select count(*) from ${pollAnswers} where ${pollAnswers.pollId} = ${polls.id})`.mapWith(
    Number,
  );

function pollSelect(db: Db) {
  return db
    .select({ p: polls, answers: answerCount, ...placeColumns })
    .from(polls)
    .leftJoin(centres, eq(centres.id, polls.centreId))
    .leftJoin(countries, eq(countries.id, polls.countryId));
}

export type PollWithPlace = Awaited<ReturnType<typeof findPoll>>;

/** One poll (not archived) with its answer count and place names. */
export async function findPoll(db: Db, id: string) {
  const [row] = await pollSelect(db)
    .where(and(eq(polls.id, id), isNull(polls.archivedAt)))
    .limit(1);
  return row ?? null;
}

/** A country (not archived) by id. */
export async function findCountry(db: Db, id: string) {
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(and(eq(countries.id, id), isNull(countries.archivedAt)));
  return row ?? null;
}

/** One poll locked for a change (serialises the answers of one link, so a limit holds). */
export async function lockPoll(tx: Db, id: string): Promise<PollRow | null> {
  const [row] = await tx
    .select()
    .from(polls)
    .where(and(eq(polls.id, id), isNull(polls.archivedAt)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** A poll as the demo seed loads it (the services write through `pollsTable`). */
export async function insertPoll(tx: Db, values: typeof polls.$inferInsert): Promise<PollRow> {
  const [row] = await tx.insert(polls).values(values).returning();
  return row!;
}

/** A page of polls in a scope, newest first. */
export async function listPolls(db: Db, scope: Scope, f: PollListQuery) {
  const where = and(
    f.removed ? isNotNull(polls.archivedAt) : isNull(polls.archivedAt),
    pollsInScope(scope),
    f.status ? eq(polls.status, f.status) : undefined,
    f.kind ? eq(polls.kind, f.kind) : undefined,
    f.centreId ? eq(polls.centreId, f.centreId) : undefined,
    ...words(polls.search, f.q),
  );
  const [items, [total]] = await Promise.all([
    pollSelect(db)
      .where(where)
      .orderBy(desc(polls.createdAt), asc(polls.id))
      .limit(f.pageSize)
      .offset(pageOffset(f)),
    db.select({ n: count() }).from(polls).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

export async function countAnswers(db: Db, pollId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pollAnswers)
    .where(eq(pollAnswers.pollId, pollId));
  return Number(row?.n ?? 0);
}

export async function contactTaken(db: Db, pollId: string, contact: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pollAnswers.id })
    .from(pollAnswers)
    .where(and(eq(pollAnswers.pollId, pollId), eq(pollAnswers.contact, contact)))
    .limit(1);
  return !!row;
}

/** An answer as the demo seed loads it (the services write through `pollAnswersTable`). */
export async function insertAnswer(
  tx: Db,
  values: typeof pollAnswers.$inferInsert,
): Promise<PollAnswerRowDb> {
  const [row] = await tx.insert(pollAnswers).values(values).returning();
  return row!;
}

/** The filters of answers: a poll's list, or the log across polls. */
export type AnswerFilter = Omit<PollAnswerListQuery, 'page' | 'pageSize'> & {
  pollId?: string | undefined;
};

function answerWhere(scope: Scope, f: AnswerFilter): SQL | undefined {
  return and(
    answersInScope(scope),
    isNull(polls.archivedAt),
    f.pollId ? eq(pollAnswers.pollId, f.pollId) : undefined,
    f.from ? gte(pollAnswers.submittedAt, `${f.from}T00:00:00Z`) : undefined,
    f.to ? lt(pollAnswers.submittedAt, sql`(${f.to}::date + 1)::timestamptz`) : undefined,
    ...words(pollAnswers.search, f.q),
  );
}

function answerSelect(db: Db) {
  return db
    .select({
      a: {
        id: pollAnswers.id,
        pollId: pollAnswers.pollId,
        respondent: pollAnswers.respondent,
        contact: pollAnswers.contact,
        submittedAt: pollAnswers.submittedAt,
        formVersionId: pollAnswers.formVersionId,
      },
      pollTitle: polls.title,
      formVersion: formVersions.version,
      ...placeColumns,
    })
    .from(pollAnswers)
    .innerJoin(polls, eq(polls.id, pollAnswers.pollId))
    .innerJoin(formVersions, eq(formVersions.id, pollAnswers.formVersionId))
    .leftJoin(centres, eq(centres.id, pollAnswers.centreId))
    .leftJoin(countries, eq(countries.id, pollAnswers.countryId));
}

export type AnswerListRow = Awaited<ReturnType<typeof listAnswers>>['items'][number];

/** A page of answers in a scope, newest first. */
export async function listAnswers(
  db: Db,
  scope: Scope,
  f: AnswerFilter & { page: number; pageSize: number },
) {
  const where = answerWhere(scope, f);
  const [items, [total]] = await Promise.all([
    answerSelect(db)
      .where(where)
      .orderBy(desc(pollAnswers.submittedAt), asc(pollAnswers.id))
      .limit(f.pageSize)
      .offset(pageOffset(f)),
    db
      .select({ n: count() })
      .from(pollAnswers)
      .innerJoin(polls, eq(polls.id, pollAnswers.pollId))
      .where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/** The log: the same page across polls. */
export function listLog(db: Db, scope: Scope, f: PollLogQuery) {
  return listAnswers(db, scope, f);
}

/** One answer of a poll with its form version's definition. */
export async function findAnswer(db: Db, scope: Scope, pollId: string, answerId: string) {
  const [row] = await answerSelect(db)
    .where(and(answerWhere(scope, { pollId }), eq(pollAnswers.id, answerId)))
    .limit(1);
  if (!row) return null;
  const [full] = await db
    .select({ answers: pollAnswers.answers, definition: formVersions.definition })
    .from(pollAnswers)
    .innerJoin(formVersions, eq(formVersions.id, pollAnswers.formVersionId))
    .where(eq(pollAnswers.id, answerId));
  return { ...row, answers: full!.answers, definition: full!.definition };
}

/**
 * Every matching answer of a poll (the summary and the export count over all of them, not
 * a page), oldest first, in batches so a large poll is not held twice in memory.
 */
export async function* allAnswers(
  db: Db,
  scope: Scope,
  f: AnswerFilter,
): AsyncGenerator<{
  id: string;
  answers: FormAnswers;
  respondent: string | null;
  contact: string | null;
  submittedAt: string;
  formVersionId: string;
  formVersion: number;
}> {
  const where = answerWhere(scope, f);
  const batch = 500;
  for (let offset = 0; ; offset += batch) {
    const rows = await db
      .select({
        id: pollAnswers.id,
        answers: pollAnswers.answers,
        respondent: pollAnswers.respondent,
        contact: pollAnswers.contact,
        submittedAt: pollAnswers.submittedAt,
        formVersionId: pollAnswers.formVersionId,
        formVersion: formVersions.version,
      })
      .from(pollAnswers)
      .innerJoin(polls, eq(polls.id, pollAnswers.pollId))
      .innerJoin(formVersions, eq(formVersions.id, pollAnswers.formVersionId))
      .where(where)
      .orderBy(asc(pollAnswers.submittedAt), asc(pollAnswers.id))
      .limit(batch)
      .offset(offset);
    yield* rows;
    if (rows.length < batch) return;
  }
}

/** The versions of a form family, oldest first (the export's columns span them). */
export async function familyVersions(db: Db, familyId: string) {
  return db
    .select()
    .from(formVersions)
    .where(eq(formVersions.familyId, familyId))
    .orderBy(asc(formVersions.version));
}
