import { DEFAULT_ROLES } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { bearerToken, resolveAccess } from '../../access/authenticate.ts';
import { setAuthenticator } from '../../http/route-guard.ts';
import { createMailer } from '../../mail/mailer.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { ensureRoles } from './roles.repository.ts';
import { accountPasswordRoute } from './routes/account-password.route.ts';
import { accountUpdateRoute } from './routes/account-update.route.ts';
import { assignmentAddRoute } from './routes/assignment-add.route.ts';
import { assignmentRemoveRoute } from './routes/assignment-remove.route.ts';
import { auditSearchRoutes } from './routes/audit-search.route.ts';
import { forgotPasswordRoute } from './routes/forgot-password.route.ts';
import { loginTwoFactorRoute } from './routes/login-two-factor.route.ts';
import { loginRoute } from './routes/login.route.ts';
import { logoutRoute } from './routes/logout.route.ts';
import { meRoute } from './routes/me.route.ts';
import { mobileRegisterRoute } from './routes/mobile-register.route.ts';
import { mobileSignupAcceptRoute } from './routes/mobile-signup-accept.route.ts';
import { mobileSignupRejectRoute } from './routes/mobile-signup-reject.route.ts';
import { mobileSignupsListRoute } from './routes/mobile-signups-list.route.ts';
import { outboxListRoute } from './routes/outbox-list.route.ts';
import { partnerUserCountsRoute } from './routes/partner-user-counts.route.ts';
import { permissionsListRoute } from './routes/permissions-list.route.ts';
import { placesListRoute } from './routes/places-list.route.ts';
import { recoveryCodesRoute } from './routes/recovery-codes.route.ts';
import { refreshRoute } from './routes/refresh.route.ts';
import { registerRoute } from './routes/register.route.ts';
import { resendVerificationRoute } from './routes/resend-verification.route.ts';
import { resetPasswordRoute } from './routes/reset-password.route.ts';
import { roleCreateRoute } from './routes/role-create.route.ts';
import { roleDeleteRoute } from './routes/role-delete.route.ts';
import { roleUpdateRoute } from './routes/role-update.route.ts';
import { rolesListRoute } from './routes/roles-list.route.ts';
import { sessionRevokeRoute } from './routes/session-revoke.route.ts';
import { sessionsListRoute } from './routes/sessions-list.route.ts';
import { twoFactorConfirmRoute } from './routes/two-factor-confirm.route.ts';
import { twoFactorDisableRoute } from './routes/two-factor-disable.route.ts';
import { twoFactorEnrolRoute } from './routes/two-factor-enrol.route.ts';
import { userCreateRoute } from './routes/user-create.route.ts';
import { userPasswordResetRoute } from './routes/user-password-reset.route.ts';
import { userReadRoute } from './routes/user-read.route.ts';
import { userUpdateRoute } from './routes/user-update.route.ts';
import { verifyEmailRoute } from './routes/verify-email.route.ts';
import { usersListRoute } from './routes/users-list.route.ts';

const routes: Array<(app: FastifyInstance, deps: IdentityDeps) => void> = [
  loginRoute,
  loginTwoFactorRoute,
  refreshRoute,
  logoutRoute,
  registerRoute,
  mobileRegisterRoute,
  verifyEmailRoute,
  resendVerificationRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  meRoute,
  sessionsListRoute,
  sessionRevokeRoute,
  twoFactorEnrolRoute,
  twoFactorConfirmRoute,
  twoFactorDisableRoute,
  recoveryCodesRoute,
  accountUpdateRoute,
  accountPasswordRoute,
  usersListRoute,
  placesListRoute,
  userReadRoute,
  userCreateRoute,
  userUpdateRoute,
  userPasswordResetRoute,
  assignmentAddRoute,
  assignmentRemoveRoute,
  rolesListRoute,
  roleCreateRoute,
  roleUpdateRoute,
  roleDeleteRoute,
  permissionsListRoute,
  mobileSignupsListRoute,
  mobileSignupAcceptRoute,
  mobileSignupRejectRoute,
  partnerUserCountsRoute,
  auditSearchRoutes,
  outboxListRoute,
];

/**
 * Identity and access: installs the authenticator behind the route guard (Bearer access
 * token → AccessContext, fresh from the database on every request), brings the built-in roles
 * up to `DEFAULT_ROLES` (the missing roles, and the default permissions a built-in role has
 * never been given: `ensureRoles`), and registers the account, session, user, role and audit routes (partner
 * organisations are the resource engine's `partners`; only their user counts are read here).
 * Registered first, so that the guard can authenticate every module's routes.
 */
export async function identityModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const deps: IdentityDeps = {
    db: ctx.db,
    config: ctx.config,
    mailer: createMailer(ctx.db, ctx.config),
  };
  setAuthenticator(app, (request) =>
    resolveAccess(ctx.db, ctx.config.secrets.jwtSecret, bearerToken(request)),
  );
  await ensureRoles(ctx.db, DEFAULT_ROLES);
  for (const register of routes) register(app, deps);
}
