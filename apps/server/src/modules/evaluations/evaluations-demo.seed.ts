import {
  scaleFromLabels,
  scoreForm,
  searchKey,
  type EvaluationTargetKind,
  type FormAnswers,
  type FormDefinition,
} from '@qc/domain';
import { Random } from '../../db/seed/random.ts';
import type { DemoSeedStep } from '../../db/seed/steps.ts';
import { createForm, markAnswered } from '../../forms/forms.service.ts';
import { reindexSearch } from '../../resources/search-index.ts';
import { createDemoAccount, findUserByEmail } from '../identity/index.ts';
import {
  insertDemoActions,
  insertDemoParagraphs,
  insertDemoRequests,
  type DemoEvaluationRequest,
} from './evaluations-demo.repository.ts';

const SCALE = 'ضعيف\nمقبول\nجيد\nجيد جدًا\nممتاز';

/** [section, title, max mark (0: the 1-5 scale), weight, hint] per target. */
const PARAGRAPHS: Record<EvaluationTargetKind, Array<[string, string, number, number, string?]>> = {
  ring: [
    ['إدارة الحلقة', 'انضباط الطلاب وحضورهم في الوقت', 10, 1, 'قارن الحضور بسجل الأسبوع'],
    ['إدارة الحلقة', 'متابعة خطة الحفظ والمراجعة', 20, 2, 'اطلب سجل الحفظ لثلاثة طلاب'],
    ['التعليم', 'إتقان التلاوة وأحكام التجويد', 20, 2],
    ['التعليم', 'أسلوب المحفظ في التعليم والتحفيز', 0, 1],
    ['البيئة', 'نظافة المكان وتهيئته', 10, 1],
    ['البيئة', 'اكتمال سجلات الحلقة', 10, 1],
  ],
  centre: [
    ['الإدارة', 'انتظام الدوام وفق الجدول', 10, 1],
    ['الإدارة', 'اكتمال السجلات والتقارير الشهرية', 20, 2],
    ['الجودة', 'نسبة إنجاز الخطط في الحلقات', 20, 2, 'من تقرير الشهر الماضي'],
    ['المرافق', 'نظافة المبنى وسلامته', 10, 1],
    ['المجتمع', 'التواصل مع أولياء الأمور', 0, 1],
  ],
  employee: [
    ['الأداء', 'إنجاز المهام في وقتها', 10, 2],
    ['الأداء', 'جودة العمل ودقته', 10, 2],
    ['السلوك', 'التعاون مع الزملاء', 0, 1],
    ['السلوك', 'الالتزام بالدوام', 10, 1],
  ],
  teacher: [
    ['التعليم', 'ضبط التلاوة والتجويد', 20, 2],
    ['التعليم', 'تنويع أساليب التحفيظ', 0, 1],
    ['المتابعة', 'تحديث سجل القراءة يوميًا', 10, 1],
    ['المتابعة', 'التواصل مع أولياء الأمور', 10, 1],
  ],
};

const FORMS: Record<EvaluationTargetKind, [string, boolean]> = {
  ring: ['تقييم الحلقة الشهري', true],
  centre: ['تقييم المركز الفصلي', false],
  employee: ['تقييم أداء الموظف', true],
  teacher: ['تقييم المحفظ', true],
};

const PERIODS = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];
const COMMENTS = ['ممتاز، استمر', 'يحتاج إلى متابعة', 'تحسن ملحوظ عن الشهر الماضي', ''];

/**
 * The evaluations of the demo organisation: criteria and a form for each target, a supervisor
 * (supervisor@example.com) who evaluates, approved results over five months (so trends have a
 * shape), open, overdue, submitted and returned requests, self-evaluations and follow-ups.
 */
