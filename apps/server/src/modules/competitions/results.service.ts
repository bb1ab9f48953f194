import {
  aggregate,
  divergent,
  rank,
  RESULTS_FROZEN,
  type CompetitionResults,
  type RankInput,
  type ResultEntry,
} from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { holdsOver } from '../../workflow/index.ts';
import {
  acceptedIn,
  categoriesOf,
  judgesOf,
  nominationsWhere,
  recusedNominations,
  sheetsOfCategory,
  type CompetitionDbRow,
  type NominationJoined,
} from './competitions.repository.ts';

export interface ComputedEntry {
  nomination: NominationJoined;
  score: number | null;
  rank: number | null;
  tied: boolean;
  divergent: boolean;
  missingSheets: number;
  /** Judges whose sheet is not yet submitted for this contestant (user ids). */
  waitingOn: string[];
  judges: Array<{ userId: string; judge: string; total: number; criteria: Record<string, number> }>;
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);

/**
 * The ranking of every category of a competition, computed from the submitted sheets: each
 * contestant's expected judges (the panel, less those recused for them), the sheets still
 * missing, open corrections, divergences the head judge has not resolved, the score by the
 * competition's aggregation and the rank by its tie-breaks.
 */
export async function computeResults(db: Db, c: CompetitionDbRow) {
  const categories = await categoriesOf(db, c.id);
  const judges = await judgesOf(db, c.id);
  const byNomination = new Map<string, ComputedEntry>();
  const out: Array<{ id: string; name: string; entries: ComputedEntry[] }> = [];
  let missingSheets = 0;
  let openCorrections = 0;
  let openDivergences = 0;
  for (const k of categories) {
    const nominations = await nominationsWhere(db, acceptedIn(k.id));
    const panel = judges.filter((j) => j.categoryId === k.id);
    const facts = nominations.map((n) => ({
      id: n.n.id,
      ringId: n.n.ringId,
      centreId: n.n.centreId,
      guardianId: n.guardianId,
    }));
    const recused = new Map<string, Set<string>>();
    for (const j of panel) recused.set(j.userId, await recusedNominations(db, j.userId, facts));
    const sheets = await sheetsOfCategory(db, k.id);
    const entries: ComputedEntry[] = [];
    const inputs: RankInput[] = [];
    for (const n of nominations) {
      const expected = panel.filter((j) => !recused.get(j.userId)!.has(n.n.id));
      const done = sheets.filter(
        (s) =>
          s.s.nominationId === n.n.id &&
          s.s.state !== 'draft' &&
          expected.some((j) => j.userId === s.s.judgeUserId),
      );
      openCorrections += done.filter((s) => s.s.state === 'correction').length;
      const waitingOn = expected
        .filter((j) => !done.some((s) => s.s.judgeUserId === j.userId))
        .map((j) => j.userId);
      missingSheets += waitingOn.length;
      const totals = done.map((s) => s.s.total ?? 0);
      const isDivergent = divergent(totals, c.divergenceMargin);
      if (isDivergent && !n.n.divergenceNote) openDivergences++;
      const score = totals.length ? aggregate(totals, c.aggregation) : null;
      const entry: ComputedEntry = {
        nomination: n,
        score,
        rank: null,
        tied: false,
        divergent: isDivergent,
        missingSheets: waitingOn.length,
        waitingOn,
        judges: done.map((s) => ({
          userId: s.s.judgeUserId,
          judge: s.judge,
          total: s.s.total ?? 0,
          criteria: s.s.criteria,
        })),
      };
      entries.push(entry);
      byNomination.set(n.n.id, entry);
      if (score !== null)
        inputs.push({
          id: n.n.id,
          score,
          memorisationMistakes: mean(done.map((s) => s.s.memorisationMistakes)),
          tajweed: mean(done.map((s) => s.s.criteria.tajweed ?? 0)),
          birthDate: n.birthDate,
          headDecision: n.n.tieOrder,
        });
    }
    for (const r of rank(inputs, c.tieBreaks)) {
      const e = byNomination.get(r.id)!;
      e.rank = r.rank;
      e.tied = r.tied;
    }
    entries.sort(
      (a, b) =>
        (a.rank ?? Infinity) - (b.rank ?? Infinity) ||
        (a.nomination.n.drawNumber ?? Infinity) - (b.nomination.n.drawNumber ?? Infinity) ||
        (a.nomination.n.id < b.nomination.n.id ? -1 : 1),
    );
    out.push({ id: k.id, name: k.name, entries });
  }
  return { categories: out, byNomination, missingSheets, openCorrections, openDivergences };
}

/**
 * The results as the caller may see them: published results to whoever reads competitions;
 * approved and provisional ones to those who run or approve the competition. The judges' marks
 * appear once approved; before, a judge who sits on a panel and has not submitted their own
 * sheet for a contestant does not see that contestant's score (blind judging).
 */
export async function readResults(
  ctx: AppContext,
  caller: Caller,
  c: CompetitionDbRow,
): Promise<CompetitionResults> {
  const place = { countryId: c.countryId, centreId: c.centreId };
  const runs =
    holdsOver(caller, 'competitions:update', place) ||
    holdsOver(caller, 'competitions:approve', place);
  if (c.state !== 'published' && c.state !== 'archived' && !runs) throw forbidden();
  const frozen = RESULTS_FROZEN.includes(c.state);
  const computed = await computeResults(ctx.db, c);
  const me = caller.access.userId;
  return {
    competitionId: c.id,
    name: c.name,
    season: c.season,
    state: c.state,
    frozen,
    currency: c.currency,
    categories: computed.categories.map((k) => ({
      id: k.id,
      name: k.name,
      entries: k.entries
        .map((e): ResultEntry => {
          const blind = !frozen && e.waitingOn.includes(me);
          const n = e.nomination.n;
          return {
            nominationId: n.id,
            rank: frozen ? n.rank : blind ? null : e.rank,
            tied: frozen ? n.tied : e.tied,
            drawNumber: n.drawNumber,
            studentName: e.nomination.studentName,
            centreName: e.nomination.centreName,
            score: frozen ? n.score : blind ? null : e.score,
            judges: frozen
              ? e.judges.map(({ judge, total, criteria }) => ({ judge, total, criteria }))
              : [],
            divergent: blind ? false : e.divergent,
            missingSheets: e.missingSheets,
            certificateSerial: n.certificateSerial,
            rewardId: n.rewardId,
            prize: frozen && n.rank !== null ? (c.prizes[n.rank - 1] ?? null) : null,
          };
        })
        .sort(
          (a, b) =>
            (a.rank ?? Infinity) - (b.rank ?? Infinity) ||
            (a.drawNumber ?? Infinity) - (b.drawNumber ?? Infinity) ||
            (a.nominationId < b.nominationId ? -1 : 1),
        ),
    })),
  };
}
