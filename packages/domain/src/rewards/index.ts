export * from './rewards.ts';
export * from './reward-lifecycle.ts';
export * from './rewards.api.ts';
export * from './rewards.messages.ts';
export * from './reward-rules.resource.ts';
export * from './module.ts';
