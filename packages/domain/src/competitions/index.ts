export * from './rule-sets.ts';
export * from './eligibility.ts';
export * from './draw.ts';
export * from './ranking.ts';
export * from './competition-lifecycle.ts';
export * from './competitions.api.ts';
export * from './competitions.messages.ts';
export * from './module.ts';
