import { createHash } from 'node:crypto';
import {
  entryProblems,
  holdsMoney,
  permits,
  searchKey,
  SYSTEM_ACCOUNTS,
  voucherInputSchema,
  voucherLines,
  voucherTotal,
  type VoucherDetail,
  type VoucherInput,
  type VoucherKind,
  type VoucherListQuery,
} from '@qc/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { recordInScope } from '../../access/scope-condition.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { Db } from '../../db/client.ts';
import { announceChange, LEDGER_SCREENS, type ScreenTopic } from '../../realtime/announce.ts';
import {
  financeApprovalThresholds,
  financeRecipients,
  financeVouchers,
  roleAssignments,
  roles,
} from '../../db/schema/index.ts';
import { allocateSerial, registerIssuedDocument } from '../../documents/index.ts';
import { AppError, badRequest, conflict, notFound, parseInput } from '../../http/errors.ts';
import { accountByCode, moneyText, postEntry, reverseEntry } from '../../ledger/index.ts';
import { loadAccounts, loadFunds } from '../../ledger/ledger.repository.ts';
import { signedFileUrl } from '../../resources/file-links.ts';
import { claimFiles, insertFile } from '../../resources/files.repository.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { centreCondition } from './finance-scope.ts';
import {
  insertVoucher,
  listVouchers,
  nameOf,
  namesOf,
  updateVoucher,
  voucherById,
  voucherSummaryRow,
  type VoucherRow,
} from './vouchers.repository.ts';

/** Each kind of voucher is numbered in its own series: RV-2026-000012. */
export const VOUCHER_SERIES: Record<VoucherKind, string> = {
  receipt: 'RV',
  payment: 'PV',
  transfer: 'TV',
  exchange: 'XV',
  reallocation: 'FV',
};

/** The vouchers list and record (query keys `['finance', …]`), read with `vouchers:read`. */
export const VOUCHER_SCREENS: ScreenTopic = { resource: 'finance', readers: ['vouchers'] };

/** After the commit: a voucher changed; a posted or reversed one changed the ledger too. */
function announceVoucher(ctx: AppContext, v: VoucherRow, action: string, ledger = false) {
  announceChange(ctx.events, ledger ? [VOUCHER_SCREENS, LEDGER_SCREENS] : VOUCHER_SCREENS, {
    id: v.id,
    action,
    scope: v,
  });
}

const inScope = (
  caller: Caller,
  permission: string,
  v: Pick<VoucherRow, 'countryId' | 'centreId'>,
) => recordInScope(caller.access.scopeFor(permission), v);

/**
 * How a reallocation is stored: the fund giving the money in `fund_id`, the fund receiving it
 * as the voucher's one line (the box, the receiving fund, the amount).
 */
const reallocationTarget = (v: Pick<VoucherRow, 'kind' | 'lines'>) =>
  v.kind === 'reallocation' ? (v.lines[0]?.fundId ?? null) : null;

/** The voucher as it was drafted, in the shape the ledger rules read. */
export function inputOf(v: VoucherRow): VoucherInput {
  const reallocation = v.kind === 'reallocation';
  return {
    kind: v.kind as VoucherKind,
    voucherDate: v.voucherDate,
    boxId: v.boxId,
    currency: v.currency,
    lines: reallocation ? [] : v.lines,
    toBoxId: v.toBoxId,
    fundId: v.fundId,
    toFundId: reallocationTarget(v),
    amount: v.kind === 'receipt' || v.kind === 'payment' ? null : v.amount,
    toCurrency: v.toCurrency,
    toAmount: v.toAmount,
    recipientId: v.recipientId,
    party: v.party,
    memo: v.memo,
  };
}

/**
 * Checks a voucher against the ledger's rules before it is saved, so a draft that could never
 * be posted (zakat paying rent, an income line in a payment, a wrong currency) is refused at
 * once; only what depends on the day of posting (the box's balance, a closed month) waits.
 */
