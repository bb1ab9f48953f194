export * from './jobs.contract.ts';
export * from './jobs.messages.ts';
export * from './jobs.api.ts';
