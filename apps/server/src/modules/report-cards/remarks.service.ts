import {
  REMARK_LIFECYCLE,
  remarkActionInput,
  remarkInput,
  remarkListQuery,
  type RemarkAction,
  type RemarkRow,
  type RemarkView,
} from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { conflict, notFound, parseInput } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import {
  createIn,
  holdsOver,
  lockOwned,
  runTransition,
  updateOwned,
} from '../../workflow/index.ts';
import {
  cardStudentInScope,
  remarkOf,
  remarkScopeColumns,
  remarksTable,
  ringInScope,
  ringRemarks,
  type RemarkRowDb,
} from './report-cards.repository.ts';
import { scopeCondition } from '../../access/scope-condition.ts';

/**
 * The teacher's remark on a student's term (comment and conduct): recorded and corrected as a
 * draft by whoever may write remarks for the student (their teacher, a manager), approved by a
 * manager (`report-cards:approve`), reopened with a reason. Only approved remarks go on cards.
 */

function actionsOf(caller: Caller, r: RemarkRowDb): RemarkAction[] {
  const place = {
    countryId: r.countryId,
    centreId: r.centreId,
    ringId: r.ringId,
    studentId: r.studentId,
  };
  return (['approve', 'reopen'] as const).filter(
    (a) =>
      REMARK_LIFECYCLE.can(r.state, a) &&
      holdsOver(caller, REMARK_LIFECYCLE.actions[a].permission, place),
  );
}

function remarkView(caller: Caller, r: RemarkRowDb, approvedBy: string | null): RemarkView {
  return {
    id: r.id,
    comment: r.comment,
    conduct: r.conduct,
    state: r.state,
    version: r.version,
    approvedBy,
    actions: actionsOf(caller, r),
  };
}

/** A ring's active students with their remark for a term (404 for a ring outside the scope). */
export async function listRemarks(
  ctx: AppContext,
  caller: Caller,
  query: unknown,
): Promise<RemarkRow[]> {
  const q = parseInput(remarkListQuery, query);
  const scope = caller.access.scopeFor('report-card-remarks:read');
  const ring = await ringInScope(ctx.db, q.ringId, scope);
  if (!ring) throw notFound('reportCards.errors.ringNotFound');
  // A whole ring (tens of students) at once: the screen shows it as one sheet, not pages.
  const rows = await ringRemarks(ctx.db, ring.id, q.from, q.to);
  return rows.map((r) => ({
    studentId: r.studentId,
    studentName: r.studentName,
    remark: r.remark ? remarkView(caller, r.remark, r.approvedBy) : null,
    cards: Number(r.cards),
  }));
}

/** Records a student's remark for a term, or corrects it while it is a draft. */
export async function saveRemark(ctx: AppContext, caller: Caller, body: unknown) {
  const input = parseInput(remarkInput, body);
  const read = caller.access.scopeFor('report-card-remarks:read');
  const student = await cardStudentInScope(ctx.db, input.studentId, read);
  if (!student) throw notFound('reportCards.errors.studentNotFound');
  const row = await withWrites(ctx, caller, async (w) => {
    const existing = await remarkOf(w.tx, student.id, input.from, input.to);
    if (!existing)
      return createIn(w, {
        binding: remarksTable,
        lifecycle: REMARK_LIFECYCLE,
        action: 'record',
        values: {
          countryId: student.countryId,
          centreId: student.centreId,
          ringId: student.ringId,
          studentId: student.id,
          termFrom: input.from,
          termTo: input.to,
          comment: input.comment,
          conduct: input.conduct,
          writtenBy: caller.access.userId,
        },
      });
    const locked = await lockOwned(
      w,
      remarksTable,
      existing.id,
      scopeCondition(read, remarkScopeColumns),
    );
    if (locked.state !== 'draft') throw conflict('reportCards.errors.remarkApproved');
    return updateOwned(
      w,
      remarksTable,
      locked,
      { comment: input.comment, conduct: input.conduct, writtenBy: caller.access.userId },
      {
        permission: 'report-card-remarks:update',
        ...(input.version === undefined ? {} : { expectedVersion: input.version }),
      },
    );
  });
  return remarkView(caller, row, null);
}

/** Approves a draft remark or reopens an approved one (with a reason). */
export async function remarkAction(
  ctx: AppContext,
  caller: Caller,
  id: string,
  action: string,
  body: unknown,
) {
  if (action !== 'approve' && action !== 'reopen') throw notFound();
  const input = parseInput(remarkActionInput, body);
  const row = await runTransition(ctx, caller, {
    binding: remarksTable,
    lifecycle: REMARK_LIFECYCLE,
    action,
    id,
    work: async () =>
      action === 'approve'
        ? {
            to: 'approved' as const,
            changes: { approvedBy: caller.access.userId, approvedAt: new Date().toISOString() },
          }
        : {
            to: 'draft' as const,
            changes: { approvedBy: null, approvedAt: null },
            reason: input.reason ?? null,
          },
  });
  return remarkView(caller, row, null);
}
