export * from './policy.ts';
export * from './richtext.schemas.ts';
export * from './richtext.messages.ts';
