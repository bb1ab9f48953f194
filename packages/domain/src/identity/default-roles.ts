import type { PermissionAction } from './permissions.ts';

export type RoleScopeLevel = 'organisation' | 'country' | 'centre' | 'ring' | 'own';

export interface DefaultRole {
  code: string;
  name: { ar: string; en: string; fr: string };
  defaultScope: RoleScopeLevel;
  permissions: string[];
}

const all = (...resources: string[]) => resources.map((r) => `${r}:*`);
const some = (actions: PermissionAction[], ...resources: string[]) =>
  resources.flatMap((r) => actions.map((a) => `${r}:${a}`));
const read = (...resources: string[]) => some(['read'], ...resources);

/** The business resources a manager runs inside their scope. */
const TEACHING = [
  'students',
  'guardians',
  'registrations',
  'special-cases',
  'rings',
  'ring-times',
  'ring-transfers',
  'readings',
  'attendance',
  'followups',
  'stars',
  'tests',
  'test-requests',
  'certificates',
  'evaluations',
  'rewards',
  'reward-rules',
  'competitions',
  'monthly-reports',
  'report-cards',
  'report-card-remarks',
  'holidays',
];
const PEOPLE = [
  'employees',
  'teachers',
  'work-sheets',
  // The teacher ladder's grades and promotions (docs/work-sheets-and-ladder.md).
  'ladder',
  // Recruitment (docs/jobs-and-recruitment.md): postings and their lists, applications, rounds.
  'job-postings',
  'job-applications',
  'interviews',
  'salaries',
];
const MONEY = [
  'finance',
  'donations',
  'benefactors',
  'student-money',
  'advances',
  'reward-transfers',
];
/** The ledger's own resources (finance:read covers balances, statements and the journal). */
const LEDGER = ['vouchers', 'cash-boxes', 'recipients', 'finance-settings'];

/**
 * The default roles of the domain design, seeded at start (existing roles are left as the
 * administrators edited them). Resource names follow the resource definitions; wildcards
 * (`res:*`, `*:read`) keep a role meaningful when new resources appear.
 */