export const evaluationsDemoStep: DemoSeedStep = async (database, world, options) => {
  const db = database.db;
  const rnd = new Random(170417);
  const forms = new Map<EvaluationTargetKind, { id: string; definition: FormDefinition }>();
  for (const target of Object.keys(PARAGRAPHS) as EvaluationTargetKind[]) {
    const rows = await insertDemoParagraphs(
      db,
      PARAGRAPHS[target].map(([section, title, max, weight, hint], i) => ({
        target,
        section,
        title,
        kind: max ? 'mark' : 'scale',
        maxMark: max || null,
        scaleLabels: max ? null : SCALE,
        weight: String(weight),
        hint: hint ?? null,
        sortOrder: i + 1,
      })),
    );
    const sections = new Map<string, FormDefinition['sections'][number]>();
    for (const p of rows) {
      const s = sections.get(p.section) ?? {
        id: `s${sections.size + 1}`,
        title: p.section,
        questions: [],
      };
      s.questions.push({
        id: p.id.slice(0, 8),
        kind: p.kind,
        label: p.title,
        ...(p.hint ? { hint: p.hint } : {}),
        ...(p.kind === 'scale'
          ? { scale: scaleFromLabels(p.scaleLabels) }
          : { max: p.maxMark ?? 10 }),
        weight: Number(p.weight),
        required: true,
        sourceId: p.id,
      });
      sections.set(p.section, s);
    }
    const definition = { sections: [...sections.values()] };
    const [name, allowSelf] = FORMS[target];
    const form = await createForm(
      db,
      'evaluations',
      { name, subject: target, allowSelf, definition },
      null,
    );
    forms.set(target, { id: form.id, definition });
  }
  await reindexSearch(db, 'evaluation-paragraphs');
  if (!options.withAccounts) return;

  const centre = world.centres[0]!;
  const supervisor = await createDemoAccount(db, {
    email: 'supervisor@example.com',
    displayName: 'المشرف التربوي سالم العتيبي',
    role: 'supervisor',
    scope: { level: 'centre', countryId: centre.countryId, centreId: centre.id },
  });
  const manager = await findUserByEmail(db, 'manager@example.com');
  const approver = manager?.id ?? null;

  const answersFor = (definition: FormDefinition, level: number): FormAnswers => {
    const out: FormAnswers = {};
    for (const q of definition.sections.flatMap((s) => s.questions)) {
      const max = q.kind === 'scale' ? 5 : (q.max ?? 10);
      const v = Math.max(
        q.kind === 'scale' ? 1 : 0,
        Math.min(max, Math.round(max * (level + rnd.int(-12, 12) / 100))),
      );
      out[q.id] = {
        value: v,
        ...(rnd.chance(0.3) ? { comment: COMMENTS[rnd.int(0, COMMENTS.length - 1)] } : {}),
      };
    }
    return out;
  };

  type Subject = {
    id: string;
    name: string;
    countryId: string;
    centreId: string | null;
    ringId: string | null;
  };
  const rows: Array<DemoEvaluationRequest> = [];
  const add = (
    target: EvaluationTargetKind,
    s: Subject,
    period: string,
    state: string,
    level: number,
    extra: Partial<DemoEvaluationRequest> = {},
  ) => {
    const form = forms.get(target)!;
    const filled = state !== 'requested';
    const answers = filled ? answersFor(form.definition, level) : {};
    const score = scoreForm(form.definition, answers);
    const at = `${period}-25T09:00:00Z`;
    rows.push({
      target,
      subjectId: s.id,
      subjectName: s.name,
      countryId: s.countryId,
      centreId: s.centreId,
      ringId: s.ringId,
      formVersionId: form.id,
      evaluatorId: supervisor.id,
      requestedBy: approver,
      period,
      dueOn: `${period}-28`,
      state,
      answers,
      total: filled ? String(score.total) : null,
      maxTotal: filled ? String(score.max) : null,
      percent: filled ? String(score.percent) : null,
      submittedAt: ['submitted', 'approved'].includes(state) ? at : null,
      approvedAt: state === 'approved' ? at : null,
      approvedBy: state === 'approved' ? approver : null,
      search: searchKey(`${s.name} ${FORMS[target][0]}`),
      ...extra,
    });
  };

  const names = new Map(world.employees.map((e) => [e.id, e.fullName]));
  const rings = world.rings.filter((r) => r.centreId === centre.id).slice(0, 4);
  rings.forEach((r, i) => {
    const s = {
      id: r.id,
      name: `حلقة ${names.get(r.teacherId) ?? i + 1}`,
      countryId: r.countryId,
      centreId: r.centreId,
      ringId: r.id,
    };
    PERIODS.forEach((p, k) => add('ring', s, p, 'approved', 0.6 + i * 0.05 + k * 0.04));
    const states = ['requested', 'in-progress', 'submitted', 'returned'];
    add('ring', s, '2026-11', states[i % 4]!, 0.75, {
      dueOn: i % 2 === 0 ? '2026-11-10' : '2026-12-20',
      ...(states[i % 4] === 'returned' ? { returnReason: 'أرفق صورة سجل الحضور' } : {}),
    });
  });
  for (const [i, c] of world.centres.slice(0, 3).entries()) {
    const s = { id: c.id, name: c.name, countryId: c.countryId, centreId: c.id, ringId: null };
    for (const [k, p] of ['2026-04', '2026-07', '2026-10'].entries())
      add('centre', s, p, 'approved', 0.65 + i * 0.08 + k * 0.03);
  }
  const staff = world.employees.filter((e) => e.centreId === centre.id);
  for (const [i, e] of staff
    .filter((x) => x.job === 'teacher')
    .slice(0, 4)
    .entries()) {
    const s = {
      id: e.id,
      name: e.fullName,
      countryId: e.countryId,
      centreId: e.centreId,
      ringId: null,
    };
    for (const [k, p] of ['2026-08', '2026-10'].entries())
      add('teacher', s, p, 'approved', 0.7 + i * 0.04 + k * 0.05);
    add('teacher', s, '2026-11', 'requested', 0.8, { dueOn: '2026-12-15' });
  }
  for (const [i, e] of staff
    .filter((x) => x.job !== 'teacher' && x.job !== 'assistant_teacher')
    .slice(0, 3)
    .entries()) {
    const s = {
      id: e.id,
      name: e.fullName,
      countryId: e.countryId,
      centreId: e.centreId,
      ringId: null,
    };
    add('employee', s, '2026-09', 'approved', 0.72 + i * 0.06);
  }
  // The demo teacher evaluates their own ring beside the supervisor (self-evaluation).
  const teacherUser = (await findUserByEmail(db, 'teacher@example.com'))?.id ?? null;
  for (const r of rows)
    if (r.target === 'ring' && r.ringId === rings[0]?.id && r.state === 'approved') {
      r.selfUserId = teacherUser;
      r.selfAnswers = answersFor(forms.get('ring')!.definition, 0.85);
    }
  const inserted = await insertDemoRequests(db, rows);
  for (const f of forms.values()) await markAnswered(db, f.id);
  const firstResults = inserted.filter((r) => r.state === 'approved').slice(0, 3);
  if (firstResults.length > 0)
    await insertDemoActions(
      db,
      firstResults.map((r, i) => ({
        requestId: r.id,
        title: ['تدريب المحفظ على أساليب التحفيز', 'استكمال سجلات الحضور', 'صيانة مكيف القاعة'][i]!,
        ownerName: 'مدير المركز',
        dueOn: ['2026-12-15', '2026-11-01', '2026-12-30'][i]!,
        status: i === 1 ? 'done' : 'open',
        createdBy: approver,
      })),
    );
};
