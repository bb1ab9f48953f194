import { z } from 'zod';
import { defineRouteContracts } from '../platform/route-contract.ts';
import { passwordConfirmSchema, totpCodeSchema, twoFactorDisableSchema } from './admin.schemas.ts';
import {
  emailOnlySchema,
  loginSchema,
  mobileRegisterSchema,
  registerSchema,
  resetPasswordSchema,
  tokenSchema,
  twoFactorLoginSchema,
} from './auth.schemas.ts';

/** The signed-in user as the server describes them (sign-in, GET /api/auth/me). */
export const authUserSchema = z.object({
  id: z.uuid(),
  displayName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  locale: z.string(),
  preferences: z.record(z.string(), z.unknown()),
  avatarUrl: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  emailVerified: z.boolean(),
  status: z.string(),
  kind: z.string(),
  isDemo: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AuthUserView = z.infer<typeof authUserSchema>;

const ok = z.object({ ok: z.literal(true) });
const session = z.object({
  accessToken: z.string().describe('a bearer token; the refresh token is an httpOnly cookie'),
  user: authUserSchema,
});

const assignment = z.object({
  id: z.uuid(),
  roleId: z.uuid(),
  roleCode: z.string(),
  roleName: z.object({ ar: z.string(), en: z.string(), fr: z.string() }),
  scopeLevel: z.string(),
  countryId: z.uuid().nullable(),
  centreId: z.uuid().nullable(),
  ringId: z.uuid().nullable(),
  countryName: z.string().nullable(),
  centreName: z.string().nullable(),
  ringName: z.string().nullable(),
});

const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });

/** Sign-in, sessions, registration and two-step verification: `/api/auth/*`. */
export const AUTH_ROUTES = defineRouteContracts({
  'POST /api/auth/login': {
    summary: 'Sign in with an e-mail or phone and a password',
    body: loginSchema,
    response: z.union([
      session,
      z.object({
        twoFactorRequired: z.literal(true),
        challengeToken: z.string().describe('send it with the code to /api/auth/login/two-factor'),
      }),
    ]),
  },
  'POST /api/auth/login/two-factor': {
    summary: 'Finish a sign-in with the authenticator code or a recovery code',
    body: twoFactorLoginSchema,
    response: session,
  },
  'POST /api/auth/refresh': {
    summary: 'A new access token from the refresh cookie (rotated)',
    body: null,
    response: z.object({ accessToken: z.string() }),
  },
  'POST /api/auth/logout': {
    summary: 'Close the session of the refresh cookie',
    body: null,
    response: ok,
  },
  'POST /api/auth/register': {
    summary: 'Create an account; a verification e-mail is sent',
    body: registerSchema,
    status: 201,
    response: z.object({
      ok: z.literal(true),
      email: z.string(),
      verificationRequired: z.literal(true),
    }),
  },
  'POST /api/auth/mobile/register': {
    summary: 'Ask for an account from the mobile app (a guardian or a student), reviewed by staff',
    body: mobileRegisterSchema,
    status: 201,
    response: z.object({ id: z.uuid(), status: z.literal('pending') }),
  },
  'POST /api/auth/verify-email': {
    summary: 'Confirm an e-mail address with the token of the mail',
    body: tokenSchema,
    response: ok,
  },
  'POST /api/auth/resend-verification': {
    summary: 'Send the verification e-mail again (always answers ok)',
    body: emailOnlySchema,
    response: ok,
  },
  'POST /api/auth/forgot-password': {
    summary: 'Send a password reset e-mail (always answers ok)',
    body: emailOnlySchema,
    response: ok,
  },
  'POST /api/auth/reset-password': {
    summary: 'Set a new password with the token of the reset e-mail',
    body: resetPasswordSchema,
    response: ok,
  },
  'GET /api/auth/me': {
    summary: 'The signed-in user, their permissions and role assignments',
    response: z.object({
      user: authUserSchema,
      permissions: z.array(z.string()),
      everywhere: z.array(z.string()),
      assignments: z.array(assignment),
      employeeId: z.uuid().nullable(),
      phoneRegion: z.string().nullable(),
    }),
  },
  'GET /api/auth/sessions': {
    summary: "The user's open sessions (devices)",
    response: z.object({
      items: z.array(
        z.object({
          id: z.uuid(),
          userAgent: z.string().nullable(),
          ip: z.string().nullable(),
          createdAt: z.string(),
          lastUsedAt: z.string().nullable(),
          expiresAt: z.string(),
          current: z.boolean(),
        }),
      ),
    }),
  },
  'DELETE /api/auth/sessions/:id': {
    summary: 'Sign one of your own devices out',
    params: z.object({ id: z.uuid() }),
    response: ok,
  },
  'POST /api/auth/two-factor/enrol': {
    summary: 'Start two-step verification: a secret and its QR code',
    body: null,
    response: z.object({ secret: z.string(), otpauthUri: z.string(), qrDataUrl: z.string() }),
  },
  'POST /api/auth/two-factor/confirm': {
    summary: 'Turn two-step verification on with a first code; recovery codes shown once',
    body: totpCodeSchema,
    response: recoveryCodes,
  },
  'POST /api/auth/two-factor/disable': {
    summary: 'Turn two-step verification off',
    body: twoFactorDisableSchema,
    response: ok,
  },
  'POST /api/auth/two-factor/recovery-codes': {
    summary: 'New recovery codes (the old ones stop working)',
    body: passwordConfirmSchema,
    response: recoveryCodes,
  },
});
