export * from './evaluation-lifecycle.ts';
export * from './evaluation-targets.ts';
export * from './evaluations.schemas.ts';
export * from './evaluations.messages.ts';
export * from './paragraphs.resource.ts';
export * from './evaluations.api.ts';
