import { juzEnd, juzStart } from '@qc/domain';
import type { DemoSeedStep } from '../../db/seed/steps.ts';
import { reindexSearch } from '../../resources/search-index.ts';
import {
  describeCentre,
  describeProject,
  insertBook,
  insertBookSections,
  insertCentreEmployees,
  insertDocument,
  insertHolidays,
  insertOrganisationSettings,
  insertSpecialCaseTypes,
  insertStarTypes,
  setCountrySettings,
} from './organisation-demo.repository.ts';

const CURRENCY: Record<string, string> = { TR: 'TRY', SY: 'SYP' };

/**
 * Demo data of the organisation module, on top of the core demo organisation: country
 * settings, project descriptions, centre managers and projects, every staff member's centre
 * assignment, books with their sections (the mushaf by juz), special-case and star types,
 * special working hours, documentation and the organisation settings. Search columns are
 * then computed by the engine's own rule.
 */
export const organisationDemoStep: DemoSeedStep = async (database, world) => {
  const db = database.db;
  for (const c of world.countries) {
    await setCountrySettings(
      db,
      c.id,
      c.code === 'TR'
        ? {
            weekStart: 'monday',
            weekendDays: ['saturday', 'sunday'],
            calendar: 'gregorian',
            digits: 'latn',
            timeZone: 'Europe/Istanbul',
          }
        : {
            weekStart: 'saturday',
            weekendDays: ['friday'],
            calendar: 'hijri',
            digits: 'arab',
            timeZone: 'Asia/Damascus',
          },
    );
  }

  const projects: Record<string, { description: string; color: string; startedOn: string }> = {
    general: {
      description: 'حلقات تحفيظ القرآن الكريم اليومية في المراكز.',
      color: '#065A94',
      startedOn: '2015-09-01',
    },
    maher: {
      description: 'برنامج متقدم لإتقان الحفظ والتجويد للمتميزين.',
      color: '#0E7C3A',
      startedOn: '2019-02-01',
    },
    zad: {
      description: 'برنامج علمي مختصر يرافق الحفظ.',
      color: '#B26A00',
      startedOn: '2020-10-01',
    },
    safra: {
      description: 'ختم القرآن في رحلة حفظ مكثفة مع اختبار مرحلي ونهائي.',
      color: '#7B1FA2',
      startedOn: '2021-06-15',
    },
    maqraa: {
      description: 'مقرأة إلكترونية لتصحيح التلاوة والإجازة.',
      color: '#00838F',
      startedOn: '2022-01-10',
    },
    tajweed: {
      description: 'دورات التجويد النظري والعملي.',
      color: '#C62828',
      startedOn: '2018-03-01',
    },
  };
  const projectIds: Record<string, string> = {};
  for (const [code, values] of Object.entries(projects)) {
    const id = await describeProject(db, code, values);
    if (id) projectIds[code] = id;
  }

  for (const [i, centre] of world.centres.entries()) {
    const manager = world.employees.find((e) => e.centreId === centre.id && e.job === 'manager');
    await describeCentre(db, centre.id, {
      managerId: manager?.id ?? null,
      email: `centre${i + 1}@example.org`,
      projectIds: [projectIds.general, i % 2 === 0 ? projectIds.maher : projectIds.tajweed].filter(
        (x): x is string => !!x,
      ),
      notes: 'يستقبل الطلاب من سن السابعة.',
    });
  }

  const hours: Record<string, number> = {
    manager: 30,
    supervisor: 24,
    tester: 8,
    teacher: 16,
    accountant: 30,
  };
  const pay: Record<string, number> = {
    manager: 2_500_000,
    supervisor: 2_000_000,
    tester: 900_000,
    teacher: 1_600_000,
  };
  await insertCentreEmployees(
    db,
    world.employees
      .filter((e) => e.centreId)
      .map((e) => {
        const country = world.countries.find((c) => c.id === e.countryId);
        return {
          employeeId: e.id,
          centreId: e.centreId!,
          countryId: e.countryId,
          job: e.job,
          startsOn: '2024-09-01',
          hoursPerWeek: hours[e.job] ?? 20,
          salary:
            country?.code === 'SY'
              ? Math.round((pay[e.job] ?? 1_000_000) * 10)
              : (pay[e.job] ?? 1_000_000),
          salaryCurrency: CURRENCY[country?.code ?? ''] ?? 'USD',
          status: 'active',
        };
      }),
  );

  const mushaf = await insertBook(db, {
    title: 'مصحف المدينة المنورة',
    author: 'مجمع الملك فهد لطباعة المصحف الشريف',
    kind: 'mushaf',
    publisher: 'رواية حفص عن عاصم',
    pages: 604,
    description: 'المصحف المعتمد في الحلقات، ١٥ سطرًا في الصفحة.',
  });
  await insertBookSections(
    db,
    Array.from({ length: 30 }, (_, i) => ({
      bookId: mushaf,
      position: i + 1,
      title: `الجزء ${i + 1}`,
      quranRange: { from: juzStart(i + 1), to: juzEnd(i + 1) },
    })),
  );
  const tuhfa = await insertBook(db, {
    title: 'تحفة الأطفال والغلمان في تجويد القرآن',
    author: 'سليمان الجمزوري',
    kind: 'tajweed',
    pages: 12,
    description: 'منظومة في أحكام التجويد للمبتدئين، ٦١ بيتًا.',
  });
  await insertBookSections(
    db,
    [
      ['المقدمة', 1, 1],
      ['أحكام النون الساكنة والتنوين', 2, 4],
      ['أحكام النون والميم المشددتين', 5, 5],
      ['أحكام الميم الساكنة', 5, 6],
      ['حكم لام أل ولام الفعل', 6, 7],
      ['المثلين والمتقاربين والمتجانسين', 8, 8],
      ['أقسام المد وأحكامه', 9, 11],
      ['الخاتمة', 12, 12],
    ].map(([title, from, to], i) => ({
      bookId: tuhfa,
      position: i + 1,
      title: String(title),
      fromPage: Number(from),
      toPage: Number(to),
    })),
  );
  const jazariyya = await insertBook(db, {
    title: 'المقدمة الجزرية',
    author: 'ابن الجزري',
    kind: 'tajweed',
    pages: 20,
    description: 'المقدمة فيما على قارئ القرآن أن يعلمه.',
  });
  await insertBookSections(db, [
    { bookId: jazariyya, position: 1, title: 'مخارج الحروف', fromPage: 2, toPage: 5 },
    { bookId: jazariyya, position: 2, title: 'صفات الحروف', fromPage: 6, toPage: 9 },
  ]);
  await insertBook(db, {
    title: 'الأربعون النووية',
    author: 'يحيى بن شرف النووي',
    kind: 'matn',
    pages: 48,
  });
  await insertBook(db, {
    title: 'نور البيان',
    author: 'مجموعة من المعلمين',
    kind: 'other',
    pages: 60,
    description: 'كتاب تأسيس القراءة للصغار.',
  });

  await insertSpecialCaseTypes(db, [
    {
      code: 'ORPHAN',
      nameAr: 'يتيم',
      nameEn: 'Orphan',
      nameFr: 'Orphelin',
      requiresEvidence: true,
      defaultSupport: 50_000,
      supportCurrency: 'TRY',
    },
    {
      code: 'LOW_INCOME',
      nameAr: 'أسرة محدودة الدخل',
      nameEn: 'Low-income family',
      nameFr: 'Famille à faible revenu',
      requiresEvidence: true,
      defaultSupport: 30_000,
      supportCurrency: 'TRY',
    },
    {
      code: 'DISABILITY',
      nameAr: 'من ذوي الإعاقة',
      nameEn: 'Disability',
      nameFr: 'Handicap',
      requiresEvidence: true,
    },
    {
      code: 'DISPLACED',
      nameAr: 'نازح',
      nameEn: 'Displaced',
      nameFr: 'Déplacé',
      requiresEvidence: false,
    },
    {
      code: 'CHRONIC_ILLNESS',
      nameAr: 'مرض مزمن',
      nameEn: 'Chronic illness',
      nameFr: 'Maladie chronique',
      requiresEvidence: true,
    },
  ]);
  await insertStarTypes(db, [
    {
      code: 'GOLD',
      nameAr: 'نجمة ذهبية',
      nameEn: 'Gold star',
      nameFr: "Étoile d'or",
      points: 3,
      color: '#F5B301',
      appliesTo: 'both',
    },
    {
      code: 'SILVER',
      nameAr: 'نجمة فضية',
      nameEn: 'Silver star',
      nameFr: "Étoile d'argent",
      points: 2,
      color: '#9E9E9E',
      appliesTo: 'both',
    },
    {
      code: 'BRONZE',
      nameAr: 'نجمة برونزية',
      nameEn: 'Bronze star',
      nameFr: 'Étoile de bronze',
      points: 1,
      color: '#A1662F',
      appliesTo: 'both',
    },
    {
      code: 'DISCIPLINE',
      nameAr: 'نجمة الانضباط',
      nameEn: 'Discipline star',
      nameFr: 'Étoile de discipline',
      points: 1,
      color: '#2E7D32',
      appliesTo: 'ring',
    },
    {
      code: 'MASTERY',
      nameAr: 'نجمة الإتقان',
      nameEn: 'Mastery star',
      nameFr: 'Étoile de maîtrise',
      points: 2,
      color: '#1565C0',
      appliesTo: 'student',
    },
  ]);

  const year = new Date().getUTCFullYear();
  const sy = world.countries.find((c) => c.code === 'SY');
  await insertHolidays(db, [
    {
      name: 'دوام رمضان',
      kind: 'special_hours',
      startsOn: `${year}-02-18`,
      endsOn: `${year}-03-19`,
      opensAt: '10:00',
      closesAt: '14:00',
      notes: 'تُعقد الحلقات بعد صلاة الظهر.',
    },
    ...(sy
      ? [
          {
            countryId: sy.id,
            name: 'عيد الجلاء',
            kind: 'holiday',
            startsOn: `${year}-04-17`,
            endsOn: `${year}-04-17`,
          },
        ]
      : []),
  ]);

  await insertDocument(db, {
    title: 'إجراءات قبول الطلاب الجدد',
    category: 'procedures',
    status: 'published',
    publishedOn: `${year}-01-05`,
    summary: 'خطوات استقبال طلب التسجيل حتى إلحاق الطالب بحلقة.',
    body: '<h3>الخطوات</h3><ol><li>استلام طلب التسجيل والتحقق من البيانات.</li><li>اختبار تحديد المستوى.</li><li>إلحاق الطالب بالحلقة المناسبة وإبلاغ ولي الأمر.</li></ol>',
  });
  await insertDocument(db, {
    title: 'لائحة الحضور والغياب',
    category: 'policies',
    status: 'published',
    publishedOn: `${year}-01-10`,
    summary: 'متى يُعد الطالب متأخرًا أو غائبًا بعذر، وما يترتب على الغياب المتكرر.',
    body: '<p>يُعد الطالب متأخرًا إذا حضر بعد مرور <strong>عشر دقائق</strong> من بدء الحلقة.</p><p>يُبلَّغ ولي الأمر بعد ثلاث غيابات متتالية.</p>',
  });
  await insertDocument(db, {
    title: 'دليل المحفظ الجديد',
    category: 'guides',
    status: 'draft',
    summary: 'ما يحتاجه المحفظ في أسبوعه الأول.',
    body: '<p>مسودة قيد الإعداد.</p>',
  });

  await insertOrganisationSettings(db, {
    nameAr: 'مؤسسة التعليم والتنمية',
    nameEn: 'Education and Development Foundation',
    nameFr: "Fondation pour l'éducation et le développement",
    email: 'info@example.org',
    website: 'https://example.org',
    defaultCountryId: world.countries[0]?.id ?? null,
  });

  for (const resource of [
    'countries',
    'projects',
    'centres',
    'employees',
    'centre-employees',
    'books',
    'book-sections',
    'special-case-types',
    'star-types',
    'holidays',
    'documents',
  ])
    await reindexSearch(db, resource);
};
