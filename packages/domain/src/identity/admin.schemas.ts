import { z } from 'zod';
import { emailSchema, localeSchema, passwordSchema, phoneSchema } from './auth.schemas.ts';
import { passwordProblem } from './password-policy.ts';
import type { PermissionAction } from './permissions.ts';

/**
 * The schemas of the account and administration forms, shared by the web screens (client-side
 * validation) and the server routes, so both refuse the same input with the same keys.
 */

export const SCOPE_LEVELS = ['organisation', 'country', 'centre', 'ring', 'own'] as const;
export const scopeLevelSchema = z.enum(SCOPE_LEVELS);
export type AssignmentLevel = (typeof SCOPE_LEVELS)[number];

export const USER_STATUSES = ['pending', 'active', 'locked', 'disabled'] as const;
export const USER_KINDS = ['staff', 'mobile', 'partner'] as const;

const uuid = z.string().uuid();
const displayName = z.string().trim().min(2).max(120);

/** One role given at one place; the place matching the level is required. */
export const assignmentSchema = z
  .object({
    roleId: uuid,
    scopeLevel: scopeLevelSchema,
    countryId: uuid.optional(),
    centreId: uuid.optional(),
    ringId: uuid.optional(),
  })
  .superRefine((v, ctx) => {
    const need =
      v.scopeLevel === 'country'
        ? 'countryId'
        : v.scopeLevel === 'centre'
          ? 'centreId'
          : v.scopeLevel === 'ring'
            ? 'ringId'
            : null;
    if (need && !v[need])
      ctx.addIssue({ code: 'custom', path: [need], message: 'identity.invalidScope' });
  });
export type AssignmentInput = z.infer<typeof assignmentSchema>;

/** An administrator adds a user: an e-mail or a phone; without a password an invitation is sent. */
export const userCreateSchema = z
  .object({
    displayName,
    email: emailSchema.optional(),
    phone: phoneSchema.optional(),
    locale: localeSchema.optional(),
    password: passwordSchema.optional(),
    partnerOrganisationId: uuid.optional(),
    employeeId: uuid.optional(),
    assignments: z.array(assignmentSchema).max(20).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.email && !v.phone)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'identity.emailOrPhone' });
    // An invitation goes by e-mail: a phone-only account needs a password now.
    if (!v.email && !v.password)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'identity.passwordNeeded' });
    if (v.password) {
      const problem = passwordProblem(v.password, v.email);
      if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
    }
  });
export type UserCreateInput = z.infer<typeof userCreateSchema>;

export const userUpdateSchema = z.object({
  version: z.number().int().min(1),
  displayName: displayName.optional(),
  email: emailSchema.nullable().optional(),
  phone: phoneSchema.nullable().optional(),
  locale: localeSchema.optional(),
  status: z.enum(['active', 'locked', 'disabled']).optional(),
  partnerOrganisationId: uuid.nullable().optional(),
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** The signed-in user edits their own profile. */
export const accountUpdateSchema = z.object({
  displayName: displayName.optional(),
  phone: phoneSchema.nullable().optional(),
  locale: localeSchema.optional(),
  avatarUrl: z.string().max(2000).nullable().optional(),
  preferences: z.record(z.string(), z.unknown()).optional(),
});
export type AccountUpdateInput = z.infer<typeof accountUpdateSchema>;

/** A six-digit authenticator code (Arabic-Indic digits are converted by the code boxes). */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'identity.invalidCode'),
});

/** A current password to confirm a sensitive step. */
export const passwordConfirmSchema = z.object({ password: z.string().min(1).max(256) });

export const twoFactorDisableSchema = z.object({
  password: z.string().min(1).max(256),
  code: z.string().trim().min(6, 'identity.invalidCode').max(32),
});

export const ROLE_CODE_PATTERN = /^[a-z][a-z0-9_]{1,40}$/;

