import {
  formatPercent,
  formatImpactMonth,
  impactOfStudent,
  impactMonth,
  translate,
  type AttendanceStatus,
  type ImpactReport,
  type LocaleCode,
} from '@qc/domain';
import type { Scope } from '../../access/access-types.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { renderPdf, renderPdfBook, type DocumentSpec } from '../../documents/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { defineJob, enqueueJob, PermanentJobError } from '../../jobs/index.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { auditActionIn } from '../../workflow/index.ts';
import { findBenefactor } from './donations.repository.ts';
import { donorAddress, donorLanguage, organisationName, sendToDonor } from './donor-mail.ts';
import {
  claimImpactSend,
  recordsOf,
  sponsoredStudents,
  sponsorsOf,
} from './donor-portal.repository.ts';
import { issueDonorLink } from './donor-portal.service.ts';

/**
 * Impact reports (docs/donations.md, "Impact reports"): for a sponsor and a month, what the
 * students they sponsor did, computed from the rings' and tests' own tables, privacy-filtered
 * (first name, no identity number, no photo without consent) by `impactOfStudent`.
 */
export async function impactReport(
  db: Db,
  benefactor: { id: string; fullName: string; language: string },
  month: string,
  language?: LocaleCode,
): Promise<ImpactReport> {
  const { from, to, next } = impactMonth(month);
  const list = await sponsoredStudents(db, benefactor.id, to);
  const rec = await recordsOf(
    db,
    list.map((s) => s.id),
    from,
    next,
  );
  const count = (rows: { studentId: string | null; n: number }[], id: string) =>
    rows.find((r) => r.studentId === id)?.n ?? 0;
  const students = list.map((s) =>
    impactOfStudent({
      fullName: s.fullName,
      identityNumber: s.identityNumber,
      // Students have no photo in the records yet, and no recorded photo consent: none shown.
      photoUrl: null,
      photoConsent: false,
      readings: rec.readings
        .filter((r) => r.studentId === s.id)
        .map((r) => ({ kind: r.kind, grade: r.grade, pageCount: Number(r.pageCount) })),
      attendance: rec.attendance
        .filter((a) => a.studentId === s.id)
        .map((a) => a.status as AttendanceStatus),
      testsPassed: count(rec.passed, s.id),
      certificates: count(rec.certificates, s.id),
    }),
  );
  const sum = (f: (x: (typeof students)[number]) => number) =>
    Math.round(students.reduce((a, x) => a + f(x), 0) * 100) / 100;
  return {
    month,
    sponsor: benefactor.fullName,
    language: language ?? donorLanguage(benefactor.language),
    students,
    totals: {
      pagesMemorised: sum((x) => x.pagesMemorised),
      testsPassed: sum((x) => x.testsPassed),
      certificates: sum((x) => x.certificates),
    },
  };
}

const percent = (rate: number | null, lang: LocaleCode) =>
  rate == null
    ? translate(lang, 'donations.impact.noRecord')
    : formatPercent(rate, { locale: lang, isolate: false });

/** The report as a document: A4, the sponsor and the month, a table of the students. */
export function impactDocument(r: ImpactReport, organisation: string): DocumentSpec {
  const lang = r.language;
  const t = (key: string) => translate(lang, key);
  const month = formatImpactMonth(r.month, lang);
  return {
    language: lang,
    title: `${t('donations.impact.title')} ${month}`,
    page: { size: 'A4', orientation: 'portrait', margin: 36, border: 'simple' },
    header: { organisationName: organisation },
    blocks: [
      { kind: 'heading', text: t('donations.impact.title'), size: 20 },
      { kind: 'rule', width: 0.4 },
      {
        kind: 'rows',
        size: 12,
        rows: [
          { label: t('donations.impact.sponsor'), value: r.sponsor },
          { label: t('donations.impact.month'), value: month },
        ],
      },
      { kind: 'space', height: 8 },
      r.students.length
        ? {
            kind: 'table',
            columns: [
              { title: t('donations.impact.student'), width: 2 },
              { title: t('donations.impact.pages'), align: 'center' },
              { title: t('donations.impact.attendance'), align: 'center' },
              { title: t('donations.impact.tests'), align: 'center' },
              { title: t('donations.impact.certificates'), align: 'center' },
            ],
            rows: [
              ...r.students.map((s) => [
                s.firstName,
                String(s.pagesMemorised),
                percent(s.attendanceRate, lang),
                String(s.testsPassed),
                String(s.certificates),
              ]),
              [
                t('donations.impact.totals'),
                String(r.totals.pagesMemorised),
                '',
                String(r.totals.testsPassed),
                String(r.totals.certificates),
              ],
            ],
          }
        : { kind: 'paragraph', text: t('donations.impact.noStudents') },
      { kind: 'space', height: 12 },
      { kind: 'paragraph', text: t('donations.impact.thanks'), align: 'center' },
    ],
    footer: { issuedAt: new Date() },
  };
}

