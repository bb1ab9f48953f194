import type { LocaleCode, PayslipRow } from '@qc/domain';
import { createFormat, surfaceDigits, translate } from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import {
  organisationDigits,
  organisationName,
  publicBase,
  renderPdf,
  verificationUrl,
  type DocumentSpec,
} from '../../documents/index.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { claimPayslipSerial } from './payroll.repository.ts';
import { readPayslip } from './payroll.service.ts';

/** A payslip as a document: the employee, the month, each line, the totals and signatures. */
export function payslipDocument(input: {
  slip: PayslipRow;
  language: LocaleCode;
  organisationName: string;
  serial: string;
  verifyUrl: string;
  /** The organisation's digits (Arabic-Indic in Arabic when not given). */
  digits?: string | null;
}): DocumentSpec {
  const { slip, language: lang } = input;
  const t = (k: string) => translate(lang, k);
  const f = createFormat({ locale: lang, digits: surfaceDigits(lang, input.digits) });
  const m = (n: number) => f.money(n, slip.currency);
  const sign = (kind: string) => (kind === 'deduction' || kind === 'advance' ? '−' : '');
  return {
    language: lang,
    digits: input.digits ?? null,
    title: `${t('payroll.slip.title')} ${slip.month} — ${slip.employeeName}`,
    page: { size: 'A4', orientation: 'portrait', margin: 40, border: 'simple' },
    header: { organisationName: input.organisationName },
    blocks: [
      { kind: 'heading', text: t('payroll.slip.title'), size: 22 },
      {
        kind: 'rows',
        rows: [
          { label: t('payroll.slip.employee'), value: slip.employeeName },
          ...(slip.centreName ? [{ label: t('payroll.slip.centre'), value: slip.centreName }] : []),
          { label: t('payroll.slip.month'), value: slip.month, keepDigits: true },
        ],
      },
      { kind: 'space', height: 6 },
      {
        kind: 'table',
        columns: [
          { title: t('payroll.slip.item'), width: 3 },
          { title: t('payroll.slip.quantity'), width: 1, align: 'center' },
          { title: t('payroll.slip.amount'), width: 2, align: 'end' },
        ],
        rows: slip.lines.map((l) => [
          l.kind === 'advance' ? `${t('payroll.slip.advance')}: ${l.name}` : l.name,
          f.number(l.quantity),
          `${sign(l.kind)}${m(l.amount)}`,
        ]),
      },
      { kind: 'space', height: 6 },
      {
        kind: 'rows',
        rows: [
          { label: t('payroll.slip.gross'), value: m(slip.gross) },
          {
            label: t('payroll.slip.deductions'),
            value: m(slip.deductions + slip.advanceDeduction),
          },
          { label: t('payroll.slip.net'), value: m(slip.net) },
        ],
        size: 13,
      },
      {
        kind: 'signatures',
        items: [{ title: t('payroll.slip.accountant') }, { title: t('payroll.slip.receiver') }],
        atBottom: true,
      },
    ],
    footer: { serial: input.serial, issuedAt: new Date(), verifyUrl: input.verifyUrl },
  };
}

/**
 * The PDF of a payslip of a posted or approved run. Its serial (PAY-YYYY-NNNNNN) is taken the
 * first time it is printed, with the register entry, in one transaction; later prints reuse it.
 */
export async function payslipPdf(
  ctx: AppContext,
  caller: Caller,
  id: string,
  language: LocaleCode,
): Promise<Buffer> {
  const { row, serial: existing } = await readPayslip(ctx, caller, id);
  let serial = existing;
  if (!serial) {
    serial = await claimPayslipSerial(ctx.db, id, {
      kind: 'payslip',
      language,
      subjectResource: 'payslips',
      subjectId: id,
      issuedBy: caller.access.userId,
      publicFields: {
        holder: row.employeeName,
        title: translate(language, 'payroll.slip.title'),
        date: row.month,
      },
    });
  }
  return renderPdf(
    payslipDocument({
      slip: row,
      language,
      organisationName: await organisationName(ctx.db, language),
      serial,
      verifyUrl: verificationUrl(publicBase(ctx), serial),
      digits: await organisationDigits(ctx.db),
    }),
  );
}
