export * from './permissions.ts';
export * from './password-policy.ts';
export * from './auth.schemas.ts';
export * from './identity.messages.ts';
export * from './default-roles.ts';
export * from './admin.schemas.ts';
export * from './form-issues.ts';
export * from './partners.resource.ts';
