import {
  ayahIndex,
  computeGrade,
  juzRange,
  positionFromIndex,
  searchKey,
  type QuranRange,
} from '@qc/domain';
import { Random } from '../../db/seed/random.ts';
import type { DemoSeedStep } from '../../db/seed/steps.ts';
import { createDemoAccount } from '../identity/index.ts';
import { reindexSearch } from '../../resources/search-index.ts';
import { kindRule } from './tests.repository.ts';
import {
  demoRequester,
  demoStudentsOf,
  insertDemoEvent,
  insertDemoExaminer,
  insertDemoExternalRequests,
  insertDemoKind,
  insertDemoMistakes,
  insertDemoRequest,
  insertDemoResult,
  issueDemoCertificate,
} from './tests-demo.repository.ts';

const MEM = (max: number, mem: number, hes: number) => ({
  nameAr: 'الحفظ',
  nameEn: 'Memorisation',
  nameFr: 'Mémorisation',
  scoring: 'deductions',
  maxMarks: String(max),
  deductMemorisation: String(mem),
  deductHesitation: String(hes),
  sortOrder: 1,
});
const TAJ = (max: number, d: number) => ({
  nameAr: 'التجويد',
  nameEn: 'Tajweed',
  nameFr: 'Tajwid',
  scoring: 'deductions',
  maxMarks: String(max),
  deductTajweed: String(d),
  sortOrder: 2,
});
const MARKS = (nameAr: string, nameEn: string, nameFr: string, max: number, order = 3) => ({
  nameAr,
  nameEn,
  nameFr,
  scoring: 'marks',
  maxMarks: String(max),
  sortOrder: order,
});

const STATES = [
  'requested',
  'requested',
  'approved',
  'scheduled',
  'scheduled',
  'taken',
  'passed',
  'certified',
  'certified',
  'certified',
  'failed',
  'rejected',
  'cancelled',
  'no-show',
] as const;

/**
 * Demo data of the tests module in Arabic: the test kinds with their criteria, examiners of
 * other centres with weekly availability (and, with demo accounts, examiner@example.com),
 * requests of the first centre's students in every state with their events, results with
 * mistakes, certificates registered for public verification, and external requests.
 */