async function checkVoucher(tx: Db, caller: Caller, v: VoucherInput) {
  const accounts = await loadAccounts(tx, [v.boxId, ...(v.toBoxId ? [v.toBoxId] : [])]);
  const source = accounts.get(v.boxId);
  if (!source || !holdsMoney(source.role) || !source.active)
    throw new AppError(400, 'errors.validation', undefined, {
      boxId: { code: 'finance.errors.notABox' },
    });
  if (!recordInScope(caller.access.scopeFor('vouchers:create'), source))
    throw new AppError(403, 'finance.errors.outOfScope', { account: source.name[caller.locale] });
  if (source.currency !== v.currency)
    throw new AppError(400, 'errors.validation', undefined, {
      currency: { code: 'finance.errors.boxCurrency', params: { currency: source.currency ?? '' } },
    });
  if (v.toBoxId) {
    const target = accounts.get(v.toBoxId);
    if (!target || !holdsMoney(target.role) || !target.active)
      throw new AppError(400, 'errors.validation', undefined, {
        toBoxId: { code: 'finance.errors.notABox' },
      });
    const wanted = v.kind === 'exchange' ? v.toCurrency : v.currency;
    if (target.currency !== wanted)
      throw new AppError(400, 'errors.validation', undefined, {
        toBoxId: {
          code: 'finance.errors.boxCurrency',
          params: { currency: target.currency ?? '' },
        },
      });
  }
  // Receipts credit income, payments debit expenses (or a receivable, a payable).
  if (v.kind === 'receipt' || v.kind === 'payment') {
    const categories = await loadAccounts(
      tx,
      v.lines.map((l) => l.accountId),
    );
    v.lines.forEach((l, i) => {
      const a = categories.get(l.accountId);
      const ok =
        a &&
        !holdsMoney(a.role) &&
        (v.kind === 'receipt' ? a.kind !== 'expense' : a.kind !== 'income');
      if (!ok)
        throw new AppError(400, 'errors.validation', undefined, {
          [`lines.${i}.accountId`]: { code: 'finance.errors.wrongCategory' },
        });
    });
  }
  if (v.recipientId) {
    const [r] = await tx
      .select({ id: financeRecipients.id })
      .from(financeRecipients)
      .where(eq(financeRecipients.id, v.recipientId));
    if (!r) throw notFound();
  }
  const exchange = await accountByCode(tx, SYSTEM_ACCOUNTS.exchange);
  const lines = voucherLines(v, exchange?.id ?? '');
  const ids = [...new Set(lines.map((l) => l.accountId))];
  const funds = await loadFunds(tx, [...new Set(lines.map((l) => l.fundId))]);
  // A reallocation is checked as it will post (with an approval); who approves comes later.
  const reallocation =
    v.kind === 'reallocation' ? { approvedBy: caller.access.userId, reason: v.memo } : null;
  const problems = entryProblems({ lines, reallocation }, await loadAccounts(tx, ids), funds);
  if (problems[0]) {
    const fund = [...funds.values()].find((f) => f.code === problems[0]!.params?.fund);
    const params = fund
      ? { ...problems[0].params, fund: fund.name[caller.locale] }
      : problems[0].params;
    throw badRequest(problems[0].code, params);
  }
  return { source, lines };
}

function searchOf(serial: string | null, v: VoucherInput, recipient?: string | null) {
  return searchKey([serial ?? '', v.party ?? '', recipient ?? '', v.memo].join(' '));
}

