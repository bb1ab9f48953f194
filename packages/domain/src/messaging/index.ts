export * from './messaging.ts';
export * from './messaging.api.ts';
export * from './messaging.messages.ts';
export * from './messaging-ui.messages.ts';
export * from './module.ts';
