import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, recordColumns, searchIndex, searchText, timestamps } from './columns.ts';
import { centres, countries } from './organisation.ts';
import { rings } from './rings.ts';
import { guardians, students } from './students.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * An organisation we share some figures with; its people sign in as partnership users. The
 * records of the `partners` definition (packages/domain/src/identity/partners.resource.ts),
 * written only by the resource engine.
 */
export const partnerOrganisations = pgTable(
  'partner_organisations',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    countryId: uuid('country_id').references(() => countries.id),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    status: text('status').notNull().default('active'),
    notes: text('notes'),
    search: searchText(),
  },
  (t) => [searchIndex('partner_organisations_search_trgm', t.search)],
);

/**
 * A person who signs in. Status: pending (mobile sign-up waiting for acceptance), active,
 * locked (by an administrator), disabled. Secrets (password hash, TOTP secret) are never
 * selected by list queries.
 */
export const users = pgTable(
  'users',
  {
    ...recordColumns(),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull(),
    locale: text('locale').notNull().default('ar'),
    avatarUrl: text('avatar_url'),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('active'),
    /** staff (admin area) or mobile (guardian / student app). */
    kind: text('kind').notNull().default('staff'),
    emailVerifiedAt: at('email_verified_at'),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: at('totp_enabled_at'),
    /** The last TOTP time step accepted, so a code cannot be replayed. */
    totpLastStep: integer('totp_last_step'),
    isDemo: boolean('is_demo').notNull().default(false),
    guardianId: uuid('guardian_id').references(() => guardians.id),
    studentId: uuid('student_id').references(() => students.id),
    partnerOrganisationId: uuid('partner_organisation_id').references(
      () => partnerOrganisations.id,
    ),
    lastLoginAt: at('last_login_at'),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_uq').on(t.phone),
    index('users_status_idx').on(t.status),
  ],
);

/** One signed-in device: the family of its rotating refresh tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens (hashed). A token is used once; presenting a used one revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    usedAt: at('used_at'),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/** Single-use expiring tokens (hashed): e-mail verification, password reset, 2-step challenge. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** One-time recovery codes of two-step verification (hashed). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    usedAt: at('used_at'),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * Failed sign-in counters per key (`user:<id>`, `id:<identifier>`, `ip:<address>`), kept in
 * the database so that every server process sees the same delays and locks.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: at('last_failure_at').notNull().defaultNow(),
  nextAttemptAt: at('next_attempt_at'),
  lockedUntil: at('locked_until'),
});

/** A named set of `resource:action` permissions (wildcards `*`, `res:*`, `*:action`). */
export const roles = pgTable(
  'roles',
  {
    ...recordColumns(),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    description: text('description'),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    /** The scope level this role is usually given at (a hint for the assignment form). */
    defaultScope: text('default_scope').notNull().default('organisation'),
    isSystem: boolean('is_system').notNull().default(false),
  },
  (t) => [uniqueIndex('roles_code_uq').on(t.code)],
);

/**
 * Each default permission (`packages/domain/src/identity/default-roles.ts`) already offered to
 * a built-in role: `ensureRoles` gives a built-in role the defaults it has never been given and
 * records them here, so one an administrator took away is not given back at the next start.
 */
export const roleDefaultGrants = pgTable(
  'role_default_grants',
  {
    roleCode: text('role_code').notNull(),
    permission: text('permission').notNull(),
    grantedAt: at('granted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.permission] })],
);

/**
 * A role given to a user inside a scope. scope_level: organisation | country | centre | ring |
 * own (the teacher's own rings, the guardian's own children, resolved at request time).
 * Country and centre are filled in for lower levels too, so the row itself can be scoped.
 */
export const roleAssignments = pgTable(
  'role_assignments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    scopeLevel: text('scope_level').notNull(),
    countryId: uuid('country_id').references(() => countries.id),
    centreId: uuid('centre_id').references(() => centres.id),
    ringId: uuid('ring_id').references(() => rings.id),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: uuid('created_by'),
  },
  (t) => [
    index('role_assignments_user_idx').on(t.userId),
    index('role_assignments_role_idx').on(t.roleId),
  ],
);

/** Every e-mail the server sends (or keeps, when no SMTP server is configured). */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    userId: uuid('user_id'),
    to: text('to_address').notNull(),
    /** E-mail only; empty for SMS and WhatsApp. */
    subject: text('subject').notNull().default(''),
    body: text('body'),
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    /**
     * E-mail: kept | sent | failed. Guardians' messages (docs/messages.md): queued | held |
     * sent | delivered | read | failed | kept | skipped.
     */
    status: text('status').notNull(),
    error: text('error'),
    createdAt: at('created_at').notNull().defaultNow(),
    // Guardians' messages (SMS, WhatsApp, e-mail) share this one outbox: docs/messages.md.
    channel: text('channel').notNull().default('email'),
    /** The event that caused it (student-absent, test-result …); null for account e-mails. */
    event: text('event'),
    /** One message per event and recipient: `<event>:<source id>:<guardian id>`. */
    dedupeKey: text('dedupe_key'),
    guardianId: uuid('guardian_id').references(() => guardians.id),
    /**
     * A recipient who is not a guardian (a donor, an applicant): their consent record
     * (`contact_consents`), null for guardians' messages and account e-mails.
     */
    contactId: uuid('contact_id'),
    studentId: uuid('student_id').references(() => students.id),
    countryId: uuid('country_id').references(() => countries.id),
    centreId: uuid('centre_id').references(() => centres.id),
    /** The template's variables as filled when the event happened. */
    params: jsonb('params').$type<Record<string, string>>(),
    /** Who or what caused it: a user id, or a job/system name. */
    triggeredBy: uuid('triggered_by'),
    triggeredVia: text('triggered_via'),
    driver: text('driver'),
    providerId: text('provider_id'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * What the provider charged, in millionths of `costCurrency` (an SMS costs a fraction of a
     * cent, so minor units would round every message away): integer, never a float.
     */
    costMicros: integer('cost_micros'),
    costCurrency: text('cost_currency'),
    /** Held (quiet hours) until this time. */
    holdUntil: at('hold_until'),
    sentAt: at('sent_at'),
    deliveredAt: at('delivered_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('outbox_to_idx').on(t.to, t.createdAt),
    uniqueIndex('outbox_dedupe_uq').on(t.dedupeKey),
    index('outbox_student_idx').on(t.studentId, t.createdAt),
    index('outbox_centre_idx').on(t.centreId, t.createdAt),
    index('outbox_provider_idx').on(t.driver, t.providerId),
  ],
);

/** An account created from the mobile app, waiting for an administrator's decision. */
export const mobileSignups = pgTable(
  'mobile_signups',
  {
    id: id(),
    ...timestamps(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    requestedKind: text('requested_kind').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    email: text('email'),
    note: text('note'),
    status: text('status').notNull().default('pending'),
    linkedKind: text('linked_kind'),
    linkedId: uuid('linked_id'),
    decidedBy: uuid('decided_by'),
    decidedAt: at('decided_at'),
    reason: text('reason'),
  },
  (t) => [index('mobile_signups_status_idx').on(t.status, t.createdAt)],
);
