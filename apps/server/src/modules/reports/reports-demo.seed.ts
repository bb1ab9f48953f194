import type { AccessContext, Scope } from '../../access/access-types.ts';
import type { AppContext } from '../../app-context.ts';
import type { DemoSeedStep } from '../../db/seed/steps.ts';
import { noRealtime } from '../../realtime/events.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { userIdByEmail } from './monthly-reports.repository.ts';
import { decideReport, openReport, writeNarrative } from './monthly-reports.service.ts';

/** A caller acting for a demo user with the monthly reports' rights over `scope`. */
function demoCaller(userId: string, scope: Scope): Caller {
  const access: AccessContext = {
    userId,
    employeeId: null,
    permissions: new Set(['monthly-reports:*']),
    can: (p) => p.startsWith('monthly-reports:'),
    scopeFor: () => scope,
  };
  return { access, locale: 'ar', request: { ip: '127.0.0.1', id: 'demo-seed', access } };
}

const none = { all: false as const, countryIds: [], centreIds: [], ringIds: [] };

/** `YYYY-MM`, `back` months before now (UTC). */
const monthsAgo = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
    .toISOString()
    .slice(0, 7);
};

const NARRATIVES = [
  {
    achievements:
      'ختم طالبان حفظ جزء عمّ مع التجويد، وانتظم الحضور في حلقات الفجر، وأقيم لقاء لأولياء الأمور حضره أكثر من ثلاثين وليًّا.',
    problems: 'تأخر بعض الطلاب في المراجعة بسبب الامتحانات المدرسية، ونقص في المصاحف المجزأة.',
    needs: 'عشرون مصحفًا مجزّأً، ومعلم إضافي لحلقة المبتدئين.',
  },
  {
    achievements:
      'افتتاح حلقة جديدة للبنات، ونجاح ستة طلاب في اختبارات الأجزاء، ومسابقة داخلية في التجويد.',
    problems: 'انقطاع الكهرباء في أيام متفرقة أثّر على حلقات المساء.',
    needs: 'مولّد كهربائي صغير، وسبورة للقاعة الثانية.',
  },
  {
    achievements: 'تحسّن نسبة الحضور بعد التواصل مع الأسر، وتكريم المتميزين في نهاية الشهر.',
    problems: 'انسحاب طالبين لانتقال أسرتيهما إلى مدينة أخرى.',
    needs: 'حافلة لنقل الطلاب من الأحياء البعيدة.',
  },
];

/**
 * The demo's monthly reports, in Arabic: two months ago every centre's report is approved by
 * its country manager and each country's report approved at the organisation; last month the
 * first centre's report is a draft with its narrative (its manager submits it), the second
 * centre's is submitted and waits for the country manager, the third's was returned with a
 * reason, and the fourth's is missing: the completeness board shows every standing.
 */
export const reportsDemoStep: DemoSeedStep = async (database, world, options) => {
  if (!options.withAccounts || world.centres.length === 0) return;
  const db = database.db;
  const ctx = { db, database, events: noRealtime } as Pick<
    AppContext,
    'db' | 'database' | 'events'
  > as AppContext;
  const manager = await userIdByEmail(db, 'manager@example.com');
  const country = await userIdByEmail(db, 'country@example.com');
  const admin = await userIdByEmail(db, 'admin@example.com');
  if (!manager || !country || !admin) return;
  const managerOf = (centreId: string) => demoCaller(manager, { ...none, centreIds: [centreId] });
  const countryManagerOf = (countryId: string) =>
    demoCaller(country, { ...none, countryIds: [countryId] });
  const organisation = demoCaller(admin, { all: true });

  const earlier = monthsAgo(2);
  for (const [i, c] of world.centres.entries()) {
    const r = await openReport(ctx, managerOf(c.id), {
      level: 'centre',
      month: earlier,
      centreId: c.id,
    });
    const n = NARRATIVES[i % NARRATIVES.length]!;
    await writeNarrative(ctx, managerOf(c.id), r.id, { version: r.version, ...n });
    await decideReport(ctx, managerOf(c.id), r.id, 'submit', {});
    await decideReport(ctx, countryManagerOf(c.countryId), r.id, 'approve', {});
  }
  for (const k of world.countries) {
    const cm = countryManagerOf(k.id);
    const r = await openReport(ctx, cm, { level: 'country', month: earlier, countryId: k.id });
    await writeNarrative(ctx, cm, r.id, {
      version: r.version,
      achievements: 'اعتمدت تقارير جميع المراكز في موعدها، وارتفع عدد الصفحات المحفوظة.',
      problems: 'الحاجة إلى معلمين في المراكز الجديدة.',
      needs: 'دورة تأهيل للمعلمين الجدد.',
    });
    await decideReport(ctx, cm, r.id, 'submit', {});
    await decideReport(ctx, organisation, r.id, 'approve', {});
  }

  const last = monthsAgo(1);
  const [first, second, third] = world.centres;
  if (first) {
    const r = await openReport(ctx, managerOf(first.id), {
      level: 'centre',
      month: last,
      centreId: first.id,
    });
    await writeNarrative(ctx, managerOf(first.id), r.id, {
      version: r.version,
      achievements: NARRATIVES[0]!.achievements,
    });
  }
  if (second) {
    const r = await openReport(ctx, managerOf(second.id), {
      level: 'centre',
      month: last,
      centreId: second.id,
    });
    await writeNarrative(ctx, managerOf(second.id), r.id, {
      version: r.version,
      ...NARRATIVES[1]!,
    });
    await decideReport(ctx, managerOf(second.id), r.id, 'submit', {});
  }
  if (third) {
    const r = await openReport(ctx, managerOf(third.id), {
      level: 'centre',
      month: last,
      centreId: third.id,
    });
    await writeNarrative(ctx, managerOf(third.id), r.id, { version: r.version, ...NARRATIVES[2]! });
    await decideReport(ctx, managerOf(third.id), r.id, 'submit', {});
    await decideReport(ctx, countryManagerOf(third.countryId), r.id, 'return', {
      reason: 'أرجو إضافة أسماء الطلاب المنسحبين وسبب الانسحاب في خانة المشكلات.',
    });
  }
};
