export * from './reading.ts';
export * from './progress.ts';
export * from './revision-plan.ts';
export * from './ring-times.ts';
export * from './rings.messages.ts';
export * from './rings.resource.ts';
export * from './followup-reasons.resource.ts';
export * from './rings.api.ts';
