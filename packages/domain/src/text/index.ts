export * from './arabic-digits.ts';
export * from './arabic-normalize.ts';
export * from './arabic-search.ts';
export * from './locale-text.ts';
export * from './format.ts';
export * from './given-name.ts';
