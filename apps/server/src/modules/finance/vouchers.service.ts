import { createHash } from 'node:crypto';
import {
  entryProblems,
  holdsMoney,
  permits,
  SYSTEM_ACCOUNTS,
  VOUCHER_LIFECYCLE,
  voucherInputSchema,
  voucherLines,
  voucherOpen,
  voucherTotal,
  type VoucherDetail,
  type VoucherInput,
  type VoucherKind,
  type VoucherListQuery,
} from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { recordInScope } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import { allocateSerial, registerIssuedDocument } from '../../documents/index.ts';
import { AppError, badRequest, conflict, notFound, parseInput } from '../../http/errors.ts';
import {
  accountByCode,
  currencyText,
  moneyText,
  postEntry,
  reverseEntry,
} from '../../ledger/index.ts';
import { loadAccounts, loadFunds } from '../../ledger/ledger.repository.ts';
import { LEDGER_SCREENS } from '../../realtime/announce.ts';
import { signedFileUrl } from '../../resources/file-links.ts';
import { claimFiles, insertFile } from '../../resources/files.repository.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { createIn, lockOwned, runTransition, updateOwned } from '../../workflow/index.ts';
import {
  approvalLimitsOf,
  listVouchers,
  nameOf,
  namesOf,
  recipientExists,
  rolesOfUser,
  voucherById,
  voucherSummaryRow,
  vouchersIn,
  vouchersTable,
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

/**
 * A posted or reversed voucher moves the ledger's screens too (balances, statement, journal, read
 * with `finance:read`): its one change event is told to their readers as well.
 */
const LEDGER_READERS = LEDGER_SCREENS.readers;

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
  if (v.recipientId && !(await recipientExists(tx, v.recipientId))) throw notFound();
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

/**
 * Drafts a voucher: checked against the ledger's rules, numbered, then written by the kit (its
 * search text, audit entry `create` and change event); nothing posted yet.
 */
export async function createVoucher(ctx: AppContext, caller: Caller, raw: unknown) {
  const v = parseInput(voucherInputSchema, raw);
  return withWrites(ctx, caller, async (w) => {
    const { source } = await checkVoucher(w.tx, caller, v);
    const serial = await allocateSerial(
      w.tx,
      VOUCHER_SERIES[v.kind],
      new Date(`${v.voucherDate}T12:00:00Z`),
    );
    return createIn(w, {
      binding: vouchersTable,
      lifecycle: VOUCHER_LIFECYCLE,
      action: 'create',
      values: {
        serial,
        kind: v.kind,
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
      },
    });
  });
}

/**
 * The largest amount the caller may approve in a currency: over their roles that grant
 * `vouchers:approve`, the highest limit; a role without a limit row approves any amount.
 */
export async function approvalLimit(db: Db, userId: string, currency: string): Promise<number> {
  const held = await rolesOfUser(db, userId);
  const approving = [
    ...new Set(held.filter((r) => permits(r.permissions, 'vouchers:approve')).map((r) => r.code)),
  ];
  if (approving.length === 0) return Number.POSITIVE_INFINITY;
  const limits = await approvalLimitsOf(db, approving, currency);
  // Several rows for one role and currency: the lowest counts.
  const byRole = new Map<string, number>();
  for (const l of limits)
    byRole.set(
      l.roleCode,
      Math.min(byRole.get(l.roleCode) ?? Number.POSITIVE_INFINITY, l.maxAmount),
    );
  return Math.max(...approving.map((code) => byRole.get(code) ?? Number.POSITIVE_INFINITY));
}

/** The vouchers the caller may act on with `permission` (others answer 404, as if not there). */
const visibleFor = (caller: Caller, permission: string) =>
  vouchersIn(caller.access.scopeFor(permission));

/** Approves a draft: never by who drafted it, and within the approver's amount limit. */
export async function approveVoucher(ctx: AppContext, caller: Caller, id: string) {
  return runTransition(ctx, caller, {
    binding: vouchersTable,
    lifecycle: VOUCHER_LIFECYCLE,
    action: 'approve',
    id,
    visible: visibleFor(caller, 'vouchers:approve'),
    wrongState: () => conflict('finance.errors.notDraft'),
    refusal: (v) =>
      v.createdBy === caller.access.userId
        ? new AppError(403, 'finance.errors.selfApproval')
        : undefined,
    work: async (w, v) => {
      const limit = await approvalLimit(w.tx, caller.access.userId, v.currency);
      if (v.amount > limit)
        throw new AppError(403, 'finance.errors.overLimit', {
          limit: moneyText(limit, v.currency, caller.locale, caller.digits),
          currency: currencyText(v.currency, caller.locale),
        });
      return {
        changes: { approvedBy: caller.access.userId, approvedAt: new Date().toISOString() },
      };
    },
  });
}

/** Posts an approved voucher: its journal entry (once, whatever retries) and its register entry. */
export async function postVoucher(ctx: AppContext, caller: Caller, id: string) {
  return runTransition(ctx, caller, {
    binding: vouchersTable,
    lifecycle: VOUCHER_LIFECYCLE,
    action: 'post',
    id,
    visible: visibleFor(caller, 'vouchers:post'),
    wrongState: () => conflict('finance.errors.notApproved'),
    work: async (w, v) => {
      const exchange = await accountByCode(w.tx, SYSTEM_ACCOUNTS.exchange);
      const entry = await postEntry(
        w.tx,
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
        await registerIssuedDocument(w.tx, {
          serial: v.serial,
          kind: `voucher-${v.kind}`,
          language: caller.locale,
          subjectResource: 'vouchers',
          subjectId: v.id,
          issuedBy: caller.access.userId,
          publicFields: { holder: v.party ?? '', title: v.memo, date: v.voucherDate },
        });
      return {
        changes: {
          postedBy: caller.access.userId,
          postedAt: new Date().toISOString(),
          entryId: entry.id,
        },
        readers: LEDGER_READERS,
      };
    },
  });
}

/** Who may cancel a voucher: its drafter or `vouchers:update`; a posted one, `vouchers:post`. */
function mayCancel(caller: Caller, v: VoucherRow): boolean {
  return v.state === 'posted'
    ? inScope(caller, 'vouchers:post', v)
    : inScope(caller, 'vouchers:update', v) || v.createdBy === caller.access.userId;
}

/**
 * Cancels a voucher with a reason. A posted one is corrected by reversing its entry (the
 * original entry stays); that needs `vouchers:post`.
 */
export async function cancelVoucher(ctx: AppContext, caller: Caller, id: string, reason: string) {
  return runTransition(ctx, caller, {
    binding: vouchersTable,
    lifecycle: VOUCHER_LIFECYCLE,
    action: 'cancel',
    id,
    visible: visibleFor(caller, 'vouchers:read'),
    wrongState: () => conflict('finance.errors.alreadyCancelled'),
    refusal: (v) => (mayCancel(caller, v) ? undefined : new AppError(403, 'errors.forbidden')),
    work: async (w, v) => {
      if (v.state !== 'posted') return { reason };
      await reverseEntry(w.tx, caller, v.entryId!, reason);
      return { reason, readers: LEDGER_READERS };
    },
  });
}

export async function listVouchersFor(ctx: AppContext, caller: Caller, q: VoucherListQuery) {
  return listVouchers(ctx.db, caller.access.scopeFor('vouchers:read'), q);
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
  const state = VOUCHER_LIFECYCLE.isState(v.state) ? v.state : null;
  const limit = state === 'draft' ? await approvalLimit(ctx.db, me, v.currency) : 0;
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
        VOUCHER_LIFECYCLE.can(state, 'approve') &&
        v.createdBy !== me &&
        inScope(caller, 'vouchers:approve', v) &&
        v.amount <= limit,
      // A reallocation is posted by someone other than its approver (the ledger checks it).
      post:
        VOUCHER_LIFECYCLE.can(state, 'post') &&
        inScope(caller, 'vouchers:post', v) &&
        !(v.kind === 'reallocation' && v.approvedBy === me),
      cancel: VOUCHER_LIFECYCLE.can(state, 'cancel') && mayCancel(caller, v),
    },
  };
}

