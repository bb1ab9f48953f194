import type { LadderCriteria } from '@qc/domain';
import type { AccessContext, Scope } from '../../access/access-types.ts';
import type { AppContext } from '../../app-context.ts';
import type { DemoWorld } from '../../db/seed/steps.ts';
import type { Database } from '../../db/client.ts';
import { noRealtime } from '../../realtime/events.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { reindexSearch } from '../../resources/search-index.ts';
import { judgeEveryone, promoteTeacher, readLadderTeacher } from './ladder.service.ts';
import {
  demoCountries,
  demoTeachersOf,
  demoUserByEmail,
  insertDemoGrades,
  insertDemoStandings,
} from './staff-demo.repository.ts';

const none: LadderCriteria = {
  minYears: 0,
  ijazahRequired: false,
  minEvaluation: 0,
  evaluationPeriods: 0,
  minPassRate: 0,
  minTrainingExams: 0,
};

/** The demo ladder of every country: four grades, each harder to reach, each paid more. */
const GRADES: Array<{
  names: [string, string, string];
  allowance: number;
  criteria: LadderCriteria;
}> = [
  { names: ['محفظ', 'Teacher', 'Enseignant'], allowance: 0, criteria: none },
  {
    names: ['محفظ ممارس', 'Practitioner', 'Praticien'],
    allowance: 50_000,
    criteria: { ...none, minYears: 2, minEvaluation: 70, evaluationPeriods: 2, minPassRate: 60 },
  },
  {
    names: ['محفظ متقدم', 'Advanced teacher', 'Enseignant confirmé'],
    allowance: 100_000,
    criteria: {
      minYears: 3,
      ijazahRequired: true,
      minEvaluation: 80,
      evaluationPeriods: 3,
      minPassRate: 70,
      minTrainingExams: 1,
    },
  },
  {
    names: ['محفظ خبير', 'Expert teacher', 'Enseignant expert'],
    allowance: 175_000,
    criteria: {
      minYears: 4,
      ijazahRequired: true,
      minEvaluation: 85,
      evaluationPeriods: 4,
      minPassRate: 80,
      minTrainingExams: 2,
    },
  },
];

/** Why the demo's earlier promotions were recorded without the criteria being checked. */
const CARRIED_OVER = 'ترقية منقولة من السجلات الورقية قبل اعتماد النظام، بقرار لجنة السلم.';

function demoCaller(userId: string): Caller {
  const scope: Scope = { all: true };
  const access: AccessContext = {
    userId,
    employeeId: null,
    permissions: new Set(['*']),
    can: () => true,
    scopeFor: () => scope,
  };
  return { access, locale: 'ar', request: { ip: '127.0.0.1', id: 'demo-seed', access } };
}

const yearsBefore = (day: string, years: number) =>
  `${Number(day.slice(0, 4)) - years}${day.slice(4, 8)}01`;

/**
 * The demo's teacher ladder (docs/work-sheets-and-ladder.md): four grades in every country; the
 * teachers of the first country's demo centres on every grade (most on the first, fewer higher
 * up: the demo teacher's account on the second), their promotions above the first grade recorded
 * through the service
 * (salary lines from the effective date, audit entries) as carried over from the paper records,
 * some with an ijazah; then the nightly run, so the list shows who meets the next grade.
 */
export async function ladderDemo(database: Database, world: DemoWorld): Promise<void> {
  const db = database.db;
  const firstGrade = new Map<string, string>();
  for (const c of await demoCountries(db)) {
    const made = await insertDemoGrades(
      db,
      GRADES.map((g, i) => ({
        countryId: c.id,
        nameAr: g.names[0],
        nameEn: g.names[1],
        nameFr: g.names[2],
        rank: i + 1,
        payKind: 'allowance' as const,
        payAmount: g.allowance,
        currency: c.currency,
        ...g.criteria,
      })),
    );
    firstGrade.set(c.id, made.find((g) => g.rank === 1)!.id);
  }
  await reindexSearch(db, 'ladder-grades');
  const first = world.centres[0];
  const committee = await demoUserByEmail(db, 'country@example.com');
  if (!first || !committee) return;
  const centres = world.centres
    .filter((c) => c.countryId === first.countryId)
    .slice(0, 3)
    .map((c) => c.id);
  const teachers = await demoTeachersOf(db, centres);
  const today = new Date().toISOString().slice(0, 10);
  const demoTeacher = world.rings.find((r) => r.centreId === first.id)?.teacherId;
  // Everyone starts on the first grade from their hiring (six years ago when unknown).
  await insertDemoStandings(
    db,
    teachers.map((t, i) => ({
      countryId: t.countryId,
      centreId: t.centreId,
      employeeId: t.id,
      gradeId: firstGrade.get(t.countryId) ?? null,
      since: t.hiredOn ?? yearsBefore(today, 6),
      ijazah: i % 3 === 0,
      ijazahNote: i % 3 === 0 ? 'إجازة برواية حفص عن عاصم' : null,
    })),
  );
  const ctx = { db, database, events: noRealtime } as Pick<
    AppContext,
    'db' | 'database' | 'events'
  > as AppContext;
  const caller = demoCaller(committee.id);
  for (const [i, t] of teachers.entries()) {
    // Of every eight: four on the first grade, two on the second, one on the third and fourth.
    const turn = i % 8;
    const target = t.id === demoTeacher ? 2 : turn < 4 ? 1 : turn < 6 ? 2 : turn < 7 ? 3 : 4;
    let next = target > 1 ? (await readLadderTeacher(ctx, caller, t.id)).nextGrade : null;
    for (let rank = 2; rank <= target && next; rank++)
      next = (
        await promoteTeacher(ctx, caller, t.id, {
          gradeId: next.id,
          effectiveFrom: monthsBefore(today, 6 * (target - rank + 1)),
          overrideReason: CARRIED_OVER,
        })
      ).nextGrade;
  }
  await judgeEveryone(ctx);
}

/** The first day of the month `months` before `day`'s. */
function monthsBefore(day: string, months: number): string {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}
