import QrCode from '@mui/icons-material/QrCode2';
import Box from '@mui/material/Box';
import '@fontsource/amiri/arabic-400.css';
import '@fontsource/amiri/arabic-700.css';
import '@fontsource/amiri/latin-400.css';
import '@fontsource/amiri/latin-700.css';
import {
  CARD_GRID,
  type CardData,
  type CardFont,
  type CardStyle,
  type LocaleCode,
  type Placement,
} from '@qc/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/format/use-format.ts';

/**
 * The CSS of each typeface a card may be set in, as the PDF embeds it: Amiri (loaded with this
 * screen's chunk only) and the app's own IBM Plex Sans Arabic.
 */
export const FONT_FAMILY_CSS: Record<CardFont, string> = {
  amiri: '"Amiri", serif',
  plex: '"IBM Plex Sans Arabic", "Public Sans", sans-serif',
};

export interface CardSheetProps {
  layout: readonly Placement[];
  style: CardStyle;
  data: CardData;
  title: string;
  termLabel: string;
  from: string;
  to: string;
  organisationName?: string;
  /** The box picked in the designer (outlined), and what a tap on a box does. */
  selected?: number | null;
  onSelect?: (index: number) => void;
  /** Boxes with a problem (outlined in red). */
  problems?: ReadonlySet<number>;
}

/** Sample data for the designer's live preview and the styles' thumbnails. */
export function sampleCard(t: (k: string) => string): CardData {
  return {
    student: {
      name: t('reportCards.print.sampleStudent'),
      ring: t('reportCards.print.sampleRing'),
      centre: t('reportCards.print.sampleCentre'),
      teacher: t('reportCards.print.sampleTeacher'),
    },
    figures: {
      'pages-term': 34,
      'juz-term': 1.7,
      attendance: 94.5,
      revision: 80,
      'tests-passed': 1,
      evaluation: 87.5,
    },
    juzCompleted: 3,
    juzMap: Array.from({ length: 30 }, (_, i) => (i >= 27 ? 1 : i === 26 ? 0.45 : 0)),
    tests: [
      {
        kind: t('reportCards.print.sampleTest'),
        portion: null,
        percent: 96,
        grade: 'excellent',
        passed: true,
        on: '2026-11-10',
      },
    ],
    comment: t('reportCards.print.sampleComment'),
    conduct: 'excellent',
  };
}

const PERCENT = new Set(['attendance', 'revision', 'evaluation']);

/**
 * A report card drawn as the PDF draws it: the A4 page's grid of 12 columns by 18 rows, each
 * element in its box with the style's colours, sizes, frame and borders. Sizes follow the
 * sheet's width (container units), so it reads the same on a phone and a desktop. Right to left
 * in Arabic (the grid's first column is then on the right, as in the PDF).
 */
