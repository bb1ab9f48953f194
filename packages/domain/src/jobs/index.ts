export * from './jobs.contract.ts';
export * from './jobs.messages.ts';
