export * from './module.ts';
export * from './reports.messages.ts';
export * from './reports.api.ts';
