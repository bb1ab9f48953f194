import {
  CARD_GRID,
  formatDate,
  translate,
  type CardData,
  type CardStyle,
  type LocaleCode,
  type Placement,
} from '@qc/domain';
import type { DocumentSpec, GridCell, GridContent } from './spec.ts';

export interface ReportCardInput {
  language: LocaleCode;
  digits?: string | null;
  organisationName: string;
  logo?: Buffer;
  title: string;
  termLabel: string;
  from: string;
  to: string;
  layout: readonly Placement[];
  style: CardStyle;
  data: CardData;
  serial?: string;
  issuedAt: Date;
  /** The public verification page (the QR code); a sample address for a preview. */
  verifyUrl?: string;
}

const UNIT: Record<string, (v: number) => string> = {
  percent: (v) => `${v}%`,
};

/** A figure as printed: percentages with their sign, others as they are (one or two decimals). */
function figure(element: string, value: number | null | undefined, lang: LocaleCode): string {
  if (value === null || value === undefined) return translate(lang, 'reportCards.print.noValue');
  if (element === 'attendance' || element === 'revision' || element === 'evaluation')
    return UNIT.percent!(value);
  return String(Number.isInteger(value) ? value : Math.round(value * 100) / 100);
}

/**
 * A student's report card: the template's elements drawn in their boxes on one A4 page with the
 * template's style; the footer carries the serial and the issue date in both calendars (and the
 * QR code when the template places none of its own).
 */
export function reportCardDocument(input: ReportCardInput): DocumentSpec {
  const lang = input.language;
  const t = (key: string) => translate(lang, key);
  const label = (element: string) => t(`reportCards.element.${element}`);
  const day = (iso: string, calendar: 'hijri' | 'gregorian') =>
    formatDate(iso, { locale: lang, calendar, digits: 'latn' });
  const s = input.style;
  const d = input.data;

  const content = (p: Placement): Omit<GridCell, 'x' | 'y' | 'w' | 'h'> => {
    const e = p.element;
    const box = (c: GridContent, title?: string) => ({ content: c, ...(title ? { title } : {}) });
    switch (e) {
      case 'title':
        return {
          bare: true,
          content: {
            type: 'text',
            text: input.title,
            size: s.titleSize,
            bold: true,
            align: 'center',
            color: s.primary,
          },
        };
      case 'logo':
        return {
          bare: true,
          content: {
            type: 'image',
            ...(input.logo ? { data: input.logo } : {}),
            text: input.organisationName,
          },
        };
      case 'student':
        return box(
          {
            type: 'rows',
            rows: [
              { label: t('reportCards.print.ring'), value: d.student.ring ?? '—' },
              { label: t('reportCards.print.centre'), value: d.student.centre ?? '—' },
              { label: t('reportCards.print.teacher'), value: d.student.teacher ?? '—' },
            ],
          },
          d.student.name,
        );
      case 'dates':
        return {
          bare: true,
          content: {
            type: 'text',
            align: 'center',
            color: s.text,
            text: `${t('reportCards.print.term')}: ${input.termLabel} — ${t('reportCards.print.from')} ${day(input.from, 'hijri')} (${day(input.from, 'gregorian')}) ${t('reportCards.print.to')} ${day(input.to, 'hijri')} (${day(input.to, 'gregorian')})`,
          },
        };
      case 'juz-completed':
        return box({
          type: 'figure',
          value: String(d.juzCompleted),
          caption: `${label(e)} — ${t('reportCards.print.ofJuz')}`,
        });
      case 'mushaf-map':
        return box(
          {
            type: 'squares',
            perRow: p.w >= 9 ? 15 : 10,
            items: Array.from({ length: 30 }, (_, i) => ({
              label: String(i + 1),
              fill: d.juzMap[i] ?? 0,
            })),
          },
          label(e),
        );
      case 'test-results':
        return box(
          {
            type: 'table',
            columns: [
              { title: t('reportCards.print.test'), width: 2 },
              { title: t('reportCards.print.portion'), width: 2 },
              { title: t('reportCards.print.percent') },
              { title: t('reportCards.print.result') },
              { title: t('reportCards.print.date'), width: 1.4 },
            ],
            rows: d.tests.map((x) => [
              x.kind,
              x.portion ?? '—',
              x.percent === null ? '—' : `${x.percent}%`,
              t(x.passed ? 'reportCards.print.passed' : 'reportCards.print.failed'),
              day(x.on, 'gregorian'),
            ]),
            empty: t('reportCards.print.noTests'),
          },
          label(e),
        );
      case 'teacher-comment':
        return box({ type: 'text', text: d.comment ?? '—' }, label(e));
      case 'conduct':
        return box({
          type: 'figure',
          value: d.conduct ? t(`reportCards.conduct.${d.conduct}`) : '—',
          caption: label(e),
        });
      case 'verify-qr':
        return input.verifyUrl
          ? { content: { type: 'qr', text: input.verifyUrl, caption: t('reportCards.print.scan') } }
          : { bare: true, content: { type: 'text', text: '' } };
      case 'signatures':
        return {
          bare: true,
          content: {
            type: 'signatures',
            items: [
              t('reportCards.print.signTeacher'),
              t('reportCards.print.signManager'),
              t('reportCards.print.signGuardian'),
            ],
          },
        };
      default:
        // The metric elements: the figure, large, named under it.
        return box({ type: 'figure', value: figure(e, d.figures[e], lang), caption: label(e) });
    }
  };

  const ownQr = input.layout.some((p) => p.element === 'verify-qr');
  return {
    language: lang,
    digits: input.digits ?? null,
    title: `${input.title} — ${d.student.name}`,
    font: s.font,
    page: {
      size: 'A4',
      orientation: 'portrait',
      margin: 30,
      border: s.frame,
      borderColors: { primary: s.primary, accent: s.accent },
    },
    blocks: [
      {
        kind: 'grid',
        columns: CARD_GRID.columns,
        rows: CARD_GRID.rows,
        style: {
          primary: s.primary,
          accent: s.accent,
          text: s.text,
          panel: s.panel,
          border: s.border,
          size: s.fontSize,
          box: s.boxBorder,
          corners: s.corners,
        },
        cells: input.layout.map((p) => ({ x: p.x, y: p.y, w: p.w, h: p.h, ...content(p) })),
      },
    ],
    footer: {
      ...(input.serial ? { serial: input.serial } : {}),
      issuedAt: input.issuedAt,
      ...(input.verifyUrl && !ownQr ? { verifyUrl: input.verifyUrl } : {}),
    },
  };
}
