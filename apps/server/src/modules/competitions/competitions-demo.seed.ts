import {
  ruleSetFromTemplate,
  seededRandom,
  type FormAnswers,
  type FormDefinition,
  type RuleSet,
  type SheetEvent,
} from '@qc/domain';
import type { AccessContext, Scope } from '../../access/access-types.ts';
import type { AppContext } from '../../app-context.ts';
import type { DemoSeedStep } from '../../db/seed/steps.ts';
import type { AppError } from '../../http/errors.ts';
import { noRealtime } from '../../realtime/events.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { createDemoAccount } from '../identity/index.ts';
import { demoUserByEmail, maherStudentIds } from './competitions-demo.repository.ts';
import {
  addCategory,
  addJudge,
  competitionAction,
  createCompetition,
  readCompetition,
} from './competitions.service.ts';
import { judgingView, resolveNomination, saveSheet, sheetAction } from './judging.service.ts';
import { nominate } from './nominations.service.ts';

/** A caller acting for a demo user (the services check scope and panel seats as for anyone). */
function demoCaller(userId: string, scope: Scope): Caller {
  const access: AccessContext = {
    userId,
    employeeId: null,
    permissions: new Set(['*']),
    can: () => true,
    scopeFor: () => scope,
  };
  return { access, locale: 'ar', request: { ip: '127.0.0.1', id: 'demo-seed', access } };
}

const ALL: Scope = { all: true };

/** This season's criteria form: the judges mark the delivery beside the mistakes. */
const DELIVERY_FORM: FormDefinition = {
  sections: [
    {
      id: 'delivery',
      title: 'الأداء',
      questions: [
        { id: 'voice', kind: 'mark', label: 'حسن الصوت', max: 5, weight: 1, required: true },
        {
          id: 'stops',
          kind: 'mark',
          label: 'الوقف والابتداء',
          max: 5,
          weight: 1,
          required: true,
        },
      ],
    },
  ],
};
/** The standard scheme with tartil marked through the criteria form (10 points). */
function deliveryRules(): RuleSet {
  const r = ruleSetFromTemplate('standard');
  r.criteria = r.criteria.map((c) =>
    c.key === 'tartil'
      ? {
          key: 'delivery',
          kind: 'form',
          max: 10,
          label: { ar: 'الأداء', en: 'Delivery', fr: 'Interprétation' },
        }
      : c,
  );
  return r;
}

/**
 * The demo's competitions, in Arabic: last season's country competition carried to published
 * results (two categories, a panel of two judges, every sheet submitted, a divergence resolved by
 * the head judge, the ranking approved); this season's competition in judging (drawn, some sheets
 * submitted, others still drafts, for the judge's screen); and the Maher project's contest open
 * for registration with its candidates. Nominations are checked as on screen: a student who does
 * not meet a category's rules is not entered (a few with an override and its reason).
 */