export const roleSchema = z.object({
  code: z.string().trim().regex(ROLE_CODE_PATTERN, 'identity.roleCodeFormat'),
  nameAr: z.string().trim().min(2).max(80),
  nameEn: z.string().trim().min(2).max(80),
  nameFr: z.string().trim().min(2).max(80),
  description: z.string().trim().max(500).nullable().optional(),
  permissions: z.array(z.string().trim().max(80)).max(500),
  defaultScope: scopeLevelSchema.default('organisation'),
});
export type RoleInput = z.infer<typeof roleSchema>;

/**
 * A change of a role: what is not sent stays as it is. Built without the create schema's
 * default (zod 4 applies a default even inside `.partial()`: a rename would have reset the
 * role's default scope to the organisation).
 */
export const roleUpdateSchema = roleSchema
  .omit({ code: true })
  .extend({ defaultScope: scopeLevelSchema })
  .partial()
  .extend({ version: z.number().int().min(1) });

export const MOBILE_LINK_KINDS = ['guardian', 'student', 'employee'] as const;

export const mobileAcceptSchema = z.object({
  linkKind: z.enum(MOBILE_LINK_KINDS),
  linkId: z.string({ message: 'validation.required' }).uuid('validation.required'),
});

export const mobileRejectSchema = z.object({ reason: z.string().trim().min(2).max(500) });

/**
 * GET /api/partners/user-counts?ids=a,b,c (partners:read): how many users each partner of a
 * page of the `partners` list has. The partners themselves are the `partners` definition's
 * (`partners.resource.ts`); the users are identity's own records, so the count is this read.
 */
export const partnerUserCountsQuery = z.object({
  ids: z
    .string()
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(uuid).min(1).max(100)),
});

export interface PartnerUserCounts {
  /** Partner id → number of users; a partner without users is there with 0. */
  counts: Record<string, number>;
}

/** The levels the assignment pickers offer places at (GET /api/users/places?level=). */
export const PLACE_LEVELS = ['country', 'centre', 'ring'] as const;
export type PlaceLevel = (typeof PLACE_LEVELS)[number];

/**
 * A place a role may be given at, as the pickers list it: its name in the caller's language
 * (`name`) and in the three when it has them, and the country and centre it sits in.
 */
export interface Place {
  id: string;
  name: string;
  names?: { ar: string; en: string; fr: string };
  countryId: string | null;
  centreId: string | null;
  centreName?: string | null;
}

export const MOBILE_SIGNUP_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type MobileSignupStatus = (typeof MOBILE_SIGNUP_STATUSES)[number];

/** `GET /api/mobile-signups`: the sign-ups in a state, a page at a time. */
export const mobileSignupListQuery = z.object({
  status: z.enum(MOBILE_SIGNUP_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});

/** An account made in the mobile app, waiting for (or past) an administrator's decision. */
export interface MobileSignup {
  id: string;
  userId: string;
  requestedKind: 'guardian' | 'student';
  fullName: string;
  phone: string | null;
  email: string | null;
  note: string | null;
  status: MobileSignupStatus;
  /** What the account was linked to when accepted. */
  linkedKind: (typeof MOBILE_LINK_KINDS)[number] | null;
  linkedId: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  /** Why it was refused. */
  reason: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A page of sign-ups with how many there are in all. */
export interface MobileSignupPage {
  items: MobileSignup[];
  total: number;
}

/** A role as stored, which the roles list, creating and editing one answer. */
export interface RoleRecord {
  id: string;
  code: string;
  nameAr: string;
  nameEn: string;
  nameFr: string;
  description: string | null;
  permissions: string[];
  defaultScope: AssignmentLevel;
  isSystem: boolean;
  createdAt: string;
  updatedAt: string;
  archivedAt: string | null;
  version: number;
}

/** What a role may grant (`GET /api/permissions`): `resource:action` pairs of these. */
export interface PermissionCatalogue {
  actions: readonly PermissionAction[];
  resources: string[];
  /** The resources with sensitive fields (a role reading them sees those fields). */
  sensitive: string[];
}
