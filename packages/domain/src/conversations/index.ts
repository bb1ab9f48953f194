export * from './conversation-limits.ts';
export * from './attachment-types.ts';
export * from './attachment-check.ts';
export * from './conversations.schemas.ts';
export * from './conversations.messages.ts';
export * from './realtime-events.ts';
export * from './conversations.api.ts';
