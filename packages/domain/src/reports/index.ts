export * from './module.ts';
export * from './reports.messages.ts';
export * from './reports.api.ts';
export * from './monthly-report.ts';
export * from './monthly-report.api.ts';
export * from './general-report.ts';
