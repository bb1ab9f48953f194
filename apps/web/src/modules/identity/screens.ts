import { defineScreens } from '../../app/routes/screen-entry.ts';

const login = () => import('./auth/LoginScreen.tsx');
const register = () => import('./auth/RegisterScreen.tsx');
const forgot = () => import('./auth/ForgotPasswordScreen.tsx');
const reset = () => import('./auth/ResetPasswordScreen.tsx');
const verify = () => import('./auth/VerifyEmailScreen.tsx');
const twoSteps = () => import('./auth/TwoStepsScreen.tsx');
const card = { variant: 'card' } as const;
const split = { variant: 'split' } as const;

/**
 * Identity and access screens. Each sign-in page exists once and is shown in two looks
 * (card `-v1`, split `-v2`) by a prop; the administration screens are purpose-built (users
 * and roles are not resource-engine entities). The partners screen is the `partners`
 * definition's `listPage`: it reads the engine's list and opens the engine's form, and shows
 * each partner's users beside it.
 */
export const identityScreens = defineScreens({
  // Sign-in pages (public, blank layout from routes.tsv).
  '/login-in': { load: login, props: card },
  '/authentication/login-v1': { load: login, props: card },
  '/authentication/login-v2': { load: login, props: split },
  '/authentication/two-steps-v1': { load: twoSteps, props: card },
  '/authentication/two-steps-v2': { load: twoSteps, props: split },
  '/authentication/register-v1': { load: register, props: card },
  '/authentication/register-v2': { load: register, props: split },
  '/authentication/register-multi-steps': () => import('./auth/RegisterStepsScreen.tsx'),
  '/authentication/forgot-password-v1': { load: forgot, props: card },
  '/authentication/forgot-password-v2': { load: forgot, props: split },
  '/authentication/reset-password-v1': { load: reset, props: card },
  '/authentication/reset-password-v2': { load: reset, props: split },
  '/authentication/verify-email-v1': { load: verify, props: card },
  '/authentication/verify-email-v2': { load: verify, props: split },
  '/login-app': () => import('./auth/LoginAppScreen.tsx'),

  // The signed-in user's own account.
  '/account-settings/:tab': {
    load: () => import('./account/AccountSettingsScreen.tsx'),
    nav: { order: 80, to: '/account-settings/account' },
  },
  '/profile-component': { load: () => import('./account/ProfileScreen.tsx'), nav: false },
  '/account-component': { load: () => import('./account/AccountSummaryScreen.tsx'), nav: false },

  // Administration: users, roles, sign-ups, partners, audit log, outbox.
  '/users-component': {
    load: () => import('./admin/UsersScreen.tsx'),
    permission: 'users:read',
    nav: { order: 10 },
  },
  '/users/user-table': {
    load: () => import('./admin/UserTableScreen.tsx'),
    permission: 'users:read',
    nav: { order: 11 },
  },
  '/users/AddUser': {
    load: () => import('./admin/AddUserScreen.tsx'),
    permission: 'users:create',
    nav: { order: 12 },
  },
  '/users/:id': {
    load: () => import('./admin/UserScreen.tsx'),
    permission: 'users:read',
    nav: false,
  },
  '/roles': {
    load: () => import('./admin/RolesScreen.tsx'),
    permission: 'roles:read',
    nav: { order: 13 },
  },
  '/mobile-user-accept-component': {
    load: () => import('./admin/MobileSignupsScreen.tsx'),
    permission: 'mobile-signups:read',
    nav: { order: 14 },
  },
  '/partnership-users-component': {
    load: () => import('./admin/PartnersScreen.tsx'),
    permission: 'partners:read',
    nav: { order: 15 },
  },
  '/audit-log': {
    load: () => import('./admin/AuditLogScreen.tsx'),
    permission: 'audit:read',
    nav: { order: 16 },
  },
  '/outbox': {
    load: () => import('./admin/OutboxScreen.tsx'),
    permission: 'outbox:read',
    nav: { order: 17 },
  },
});
