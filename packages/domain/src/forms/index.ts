export * from './form-definition.ts';
export * from './scoring.ts';
export * from './forms.messages.ts';
export * from './polls.api.ts';
export * from './polls.messages.ts';
export * from './public-link.ts';
export * from './public-link.messages.ts';
export * from './poll-lifecycle.ts';