export const DEFAULT_ROLES: DefaultRole[] = [
  {
    code: 'super_admin',
    name: { ar: 'مدير النظام', en: 'Super administrator', fr: 'Super administrateur' },
    defaultScope: 'organisation',
    permissions: ['*'],
  },
  {
    code: 'org_admin',
    name: {
      ar: 'مدير المؤسسة',
      en: 'Organisation administrator',
      fr: "Administrateur de l'organisation",
    },
    defaultScope: 'organisation',
    permissions: [
      '*:read',
      '*:export',
      ...all('countries', 'projects', 'centres', 'books', 'documentation', 'settings'),
      ...all('country-settings', 'special-case-types', 'star-types'),
      ...all(...TEACHING, ...PEOPLE, ...MONEY, 'reports', 'forms', 'campaigns'),
      'competition-nominations:*',
      ...all('users', 'mobile-signups', 'partners', 'conversations', 'notifications'),
      ...all('test-kinds', 'examiners'),
      'roles:read',
      ...all('training', 'trainees', 'training-exams', 'lessons', 'thank-certificates'),
      'audit:read',
      'outbox:read',
      // Guardians' messages: the outbox, providers per country, templates (docs/messages.md).
      ...all('messages', 'message-channels', 'message-templates'),
      ...all(...LEDGER),
    ],
  },
  {
    code: 'country_manager',
    name: { ar: 'مدير الدولة', en: 'Country manager', fr: 'Responsable pays' },
    defaultScope: 'country',
    permissions: [
      ...read('countries', 'projects', 'books', 'roles', 'documentation'),
      ...read('special-case-types', 'star-types'),
      ...some(['read', 'update', 'export'], 'country-settings'),
      ...some(['read', 'create', 'update', 'export'], 'centres'),
      ...all(...TEACHING, ...PEOPLE, 'reports', 'forms', 'campaigns', 'mobile-signups'),
      // Overrides a competition's rule for a nomination (docs/competitions.md).
      'competition-nominations:*',
      ...some(['read', 'create', 'update'], 'users'),
      ...read('test-kinds'),
      ...all('examiners'),
      'conversations:*',
      ...read('training', 'lessons'),
      ...all('trainees', 'training-exams', 'thank-certificates'),
      ...some(['read', 'export'], 'finance'),
      ...some(['read', 'approve', 'post', 'export'], 'vouchers'),
      ...all('cash-boxes', 'recipients'),
      'finance-settings:read',
      // Their country's messages and providers; the templates are the organisation's.
      ...all('messages', 'message-channels'),
      'message-templates:read',
    ],
  },
  {
    code: 'centre_manager',
    name: { ar: 'مدير المركز', en: 'Centre manager', fr: 'Directeur de centre' },
    defaultScope: 'centre',
    permissions: [
      ...read('countries', 'projects', 'books', 'centres', 'roles', 'documentation'),
      ...read('country-settings', 'special-case-types', 'star-types'),
      // Polls and forms with public links of their centre (docs/polls.md).
      ...all(...TEACHING, 'reports', 'forms'),
      // Nominates their students; overriding a rule needs a higher role (docs/competitions.md).
      ...some(['read', 'create', 'update', 'export'], 'competition-nominations'),
      ...some(['read', 'create', 'update', 'export'], 'employees'),
      // Approves or returns the work sheets of their centre (docs/work-sheets-and-ladder.md).
      ...some(['read', 'create', 'update', 'export', 'approve'], 'work-sheets'),
      // Sees where their centre's teachers stand on the ladder; the committee promotes.
      'ladder:read',
      ...some(['read', 'approve'], 'mobile-signups'),
      ...some(['read', 'create', 'update'], 'users'),
      // Sits on their centre's interview panels, and so may give the teacher role, which scores
      // the rounds a teacher sits on (a manager gives only what they hold).
      'interviews:examine',
      ...read('test-kinds'),
      ...all('examiners'),
      'conversations:*',
      ...read('training', 'lessons'),
      ...all('trainees', 'training-exams', 'thank-certificates'),
      ...some(['read', 'export'], 'finance'),
      ...some(['read', 'approve', 'post'], 'vouchers'),
      ...read('cash-boxes', 'recipients', 'finance-settings'),
      // Their centre's messages to guardians (docs/messages.md).
      'messages:read',
    ],
  },
  {
    code: 'supervisor',
    name: { ar: 'مشرف', en: 'Supervisor', fr: 'Superviseur' },
    defaultScope: 'centre',
    permissions: [
      ...read('centres', 'projects', 'books', 'employees', 'documentation', 'reports'),
      ...read('special-case-types', 'star-types'),
      ...read(...TEACHING),
      ...all('followups', 'evaluations', 'stars'),
      ...some(['create', 'update'], 'readings', 'attendance'),
      ...read('test-kinds', 'examiners'),
      'conversations:*',
      ...read('training', 'lessons', 'trainees', 'training-exams'),
      'training-exams:examine',
      'interviews:examine',
    ],
  },
  {
    code: 'teacher',
    name: { ar: 'محفظ', en: 'Teacher', fr: 'Enseignant' },
    defaultScope: 'own',
    permissions: [
      ...read('rings', 'ring-times', 'students', 'guardians', 'books', 'tests', 'certificates'),
      ...read('stars', 'star-types', 'evaluations', 'documentation'),
      ...some(['read', 'create', 'update', 'delete'], 'readings', 'attendance'),
      ...some(['read', 'create'], 'test-requests', 'work-sheets'),
      // Proposes rewards for their ring's students and reads their own (docs/rewards.md).
      ...some(['read', 'create'], 'rewards'),
      'reward-rules:read',
      // Writes the comment and conduct of their ring's report cards (docs/report-cards.md).
      ...some(['read', 'create', 'update'], 'report-card-remarks'),
      'tests:create',
      'test-kinds:read',
      // Judges a competition's panel they are seated on (docs/competitions.md).
      'competitions:examine',
      // Scores the candidates of an interview round they sit on (docs/jobs-and-recruitment.md).
      'interviews:examine',
      'conversations:*',
      ...read('lessons', 'training'),
      'training-exams:sit',
    ],
  },
  {
    code: 'tester',
    name: { ar: 'مختبر', en: 'Tester', fr: 'Examinateur' },
    defaultScope: 'country',
    permissions: [
      ...read('students', 'rings', 'centres', 'readings', 'certificates'),
      // An examiner sees and marks only the tests assigned to them (no tests:read in scope).
      'tests:examine',
      'test-kinds:read',
      'competitions:examine',
      'interviews:examine',
      'conversations:*',
    ],
  },
  {
    code: 'accountant',
    name: { ar: 'محاسب', en: 'Accountant', fr: 'Comptable' },
    defaultScope: 'country',
    permissions: [
      ...all(...MONEY),
      ...read('students', 'employees', 'centres', 'rewards', 'reward-rules', 'reports'),
      'rewards:approve',
      'salaries:*',
      // Reads the work sheets hourly and session-based pay comes from (docs/work-sheets-and-ladder.md).
      'work-sheets:read',
      'conversations:*',
      ...all('vouchers', 'cash-boxes', 'recipients'),
      'finance-settings:read',
    ],
  },
  {
    code: 'hr_officer',
    name: { ar: 'موظف الموارد البشرية', en: 'HR officer', fr: 'Chargé RH' },
    defaultScope: 'country',
    permissions: [...all(...PEOPLE), ...read('centres', 'rings', 'users'), 'conversations:*'],
  },
  {
    code: 'content_editor',
    name: { ar: 'محرر المحتوى', en: 'Content editor', fr: 'Éditeur de contenu' },
    defaultScope: 'organisation',
    permissions: [...all('site-content', 'documentation'), 'conversations:*', 'lessons:*'],
  },
  {
    code: 'partner',
    name: { ar: 'شريك', en: 'Partner', fr: 'Partenaire' },
    defaultScope: 'country',
    permissions: read('reports', 'centres', 'rings', 'projects'),
  },
  {
    code: 'guardian',
    name: { ar: 'ولي أمر', en: 'Guardian', fr: 'Tuteur' },
    defaultScope: 'own',
    permissions: read(
      'students',
      'rings',
      'readings',
      'attendance',
      'tests',
      'certificates',
      'stars',
    ),
  },
  {
    code: 'student',
    name: { ar: 'طالب', en: 'Student', fr: 'Élève' },
    defaultScope: 'own',
    permissions: read(
      'students',
      'rings',
      'readings',
      'attendance',
      'tests',
      'certificates',
      'stars',
    ),
  },
];
