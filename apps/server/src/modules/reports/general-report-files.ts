import {
  formatImpactMonth,
  METRICS,
  metricLabelKey,
  minorDigits,
  minorToDecimal,
  translate,
  type GeneralReport,
  type GeneralValue,
  type LocaleCode,
  type MetricKey,
} from '@qc/domain';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../app-context.ts';
import {
  organisationDigits,
  organisationName,
  readerFormat,
  renderPdf,
  type DocumentSpec,
} from '../../documents/index.ts';

type Format = Awaited<ReturnType<typeof readerFormat>>;

/** A value as people read it: a number, a percentage, money per currency. */
function valueText(f: Format, key: MetricKey, v: GeneralValue | undefined): string {
  if (!v) return '';
  const unit = METRICS[key].unit;
  if (unit === 'money')
    return (
      (v.byCurrency ?? []).map((c) => f.money(c.amount, c.currency)).join(' · ') || f.number(0)
    );
  if (v.value === null) return '—';
  if (unit === 'percent') return f.percent(v.value / 100, 1);
  return f.number(v.value, { maximumFractionDigits: 1 });
}

const sourceKey = (s: string) => `reports.general.source.${s}`;

/** The general report as a workbook: figures by month with their source, the period, countries. */
export async function generalReportExcel(r: GeneralReport, lang: LocaleCode): Promise<Buffer> {
  const t = (k: string) => translate(lang, k);
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(t('reports.general.title').slice(0, 31), {
    views: [{ rightToLeft: lang === 'ar' }],
  });
  sheet.columns = [
    { header: t('reports.ui.figure'), width: 28 },
    ...r.months.map((m) => ({ header: formatImpactMonth(m.month, lang), width: 22 })),
    { header: t('reports.general.total'), width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.addRow([t('reports.general.source'), ...r.months.map((m) => t(sourceKey(m.source))), '']);
  // Cells hold numbers a spreadsheet can add up, formatted as people read them: money one row per
  // currency (its own decimals: none for a currency without minor units), percentages as
  // percentages. A money figure's text joined "12.5 USD · 300 TRY" could not be summed.
  const addFigureRows = (
    target: ExcelJS.Worksheet,
    values: (k: MetricKey) => Array<GeneralValue | undefined>,
  ) => {
    for (const k of r.keys) {
      const unit = METRICS[k].unit;
      const cells = values(k);
      if (unit === 'money') {
        const currencies = [
          ...new Set(cells.flatMap((v) => (v?.byCurrency ?? []).map((c) => c.currency))),
        ].sort();
        for (const currency of currencies) {
          const row = target.addRow([
            `${t(metricLabelKey(k))} (${currency})`,
            ...cells.map((v) => {
              const c = v?.byCurrency?.find((x) => x.currency === currency);
              return c ? Number(minorToDecimal(c.amount, currency)) : v ? 0 : '';
            }),
          ]);
          const digits = minorDigits(currency);
          const format = digits ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
          row.eachCell((cell, col) => {
            if (col > 1) cell.numFmt = format;
          });
        }
        continue;
      }
      const row = target.addRow([
        t(metricLabelKey(k)),
        ...cells.map((v) =>
          v?.value === null || v === undefined ? '' : unit === 'percent' ? v.value / 100 : v.value,
        ),
      ]);
      if (unit === 'percent')
        row.eachCell((cell, col) => {
          if (col > 1) cell.numFmt = '0.0%';
        });
    }
  };
  addFigureRows(sheet, (k) => [...r.months.map((m) => m.values[k]), r.total[k]]);
  if (r.countries.length > 1) {
    const bySheet = wb.addWorksheet(t('reports.ui.countries').slice(0, 31), {
      views: [{ rightToLeft: lang === 'ar' }],
    });
    bySheet.columns = [
      { header: t('reports.ui.figure'), width: 28 },
      ...r.countries.map((c) => ({ header: c.name ?? '', width: 20 })),
    ];
    bySheet.getRow(1).font = { bold: true };
    addFigureRows(bySheet, (k) => r.countries.map((c) => c.values[k]));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The general report as a document: A4 landscape, the period in both calendars, one table. */
export async function generalReportPdf(
  ctx: AppContext,
  r: GeneralReport,
  lang: LocaleCode,
): Promise<Buffer> {
  const t = (k: string) => translate(lang, k);
  const f = await readerFormat(ctx.db, lang);
  const period =
    r.fromMonth === r.toMonth
      ? formatImpactMonth(r.fromMonth, lang)
      : `${formatImpactMonth(r.fromMonth, lang)} — ${formatImpactMonth(r.toMonth, lang)}`;
  // At most six months side by side on a page; a longer period prints the total only.
  const shown = r.months.length <= 6 ? r.months : [];
  const spec: DocumentSpec = {
    language: lang,
    digits: await organisationDigits(ctx.db),
    title: `${t('reports.general.title')} ${period}`,
    page: { size: 'A4', orientation: 'landscape', margin: 32, border: 'simple' },
    header: { organisationName: await organisationName(ctx.db, lang) },
    blocks: [
      { kind: 'heading', text: t('reports.general.title'), size: 18 },
      { kind: 'rule', width: 0.4 },
      {
        kind: 'rows',
        size: 11,
        rows: [
          { label: t('reports.ui.period'), value: period },
          ...(r.countries.length
            ? [
                {
                  label: t('reports.ui.countries'),
                  value: r.countries.map((c) => c.name ?? '').join('، '),
                },
              ]
            : []),
        ],
      },
      { kind: 'space', height: 6 },
      {
        kind: 'table',
        size: 9,
        columns: [
          { title: t('reports.ui.figure'), width: 2.2 },
          ...shown.map((m) => ({
            title: `${formatImpactMonth(m.month, lang)}\n${t(sourceKey(m.source))}`,
            align: 'center' as const,
          })),
          { title: t('reports.general.total'), align: 'center' as const },
        ],
        rows: r.keys.map((k) => [
          t(metricLabelKey(k)),
          ...shown.map((m) => valueText(f, k, m.values[k])),
          valueText(f, k, r.total[k]),
        ]),
      },
      { kind: 'space', height: 6 },
      { kind: 'paragraph', text: t('reports.general.sourceNote'), size: 9 },
    ],
    footer: { issuedAt: new Date() },
  };
  return renderPdf(spec);
}