export const competitionsDemoStep: DemoSeedStep = async (database, world, options) => {
  if (!options.withAccounts) return;
  const db = database.db;
  const first = world.centres[0];
  if (!first) return;
  const ctx = { db, database, events: noRealtime } as Pick<
    AppContext,
    'db' | 'database' | 'events'
  > as AppContext;
  const country = await demoUserByEmail(db, 'country@example.com');
  if (!country) return;
  const judge = async (email: string, name: string) =>
    createDemoAccount(db, {
      email,
      displayName: name,
      role: 'tester',
      scope: { level: 'country', countryId: first.countryId, centreId: null },
    });
  const head = await judge('judge@example.com', 'الشيخ عبد الرحمن الحافظ');
  const second = await judge('judge2@example.com', 'الشيخ ياسر القارئ');
  const admin = demoCaller(country.id, ALL);
  const centres = world.centres.filter((c) => c.countryId === first.countryId).slice(0, 3);

  /** Nominates the first students of the centres who meet the category's rules. */
  const enter = async (categoryId: string, studentIds: readonly string[], wanted: number) => {
    let entered = 0;
    let overridden = 0;
    for (const studentId of studentIds) {
      if (entered >= wanted) break;
      try {
        // Most guardians agree to the first name on the public results; some do not.
        await nominate(ctx, admin, { categoryId, studentId, publicConsent: entered % 4 !== 3 });
        entered++;
      } catch (e) {
        const failed = Object.keys((e as AppError).fields ?? {});
        // A few entered with an override of the portion rule, as a country manager does after
        // hearing them recite what their readings do not show yet.
        if (overridden < Math.ceil(wanted / 2) && failed.length === 1 && failed[0] === 'portion') {
          await nominate(ctx, admin, {
            categoryId,
            studentId,
            publicConsent: true,
            override: {
              rules: ['portion'],
              reason: 'سمّع الجزء كاملًا أمام المشرف ولم تُسجّل تلاوته بعد',
            },
          });
          entered++;
          overridden++;
        }
      }
    }
  };
  const studentsOf = (ids: readonly string[]) =>
    world.students.filter((s) => ids.includes(s.centreId)).map((s) => s.id);

  /** Judges every contestant of a category, reproducibly (a seeded generator). */
  const judgeAll = async (categoryId: string, seed: string, submitShare = 1) => {
    const random = seededRandom(seed);
    for (const j of [head, second]) {
      const caller = demoCaller(j.id, ALL);
      const view = await judgingView(ctx, caller, categoryId);
      for (const [i, c] of view.contestants.entries()) {
        if (c.recused) continue;
        const events: SheetEvent[] = [];
        for (let p = 0; p < c.passages.length; p++)
          for (const e of view.ruleSet.events)
            for (let k = Math.floor(random() * 3); k > 0; k--)
              events.push({ kind: e.kind, passage: p });
        const marks = Object.fromEntries(
          view.ruleSet.criteria
            .filter((x) => x.kind === 'mark')
            .map((x) => [x.key, Math.round(x.max * (0.6 + random() * 0.4) * 2) / 2]),
        );
        const formAnswers: FormAnswers = Object.fromEntries(
          (view.criteriaForm?.sections ?? [])
            .flatMap((x) => x.questions)
            .map((q) => [
              q.id,
              { value: Math.round((q.max ?? 0) * (0.6 + random() * 0.4) * 2) / 2 },
            ]),
        );
        const sheet = await saveSheet(ctx, caller, {
          nominationId: c.nominationId,
          events,
          marks,
          formAnswers,
        });
        if (i < Math.ceil(view.contestants.length * submitShare))
          await sheetAction(ctx, caller, sheet.id, 'submit', {});
      }
    }
  };
  const categoriesOf = (id: string) => readCompetition(ctx, admin, id);

  // Last season: published results.
  const past = await createCompetition(ctx, admin, {
    name: 'مسابقة الأوقاف السنوية لحفظ القرآن الكريم',
    season: '1447',
    scope: 'country',
    countryId: first.countryId,
    startsOn: '2025-11-01',
    endsOn: '2025-12-15',
    aggregation: 'trimmed-mean',
    divergenceMargin: 8,
    perCentreCap: 3,
    prizes: [100_000, 60_000, 30_000],
    currency: 'TRY',
  });
  await addCategory(ctx, admin, past.id, {
    name: 'جزء عمّ',
    fromJuz: 30,
    toJuz: 30,
    referenceDate: '2025-11-01',
    template: 'standard',
    passages: 3,
    passageLength: 4,
  });
  await addCategory(ctx, admin, past.id, {
    name: 'جزءا تبارك وعمّ',
    fromJuz: 29,
    toJuz: 30,
    referenceDate: '2025-11-01',
    template: 'standard',
    passages: 3,
    passageLength: 5,
  });
  let detail = await categoriesOf(past.id);
  for (const k of detail.categoriesList) {
    await addJudge(ctx, admin, k.id, { userId: head.id, head: true });
    await addJudge(ctx, admin, k.id, { userId: second.id, head: false });
  }
  await competitionAction(ctx, admin, past.id, 'open-registration', {});
  const pool = studentsOf(centres.map((c) => c.id));
  for (const k of detail.categoriesList) await enter(k.id, pool, 6);
  await competitionAction(ctx, admin, past.id, 'start-judging', {});
  detail = await categoriesOf(past.id);
  for (const k of detail.categoriesList) await judgeAll(k.id, `${past.id}:${k.id}`);
  await competitionAction(ctx, admin, past.id, 'close-judging', {});
  // The head judge looks at every contestant whose judges differ by more than the margin.
  for (const k of detail.categoriesList) {
    const view = await judgingView(ctx, demoCaller(head.id, ALL), k.id);
    for (const c of view.contestants)
      if (c.divergent)
        await resolveNomination(ctx, demoCaller(head.id, ALL), c.nominationId, {
          note: 'استمعت إلى التسجيل: الفرق في عدّ التنبيهات، وتبقى الدرجتان',
        });
  }
  await competitionAction(ctx, admin, past.id, 'approve', {});
  await competitionAction(ctx, admin, past.id, 'publish', {});

  // This season: judging under way (some sheets submitted, others still drafts).
  const current = await createCompetition(ctx, admin, {
    name: 'المسابقة القرآنية الكبرى',
    season: '1448',
    scope: 'country',
    countryId: first.countryId,
    startsOn: new Date().toISOString().slice(0, 10),
    endsOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    aggregation: 'mean',
    divergenceMargin: 10,
    perCentreCap: 2,
    liveHall: true,
  });
  await addCategory(ctx, admin, current.id, {
    name: 'جزء عمّ للناشئة',
    fromJuz: 30,
    toJuz: 30,
    referenceDate: new Date().toISOString().slice(0, 10),
    ruleSet: deliveryRules(),
    criteriaForm: DELIVERY_FORM,
    passages: 2,
    passageLength: 4,
  });
  detail = await categoriesOf(current.id);
  const category = detail.categoriesList[0]!;
  await addJudge(ctx, admin, category.id, { userId: head.id, head: true });
  await addJudge(ctx, admin, category.id, { userId: second.id, head: false });
  await competitionAction(ctx, admin, current.id, 'open-registration', {});
  await enter(category.id, studentsOf([first.id]), 2);
  for (const c of centres.slice(1)) await enter(category.id, studentsOf([c.id]), 2);
  await competitionAction(ctx, admin, current.id, 'start-judging', {});
  await judgeAll(category.id, `${current.id}:demo`, 0.5);

  // The Maher project's contest, open for registration.
  const maher = await createCompetition(ctx, admin, {
    name: 'مسابقة الماهر بالقرآن',
    season: '1448',
    scope: 'organisation',
    maher: true,
    startsOn: new Date().toISOString().slice(0, 10),
    endsOn: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
    aggregation: 'median',
    divergenceMargin: 6,
  });
  await addCategory(ctx, admin, maher.id, {
    name: 'الماهر — جزء عمّ',
    fromJuz: 30,
    toJuz: 30,
    referenceDate: new Date().toISOString().slice(0, 10),
    template: 'maher',
    passages: 3,
    passageLength: 5,
  });
  detail = await categoriesOf(maher.id);
  await addJudge(ctx, admin, detail.categoriesList[0]!.id, { userId: head.id, head: true });
  await competitionAction(ctx, admin, maher.id, 'open-registration', {});
  await enter(detail.categoriesList[0]!.id, await maherStudentIds(db), 3);
};