/** Drafts a voucher: checked against the ledger's rules, numbered, audited; nothing posted yet. */
export async function createVoucher(ctx: AppContext, caller: Caller, raw: unknown) {
  const v = parseInput(voucherInputSchema, raw);
  const created = await ctx.db.transaction(async (tx) => {
    const { source } = await checkVoucher(tx, caller, v);
    const serial = await allocateSerial(
      tx,
      VOUCHER_SERIES[v.kind],
      new Date(`${v.voucherDate}T12:00:00Z`),
    );
    const row = await insertVoucher(tx, {
      serial,
      kind: v.kind,
      state: 'draft',
      voucherDate: v.voucherDate,
      countryId: source.countryId!,
      centreId: source.centreId!,
      boxId: v.boxId,
      toBoxId: v.toBoxId ?? null,
      currency: v.currency,
      amount: voucherTotal(v),
      fundId: v.fundId ?? null,
      toCurrency: v.toCurrency ?? null,
      toAmount: v.toAmount ?? null,
      lines:
        v.kind === 'reallocation'
          ? [{ accountId: v.boxId, fundId: v.toFundId!, amount: v.amount!, memo: null }]
          : v.lines.map((l) => ({ ...l, memo: l.memo ?? null })),
      recipientId: v.recipientId ?? null,
      party: v.party ?? null,
      memo: v.memo,
      createdBy: caller.access.userId,
      search: searchOf(serial, v),
    });
    await recordAudit(
      tx,
      {
        action: 'create',
        resource: 'vouchers',
        recordId: row.id,
        newValues: { serial, kind: v.kind, amount: row.amount, currency: v.currency },
      },
      caller.request,
    );
    return row;
  });
  announceVoucher(ctx, created, 'created');
  return created;
}

/**
 * The largest amount the caller may approve in a currency: over their roles that grant
 * `vouchers:approve`, the highest limit; a role without a limit row approves any amount.
 */
export async function approvalLimit(db: Db, userId: string, currency: string): Promise<number> {
  const held = await db
    .select({ code: roles.code, permissions: roles.permissions })
    .from(roleAssignments)
    .innerJoin(roles, eq(roles.id, roleAssignments.roleId))
    .where(eq(roleAssignments.userId, userId));
  const approving = [
    ...new Set(held.filter((r) => permits(r.permissions, 'vouchers:approve')).map((r) => r.code)),
  ];
  if (approving.length === 0) return Number.POSITIVE_INFINITY;
  const limits = await db
    .select()
    .from(financeApprovalThresholds)
    .where(
      and(
        inArray(financeApprovalThresholds.roleCode, approving),
        eq(financeApprovalThresholds.currency, currency),
      ),
    );
  // Several rows for one role and currency: the lowest counts.
  const byRole = new Map<string, number>();
  for (const l of limits.filter((x) => !x.archivedAt))
    byRole.set(
      l.roleCode,
      Math.min(byRole.get(l.roleCode) ?? Number.POSITIVE_INFINITY, l.maxAmount),
    );
  return Math.max(...approving.map((code) => byRole.get(code) ?? Number.POSITIVE_INFINITY));
}

async function lockInScope(tx: Db, caller: Caller, permission: string, id: string) {
  const v = await voucherById(tx, id, { forUpdate: true });
  if (!v || !inScope(caller, permission, v)) throw notFound();
  return v;
}

/** Approves a draft: never by who drafted it, and within the approver's amount limit. */
export async function approveVoucher(ctx: AppContext, caller: Caller, id: string) {
  const approved = await ctx.db.transaction(async (tx) => {
    const v = await lockInScope(tx, caller, 'vouchers:approve', id);
    if (v.state !== 'draft') throw conflict('finance.errors.notDraft');
    if (v.createdBy === caller.access.userId)
      throw new AppError(403, 'finance.errors.selfApproval');
    const limit = await approvalLimit(tx, caller.access.userId, v.currency);
    if (v.amount > limit)
      throw new AppError(403, 'finance.errors.overLimit', {
        limit: moneyText(limit, v.currency, caller.locale, caller.digits),
        currency: v.currency,
      });
    const row = await updateVoucher(tx, id, {
      state: 'approved',
      approvedBy: caller.access.userId,
      approvedAt: new Date().toISOString(),
    });
    await recordAudit(
      tx,
      { action: 'approve', resource: 'vouchers', recordId: id, newValues: { state: 'approved' } },
      caller.request,
    );
    return row;
  });
  announceVoucher(ctx, approved, 'approved');
  return approved;
}

