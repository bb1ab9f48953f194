import { createFormat, surfaceDigits, translate, type LocaleCode } from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import {
  organisationDigits,
  organisationName,
  publicBase,
  renderPdf,
  verificationUrl,
  voucherDocument,
} from '../../documents/index.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { voucherDetail } from './vouchers.service.ts';

/** The voucher's PDF in a language (a draft says so in its title; a posted one carries the QR). */
export async function voucherPdf(
  ctx: AppContext,
  caller: Caller,
  id: string,
  language: LocaleCode,
): Promise<{ pdf: Buffer; serial: string }> {
  const v = await voucherDetail(ctx, caller, id);
  const digits = await organisationDigits(ctx.db);
  const t = (key: string, params?: Record<string, unknown>) => translate(language, key, params);
  // The organisation's digits (documents have no signed-in reader), as the renderer prints them.
  const f = createFormat({
    locale: language,
    digits: surfaceDigits(language, digits),
    calendar: 'both',
  });
  const money = (amount: number, currency: string) => f.money(amount, currency);
  const serial = v.serial ?? v.id.slice(0, 8);
  const title =
    t(`finance.entry.${v.kind}`) +
    (v.state === 'posted' ? '' : ` (${t(`finance.state.${v.state}`)})`);
  const rows = [
    {
      label: t('finance.pdf.date'),
      value: f.date(v.voucherDate),
    },
    { label: t('finance.pdf.centre'), value: v.centreName },
    { label: t('finance.pdf.box'), value: v.boxName[language] },
    ...(v.toBoxName ? [{ label: t('finance.pdf.toBox'), value: v.toBoxName[language] }] : []),
    ...(v.toFundName && v.fundName
      ? [
          { label: t('finance.pdf.fromFund'), value: v.fundName[language] },
          { label: t('finance.pdf.toFund'), value: v.toFundName[language] },
        ]
      : []),
    ...(v.recipientName || v.party
      ? [{ label: t(`finance.pdf.party.${v.kind}`), value: v.recipientName ?? v.party ?? '' }]
      : []),
    { label: t('finance.pdf.amount'), value: money(v.amount, v.currency) },
    ...(v.toCurrency && v.toAmount
      ? [{ label: t('finance.pdf.toAmount'), value: money(v.toAmount, v.toCurrency) }]
      : []),
    ...(v.entryNumber ? [{ label: t('finance.pdf.entry'), value: String(v.entryNumber) }] : []),
  ];
  const doc = voucherDocument({
    language,
    organisationName: await organisationName(ctx.db, language),
    title,
    serial,
    rows,
    ...(v.lines.length
      ? {
          table: {
            columns: [t('finance.pdf.account'), t('finance.pdf.fund'), t('finance.pdf.amount')],
            rows: v.lines.map((l) => [
              l.accountName[language] + (l.memo ? ` — ${l.memo}` : ''),
              l.fundName[language],
              money(l.amount, v.currency),
            ]),
          },
        }
      : {}),
    memo: { label: t('finance.pdf.memo'), value: v.memo },
    issuedAt: new Date(v.postedAt ?? new Date().toISOString()),
    ...(v.state === 'posted' && v.serial
      ? { verifyUrl: verificationUrl(publicBase(ctx), v.serial) }
      : {}),
    signatures: [
      { title: t('finance.pdf.drafter'), ...(v.createdByName ? { name: v.createdByName } : {}) },
      { title: t('finance.pdf.approver'), ...(v.approvedByName ? { name: v.approvedByName } : {}) },
      { title: t(v.kind === 'receipt' ? 'finance.pdf.payer' : 'finance.pdf.receiver') },
    ],
  });
  return { pdf: await renderPdf({ ...doc, digits: f.digits }), serial };
}
