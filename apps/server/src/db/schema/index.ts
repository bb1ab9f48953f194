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
