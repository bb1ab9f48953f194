// One tables file per module (`docs/adding-an-entity.md`); `columns.ts` holds the shared columns.
export * from './organisation.ts';
export * from './students.ts';
export * from './rings.ts';
export * from './platform.ts';
export * from './identity.ts';
export * from './conversations.ts';
export * from './jobs.ts';
export * from './tests.ts';
export * from './documents.ts';
export * from './forms.ts';
export * from './evaluations.ts';
export * from './training.ts';
export * from './site.ts';
export * from './finance.ts';
export * from './payroll.ts';
export * from './donations.ts';
export * from './polls.ts';