const MAX_ATTACHMENTS = 10;

/**
 * Stores one attachment (a scanned receipt, an invoice) and adds it to the voucher, through the
 * kit's write path (audited as `attach`, announced); a cancelled voucher takes none.
 */
export async function attachToVoucher(
  ctx: AppContext,
  caller: Caller,
  id: string,
  upload: { name: string; contentType: string; content: Buffer },
) {
  await withWrites(ctx, caller, async (w) => {
    const v = await lockOwned(w, vouchersTable, id, visibleFor(caller, 'vouchers:create'));
    if (!VOUCHER_LIFECYCLE.isState(v.state) || !voucherOpen(v.state))
      throw conflict('finance.errors.alreadyCancelled');
    if (v.attachments.length >= MAX_ATTACHMENTS) throw badRequest('finance.errors.tooManyFiles');
    const file = await insertFile(w.tx, {
      resource: 'vouchers',
      field: 'attachments',
      ...upload,
      sha256: createHash('sha256').update(upload.content).digest('hex'),
      uploadedBy: caller.access.userId,
    });
    await claimFiles(w.tx, [file.id], id);
    await updateOwned(
      w,
      vouchersTable,
      v,
      { attachments: [...v.attachments, file] },
      { audit: { action: 'attach' } },
    );
  });
}
