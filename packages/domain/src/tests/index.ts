export * from './test-kinds.ts';
export * from './test-lifecycle.ts';
export * from './grading.ts';
export * from './tests.schemas.ts';
export * from './tests.api.ts';
export * from './tests.messages.ts';
export * from './test-kinds.resource.ts';
export * from './examiners.resource.ts';
