import { LADDER_CRITERIA_FIELDS, type LadderCriteria } from '@qc/domain';
import { isDeepStrictEqual } from 'node:util';
import { registerResourceHooks } from '../../resources/resource-hooks.ts';
import { insertCriteriaVersion } from './ladder.repository.ts';

/**
 * A grade's criteria are versioned: creating a grade keeps version 1; changing any criterion
 * raises `criteriaVersion` and keeps the new criteria as that version, in the same transaction
 * (a change of name, rank or pay is not a new version). Eligibility verdicts and promotions name
 * the version they were judged against.
 */
export function installLadderHooks(): void {
  registerResourceHooks('ladder-grades', {
    beforeWrite({ action, before, values }) {
      if (action !== 'update' || !before) return;
      const changed = LADDER_CRITERIA_FIELDS.some(
        (f) => f in values && !isDeepStrictEqual(values[f] ?? null, before[f] ?? null),
      );
      if (changed) values.criteriaVersion = Number(before.criteriaVersion ?? 1) + 1;
    },
    async afterWrite({ tx, action, before, after, request }) {
      if (action === 'restore') return;
      if (action === 'update' && Number(after.criteriaVersion) === Number(before?.criteriaVersion))
        return;
      const criteria = Object.fromEntries(
        LADDER_CRITERIA_FIELDS.map((f) => [f, after[f]]),
      ) as unknown as LadderCriteria;
      await insertCriteriaVersion(tx, {
        gradeId: String(after.id),
        version: Number(after.criteriaVersion ?? 1),
        criteria,
        createdBy: request.access?.userId ?? null,
      });
    },
  });
}
