export * from './student-lifecycle.ts';
export * from './student-identity.ts';
export * from './student-import.ts';
export * from './students.messages.ts';
export * from './registration.schemas.ts';
export * from './students.resource.ts';
export * from './guardians.resource.ts';
export * from './special-cases.resource.ts';