/** Posts an approved voucher: its journal entry (once, whatever retries) and its register entry. */
export async function postVoucher(ctx: AppContext, caller: Caller, id: string) {
  const posted = await ctx.db.transaction(async (tx) => {
    const v = await lockInScope(tx, caller, 'vouchers:post', id);
    if (v.state !== 'approved') throw conflict('finance.errors.notApproved');
    const exchange = await accountByCode(tx, SYSTEM_ACCOUNTS.exchange);
    const entry = await postEntry(
      tx,
      caller,
      {
        entryDate: v.voucherDate,
        kind: v.kind as VoucherKind,
        memo: `${v.serial ?? ''} ${v.memo}`.trim(),
        source: { module: 'vouchers', id: v.id },
        countryId: v.countryId,
        centreId: v.centreId,
        lines: voucherLines(inputOf(v), exchange?.id ?? ''),
        // The ledger checks the approval again: someone else, allowed to approve in this box.
        reallocation:
          v.kind === 'reallocation' && v.approvedBy
            ? { approvedBy: v.approvedBy, reason: v.memo }
            : null,
      },
      { idempotencyKey: `voucher:${v.id}`, permission: 'vouchers:post' },
    );
    if (v.serial)
      await registerIssuedDocument(tx, {
        serial: v.serial,
        kind: `voucher-${v.kind}`,
        language: caller.locale,
        subjectResource: 'vouchers',
        subjectId: v.id,
        issuedBy: caller.access.userId,
        publicFields: { holder: v.party ?? '', title: v.memo, date: v.voucherDate },
      });
    const row = await updateVoucher(tx, id, {
      state: 'posted',
      postedBy: caller.access.userId,
      postedAt: new Date().toISOString(),
      entryId: entry.id,
    });
    await recordAudit(
      tx,
      {
        action: 'post',
        resource: 'vouchers',
        recordId: id,
        newValues: { state: 'posted', entryNumber: entry.number },
      },
      caller.request,
    );
    return row;
  });
  announceVoucher(ctx, posted, 'posted', true);
  return posted;
}

/**
 * Cancels a voucher with a reason. A posted one is corrected by reversing its entry (the
 * original entry stays); that needs `vouchers:post`.
 */
export async function cancelVoucher(ctx: AppContext, caller: Caller, id: string, reason: string) {
  let reversed = false;
  const cancelled = await ctx.db.transaction(async (tx) => {
    const v = await lockInScope(tx, caller, 'vouchers:read', id);
    reversed = v.state === 'posted';
    if (v.state === 'cancelled') throw conflict('finance.errors.alreadyCancelled');
    if (v.state === 'posted') {
      if (!inScope(caller, 'vouchers:post', v)) throw new AppError(403, 'errors.forbidden');
      await reverseEntry(tx, caller, v.entryId!, reason);
    } else if (!inScope(caller, 'vouchers:update', v) && v.createdBy !== caller.access.userId)
      throw new AppError(403, 'errors.forbidden');
    const row = await updateVoucher(tx, id, { state: 'cancelled' });
    await recordAudit(
      tx,
      {
        action: 'cancel',
        resource: 'vouchers',
        recordId: id,
        reason,
        newValues: { state: 'cancelled' },
      },
      caller.request,
    );
    return row;
  });
  announceVoucher(ctx, cancelled, 'cancelled', reversed);
  return cancelled;
}

export async function listVouchersFor(ctx: AppContext, caller: Caller, q: VoucherListQuery) {
  const scope = centreCondition(caller.access.scopeFor('vouchers:read'), financeVouchers.centreId);
  return listVouchers(ctx.db, scope, q);
}

