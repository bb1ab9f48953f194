import { DEFAULT_CARD_STYLE, DEFAULT_LAYOUT, type CardStyle, type Placement } from '@qc/domain';
import type { AccessContext, Scope } from '../../access/access-types.ts';
import type { AppContext } from '../../app-context.ts';
import type { DemoSeedStep } from '../../db/seed/steps.ts';
import { noRealtime } from '../../realtime/events.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { issueStudentCard } from './cards.service.ts';
import { demoRingStudents, demoUserByEmail } from './report-cards-demo.repository.ts';
import { templateVersion } from './report-cards.repository.ts';
import { remarkAction, saveRemark } from './remarks.service.ts';
import { createStyle, createTemplate, saveTemplate } from './templates.service.ts';

/** A caller acting for a demo user (the services check places as for anyone). */
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

const BLUE: CardStyle = {
  primary: '#1f4e79',
  accent: '#4a90c2',
  text: '#1f2d3d',
  panel: '#f2f7fb',
  border: '#a9c4dc',
  fontSize: 10,
  titleSize: 24,
  frame: 'simple',
  boxBorder: 'thin',
  corners: 'square',
  // The second typeface, so the demo shows both (the default style is in Amiri).
  font: 'plex',
};

const COMPACT: Placement[] = [
  { element: 'logo', x: 0, y: 0, w: 3, h: 2 },
  { element: 'title', x: 3, y: 0, w: 9, h: 1 },
  { element: 'dates', x: 3, y: 1, w: 9, h: 1 },
  { element: 'student', x: 0, y: 2, w: 8, h: 3 },
  { element: 'verify-qr', x: 8, y: 2, w: 4, h: 3 },
  { element: 'pages-term', x: 0, y: 5, w: 4, h: 3 },
  { element: 'attendance', x: 4, y: 5, w: 4, h: 3 },
  { element: 'juz-completed', x: 8, y: 5, w: 4, h: 3 },
  { element: 'mushaf-map', x: 0, y: 8, w: 12, h: 5 },
  { element: 'teacher-comment', x: 0, y: 13, w: 12, h: 3 },
  { element: 'signatures', x: 0, y: 16, w: 12, h: 2 },
];

const COMMENTS = [
  'حافظ على ورده اليومي ومراجعته، وتلاوته متقنة. بارك الله فيه.',
  'مجتهد ومنضبط في الحضور، ويحتاج إلى مزيد من العناية بأحكام المدود.',
  'تقدّم ملحوظ في الحفظ هذا الفصل، نوصي بتثبيت المراجعة في البيت.',
  'طالب هادئ ومتعاون مع زملائه، حفظه جيد ويحتاج إلى رفع صوته عند التسميع.',
  'قدوة لزملائه في الأدب والالتزام، ونسأل الله له الثبات.',
];
const CONDUCT = ['excellent', 'very-good', 'good', 'excellent', 'very-good'] as const;

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo's report cards, in Arabic: two saved styles of the organisation and one of the first
 * centre; the term card template (saved twice: version 2) and a compact one; the teacher's
 * remarks for the demo ring's students over the last term (most approved, one still a draft,
 * one not written yet); and the cards issued for the approved ones.
 */
export const reportCardsDemoStep: DemoSeedStep = async (database, world, options) => {
  if (!options.withAccounts) return;
  const db = database.db;
  const centre = world.centres[0];
  const ring = world.rings.find((r) => r.centreId === centre?.id);
  if (!centre || !ring) return;
  const ctx = { db, database, events: noRealtime } as Pick<
    AppContext,
    'db' | 'database' | 'events'
  > as AppContext;
  const manager = await demoUserByEmail(db, 'manager@example.com');
  const admin = await demoUserByEmail(db, 'admin@example.com');
  if (!manager || !admin) return;
  const org = demoCaller(admin.id, { all: true });
  const centreScope: Scope = {
    all: false,
    countryIds: [],
    centreIds: [centre.id],
    ringIds: [],
  };
  const mgr = demoCaller(manager.id, centreScope);

  const green = await createStyle(ctx, org, {
    name: 'الأخضر والذهبي',
    style: DEFAULT_CARD_STYLE,
    countryId: null,
  });
  const blue = await createStyle(ctx, org, { name: 'الأزرق الهادئ', style: BLUE, countryId: null });
  await createStyle(ctx, mgr, {
    name: `نمط ${centre.name}`,
    style: { ...DEFAULT_CARD_STYLE, primary: '#6b3e26', accent: '#c08b3e', frame: 'simple' },
    centreId: centre.id,
  });

  const term = await createTemplate(ctx, org, {
    name: 'بطاقة الفصل الدراسي',
    title: 'بطاقة تقرير الطالب',
    styleId: green.id,
    layout: DEFAULT_LAYOUT.filter((p) => p.element !== 'test-results'),
    countryId: null,
  });
  // Saved again with the test results: version 2, the one the cards are issued with.
  await saveTemplate(ctx, org, term.id, {
    name: 'بطاقة الفصل الدراسي',
    title: 'بطاقة تقرير الطالب',
    styleId: green.id,
    layout: DEFAULT_LAYOUT,
    countryId: null,
  });
  await createTemplate(ctx, org, {
    name: 'بطاقة مختصرة لولي الأمر',
    title: 'تقرير الحفظ الفصلي',
    styleId: blue.id,
    layout: COMPACT,
    countryId: null,
  });

  const from = day(-91);
  const to = day(-1);
  const termLabel = 'الفصل الدراسي الأول';
  const students = await demoRingStudents(db, ring.id);
  const version = await templateVersion(db, term.id, 2);
  if (!version) return;
  for (const [i, s] of students.entries()) {
    // The last one has no remark yet; the one before it is still a draft.
    if (i === students.length - 1 && students.length > 2) continue;
    const remark = await saveRemark(ctx, mgr, {
      studentId: s.id,
      from,
      to,
      comment: COMMENTS[i % COMMENTS.length]!,
      conduct: CONDUCT[i % CONDUCT.length]!,
    });
    if (i === students.length - 2 && students.length > 2) continue;
    await remarkAction(ctx, mgr, remark.id, 'approve', {});
    await issueStudentCard(ctx, mgr, version, {
      studentId: s.id,
      termLabel,
      from,
      to,
      language: 'ar',
    });
  }
};
