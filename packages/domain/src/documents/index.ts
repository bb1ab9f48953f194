export * from './documents.messages.ts';
export * from './verification.ts';
