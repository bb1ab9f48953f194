import type { ResourceDefinition } from './define-resource.ts';

/** Loads one module's resource definitions (its `*.resource-list.ts`, without its messages). */
export type ResourceLoader = () => Promise<readonly ResourceDefinition[]>;

/**
 * Each module's resource definitions, by the name of the module's manifest, loaded on demand:
 * the web's registry fetches a module's definitions (one chunk per module) only when a screen
 * of that module is opened, and `resource-index.ts` says which module holds which resource.
 * The server reads the whole registry (`registry.ts`) instead. A unit test checks that every
 * manifest's resources are here and nothing else.
 */
export const RESOURCE_LOADERS: Readonly<Record<string, ResourceLoader>> = {
  identity: () => import('../identity/identity.resource-list.ts').then((m) => m.IDENTITY_RESOURCES),
  organisation: () =>
    import('../organisation/organisation.resource-list.ts').then((m) => m.ORGANISATION_RESOURCES),
  people: () => import('../people/people.resource-list.ts').then((m) => m.PEOPLE_RESOURCES),
  students: () => import('../students/students.resource-list.ts').then((m) => m.STUDENTS_RESOURCES),
  rings: () => import('../rings/rings.resource-list.ts').then((m) => m.RINGS_RESOURCES),
  tests: () => import('../tests/tests.resource-list.ts').then((m) => m.TESTS_RESOURCES),
  evaluations: () =>
    import('../evaluations/evaluations.resource-list.ts').then((m) => m.EVALUATIONS_RESOURCES),
  training: () => import('../training/training.resource-list.ts').then((m) => m.TRAINING_RESOURCES),
  site: () => import('../site/site.resource-list.ts').then((m) => m.SITE_RESOURCES),
  finance: () => import('../finance/finance.resources.ts').then((m) => m.FINANCE_RESOURCES),
  payroll: () => import('../finance/payroll.resource-list.ts').then((m) => m.PAYROLL_RESOURCES),
  donations: () => import('../donations/donations.resources.ts').then((m) => m.DONATIONS_RESOURCES),
  rewards: () => import('../rewards/rewards.resource-list.ts').then((m) => m.REWARDS_RESOURCES),
  staff: () => import('../staff/staff.resource-list.ts').then((m) => m.STAFF_RESOURCES),
  recruitment: () =>
    import('../recruitment/recruitment.resources.ts').then((m) => m.RECRUITMENT_RESOURCES),
};