export function CardSheet(p: CardSheetProps) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const s = p.style;
  const d = p.data;
  const pt = (n: number) => `calc(${n} / 595 * 100cqw)`;
  const label = (e: string) => t(`reportCards.element.${e}`);
  const figure = (e: string) => {
    const v = d.figures[e];
    if (v === null || v === undefined) return '—';
    return PERCENT.has(e) ? f.percent(v / 100, 1) : f.number(v);
  };
  const big = (value: ReactNode, caption: string) => (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', textAlign: 'center' }}>
      <Box>
        <Box
          sx={{
            fontSize: pt(s.fontSize * 2.2),
            fontWeight: 700,
            color: s.primary,
            lineHeight: 1.2,
          }}
        >
          {value}
        </Box>
        <Box sx={{ fontSize: pt(s.fontSize - 1), color: '#5b6770' }}>{caption}</Box>
      </Box>
    </Box>
  );
  const titled = (title: string, body: ReactNode) => (
    <>
      <Box sx={{ fontWeight: 700, color: s.primary, fontSize: pt(s.fontSize + 1), mb: 0.25 }}>
        {title}
      </Box>
      {body}
    </>
  );

  const content = (pl: Placement): { body: ReactNode; bare?: boolean } => {
    const e = pl.element;
    switch (e) {
      case 'title':
        return {
          bare: true,
          body: (
            <Box
              sx={{
                textAlign: 'center',
                fontWeight: 700,
                color: s.primary,
                fontSize: pt(s.titleSize),
              }}
            >
              {p.title}
            </Box>
          ),
        };
      case 'logo':
        return {
          bare: true,
          body: (
            <Box
              sx={{
                display: 'grid',
                placeItems: 'center',
                height: '100%',
                textAlign: 'center',
                color: s.primary,
                fontWeight: 700,
                fontSize: pt(s.fontSize + 3),
              }}
            >
              {p.organisationName || label('logo')}
            </Box>
          ),
        };
      case 'student':
        return {
          body: titled(
            d.student.name,
            <Box sx={{ fontSize: pt(s.fontSize) }}>
              <div>
                {t('reportCards.print.ring')}: {d.student.ring ?? '—'}
              </div>
              <div>
                {t('reportCards.print.centre')}: {d.student.centre ?? '—'}
              </div>
              <div>
                {t('reportCards.print.teacher')}: {d.student.teacher ?? '—'}
              </div>
            </Box>,
          ),
        };
      case 'dates':
        return {
          bare: true,
          body: (
            <Box sx={{ textAlign: 'center', fontSize: pt(s.fontSize) }}>
              {t('reportCards.print.term')}: {p.termLabel} — {f.date(p.from)} – {f.date(p.to)}
            </Box>
          ),
        };
      case 'juz-completed':
        return { body: big(f.number(d.juzCompleted), label(e)) };
      case 'conduct':
        return {
          body: big(d.conduct ? t(`reportCards.conduct.${d.conduct}`) : '—', label(e)),
        };
      case 'mushaf-map': {
        const perRow = pl.w >= 9 ? 15 : 10;
        return {
          body: titled(
            label(e),
            <Box
              sx={{ display: 'grid', gridTemplateColumns: `repeat(${perRow}, 1fr)`, gap: '2px' }}
              role="img"
              aria-label={`${label('juz-completed')}: ${f.number(d.juzCompleted)}`}
            >
              {Array.from({ length: 30 }, (_, i) => {
                const share = d.juzMap[i] ?? 0;
                const fill = share >= 1 ? s.primary : s.accent;
                return (
                  <Box
                    key={i}
                    sx={{
                      aspectRatio: '1',
                      border: `1px solid ${s.border}`,
                      background:
                        share > 0
                          ? `linear-gradient(to top, ${fill} ${share * 100}%, #fff ${share * 100}%)`
                          : '#fff',
                      color: share >= 1 ? '#fff' : s.text,
                      fontSize: pt(Math.max(6, s.fontSize - 3)),
                      display: 'grid',
                      placeItems: 'center',
                      fontWeight: 700,
                    }}
                  >
                    {f.number(i + 1)}
                  </Box>
                );
              })}
            </Box>,
          ),
        };
      }
      case 'test-results':
        return {
          body: titled(
            label(e),
            d.tests.length === 0 ? (
              <Box sx={{ fontSize: pt(s.fontSize), color: '#5b6770' }}>
                {t('reportCards.print.noTests')}
              </Box>
            ) : (
              <Box
                component="table"
                sx={{ width: '100%', fontSize: pt(s.fontSize), borderCollapse: 'collapse' }}
              >
                <tbody>
                  {d.tests.map((x, i) => (
                    <tr key={i}>
                      <td>{x.kind}</td>
                      <td>{x.portion ?? '—'}</td>
                      <td>{x.percent === null ? '—' : f.percent(x.percent / 100)}</td>
                      <td>
                        {t(x.passed ? 'reportCards.print.passed' : 'reportCards.print.failed')}
                      </td>
                      <td>{f.date(x.on)}</td>
                    </tr>
                  ))}
                </tbody>
              </Box>
            ),
          ),
        };
      case 'teacher-comment':
        return {
          body: titled(label(e), <Box sx={{ fontSize: pt(s.fontSize) }}>{d.comment ?? '—'}</Box>),
        };
      case 'verify-qr':
        return {
          bare: true,
          body: (
            <Box
              sx={{ display: 'grid', placeItems: 'center', height: '100%', textAlign: 'center' }}
            >
              <QrCode sx={{ fontSize: pt(56) }} aria-hidden />
              <Box sx={{ fontSize: pt(s.fontSize - 2), color: '#5b6770' }}>
                {t('reportCards.print.scan')}
              </Box>
            </Box>
          ),
        };
      case 'signatures':
        return {
          bare: true,
          body: (
            <Box sx={{ display: 'flex', alignItems: 'flex-end', height: '100%', gap: 2 }}>
              {['signTeacher', 'signManager', 'signGuardian'].map((k) => (
                <Box
                  key={k}
                  sx={{
                    flex: 1,
                    borderTop: '1px solid #5b6770',
                    textAlign: 'center',
                    fontSize: pt(s.fontSize),
                    fontWeight: 700,
                  }}
                >
                  {t(`reportCards.print.${k}`)}
                </Box>
              ))}
            </Box>
          ),
        };
      default:
        return { body: big(figure(e), label(e)) };
    }
  };

  const frame =
    s.frame === 'elegant'
      ? {
          border: `${pt(4)} double ${s.accent}`,
          outline: `1px solid ${s.primary}`,
          outlineOffset: pt(-9),
        }
      : s.frame === 'simple'
        ? { border: `1px solid ${s.primary}` }
        : {};
  return (
    <Box
      lang={i18n.language as LocaleCode}
      sx={{ containerType: 'inline-size', width: '100%' }}
      data-testid="card-sheet"
    >
      <Box
        sx={{
          aspectRatio: '210 / 297',
          bgcolor: '#fff',
          color: s.text,
          boxShadow: 2,
          p: pt(30),
          fontFamily: FONT_FAMILY_CSS[s.font ?? 'amiri'],
          lineHeight: 1.4,
          position: 'relative',
          ...frame,
        }}
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${CARD_GRID.columns}, 1fr)`,
            gridTemplateRows: `repeat(${CARD_GRID.rows}, 1fr)`,
            height: '88%',
            gap: pt(6),
          }}
        >
          {p.layout.map((pl, i) => {
            const c = content(pl);
            const boxed = !c.bare;
            return (
              <Box
                key={`${pl.element}-${i}`}
                onClick={p.onSelect ? () => p.onSelect!(i) : undefined}
                role={p.onSelect ? 'button' : undefined}
                tabIndex={p.onSelect ? 0 : undefined}
                aria-pressed={p.onSelect ? p.selected === i : undefined}
                aria-label={p.onSelect ? label(pl.element) : undefined}
                onKeyDown={
                  p.onSelect
                    ? (ev) => {
                        if (ev.key === 'Enter' || ev.key === ' ') {
                          ev.preventDefault();
                          p.onSelect!(i);
                        }
                      }
                    : undefined
                }
                data-testid={`card-box-${pl.element}`}
                sx={{
                  gridColumn: `${pl.x + 1} / span ${pl.w}`,
                  gridRow: `${pl.y + 1} / span ${pl.h}`,
                  overflow: 'hidden',
                  p: pt(6),
                  minWidth: 0,
                  bgcolor: boxed ? s.panel : 'transparent',
                  border:
                    boxed && s.boxBorder !== 'none'
                      ? `${s.boxBorder === 'thick' ? 2 : 1}px solid ${s.border}`
                      : 'none',
                  borderRadius: s.corners === 'rounded' ? pt(6) : 0,
                  cursor: p.onSelect ? 'pointer' : 'default',
                  outline: p.problems?.has(i)
                    ? '2px solid #d32f2f'
                    : p.selected === i
                      ? '2px dashed #1976d2'
                      : 'none',
                  outlineOffset: '1px',
                }}
              >
                {c.body}
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
