export * from './hijri-date.ts';
export * from './date-format.ts';
