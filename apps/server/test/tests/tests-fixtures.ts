import { juzRange } from '@qc/domain';
import * as t from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, signIn } from '../identity/identity-helpers.ts';
import { world } from '../students/fixtures.ts';

let counter = 0;

/**
 * The tests world: the students world plus a juz test kind with criteria, a Safra and a Safra
 * final kind (which requires Safra and an examiner from another centre), an examiner of centre
 * B who may examine S1 A, the teacher of ring A as an (own-ring, conflicted) examiner, and the
 * juz 30 memorised by S1 A according to a reading.
 */
export async function testsWorld(app: TestApp) {
  const w = await world(app);
  const db = app.ctx.db;
  const n = ++counter;
  const [juzKind] = await db
    .insert(t.testKinds)
    .values({
      code: `JUZ${n}`,
      nameAr: 'اختبار الأجزاء',
      nameEn: 'Juz test',
      nameFr: 'Examen de juz',
      category: 'portion',
      portionType: 'juz',
      passMark: 60,
      waitingDays: 14,
    })
    .returning();
  await db.insert(t.testCriteria).values([
    {
      kindId: juzKind!.id,
      nameAr: 'الحفظ',
      nameEn: 'Memorisation',
      nameFr: 'Mémorisation',
      maxMarks: '80',
      deductMemorisation: '2',
      deductHesitation: '0.5',
      sortOrder: 1,
    },
    {
      kindId: juzKind!.id,
      nameAr: 'التجويد',
      nameEn: 'Tajweed',
      nameFr: 'Tajwid',
      maxMarks: '20',
      deductTajweed: '1',
      sortOrder: 2,
    },
  ]);
  const [safra] = await db
    .insert(t.testKinds)
    .values({
      code: `SAFRA${n}`,
      nameAr: 'الصفوة',
      nameEn: 'Safra',
      nameFr: 'Safra',
      category: 'safra',
      portionType: 'none',
    })
    .returning();
  const [safraFinal] = await db
    .insert(t.testKinds)
    .values({
      code: `SAFRAF${n}`,
      nameAr: 'الصفوة النهائي',
      nameEn: 'Safra final',
      nameFr: 'Safra finale',
      category: 'safra-final',
      portionType: 'none',
      requiredKindIds: [safra!.id],
      needsExternalExaminer: true,
    })
    .returning();
  for (const k of [safra!, safraFinal!])
    await db.insert(t.testCriteria).values({
      kindId: k.id,
      nameAr: 'الأداء',
      nameEn: 'Performance',
      nameFr: 'Performance',
      scoring: 'marks',
      maxMarks: '100',
    });
  const [examinerEmployee] = await db
    .insert(t.employees)
    .values({
      countryId: w.org.country.id,
      centreId: w.org.b.centre.id,
      fullName: 'المختبر خالد',
      gender: 'male',
      job: 'tester',
    })
    .returning();
  const kinds = [juzKind!.id, safra!.id, safraFinal!.id];
  const [examiner] = await db
    .insert(t.examiners)
    .values({
      employeeId: examinerEmployee!.id,
      countryId: w.org.country.id,
      centreId: w.org.b.centre.id,
      kindIds: kinds,
    })
    .returning();
  const [ownTeacherExaminer] = await db
    .insert(t.examiners)
    .values({
      employeeId: w.org.a.teacher.id,
      countryId: w.org.country.id,
      centreId: w.org.a.centre.id,
      kindIds: kinds,
    })
    .returning();
  const examinerUser = await createUser(app, {
    employeeId: examinerEmployee!.id,
    assignments: [{ role: 'tester', level: 'country', countryId: w.org.country.id }],
  });
  const student = w.org.a.students[0]!;
  const juz30 = juzRange(30);
  await db.insert(t.readings).values({
    countryId: w.org.country.id,
    centreId: w.org.a.centre.id,
    ringId: w.org.a.ring.id,
    studentId: student.id,
    readOn: '2026-01-10',
    kind: 'hifz',
    fromSurah: juz30.from.surah,
    fromAyah: juz30.from.ayah,
    toSurah: juz30.to.surah,
    toAyah: juz30.to.ayah,
    ayahCount: 564,
    pageCount: '23',
  });
  return {
    ...w,
    kinds: { juz: juzKind!, safra: safra!, safraFinal: safraFinal! },
    examiner: examiner!,
    ownTeacherExaminer: ownTeacherExaminer!,
    student,
    juz30,
    as: { ...w.as, examiner: bearer((await signIn(app, examinerUser.email)).accessToken) },
  };
}

/** A time tomorrow at 09:00 UTC plus `hours`. */
export function tomorrowAt(hours = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCHours(9 + hours, 0, 0, 0);
  return d.toISOString();
}