export async function impactPdf(ctx: AppContext, r: ImpactReport): Promise<Buffer> {
  return renderPdf(impactDocument(r, await organisationName(ctx, r.language)));
}

/** Staff: one sponsor's report, when they sponsor in the caller's `donations:read` scope. */
export async function staffImpact(
  ctx: AppContext,
  caller: Caller,
  benefactorId: string,
  month: string,
  language?: LocaleCode,
) {
  const b = await findBenefactor(ctx.db, benefactorId);
  if (!b) throw notFound();
  const sponsors = await sponsorsOf(
    ctx.db,
    caller.access.scopeFor('donations:read'),
    impactMonth(month).to,
  );
  if (!sponsors.some((s) => s.id === b.id)) throw notFound();
  return impactReport(ctx.db, b, month, language);
}

// --- The month's reports, in bulk -------------------------------------------------------------

export const IMPACT_JOB = 'donations.impact.month';

interface ImpactPayload {
  month: string;
  benefactorIds: string[];
}

/** Staff: starts the month's reports of every sponsor in the caller's scope (a job). */
export async function enqueueImpactReports(ctx: AppContext, caller: Caller, month: string) {
  const scope: Scope = caller.access.scopeFor('donations:update');
  return withWrites(ctx, caller, async (w) => {
    const sponsors = await sponsorsOf(w.tx, scope, impactMonth(month).to);
    if (sponsors.length === 0) throw conflict('donations.impact.empty');
    const job = await enqueueJob<ImpactPayload>(w.tx, {
      kind: IMPACT_JOB,
      payload: { month, benefactorIds: sponsors.map((s) => s.id) },
      createdBy: caller.access.userId,
      scopeLabel: month,
    });
    await auditActionIn(w, {
      action: 'impact-reports',
      resource: 'donations',
      newValues: { month, jobId: job.id },
    });
    return { jobId: job.id, sponsors: sponsors.length };
  });
}

/**
 * For each sponsor: compute the report, and once per sponsor and month (recorded in
 * `impact_report_sends`, so a retried job sends nothing twice) send a message with the figures
 * and the link to their page, where the report and its PDF are. The job's file is every report
 * in one PDF, for the office.
 */
export function defineImpactJob(): void {
  defineJob<ImpactPayload>(IMPACT_JOB, async (run) => {
    const { ctx, payload } = run;
    const total = payload.benefactorIds.length;
    if (total === 0) throw new PermanentJobError('donations.impact.empty');
    const reports: ImpactReport[] = [];
    let sent = 0;
    for (const [i, id] of payload.benefactorIds.entries()) {
      if (run.signal.aborted) throw run.signal.reason;
      const b = await findBenefactor(ctx.db, id);
      if (b) {
        const report = await impactReport(ctx.db, b, payload.month);
        reports.push(report);
        const to = donorAddress(b);
        if (to && report.students.length) {
          // One insert that does nothing when the send is recorded already: no transaction.
          const first = await claimImpactSend(ctx.db, {
            benefactorId: b.id,
            month: payload.month,
            jobId: run.id,
            pages: report.totals.pagesMemorised,
          });
          if (first) {
            const link = await issueDonorLink(ctx, b.id, run.createdBy, `?month=${payload.month}`);
            await sendToDonor(ctx, {
              to,
              lang: report.language,
              name: b.fullName,
              kind: 'donation-impact',
              key: 'impact',
              params: { month: payload.month, pages: report.totals.pagesMemorised, link },
            });
            sent++;
          }
        }
      }
      await run.progress(i + 1, total);
    }
    const docs: DocumentSpec[] = [];
    for (const r of reports) docs.push(impactDocument(r, await organisationName(ctx, r.language)));
    const pdf = await renderPdfBook(docs);
    return {
      resultFile: {
        name: `impact-${payload.month}.pdf`,
        contentType: 'application/pdf',
        data: pdf,
      },
      summary: { sponsors: total, sent },
    };
  });
}
