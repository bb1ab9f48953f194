import { createFormat, surfaceDigits, translate, type LocaleCode } from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import {
  organisationDigits,
  organisationName,
  renderPdf,
  verificationUrl,
  type DocumentSpec,
} from '../../documents/index.ts';
import { notFound } from '../../http/errors.ts';
import { recordInScope } from '../../access/scope-condition.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { findPaymentView } from './donations.repository.ts';

export interface DonationReceiptInput {
  language: LocaleCode;
  organisationName: string;
  donor: string;
  typeName: string;
  amount: string;
  method: string;
  reference: string | null;
  receivedOn: string;
  refunded: boolean;
  serial: string;
  issuedAt: Date;
  verifyUrl: string;
  /** The organisation's digits (Arabic-Indic in Arabic when not given). */
  digits?: string | null;
}

/** A donation receipt: A5 portrait, the donor, the type, the amount, the serial and its QR. */
export function donationReceiptDocument(r: DonationReceiptInput): DocumentSpec {
  const t = (key: string) => translate(r.language, key);
  return {
    language: r.language,
    digits: r.digits ?? null,
    title: `${t('donations.receipt.title')} ${r.serial}`,
    page: { size: 'A5', orientation: 'portrait', margin: 32, border: 'simple' },
    header: { organisationName: r.organisationName },
    blocks: [
      { kind: 'heading', text: t('donations.receipt.title'), size: 22 },
      { kind: 'rule', width: 0.4 },
      {
        kind: 'rows',
        size: 12,
        rows: [
          { label: t('donations.receipt.donor'), value: r.donor },
          { label: t('donations.receipt.type'), value: r.typeName },
          { label: t('donations.receipt.amount'), value: r.amount },
          { label: t('donations.receipt.method'), value: r.method },
          ...(r.reference ? [{ label: t('donations.receipt.reference'), value: r.reference }] : []),
          {
            label: t('donations.receipt.received'),
            // Both calendars, as the finance vouchers print a day.
            value: createFormat({
              locale: r.language,
              digits: surfaceDigits(r.language, r.digits),
              calendar: 'both',
            }).date(r.receivedOn),
          },
        ],
      },
      { kind: 'space', height: 8 },
      ...(r.refunded
        ? [
            {
              kind: 'paragraph' as const,
              text: t('donations.receipt.refunded'),
              bold: true,
              color: '#b00020',
            },
          ]
        : []),
      { kind: 'paragraph', text: t('donations.receipt.thanks'), align: 'center' },
      { kind: 'signatures', items: [{ title: t('donations.receipt.treasurer') }], atBottom: true },
    ],
    footer: { serial: r.serial, issuedAt: r.issuedAt, verifyUrl: r.verifyUrl },
  };
}

const publicBase = (ctx: AppContext) =>
  (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/$/, '');

/** The receipt PDF of a confirmed (or refunded) payment, in the donor's language by default. */
export async function receiptPdf(
  ctx: AppContext,
  caller: Caller,
  id: string,
  language?: LocaleCode,
): Promise<{ pdf: Buffer; serial: string }> {
  const v = await findPaymentView(ctx.db, id);
  if (!v || !recordInScope(caller.access.scopeFor('donations:read'), v.p)) throw notFound();
  if (!v.p.serial) throw notFound();
  const lang = (language ?? v.p.receiptLanguage ?? v.benefactorLanguage ?? 'ar') as LocaleCode;
  const digits = await organisationDigits(ctx.db);
  const pdf = await renderPdf(
    donationReceiptDocument({
      language: lang,
      organisationName: await organisationName(ctx.db, lang),
      donor: v.benefactorName,
      typeName: { ar: v.type.nameAr, en: v.type.nameEn, fr: v.type.nameFr }[lang],
      // In the organisation's digits, the currency named as the language names it.
      amount: createFormat({ locale: lang, digits: surfaceDigits(lang, digits) }).money(
        v.p.amount,
        v.p.currency,
      ),
      digits,
      method: translate(lang, `donations.method.${v.p.method}`),
      reference: v.p.reference,
      receivedOn: v.p.receivedOn,
      refunded: v.p.state === 'refunded',
      serial: v.p.serial,
      issuedAt: new Date(v.p.confirmedAt ?? v.p.createdAt),
      verifyUrl: verificationUrl(publicBase(ctx), v.p.serial),
    }),
  );
  return { pdf, serial: v.p.serial };
}
