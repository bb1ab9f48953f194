import {
  RECITATION_QUESTION,
  applicationTemplate,
  formQuestions,
  scoreSheetTemplate,
  type FormAnswers,
  type PublicApplication,
} from '@qc/domain';
import type { AccessContext, Scope } from '../../access/access-types.ts';
import type { AppContext } from '../../app-context.ts';
import type { DemoSeedStep } from '../../db/seed/steps.ts';
import { storeFormFile } from '../../forms/form-files.ts';
import { noRealtime } from '../../realtime/events.ts';
import type { Caller, RequestMeta } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { createDemoAccount } from '../identity/index.ts';
import {
  applyPublic,
  hireApplicant,
  moveApplication,
  pickSlot,
  withdrawByToken,
} from './applications.service.ts';
import { APPLICATION_FILES } from './application-files.service.ts';
import { createRound, saveSheet } from './interviews.service.ts';
import { createPosting, postingAction } from './postings.service.ts';
import {
  currencyOf,
  demoUserByEmail,
  employeeOfUser,
  staffWithoutAccount,
} from './recruitment-demo.repository.ts';
import { recitationSampleWav } from './recitation-sample.ts';

const ALL: Scope = { all: true };

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/**
 * When a demo applicant's steps happened, in days ago: the services replay them in one second,
 * so each is given its day (the funnel's days in each state then read true). Sent some weeks
 * ago (the new ones these last days), each move a few days after the one before.
 */
function demoTimeline(plan: Plan, i: number) {
  let t = plan === 'new' ? 1 + (i % 4) : 36 - i * 2;
  const sent = daysAgo(t);
  const next = (gap: number) => daysAgo((t -= gap));
  return {
    sent,
    shortlist: () => next(2 + (i % 3)),
    invite: () => next(3 + (i % 2)),
    accept: () => next(6 + (i % 3)),
    hire: () => next(4 + (i % 2)),
    reject: () => next(3 + (i % 4)),
    withdraw: () => next(5 + (i % 4)),
  };
}

/** A caller acting for a demo user (the services check panel seats as for anyone). */
function demoCaller(userId: string): Caller {
  const access: AccessContext = {
    userId,
    employeeId: null,
    permissions: new Set(['*']),
    can: () => true,
    scopeFor: () => ALL,
  };
  return { access, locale: 'ar', request: { ip: '127.0.0.1', id: 'demo-seed', access } };
}

const visitor = { ip: '127.0.0.1', id: 'demo-seed', access: undefined } as unknown as RequestMeta;

const answers = (
  juz: number,
  riwaya: string,
  years: number,
  qualifications: string,
): FormAnswers => ({
  juz: { value: juz },
  ijazah: { value: juz >= 30 ? 1 : 0 },
  ...(juz >= 30
    ? { chain: { value: null, text: 'إجازة برواية حفص عن عاصم بالسند المتصل إلى النبي ﷺ' } }
    : {}),
  riwaya: { value: null, choices: [riwaya] },
  qualifications: { value: null, text: qualifications },
  experience: { value: years },
  consent: { value: 1 },
});

type Plan = 'new' | 'shortlisted' | 'interview' | 'accepted' | 'rejected' | 'hired' | 'withdrawn';

interface Person {
  name: string;
  gender: 'male' | 'female';
  phone: string;
  juz: number;
  years: number;
  plan: Plan;
  source?: string;
}

/**
 * The demo's recruitment, in Arabic: the three lists; an HR officer (hr@example.com) and a second
 * panel member (panel@example.com, with the teacher of the first ring, teacher@example.com);
 * two postings, an evening teachers' posting of the first centre (three positions, still open)
 * and a country's supervisor posting, each with applications in every state: new, shortlisted,
 * invited with a slot and a sheet in, accepted after two sheets, hired (a new teacher with a
 * salary profile), rejected with a reason, withdrawn. Everything goes through the services, as
 * on screen.
 */
