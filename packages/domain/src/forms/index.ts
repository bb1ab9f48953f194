export * from './form-definition.ts';
export * from './scoring.ts';
export * from './forms.messages.ts';
