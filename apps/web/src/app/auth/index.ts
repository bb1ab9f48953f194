export { AuthProvider, notifySessionEnded } from './AuthProvider.tsx';
export { useAuth, useCan } from './auth-context.ts';
export { RequireAuth } from './RequireAuth.tsx';
export type * from './auth-types.ts';
