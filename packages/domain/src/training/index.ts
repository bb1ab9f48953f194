export * from './exam-lifecycle.ts';
export * from './levels.ts';
export * from './marking.ts';
export * from './training.schemas.ts';
export * from './training.api.ts';
export { questionIssues } from './questions.resource.ts';
