import { z } from 'zod';
import { defineRouteContracts } from '../platform/route-contract.ts';
import { changePasswordSchema } from './auth.schemas.ts';
import { authUserSchema, type AuthUserView } from './auth.api.ts';
import { PERMISSION_ACTIONS } from './permissions.ts';
import {
  MOBILE_LINK_KINDS,
  MOBILE_SIGNUP_STATUSES,
  SCOPE_LEVELS,
  accountUpdateSchema,
  partnerUserCountsQuery,
  mobileAcceptSchema,
  mobileRejectSchema,
  mobileSignupListQuery,
  roleSchema,
  roleUpdateSchema,
  type MobileSignup,
  type MobileSignupPage,
  type PartnerUserCounts,
  type PermissionCatalogue,
  type RoleRecord,
} from './admin.schemas.ts';

// ------------------------------------------------------------------------------------------------
// Route contracts (the API document) of identity's administration: roles and the permissions
// they grant, and the mobile app's sign-ups waiting for a decision.
// ------------------------------------------------------------------------------------------------

const idParams = z.object({ id: z.uuid() });
const ok = z.object({ ok: z.literal(true) });

const roleRecordSchema: z.ZodType<RoleRecord> = z.object({
  id: z.uuid(),
  code: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  nameFr: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
  defaultScope: z.enum(SCOPE_LEVELS),
  isSystem: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  archivedAt: z.string().nullable(),
  version: z.number().int(),
});

const mobileSignupSchema: z.ZodType<MobileSignup> = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  requestedKind: z.enum(['guardian', 'student']),
  fullName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(MOBILE_SIGNUP_STATUSES),
  linkedKind: z.enum(MOBILE_LINK_KINDS).nullable(),
  linkedId: z.uuid().nullable(),
  decidedBy: z.uuid().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const IDENTITY_ADMIN_ROUTES = defineRouteContracts({
  'PATCH /api/account': {
    summary: "Change one's own name, phone, language or preferences (only what differs is written)",
    body: accountUpdateSchema,
    response: z.object({ user: authUserSchema }) satisfies z.ZodType<{ user: AuthUserView }>,
  },
  'POST /api/account/password': {
    summary: "Change one's own password (the other sessions are closed)",
    body: changePasswordSchema,
    response: ok,
  },
  'GET /api/partners/user-counts': {
    summary: 'How many users each partner of a page of the partners list has',
    query: partnerUserCountsQuery,
    response: z.object({
      counts: z.record(z.string(), z.number().int()),
    }) satisfies z.ZodType<PartnerUserCounts>,
  },
  'GET /api/roles': {
    summary: 'The roles (archived ones left out), oldest first',
    response: z.object({ items: z.array(roleRecordSchema) }),
  },
  'POST /api/roles': {
    summary: 'Create a role (the creator must hold every permission it grants)',
    body: roleSchema,
    status: 201,
    response: roleRecordSchema,
  },
  'PATCH /api/roles/:id': {
    summary: 'Edit a role (its version read; the editor must hold all it grants, before and after)',
    params: idParams,
    body: roleUpdateSchema,
    response: roleRecordSchema,
  },
  'DELETE /api/roles/:id': {
    summary: 'Archive a role that is not built in',
    params: idParams,
    response: ok,
  },
  'GET /api/permissions': {
    summary: 'What a role may grant: the actions, the resources, and those with sensitive fields',
    response: z.object({
      actions: z.array(z.enum(PERMISSION_ACTIONS)),
      resources: z.array(z.string()),
      sensitive: z.array(z.string()),
    }) satisfies z.ZodType<PermissionCatalogue>,
  },
  'GET /api/mobile-signups': {
    summary: "The mobile app's sign-ups, newest first",
    query: mobileSignupListQuery,
    response: z.object({
      items: z.array(mobileSignupSchema),
      total: z.number().int(),
    }) satisfies z.ZodType<MobileSignupPage>,
  },
  'POST /api/mobile-signups/:id/accept': {
    summary: 'Accept a sign-up: link the account to a guardian, student or employee in scope',
    params: idParams,
    body: mobileAcceptSchema,
    response: mobileSignupSchema,
  },
  'POST /api/mobile-signups/:id/reject': {
    summary: 'Refuse a sign-up with a reason',
    params: idParams,
    body: mobileRejectSchema,
    response: mobileSignupSchema,
  },
});