export const testsDemoStep: DemoSeedStep = async (database, world, options) => {
  const db = database.db;
  const rnd = new Random(91405);
  const kind = async (
    code: string,
    names: [string, string, string],
    category: string,
    portionType: string,
    criteria: Parameters<typeof insertDemoKind>[2],
    extra: Partial<Parameters<typeof insertDemoKind>[1]> = {},
  ) =>
    insertDemoKind(
      db,
      {
        code,
        nameAr: names[0],
        nameEn: names[1],
        nameFr: names[2],
        category,
        portionType,
        search: searchKey(`${code} ${names.join(' ')}`),
        ...extra,
      },
      criteria,
    );
  const juz = await kind('JUZ', ['اختبار الأجزاء', 'Juz test', 'Examen de juz'], 'portion', 'juz', [
    MEM(80, 2, 0.5),
    TAJ(20, 1),
  ]);
  const safra = await kind(
    'SAFRA',
    ['الصفوة – مرحلة المركز', 'Safra – centre stage', 'Safra – étape du centre'],
    'safra',
    'juz',
    [MEM(70, 2, 0.5), TAJ(20, 1), MARKS('حسن الأداء', 'Delivery', 'Qualité de la récitation', 10)],
    { passMark: 75, waitingDays: 30 },
  );
  const safraFinal = await kind(
    'SAFRA-FINAL',
    ['الصفوة – النهائي', 'Safra – final', 'Safra – finale'],
    'safra-final',
    'juz',
    [MEM(70, 2, 0.5), TAJ(20, 1), MARKS('حسن الأداء', 'Delivery', 'Qualité de la récitation', 10)],
    { passMark: 80, waitingDays: 60, requiredKindIds: [safra.id], needsExternalExaminer: true },
  );
  const maher = await kind(
    'MAHER',
    ['ماهر', 'Maher', 'Maher'],
    'maher',
    'whole-quran',
    [MEM(80, 1, 0.25), TAJ(20, 0.5)],
    {
      passMark: 85,
      bandGood: 88,
      bandVeryGood: 92,
      bandExcellent: 96,
      waitingDays: 90,
      needsExternalExaminer: true,
    },
  );
  const maqraa = await kind('MAQRAA', ['المقرأة', 'Maqraa', 'Maqraa'], 'maqraa', 'surah-range', [
    MEM(60, 2, 0.5),
    TAJ(40, 1),
  ]);
  const tajweedTheory = await kind(
    'TAJWEED-T',
    ['التجويد النظري', 'Tajweed theory', 'Tajwid théorique'],
    'tajweed-theory',
    'none',
    [MARKS('الاختبار التحريري', 'Written test', 'Épreuve écrite', 100, 1)],
  );
  const tajweedPractice = await kind(
    'TAJWEED-P',
    ['التجويد العملي', 'Tajweed practice', 'Tajwid pratique'],
    'tajweed-practical',
    'surah-range',
    [TAJ(100, 2)],
  );
  await kind('EXTERNAL', ['اختبار خارجي', 'External test', 'Examen externe'], 'external', 'juz', [
    MEM(80, 2, 0.5),
    TAJ(20, 1),
  ]);
  for (const r of ['test-kinds', 'test-criteria']) await reindexSearch(db, r);

  // Examiners: staff of other centres than the first (so they examine its students without conflict).
  const first = world.centres[0];
  if (!first) return;
  const ringTeachers = new Set(world.rings.map((r) => r.teacherId));
  const candidates = world.employees.filter(
    (e) =>
      e.centreId &&
      e.centreId !== first.id &&
      e.countryId === first.countryId &&
      !ringTeachers.has(e.id),
  );
  const pool = (
    candidates.length > 0 ? candidates : world.employees.filter((e) => e.centreId !== first.id)
  ).slice(0, 3);
  const allKinds = [juz.id, safra.id, maher.id];
  const examinerRows = [];
  for (const [i, e] of pool.entries()) {
    examinerRows.push(
      await insertDemoExaminer(
        db,
        {
          employeeId: e.id,
          countryId: e.countryId,
          centreId: e.centreId,
          kindIds: i === 0 ? allKinds : [juz.id],
          notes: i === 0 ? 'مجاز برواية حفص عن عاصم' : null,
          search: searchKey(e.fullName),
        },
        [
          { weekday: 'saturday', startsAt: '08:00', endsAt: '12:00' },
          { weekday: 'monday', startsAt: '16:00', endsAt: '20:00' },
          { weekday: 'wednesday', startsAt: '16:00', endsAt: '20:00' },
        ],
      ),
    );
  }
  await reindexSearch(db, 'examiners');
  const examiner = examinerRows[0];
  if (options.withAccounts && examiner) {
    await createDemoAccount(db, {
      email: 'examiner@example.com',
      displayName: pool[0]!.fullName,
      role: 'tester',
      scope: { level: 'country', countryId: first.countryId, centreId: null },
      employeeId: examiner.employeeId,
    });
  }

  // Requests of the first centre's students, in every state.
  const list = await demoStudentsOf(db, first.id, { limit: STATES.length });
  const by = await demoRequester(db, ['teacher@example.com', 'admin@example.com']);
  const rules = (await kindRule(db, juz.id))!;
  const now = Date.now();
  for (const [i, s] of list.entries()) {
    const state = STATES[i]!;
    const juzNo = 30 - (i % 3);
    const portion: QuranRange = juzRange(juzNo);
    const createdAt = new Date(now - (20 - i) * 86_400_000).toISOString();
    const scheduledAt = ['scheduled'].includes(state)
      ? new Date(now + (i + 1) * 86_400_000).toISOString()
      : ['taken', 'passed', 'certified', 'failed', 'no-show'].includes(state)
        ? new Date(now - (8 - (i % 5)) * 86_400_000).toISOString()
        : null;
    const withExaminer = scheduledAt !== null && examiner;
    const r = await insertDemoRequest(db, {
      createdAt,
      updatedAt: createdAt,
      studentId: s.id,
      countryId: s.countryId,
      centreId: first.id,
      ringId: s.ringId,
      kindId: juz.id,
      portion,
      portionFrom: ayahIndex(portion.from),
      portionTo: ayahIndex(portion.to),
      state,
      requestedBy: by,
      overrideReason: i === 1 ? 'أتمّ الحفظ في حلقة سابقة قبل الانتقال' : null,
      eligibilityProblems:
        i === 1 ? [{ code: 'tests.eligibility.notMemorised', params: { missing: 40 } }] : [],
      examinerId: withExaminer ? examiner.id : null,
      scheduledAt,
      durationMinutes: withExaminer ? 30 : null,
      place: withExaminer ? 'قاعة الاختبارات – الدور الأول' : null,
      closedAt: ['failed', 'rejected', 'cancelled', 'no-show', 'certified'].includes(state)
        ? createdAt
        : null,
      search: searchKey(s.fullName),
    });
    const path: Array<[string, string, string | null]> = [['request', 'requested', null]];
    if (state === 'rejected') path.push(['reject', 'rejected', 'لم يكمل مراجعة الجزء']);
    if (state === 'cancelled') path.push(['cancel', 'cancelled', 'سافر الطالب مع أسرته']);
    if (
      ['approved', 'scheduled', 'taken', 'passed', 'certified', 'failed', 'no-show'].includes(state)
    )
      path.push(['approve', 'approved', null]);
    if (['scheduled', 'taken', 'passed', 'certified', 'failed', 'no-show'].includes(state))
      path.push(['schedule', 'scheduled', null]);
    if (state === 'no-show') path.push(['no-show', 'no-show', 'لم يحضر ولم يعتذر']);
    if (['taken', 'passed', 'certified', 'failed'].includes(state))
      path.push(['submit-result', 'taken', null]);
    if (['passed', 'certified'].includes(state)) path.push(['approve-result', 'passed', null]);
    if (state === 'failed') path.push(['approve-result', 'failed', null]);
    if (state === 'certified') path.push(['issue-certificate', 'certified', null]);
    let from: string | null = null;
    for (const [k, [action, to, reason]] of path.entries()) {
      await insertDemoEvent(db, {
        requestId: r.id,
        action,
        fromState: from,
        toState: to,
        at: new Date(Date.parse(createdAt) + k * 3_600_000).toISOString(),
        byUserId: by,
        reason,
      });
      from = to;
    }
    if (!['taken', 'passed', 'certified', 'failed'].includes(state)) continue;
    const count = state === 'failed' ? 22 : rnd.int(0, 6);
    const startIdx = ayahIndex(portion.from);
    const mistakes = Array.from({ length: count }, (_, m) => {
      const idx = startIdx + 3 + m * 7;
      return {
        idx,
        type:
          m % 3 === 2
            ? ('tajweed' as const)
            : m % 3 === 1
              ? ('hesitation' as const)
              : ('memorisation' as const),
      };
    });
    const grade = computeGrade(
      { criteria: rules.criteria, passMark: rules.passMark, bands: rules.bands },
      { mistakes, marks: {} },
    );
    const result = await insertDemoResult(db, {
      requestId: r.id,
      examinerId: examiner?.id ?? null,
      status: state === 'taken' ? 'pending' : 'approved',
      criteria: grade.criteria,
      mistakeCounts: grade.mistakeCounts,
      total: String(grade.total),
      maxTotal: String(grade.maxTotal),
      percent: String(grade.percent),
      grade: grade.grade,
      passed: grade.passed,
      submittedAt: scheduledAt!,
      submittedBy: by,
      approvedAt: state === 'taken' ? null : scheduledAt,
      approvedBy: state === 'taken' ? null : by,
    });
    if (mistakes.length > 0) {
      await insertDemoMistakes(
        db,
        mistakes.map((m) => {
          const p = positionFromIndex(m.idx);
          return {
            resultId: result.id,
            requestId: r.id,
            studentId: s.id,
            surah: p.surah,
            ayah: p.ayah,
            ayahIndex: m.idx,
            type: m.type,
          };
        }),
      );
    }
    if (state !== 'certified') continue;
    await issueDemoCertificate(db, {
      requestId: r.id,
      issuedAt: new Date(Date.parse(scheduledAt!) + 86_400_000),
      grade: grade.grade,
      percent: String(grade.percent),
      issuedBy: by,
      publicFields: {
        الاسم: s.fullName,
        الاختبار: 'اختبار الأجزاء',
        المقطع: `الجزء ${juzNo}`,
      },
    });
  }

  // Requests of the other kinds, waiting for approval, so that each kind's list (Safra, Safra
  // final, Maher, Maqraa, Tajweed theory and practice) opens on real requests too.
  const others = await demoStudentsOf(db, first.id, { offset: STATES.length, limit: 6 });
  const surah = (n: number, last: number): QuranRange => ({
    from: { surah: n, ayah: 1 },
    to: { surah: n, ayah: last },
  });
  const waiting: Array<[typeof juz, QuranRange | null]> = [
    [safra, juzRange(30)],
    [safraFinal, juzRange(29)],
    [maher, { from: { surah: 1, ayah: 1 }, to: { surah: 114, ayah: 6 } }],
    [maqraa, surah(67, 30)],
    [tajweedTheory, null],
    [tajweedPractice, surah(78, 40)],
  ];
  for (const [i, s] of others.entries()) {
    const [k, portion] = waiting[i]!;
    const createdAt = new Date(now - (6 - i) * 86_400_000).toISOString();
    const r = await insertDemoRequest(db, {
      createdAt,
      updatedAt: createdAt,
      studentId: s.id,
      countryId: first.countryId,
      centreId: first.id,
      ringId: s.ringId,
      kindId: k.id,
      portion,
      portionFrom: portion ? ayahIndex(portion.from) : null,
      portionTo: portion ? ayahIndex(portion.to) : null,
      state: 'requested',
      requestedBy: by,
      search: searchKey(s.fullName),
    });
    await insertDemoEvent(db, {
      requestId: r.id,
      action: 'request',
      fromState: null,
      toState: 'requested',
      at: createdAt,
      byUserId: by,
    });
  }

  await insertDemoExternalRequests(db, [
    {
      fullName: 'عبد الرحمن موسى ديالو',
      gender: 'male',
      countryName: 'السنغال',
      city: 'داكار',
      phone: '+221 77 412 33 90',
      category: 'maher',
      portionText: 'القرآن كاملًا برواية حفص',
      language: 'fr',
      search: searchKey('عبد الرحمن موسى ديالو السنغال'),
    },
    {
      fullName: 'مريم يوسف الحسن',
      gender: 'female',
      countryName: 'الأردن',
      city: 'عمّان',
      phone: '+962 79 555 1234',
      category: 'portion',
      portionText: 'الأجزاء ٢٦–٣٠',
      notes: 'تفضّل الاختبار عن بعد',
      language: 'ar',
      search: searchKey('مريم يوسف الحسن الأردن'),
    },
    {
      fullName: 'Ahmed Karim Benali',
      gender: 'male',
      countryName: 'France',
      city: 'Lyon',
      phone: '+33 6 12 34 56 78',
      category: 'tajweed-practical',
      portionText: 'Juz ʿAmma',
      language: 'en',
      search: searchKey('Ahmed Karim Benali France'),
    },
  ]);
};
