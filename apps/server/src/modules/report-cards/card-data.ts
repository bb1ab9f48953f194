import {
  ayahIndex,
  cardElement,
  describeRange,
  juzEnd,
  juzStart,
  memorisedAyahs,
  TOTAL_JUZ,
  type CardData,
  type CardElementKey,
  type LocaleCode,
  type MetricPeriod,
  type Placement,
  type ProgressReading,
} from '@qc/domain';
import type { Scope } from '../../access/access-types.ts';
import type { Db } from '../../db/client.ts';
import { metricValue } from '../../metrics/metrics.service.ts';
import { historyOf, toProgressReading } from '../rings/index.ts';
import { priorMemorisation, priorReadings } from '../students/index.ts';
import { passedPortions } from '../tests/index.ts';
import { approvedTestsOf, remarkOf, type CardStudent } from './report-cards.repository.ts';

/**
 * The figures and records of one student's card for a term, computed when the card is issued
 * and frozen in it. Figures come from the metric registry (`metricValue`, the same definition as
 * every report and the dashboard), counted over the student's own records (or their ring's, for
 * the ring's evaluations); the memorisation map and the juz completed come from the progress
 * rules of the student's progress page; test results and the remark only when approved.
 */

const studentScope = (id: string): Scope => ({
  all: false,
  countryIds: [],
  centreIds: [],
  ringIds: [],
  studentIds: [id],
});
const ringScope = (id: string): Scope => ({
  all: false,
  countryIds: [],
  centreIds: [],
  ringIds: [id],
});

/** Whether a layout prints the teacher's remark (which must then be approved). */
export const needsRemark = (layout: readonly Placement[]) =>
  layout.some((p) => p.element === 'teacher-comment' || p.element === 'conduct');

/** The memorisation by the end of the term: readings, the level brought on entry, passed tests. */
async function memorisation(db: Db, student: CardStudent, to: string) {
  const history = await historyOf(db, [student.id], to);
  const prior = priorMemorisation(student.levelAtEntry, student.direction);
  const tested: ProgressReading[] = (await passedPortions(db, student.id)).map((range) => ({
    kind: 'hifz',
    range,
    readOn: student.joinedOn,
    mistakesMemorisation: 0,
    grade: null,
  }));
  const covered = memorisedAyahs([
    ...priorReadings(prior.juz, student.joinedOn),
    ...history.map(toProgressReading),
    ...tested,
  ]);
  const juzMap: number[] = [];
  for (let n = 1; n <= TOTAL_JUZ; n++) {
    const a = ayahIndex(juzStart(n));
    const b = ayahIndex(juzEnd(n));
    let done = 0;
    for (let i = a; i <= b; i++) if (covered[i]) done++;
    juzMap.push(Math.round((done / (b - a + 1)) * 100) / 100);
  }
  return { juzMap, juzCompleted: juzMap.filter((s) => s >= 1).length };
}

export type RemarkNeed = 'approved' | 'missing' | 'draft';

/**
 * The card's data, or the reason it may not be issued: the layout prints the remark and the
 * student's remark for the term is missing or not approved.
 */
export async function cardDataOf(
  db: Db,
  student: CardStudent,
  term: MetricPeriod,
  layout: readonly Placement[],
  language: LocaleCode,
): Promise<{ data: CardData } | { refused: RemarkNeed }> {
  let comment: string | null = null;
  let conduct: CardData['conduct'] = null;
  if (needsRemark(layout)) {
    const remark = await remarkOf(db, student.id, term.from, term.to);
    if (!remark) return { refused: 'missing' };
    if (remark.state !== 'approved') return { refused: 'draft' };
    comment = remark.comment;
    conduct = remark.conduct;
  }
  const figures: Record<string, number | null> = {};
  for (const p of layout) {
    const element = cardElement(p.element as CardElementKey);
    if (!element.metric) continue;
    const scope =
      element.subject === 'ring'
        ? student.ringId
          ? ringScope(student.ringId)
          : null
        : studentScope(student.id);
    figures[p.element] = scope ? (await metricValue(db, scope, element.metric, term)).value : null;
  }
  const wantsMap = layout.some((p) => p.element === 'mushaf-map' || p.element === 'juz-completed');
  const map = wantsMap
    ? await memorisation(db, student, term.to)
    : { juzMap: [] as number[], juzCompleted: 0 };
  const tests = layout.some((p) => p.element === 'test-results')
    ? (await approvedTestsOf(db, student.id, term.from, term.to)).map((t) => ({
        kind: { ar: t.kindAr, en: t.kindEn, fr: t.kindFr }[language],
        portion: t.portion ? describeRange(t.portion, { locale: language }) : null,
        percent: t.percent === null ? null : Number(t.percent),
        grade: t.grade,
        passed: t.passed,
        on: t.on,
      }))
    : [];
  return {
    data: {
      student: {
        name: student.name,
        ring: student.ring,
        centre: student.centre,
        teacher: student.teacher,
      },
      figures,
      juzCompleted: map.juzCompleted,
      juzMap: map.juzMap,
      tests,
      comment,
      conduct,
    },
  };
}
