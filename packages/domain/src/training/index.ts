export * from './levels.ts';
export * from './marking.ts';
export * from './training.schemas.ts';
export { questionIssues } from './questions.resource.ts';
