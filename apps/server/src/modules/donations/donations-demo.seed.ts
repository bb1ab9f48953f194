import { firstNameOf, searchKey } from '@qc/domain';
import { buildAccessContext } from '../../access/access-context.ts';
import { Random } from '../../db/seed/random.ts';
import type { DemoSeedStep } from '../../db/seed/steps.ts';
import type { AppContext } from '../../app-context.ts';
import { noRealtime } from '../../realtime/events.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import {
  demoFamilyCases,
  demoMoneyAccounts,
  firstUserId,
  idsByCode,
  insertDemoBenefactors,
  insertDemoLinks,
  insertDemoRequests,
  insertDemoTypes,
  setDemoIban,
} from './donations-demo.repository.ts';
import { actIn, confirmIn, insertGift, recordIn } from './donations.service.ts';
import { donorPortalDemo } from './donor-portal-demo.seed.ts';

const DONORS: Array<[string, string, 'ar' | 'en' | 'fr']> = [
  ['عبد الرحمن بن سعيد الأحمد', '+905321110001', 'ar'],
  ['أم خالد الحسيني', '+905321110002', 'ar'],
  ['مؤسسة نور القرآن الخيرية', '+963944110003', 'ar'],
  ['يوسف إبراهيم المصري', '+905321110004', 'ar'],
  ['فاطمة الزهراء بنت علي', '+963944110005', 'ar'],
  ['Omar Haddad', '+447700900006', 'en'],
  ['Amina Benali', '+33612340007', 'fr'],
  ['سليمان عبد الله الشامي', '+905321110008', 'ar'],
  // The same donor typed twice (hamza and taa marbuta, the phone written differently): the
  // "possible duplicates" panel offers to merge them.
  ['أسامة بن حمزة العلي', '+905321110009', 'ar'],
  ['اسامه بن حمزه العلي', '0532 111 0009', 'ar'],
];

/**
 * Demo data of donations in Arabic: six types bound to the ledger's funds, benefactors, a
 * registration link, sponsorship requests, gifts and monthly pledges, and payments confirmed
 * through the same service as an accountant's (posted to the funds, with receipt serials).
 */