/** One voucher as its screen shows it, with what the caller may do now. */
export async function voucherDetail(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<VoucherDetail> {
  const v = await voucherById(ctx.db, id);
  if (!v || !inScope(caller, 'vouchers:read', v)) throw notFound();
  const info = (await voucherSummaryRow(ctx.db, id))!;
  const names = await namesOf(
    ctx.db,
    v.lines.map((l) => l.accountId),
    [...v.lines.map((l) => l.fundId), ...(v.fundId ? [v.fundId] : [])],
  );
  const name = (r: { nameAr: string; nameEn: string; nameFr: string } | undefined) =>
    r ? nameOf(r) : { ar: '', en: '', fr: '' };
  const me = caller.access.userId;
  const limit = v.state === 'draft' ? await approvalLimit(ctx.db, me, v.currency) : 0;
  const toFundId = reallocationTarget(v);
  return {
    ...info.summary,
    centreId: v.centreId,
    boxId: v.boxId,
    toBoxId: v.toBoxId,
    toBoxName: info.toBoxName,
    fundId: v.fundId,
    fundName: v.fundId ? name(names.fund.get(v.fundId)) : null,
    toFundId,
    toFundName: toFundId ? name(names.fund.get(toFundId)) : null,
    toCurrency: v.toCurrency,
    toAmount: v.toAmount,
    recipientId: v.recipientId,
    recipientName: info.recipientName,
    // A reallocation's one stored line is its receiving fund (`toFundName`), not a category.
    lines: (toFundId ? [] : v.lines).map((l) => ({
      ...l,
      accountName: name(names.account.get(l.accountId)),
      fundName: name(names.fund.get(l.fundId)),
    })),
    attachments: v.attachments.map((f) => ({
      ...f,
      url: signedFileUrl(ctx.config.API_BASE, ctx.config.secrets.jwtSecret, f.id),
    })),
    createdBy: v.createdBy,
    approvedByName: info.approvedByName,
    approvedAt: v.approvedAt,
    postedByName: info.postedByName,
    postedAt: v.postedAt,
    entryId: v.entryId,
    entryNumber: info.entryNumber,
    can: {
      approve:
        v.state === 'draft' &&
        v.createdBy !== me &&
        inScope(caller, 'vouchers:approve', v) &&
        v.amount <= limit,
      // A reallocation is posted by someone other than its approver (the ledger checks it).
      post:
        v.state === 'approved' &&
        inScope(caller, 'vouchers:post', v) &&
        !(v.kind === 'reallocation' && v.approvedBy === me),
      cancel:
        v.state !== 'cancelled' &&
        (v.state === 'posted'
          ? inScope(caller, 'vouchers:post', v)
          : inScope(caller, 'vouchers:update', v) || v.createdBy === me),
    },
  };
}

const MAX_ATTACHMENTS = 10;

/** Stores one attachment (a scanned receipt, an invoice) and adds it to the voucher. */
export async function attachToVoucher(
  ctx: AppContext,
  caller: Caller,
  id: string,
  upload: { name: string; contentType: string; content: Buffer },
) {
  const attached = await ctx.db.transaction(async (tx) => {
    const v = await voucherById(tx, id, { forUpdate: true });
    if (!v || !inScope(caller, 'vouchers:create', v)) throw notFound();
    if (v.state === 'cancelled') throw conflict('finance.errors.alreadyCancelled');
    if (v.attachments.length >= MAX_ATTACHMENTS) throw badRequest('finance.errors.tooManyFiles');
    const file = await insertFile(tx, {
      resource: 'vouchers',
      field: 'attachments',
      ...upload,
      sha256: createHash('sha256').update(upload.content).digest('hex'),
      uploadedBy: caller.access.userId,
    });
    await claimFiles(tx, [file.id], id);
    await updateVoucher(tx, id, { attachments: [...v.attachments, file] });
    await recordAudit(
      tx,
      { action: 'attach', resource: 'vouchers', recordId: id, newValues: { file: upload.name } },
      caller.request,
    );
    return v;
  });
  announceVoucher(ctx, attached, 'updated');
}
