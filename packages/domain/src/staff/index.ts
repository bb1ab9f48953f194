export * from './work-sheet-lifecycle.ts';
export * from './work-sheet.ts';
export * from './staff.api.ts';
export * from './staff.messages.ts';
export * from './module.ts';
export * from './teacher-log.ts';