export const donationsDemoStep: DemoSeedStep = async (database, world) => {
  const db = database.db;
  const rnd = new Random(16016);
  const money = await demoMoneyAccounts(db);
  const banks = money.filter((a) => a.role === 'bank');
  const boxes = money.filter((a) => a.role === 'cash_box');
  const bank = banks[0];
  if (!bank || !bank.centreId || boxes.length === 0) return;
  await setDemoIban(db, bank.id, 'TR330006100519786457841326');
  const ids = await idsByCode(db);
  const cur = bank.currency ?? 'TRY';
  const type = (
    code: string,
    names: [string, string, string],
    category: string,
    fund: string,
    income: string,
    extra: Record<string, unknown> = {},
  ) => ({
    code,
    nameAr: names[0],
    nameEn: names[1],
    nameFr: names[2],
    category,
    fundId: ids.fund(fund)!,
    incomeAccountId: ids.account(income)!,
    bankAccountId: bank.id,
    currency: cur,
    currencies: cur === 'USD' ? 'USD' : `${cur},USD`,
    suggestedAmounts: '100,250,500,1000',
    minimumAmount: 5000,
    isPublic: true,
    search: searchKey(`${code} ${names.join(' ')}`),
    ...extra,
  });
  if (!ids.fund('GENERAL') || !ids.account('4100')) return;
  const types = await insertDemoTypes(db, [
    type('GENERAL', ['تبرع عام', 'General donation', 'Don général'], 'general', 'GENERAL', '4100', {
      descriptionAr: 'يدعم حلقات التحفيظ في جميع المراكز: رواتب المعلمين والتجهيزات والأنشطة.',
      descriptionEn:
        'Supports the memorisation rings of every centre: teachers’ pay, equipment and activities.',
      descriptionFr:
        'Soutient les cercles de mémorisation de tous les centres : salaires, équipement et activités.',
    }),
    type('ZAKAT', ['زكاة المال', 'Zakat', 'Zakat'], 'zakat', 'ZAKAT', '4200', {
      // Written in Arabic only: the English and French pages show it marked as Arabic.
      descriptionAr: 'تُصرف في مصارفها الشرعية لأسر الطلاب المحتاجة.',
    }),
    type(
      'SPONSOR-STUDENT',
      ['كفالة طالب', 'Sponsor a student', 'Parrainer un élève'],
      'student-sponsorship',
      'SPONSORSHIP',
      '4400',
      {
        monthlyAmount: 75000,
        descriptionAr: 'كفالة شهرية تغطي حاجة طالب في حلقته حتى يختم.',
        descriptionEn:
          'A monthly sponsorship covering a student’s needs in their ring until they complete the Quran.',
        descriptionFr:
          'Un parrainage mensuel qui couvre les besoins d’un élève dans son cercle jusqu’à la fin du Coran.',
      },
    ),
    type(
      'SPONSOR-RING',
      ['كفالة حلقة', 'Sponsor a ring', 'Parrainer un cercle'],
      'ring-sponsorship',
      'SPONSORSHIP',
      '4400',
      { monthlyAmount: 600000 },
    ),
    type(
      'MUSHAF',
      ['طباعة المصاحف', 'Quran printing', 'Impression du Coran'],
      'quran-printing',
      'GENERAL',
      '4100',
      {
        targetAmount: 5_000_000,
        descriptionAr: 'طباعة ألف مصحف للطلاب الجدد هذا العام.',
        descriptionEn: 'Printing a thousand copies of the Quran for this year’s new students.',
        descriptionFr:
          'Imprimer mille exemplaires du Coran pour les nouveaux élèves de cette année.',
      },
    ),
    type(
      'PROJECT-HALL',
      ['مشروع قاعة التحفيظ', 'Memorisation hall project', 'Projet de salle'],
      'project',
      'GENERAL',
      '4100',
      {
        targetAmount: 20_000_000,
        isPublic: false,
      },
    ),
  ]);
  const donors = await insertDemoBenefactors(
    db,
    DONORS.map(([fullName, phone, language], i) => ({
      kind: fullName.startsWith('مؤسسة') ? 'organisation' : 'person',
      fullName,
      phone,
      email: i % 3 === 0 ? `donor${i + 1}@example.org` : null,
      countryId: world.countries[i % world.countries.length]?.id ?? null,
      language,
      contactBy: 'phone',
      consent: true,
      search: searchKey(fullName),
    })),
  );
  await insertDemoLinks(db, [
    {
      title: 'كفلاء رمضان',
      description: 'سجّل لتكون كافلًا لطالب من طلاب الحلقات في رمضان.',
      donationTypeId: types[2]!.id,
      quota: 200,
      expiresOn: '2027-03-31',
      search: searchKey('كفلاء رمضان'),
    },
  ]);
  const centre = world.centres.find((c) => c.id === bank.centreId) ?? world.centres[0]!;
  const kids = world.students.filter((s) => s.centreId === centre.id).slice(0, 4);
  const where = { countryId: centre.countryId, centreId: centre.id, currency: cur };
  await insertDemoRequests(
    db,
    kids.map((s, i) => ({
      ...where,
      subjectKind: 'student',
      title: `كفالة طالب في ${centre.name} (${i + 1})`,
      studentId: s.id,
      donationTypeId: types[2]!.id,
      monthlyAmount: 75000,
      search: searchKey(`كفالة طالب ${centre.name}`),
    })),
  );
  // A family from the centre's special cases and one of its teachers need sponsors too: each
  // request points at its record (the family's case, the teacher's staff record).
  const [family] = await demoFamilyCases(db, centre.id, 1);
  const teacher = world.employees.find((e) => e.job === 'teacher' && e.centreId === centre.id);
  const others: Parameters<typeof insertDemoRequests>[1] = [];
  if (family) {
    const title = `كفالة أسرة الطالب ${firstNameOf(family.fullName)}`;
    others.push({
      ...where,
      subjectKind: 'family',
      title,
      specialCaseId: family.id,
      donationTypeId: types[0]!.id,
      monthlyAmount: 150000,
      needsNote: 'أسرة موثقة حالتها بعد زيارة المركز، تحتاج دعمًا شهريًا للإيجار والمعيشة.',
      search: searchKey(title),
    });
  }
  if (teacher) {
    const title = `كفالة المعلم ${firstNameOf(teacher.fullName)} في ${centre.name}`;
    others.push({
      ...where,
      subjectKind: 'teacher',
      title,
      teacherId: teacher.id,
      donationTypeId: types[0]!.id,
      monthlyAmount: 400000,
      needsNote: 'مكافأة شهرية لمعلم متفرغ لحلقات التحفيظ.',
      search: searchKey(title),
    });
  }
  if (others.length) await insertDemoRequests(db, others);

  const userId = await firstUserId(db);
  if (!userId) return;
  const access = buildAccessContext(userId, null, [
    { permissions: ['*'], level: 'organisation', countryId: null, centreId: null, ringId: null },
  ]);
  const caller: Caller = {
    access,
    locale: 'ar',
    request: { ip: '127.0.0.1', id: 'demo-seed', access },
  };
  const box = boxes.find((b) => b.centreId === bank.centreId && b.currency === cur) ?? bank;
  const year = new Date().getUTCFullYear();
  const month = new Date().getUTCMonth() + 1;
  const start = (m: number) => `${year}-${String(Math.max(1, m)).padStart(2, '0')}-01`;
  // The demo's pledges and payments go through the workflow kit as the screens' do (history,
  // audit entries as the first user), in one unit of work; their change events go nowhere: no
  // one listens yet.
  const ctx = { db, database, events: noRealtime } as Pick<
    AppContext,
    'db' | 'database' | 'events'
  > as AppContext;
  await withWrites(ctx, caller, async (w) => {
    for (const [i, donor] of donors.entries()) {
      const t = types[i % 5]!;
      const monthly = i % 2 === 0;
      const d = await insertGift(w, {
        benefactorId: donor.id,
        typeId: t.id,
        centreId: bank.centreId!,
        countryId: bank.countryId!,
        amount: (rnd.int(2, 20) * 5000) as number,
        currency: cur,
        frequency: monthly ? 'monthly' : 'once',
        instalments: monthly ? 12 : 1,
        startDate: start(month - 3),
        source: i % 3 === 0 ? 'online' : 'office',
      });
      const paidCount = monthly ? Math.min(3, month) : 1;
      for (let k = 0; k < paidCount; k++) {
        const p = await recordIn(w, {
          donationId: d.id,
          countryId: bank.countryId!,
          centreId: bank.centreId!,
          method: k % 2 === 0 ? 'cash' : 'transfer',
          amount: d.amount,
          currency: cur,
          boxId: k % 2 === 0 ? box.id : bank.id,
          receivedOn: start(month - 3 + k).replace(/01$/, '05'),
          reference: k % 2 === 0 ? null : `QC-DEMO${i}${k}`,
          createdBy: userId,
        });
        await confirmIn(w, p.id, {});
      }
      if (monthly && i === 0) {
        // A pledge with a history: its amount was raised, then it was paused for a while.
        await actIn(w, d.id, 'amount', { amount: d.amount + 5000, reason: 'زيادة بطلب المتبرع' });
      }
      if (monthly && i === 4) {
        await actIn(w, d.id, 'pause', { reason: 'سفر المتبرع حتى نهاية الشهر' });
      }
      if (i === 1) {
        // A transfer announced online and not yet confirmed: the accountant's queue.
        await recordIn(w, {
          donationId: d.id,
          countryId: bank.countryId!,
          centreId: bank.centreId!,
          method: 'transfer',
          amount: d.amount,
          currency: cur,
          boxId: bank.id,
          receivedOn: start(month),
          reference: 'QC-DEMOPEND',
        });
      }
    }
    await donorPortalDemo(w, {
      sponsorId: donors[0]!.id,
      typeId: types[2]!.id,
      userId,
      year,
      month,
    });
  });
};
