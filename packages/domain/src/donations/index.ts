export * from './donation-rules.ts';
export * from './donations.schemas.ts';
export * from './donations.messages.ts';
export * from './donations.resources.ts';
export * from './donations-staff.schemas.ts';
export * from './donations-staff.messages.ts';
