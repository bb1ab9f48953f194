export * from './recruitment-lifecycle.ts';
export * from './recruitment.ts';
export * from './recruitment.api.ts';
export * from './recruitment.resources.ts';
export * from './recruitment.messages.ts';
export * from './recruitment-ui.messages.ts';
export * from './module.ts';
