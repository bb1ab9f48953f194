export * from './elements.ts';
export * from './layout.ts';
export * from './remark-lifecycle.ts';
export * from './report-cards.api.ts';
export * from './report-cards.messages.ts';
export * from './report-cards-ui.messages.ts';
export * from './module.ts';
