export * from './donation-rules.ts';
export * from './donations.schemas.ts';
export * from './donations.messages.ts';
export * from './donations.resources.ts';
export * from './donor-portal.schemas.ts';
export * from './donor-portal.messages.ts';
export * from './impact-rules.ts';