export const recruitmentDemoStep: DemoSeedStep = async (database, world, options) => {
  if (!options.withAccounts) return;
  const db = database.db;
  const first = world.centres[0];
  const admin = await demoUserByEmail(db, 'admin@example.com');
  const teacherUser = await demoUserByEmail(db, 'teacher@example.com');
  if (!first || !admin || !teacherUser) return;
  const ctx = { db, database, events: noRealtime } as Pick<
    AppContext,
    'db' | 'database' | 'events'
  > as AppContext;
  const hr = await createDemoAccount(db, {
    email: 'hr@example.com',
    displayName: 'موظف التوظيف',
    role: 'hr_officer',
    scope: { level: 'country', countryId: first.countryId, centreId: null },
  });
  const staff = await staffWithoutAccount(db, first.id);
  const panelUser = staff
    ? await createDemoAccount(db, {
        email: 'panel@example.com',
        displayName: staff.fullName,
        role: 'tester',
        employeeId: staff.id,
        scope: { level: 'country', countryId: first.countryId, centreId: null },
      })
    : null;
  const teacherEmployee = await employeeOfUser(db, teacherUser.id);
  const as = demoCaller(hr.id);
  const currency = await currencyOf(db, first.countryId);

  // The lists, through the write core.
  const types = await withWrites(ctx, demoCaller(admin.id), async (w) => {
    const make = (resource: string, values: Record<string, unknown>) =>
      w.create(resource, values, { system: true }).then((r) => String(r.id));
    const full = await make('job-types', {
      code: 'FULL',
      nameAr: 'دوام كامل',
      nameEn: 'Full time',
      nameFr: 'Temps plein',
    });
    await make('job-types', {
      code: 'PART',
      nameAr: 'دوام جزئي',
      nameEn: 'Part time',
      nameFr: 'Temps partiel',
    });
    await make('job-types', {
      code: 'SEASON',
      nameAr: 'موسمي (الدورات الصيفية)',
      nameEn: 'Seasonal (summer courses)',
      nameFr: 'Saisonnier (cours d’été)',
    });
    const teacher = await make('candidate-types', {
      code: 'TEACHER',
      nameAr: 'محفظ',
      nameEn: 'Teacher',
      nameFr: 'Enseignant',
      job: 'teacher',
      teaching: true,
    });
    const female = await make('candidate-types', {
      code: 'TEACHER_F',
      nameAr: 'محفظة',
      nameEn: 'Teacher (women)',
      nameFr: 'Enseignante',
      job: 'teacher',
      teaching: true,
    });
    const supervisor = await make('candidate-types', {
      code: 'SUPERVISOR',
      nameAr: 'مشرف تعليمي',
      nameEn: 'Supervisor',
      nameFr: 'Superviseur',
      job: 'supervisor',
      teaching: false,
    });
    await make('candidate-types', {
      code: 'EXAMINER',
      nameAr: 'مختبر',
      nameEn: 'Examiner',
      nameFr: 'Examinateur',
      job: 'tester',
      teaching: false,
    });
    await make('candidate-types', {
      code: 'ADMIN',
      nameAr: 'إداري',
      nameEn: 'Administrative',
      nameFr: 'Administratif',
      job: 'administrator',
      teaching: false,
    });
    await make('details-types', {
      code: 'QIRAAT',
      nameAr: 'القراءات التي يتقنها',
      nameEn: 'Qira’at mastered',
      nameFr: 'Qira’at maîtrisées',
      kind: 'longText',
      required: false,
    });
    await make('details-types', {
      code: 'MUTUN',
      nameAr: 'المتون المحفوظة (الجزرية، الشاطبية)',
      nameEn: 'Texts memorised (Jazariyya, Shatibiyya)',
      nameFr: 'Textes mémorisés',
      kind: 'text',
      required: false,
    });
    await make('details-types', {
      code: 'ONLINE',
      nameAr: 'يستطيع التحفيظ عن بعد',
      nameEn: 'Can teach online',
      nameFr: 'Peut enseigner à distance',
      kind: 'yesNo',
      required: true,
    });
    return { full, teacher, female, supervisor };
  });

  const template = applicationTemplate('ar');
  const recitation = formQuestions(template).find((q) => q.id === RECITATION_QUESTION);
  const eveningPosting = await createPosting(ctx, as, {
    title: 'محفظ قرآن كريم لحلقات المساء',
    jobTypeId: types.full,
    candidateTypeIds: [types.teacher, types.female],
    job: 'teacher',
    centreId: first.id,
    positions: 3,
    applicationLimit: 60,
    description:
      '<p>يعلن المركز عن حاجته إلى <strong>محفظين ومحفظات</strong> لحلقات المساء، من حفظة كتاب الله المتقنين.</p><ul><li>حفظ عشرين جزءًا على الأقل</li><li>إتقان أحكام التجويد</li><li>خبرة في التحفيظ يفضّل</li></ul>',
    grade: 'الدرجة الثالثة',
    salaryAmount: 1_800_000,
    salaryCurrency: currency,
    hoursPerWeek: 20,
    definition: template,
  });
  const supervisorPosting = await createPosting(ctx, as, {
    title: 'مشرف تعليمي للمراكز',
    jobTypeId: types.full,
    candidateTypeIds: [types.supervisor],
    job: 'supervisor',
    countryId: first.countryId,
    centreId: null,
    positions: 1,
    description:
      '<p>مشرف يتابع الحلقات ويقيّم المحفظين في مراكز الدولة، ويشترط حفظ القرآن كاملًا.</p>',
    grade: 'الدرجة الثانية',
    salaryAmount: 2_500_000,
    salaryCurrency: currency,
    hoursPerWeek: 35,
    definition: template,
  });
  for (const p of [eveningPosting, supervisorPosting])
    await postingAction(ctx, as, p.id, 'publish', daysAgo(45));

  const panelIds = [teacherEmployee?.id, staff?.id].filter((x): x is string => !!x);
  const slots = [3, 4, 5].map((d) => {
    const at = new Date();
    at.setUTCDate(at.getUTCDate() + d);
    at.setUTCHours(7, 0, 0, 0);
    return at.toISOString();
  });
  const panelCallers = [teacherUser.id, panelUser?.id]
    .filter((x): x is string => !!x)
    .map(demoCaller);

  const people: Record<string, Person[]> = {
    [eveningPosting.id]: [
      {
        name: 'محمد عبد الرحمن الحلبي',
        gender: 'male',
        phone: '+905321000101',
        juz: 30,
        years: 6,
        plan: 'hired',
      },
      {
        name: 'أحمد يوسف الشامي',
        gender: 'male',
        phone: '+905321000102',
        juz: 30,
        years: 4,
        plan: 'accepted',
      },
      {
        name: 'عبد الله خالد النعيمي',
        gender: 'male',
        phone: '+905321000103',
        juz: 25,
        years: 3,
        plan: 'interview',
      },
      {
        name: 'مريم حسن العلي',
        gender: 'female',
        phone: '+905321000104',
        juz: 22,
        years: 2,
        plan: 'shortlisted',
        source: 'poster',
      },
      {
        name: 'عمر سعيد الخطيب',
        gender: 'male',
        phone: '+905321000105',
        juz: 15,
        years: 1,
        plan: 'new',
        source: 'whatsapp',
      },
      {
        name: 'فاطمة محمود الزعبي',
        gender: 'female',
        phone: '+905321000106',
        juz: 28,
        years: 5,
        plan: 'new',
      },
      {
        name: 'يوسف إبراهيم الأحمد',
        gender: 'male',
        phone: '+905321000107',
        juz: 10,
        years: 0,
        plan: 'rejected',
      },
      {
        name: 'خديجة علي المصري',
        gender: 'female',
        phone: '+905321000108',
        juz: 20,
        years: 2,
        plan: 'withdrawn',
      },
    ],
    [supervisorPosting.id]: [
      {
        name: 'عبد الرحيم صالح القاسم',
        gender: 'male',
        phone: '+905321000201',
        juz: 30,
        years: 12,
        plan: 'hired',
      },
      {
        name: 'بلال عمر الحسيني',
        gender: 'male',
        phone: '+905321000202',
        juz: 30,
        years: 9,
        plan: 'accepted',
      },
      {
        name: 'حمزة أنس الدرويش',
        gender: 'male',
        phone: '+905321000203',
        juz: 30,
        years: 7,
        plan: 'interview',
      },
      {
        name: 'زيد طارق العمر',
        gender: 'male',
        phone: '+905321000204',
        juz: 30,
        years: 8,
        plan: 'shortlisted',
      },
      {
        name: 'إسماعيل نور الدين',
        gender: 'male',
        phone: '+905321000205',
        juz: 26,
        years: 5,
        plan: 'new',
        source: 'site',
      },
      {
        name: 'سليمان داود الكردي',
        gender: 'male',
        phone: '+905321000206',
        juz: 18,
        years: 3,
        plan: 'rejected',
      },
      {
        name: 'معاذ جابر التميمي',
        gender: 'male',
        phone: '+905321000207',
        juz: 30,
        years: 10,
        plan: 'withdrawn',
      },
    ],
  };

  const riwayas = ['hafs', 'hafs', 'warsh', 'hafs', 'qalun'];
  const sheet = (base: number): FormAnswers => ({
    recitation: { value: Math.min(10, base) },
    tajweed: { value: Math.max(0, base - 1) },
    teaching: { value: Math.max(0, base - 2) },
    conduct: { value: Math.min(10, base + 1) },
  });

  for (const posting of [eveningPosting, supervisorPosting]) {
    const round =
      panelIds.length > 0
        ? await createRound(ctx, as, posting.id, {
            name: 'المقابلة الشفهية واختبار التلاوة',
            panelEmployeeIds: panelIds,
            slots,
            definition: scoreSheetTemplate('ar'),
          })
        : null;
    const list = people[posting.id] ?? [];
    // Everyone applies first (a hire may fill the posting and close its link), then HR decides.
    const sent: Array<{
      id: string;
      token: string;
      p: Person;
      i: number;
      when: ReturnType<typeof demoTimeline>;
    }> = [];
    for (const [i, p] of list.entries()) {
      // Most send a recitation sample (a short made-up recording), as the public form lets them.
      const sample =
        recitation && i % 4 !== 3
          ? await storeFormFile(db, APPLICATION_FILES, recitation, {
              name: `تلاوة ${p.name.split(' ')[0]}.wav`,
              declared: 'audio/wav',
              content: recitationSampleWav(1.5, 180 + i * 20),
              uploadedBy: null,
            })
          : null;
      const input: PublicApplication = {
        messagesConsent: false,
        fullName: p.name,
        gender: p.gender,
        phone: p.phone,
        email: '',
        identityNumber: `98${String(700000 + i * 13 + p.phone.length).padStart(7, '0')}${p.phone.slice(-3)}`,
        candidateTypeId:
          posting.id === eveningPosting.id
            ? p.gender === 'female'
              ? types.female
              : types.teacher
            : types.supervisor,
        answers: {
          ...answers(
            p.juz,
            riwayas[i % riwayas.length]!,
            p.years,
            p.years > 5 ? 'إجازة جامعية في الشريعة' : 'الثانوية الشرعية',
          ),
          ...(sample ? { [RECITATION_QUESTION]: { value: null, file: sample } } : {}),
        },
        ...(p.source ? { source: p.source } : {}),
      };
      const when = demoTimeline(p.plan, i);
      sent.push({
        ...(await applyPublic(ctx, posting.id, input, 'ar', visitor, when.sent)),
        p,
        i,
        when,
      });
    }
    for (const { id, token, p, i, when } of sent) {
      if (p.plan === 'new') continue;
      if (p.plan === 'withdrawn') {
        // The applicant withdraws from their status link.
        await withdrawByToken(ctx, token, 'ar', visitor, when.withdraw());
        continue;
      }
      if (p.plan === 'rejected') {
        await moveApplication(
          ctx,
          as,
          id,
          'reject',
          {
            reason: p.juz < 20 ? 'الحفظ دون المطلوب للوظيفة (عشرون جزءًا)' : 'لم يستوفِ شرط الخبرة',
          },
          when.reject(),
        );
        continue;
      }
      await moveApplication(ctx, as, id, 'shortlist', {}, when.shortlist());
      if (p.plan === 'shortlisted' || !round) continue;
      await moveApplication(ctx, as, id, 'invite', { roundId: round.id }, when.invite());
      await pickSlot(ctx, token, slots[i % slots.length]!, 'ar', visitor);
      const marks = Math.min(10, 5 + Math.round(p.juz / 10) + (p.years > 5 ? 1 : 0));
      const sheets = p.plan === 'interview' ? panelCallers.slice(0, 1) : panelCallers;
      for (const [k, c] of sheets.entries())
        await saveSheet(ctx, c, round.id, id, { answers: sheet(marks - k) }, true);
      if (p.plan === 'interview') continue;
      await moveApplication(ctx, as, id, 'accept', {}, when.accept());
      if (p.plan === 'accepted') continue;
      await hireApplicant(
        ctx,
        as,
        id,
        {
          startsOn: new Date().toISOString().slice(0, 10),
          ...(posting.centreId ? {} : { centreId: first.id }),
        },
        when.hire(),
      );
    }
  }
};
