export * from './metrics.ts';
export * from './metrics.messages.ts';
