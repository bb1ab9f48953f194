import { searchKey, type RegistrationField } from '@qc/domain';
import { Random } from '../../db/seed/random.ts';
import type { DemoSeedStep } from '../../db/seed/steps.ts';
import { reindexSearch } from '../../resources/search-index.ts';
import { insertLink, insertRegistration } from './registrations.repository.ts';
import { specialCaseTypeByCode } from './student-records.repository.ts';
import {
  demoStudents,
  insertCooperation,
  insertFollowup,
  insertFollowupReasons,
  insertSpecialCase,
  insertStars,
  setGuardianCentres,
  starTypeIds,
} from './students-demo.repository.ts';

const daysAgo = (today: Date, n: number) =>
  new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10);

const REASONS = [
  ['زيارة دورية', 'Routine visit', 'Visite de routine'],
  ['متابعة جودة التسميع', 'Recitation quality check', 'Contrôle de la qualité des récitations'],
  ['دعم محفظ جديد', 'Support for a new teacher', 'Soutien à un nouvel enseignant'],
  ['شكوى ولي أمر', 'A guardian’s complaint', 'Plainte d’un tuteur'],
] as const;

const FINDINGS = [
  'الحلقة منضبطة والطلاب ملتزمون بالمراجعة.',
  'يحتاج بعض الطلاب إلى متابعة في أحكام المدود.',
  'دفتر المتابعة غير مكتمل لبعض الأيام.',
  'تحسن واضح في الحضور منذ الزيارة السابقة.',
];

/**
 * Demo data of the students and rings modules, on top of the core demo organisation: families
 * tied to their centre, follow-up reasons and visits, stars, a registration link per country
 * with registrations waiting (one looks like an existing student), special cases and students
 * helping teachers. Search columns follow the engine's rule.
 */
export const studentsDemoStep: DemoSeedStep = async (database, world) => {
  const db = database.db;
  const rnd = new Random(61122);
  const today = new Date();
  await setGuardianCentres(db);

  const reasons = await insertFollowupReasons(
    db,
    REASONS.map(([nameAr, nameEn, nameFr]) => ({
      nameAr,
      nameEn,
      nameFr,
      search: searchKey(`${nameAr} ${nameEn} ${nameFr}`),
    })),
  );
  // The star types of the organisation's demo data, by code (GOLD, SILVER, ...).
  const starTypes = await starTypeIds(db, ['GOLD', 'SILVER', 'DISCIPLINE', 'MASTERY']);
  for (const [i, ring] of world.rings.entries()) {
    if (i % 2 === 1) continue;
    await insertFollowup(db, {
      ringId: ring.id,
      countryId: ring.countryId,
      centreId: ring.centreId,
      visitedOn: daysAgo(today, rnd.int(3, 40)),
      reasonId: rnd.pick(reasons).id,
      findings: rnd.pick(FINDINGS),
      score: rnd.int(60, 98),
      actions: rnd.chance(0.5) ? 'متابعة الطلاب المتأخرين في المراجعة أسبوعيًا.' : null,
    });
    await insertStars(db, {
      ringId: ring.id,
      countryId: ring.countryId,
      centreId: ring.centreId,
      starTypeId: rnd.pick(starTypes),
      stars: rnd.int(1, 3),
      periodFrom: daysAgo(today, 30),
      periodTo: daysAgo(today, 1),
      reason: 'الانضباط في الحضور والمراجعة',
    });
  }

  const fields: Array<{ name: RegistrationField; required: boolean }> = [
    { name: 'fatherName', required: true },
    { name: 'birthDate', required: true },
    { name: 'phone', required: true },
    { name: 'guardianName', required: false },
    { name: 'guardianPhone', required: false },
    { name: 'levelAtEntry', required: false },
  ];
  for (const country of world.countries) {
    const centre = world.centres.find((c) => c.countryId === country.id);
    if (!centre) continue;
    const link = await insertLink(db, {
      countryId: country.id,
      centreId: centre.id,
      title: `التسجيل في ${centre.name} - الفصل القادم`,
      description: 'حلقات تحفيظ للبنين والبنات من سن السابعة. يتواصل المركز مع الأسرة بعد التسجيل.',
      form: { fields },
      quota: 40,
    });
    const [look] = await demoStudents(db, centre.id, 'active', 1);
    const people = [
      { fullName: 'يوسف أحمد العلي', gender: 'male', birthDate: '2016-04-12', phone: null },
      { fullName: 'مريم خالد الحسن', gender: 'female', birthDate: '2015-09-03', phone: null },
      { fullName: 'عبد الرحمن سامر الشامي', gender: 'male', birthDate: '2017-01-20', phone: null },
      // Same name and phone as a student already there: the reviewer sees the look-alike.
      ...(look
        ? [{ fullName: look.full_name, gender: 'male', birthDate: null, phone: look.phone }]
        : []),
    ];
    for (const [i, p] of people.entries()) {
      await insertRegistration(db, {
        linkId: link.id,
        source: i === 2 ? 'centre' : 'online',
        countryId: country.id,
        centreId: centre.id,
        fullName: p.fullName,
        gender: p.gender,
        birthDate: p.birthDate,
        identityNumber: null,
        phone: p.phone ?? `+90532${rnd.int(1000000, 9999999)}`,
        data: { fatherName: p.fullName.split(' ')[1] ?? null, levelAtEntry: 'جزء عم' },
        duplicates:
          look && p.fullName === look.full_name
            ? [{ studentId: look.id, fullName: look.full_name, reasons: ['phone', 'name'] }]
            : [],
      });
    }
  }

  const caseKinds: { id: string; code: string }[] = [];
  for (const code of ['ORPHAN', 'LOW_INCOME', 'DISPLACED']) {
    const kind = await specialCaseTypeByCode(db, code);
    if (!kind) throw new Error(`The demo special case type ${code} is missing`);
    caseKinds.push({ id: kind.id, code });
  }
  for (const centre of world.centres) {
    const active = await demoStudents(db, centre.id, 'active', 40);
    for (const [i, s] of active.entries()) {
      if (i % 9 !== 0) continue;
      const kind = rnd.pick(caseKinds);
      await insertSpecialCase(db, {
        studentId: s.id,
        countryId: s.country_id,
        centreId: s.centre_id,
        caseTypeId: kind.id,
        caseType: kind.code,
        description: 'حالة موثقة من المركز بعد زيارة الأسرة.',
        monthlySupport: rnd.pick([5000, 7500, 10000]),
        startsOn: daysAgo(today, rnd.int(30, 200)),
        evidence: [],
      });
    }
    const helper = active[active.length - 1];
    if (helper?.ring_id) {
      await insertCooperation(db, {
        studentId: helper.id,
        ringId: helper.ring_id,
        countryId: helper.country_id,
        centreId: helper.centre_id,
        tasks: 'تسميع مراجعة الطلاب الصغار ومتابعة دفاترهم.',
        hoursPerWeek: rnd.int(2, 5),
        startsOn: daysAgo(today, 60),
      });
    }
  }
  for (const resource of ['students', 'guardians', 'rings', 'followup-reasons'])
    await reindexSearch(db, resource);
};
