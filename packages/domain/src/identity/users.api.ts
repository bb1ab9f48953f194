import { z } from 'zod';
import { defineRouteContracts } from '../platform/route-contract.ts';
import {
  PLACE_LEVELS,
  USER_KINDS,
  USER_STATUSES,
  assignmentSchema,
  userCreateSchema,
  userUpdateSchema,
  type Place,
} from './admin.schemas.ts';

// ------------------------------------------------------------------------------------------------
// Route contracts (the API document) of the users an administrator manages: the list, one
// user, adding and editing one, their role assignments, the places a role may be given at, and
// the password-reset link sent for them.
// ------------------------------------------------------------------------------------------------

export type UserStatus = (typeof USER_STATUSES)[number];
export type UserKind = (typeof USER_KINDS)[number];

type Names = { ar: string; en: string; fr: string };

/** A role a user holds at a place, with the role's and the place's names. */
export interface UserAssignment {
  id: string;
  /** Sent in the users list (a page holds several users' assignments). */
  userId?: string;
  roleId: string;
  roleCode: string;
  roleName: Names;
  scopeLevel: string;
  countryId: string | null;
  centreId: string | null;
  ringId: string | null;
  /** The country's Arabic name; `countryNames` has the three. */
  countryName: string | null;
  countryNames: Names | null;
  centreName: string | null;
  ringName: string | null;
  createdAt: string;
}

/** A user as the users list and a user's page show them (never a secret). */
export interface UserView {
  id: string;
  email: string | null;
  phone: string | null;
  displayName: string;
  locale: string;
  avatarUrl: string | null;
  status: UserStatus;
  kind: UserKind;
  emailVerifiedAt: string | null;
  totpEnabledAt: string | null;
  twoFactorEnabled: boolean;
  isDemo: boolean;
  partnerOrganisationId: string | null;
  guardianId: string | null;
  studentId: string | null;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
  assignments: UserAssignment[];
}

/** What adding or editing a user answers: the account's own fields, as audited. */
export interface UserSummary {
  id: string;
  email: string | null;
  phone: string | null;
  displayName: string;
  locale: string;
  status: UserStatus;
  kind: UserKind;
  partnerOrganisationId: string | null;
}

/** A role assignment as stored (what giving one answers). */
export interface RoleAssignmentRecord {
  id: string;
  userId: string;
  roleId: string;
  scopeLevel: string;
  countryId: string | null;
  centreId: string | null;
  ringId: string | null;
  createdAt: string;
  createdBy: string | null;
}

/** `page` (from 1) and `pageSize` (1..200) of the identity lists. */
const paging = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
};

/** `GET /api/users`: the users in the caller's scope, filtered. */
export const userListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(USER_STATUSES).optional(),
  kind: z.enum(USER_KINDS).optional(),
  partnerOrganisationId: z.string().uuid().optional(),
  roleId: z.string().uuid().optional(),
  ...paging,
});

/** `GET /api/users/places`: where the caller may give a role, for the assignment pickers. */
export const placeListQuery = z.object({
  level: z.enum(PLACE_LEVELS),
  countryId: z.string().uuid().optional(),
  centreId: z.string().uuid().optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const userIdParams = z.object({ id: z.string().uuid() });
export const userAssignmentParams = z.object({
  id: z.string().uuid(),
  assignmentId: z.string().uuid(),
});

const names = z.object({ ar: z.string(), en: z.string(), fr: z.string() });

const userAssignmentSchema: z.ZodType<UserAssignment> = z.object({
  id: z.uuid(),
  userId: z.uuid().optional(),
  roleId: z.uuid(),
  roleCode: z.string(),
  roleName: names,
  scopeLevel: z.string(),
  countryId: z.uuid().nullable(),
  centreId: z.uuid().nullable(),
  ringId: z.uuid().nullable(),
  countryName: z.string().nullable(),
  countryNames: names.nullable(),
  centreName: z.string().nullable(),
  ringName: z.string().nullable(),
  createdAt: z.string(),
});

const userViewSchema: z.ZodType<UserView> = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  displayName: z.string(),
  locale: z.string(),
  avatarUrl: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  kind: z.enum(USER_KINDS),
  emailVerifiedAt: z.string().nullable(),
  totpEnabledAt: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  isDemo: z.boolean(),
  partnerOrganisationId: z.uuid().nullable(),
  guardianId: z.uuid().nullable(),
  studentId: z.uuid().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  assignments: z.array(userAssignmentSchema),
});

const userSummarySchema: z.ZodType<UserSummary> = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  displayName: z.string(),
  locale: z.string(),
  status: z.enum(USER_STATUSES),
  kind: z.enum(USER_KINDS),
  partnerOrganisationId: z.uuid().nullable(),
});

const placeSchema: z.ZodType<Place> = z.object({
  id: z.uuid(),
  name: z.string(),
  names: names.optional(),
  countryId: z.uuid().nullable(),
  centreId: z.uuid().nullable(),
  centreName: z.string().nullable().optional(),
});

export const IDENTITY_USER_ROUTES = defineRouteContracts({
  'GET /api/users': {
    summary: "The users in the caller's scope (each with their assignments), by name",
    query: userListQuery,
    response: z.object({
      items: z.array(userViewSchema),
      total: z.number().int(),
    }) satisfies z.ZodType<{ items: UserView[]; total: number }>,
  },
  'GET /api/users/places': {
    summary: 'Where the caller may give a role (inside their users:update scope), for the pickers',
    query: placeListQuery,
    response: z.object({ items: z.array(placeSchema) }) satisfies z.ZodType<{ items: Place[] }>,
  },
  'GET /api/users/:id': {
    summary: 'A user with their assignments (404 outside the caller’s scope)',
    params: userIdParams,
    response: userViewSchema,
  },
  'POST /api/users': {
    summary: 'Add a user; without a password they are e-mailed an invitation to choose one',
    body: userCreateSchema,
    status: 201,
    response: userSummarySchema,
  },
  'PATCH /api/users/:id': {
    summary: 'Edit a user at the version read; locking or disabling closes their sessions',
    params: userIdParams,
    body: userUpdateSchema,
    response: userSummarySchema,
  },
  'POST /api/users/:id/password-reset': {
    summary: 'E-mail the user a link to choose a new password (the administrator never sees it)',
    params: userIdParams,
    body: null,
    response: z.object({ ok: z.literal(true), email: z.string() }),
  },
  'POST /api/users/:id/assignments': {
    summary: 'Give a user a role at a place (inside the caller’s scope, granting nothing more)',
    params: userIdParams,
    body: assignmentSchema,
    status: 201,
    response: z.object({
      id: z.uuid(),
      userId: z.uuid(),
      roleId: z.uuid(),
      scopeLevel: z.string(),
      countryId: z.uuid().nullable(),
      centreId: z.uuid().nullable(),
      ringId: z.uuid().nullable(),
      createdAt: z.string(),
      createdBy: z.uuid().nullable(),
    }) satisfies z.ZodType<RoleAssignmentRecord>,
  },
  'DELETE /api/users/:id/assignments/:assignmentId': {
    summary: 'Take back a role assignment (inside the caller’s scope)',
    params: userAssignmentParams,
    response: z.object({ ok: z.literal(true) }),
  },
});
