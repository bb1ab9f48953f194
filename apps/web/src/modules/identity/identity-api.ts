import type {
  AssignmentInput,
  AuditPage,
  OutboxPage,
  MobileSignup,
  Place,
  PlaceLevel,
  RoleInput,
  RoleAssignmentRecord,
  SearchHit,
  UserCreateInput,
  UserSummary,
  UserView,
} from '@qc/domain';
import type { AuthAssignment, AuthUser } from '../../app/auth/auth-types.ts';
import { api } from '../../app/http/client.ts';

/**
 * The identity API as the screens use it: typed calls and the query keys of their data
 * (`[resource, 'list', params]`, `[resource, 'detail', id]`).
 */

export interface Page<T> {
  items: T[];
  total: number;
}

export type Names = { ar: string; en: string; fr: string };

export interface Assignment extends AuthAssignment {
  userId?: string;
  countryNames?: Names | null;
  createdAt?: string;
}

/** A user as the users list and a user's page show them (the domain's type the server answers). */
export type UserRow = UserView;

export interface UsersQuery {
  search?: string;
  status?: string;
  kind?: string;
  roleId?: string;
  partnerOrganisationId?: string;
  page: number;
  pageSize: number;
}

export interface Role {
  id: string;
  code: string;
  nameAr: string;
  nameEn: string;
  nameFr: string;
  description: string | null;
  permissions: string[];
  defaultScope: AssignmentInput['scopeLevel'];
  isSystem: boolean;
  version: number;
}

export interface Session {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

/** An entry of the audit log and a message of the outbox, as the server answers them (the domain's). */
export type { AuditEntry, OutboxMessage } from '@qc/domain';

export interface AuditQuery {
  resource?: string;
  recordId?: string;
  actorId?: string;
  action?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** An account made in the mobile app, as the server answers it (the domain's type). */
export type { MobileSignup } from '@qc/domain';

export const identityKeys = {
  users: (q?: UsersQuery) => (q ? ['users', 'list', q] : ['users']) as readonly unknown[],
  user: (id: string) => ['users', 'detail', id] as const,
  roles: ['roles', 'list'] as const,
  permissions: ['permissions'] as const,
  places: (level: string, parent: string | undefined, q: string) =>
    ['places', level, parent ?? '', q] as const,
  sessions: ['sessions', 'list'] as const,
  audit: (q?: AuditQuery) => (q ? ['audit', 'list', q] : ['audit']) as readonly unknown[],
  outbox: (q?: object) => (q ? ['outbox', 'list', q] : ['outbox']) as readonly unknown[],
  mobile: (status?: string) =>
    (status ? ['mobile-signups', 'list', status] : ['mobile-signups']) as readonly unknown[],
};

const pub = { skipAuth: true } as const;

export const authApi = {
  register: (body: object) => api.post<{ ok: true; email: string }>('/auth/register', body, pub),
  mobileRegister: (body: object) =>
    api.post<{ id: string; status: string }>('/auth/mobile/register', body, pub),
  verifyEmail: (token: string) => api.post<{ ok: true }>('/auth/verify-email', { token }, pub),
  resendVerification: (email: string) =>
    api.post<{ ok: true }>('/auth/resend-verification', { email }, pub),
  forgotPassword: (email: string) =>
    api.post<{ ok: true }>('/auth/forgot-password', { email }, pub),
  resetPassword: (token: string, password: string) =>
    api.post<{ ok: true }>('/auth/reset-password', { token, password }, pub),
};

export const accountApi = {
  update: (body: object) => api.patch<{ user: AuthUser }>('/account', body),
  changePassword: (currentPassword: string, newPassword: string) =>
    api.post<{ ok: true }>('/account/password', { currentPassword, newPassword }),
  sessions: () => api.get<{ items: Session[] }>('/auth/sessions').then((r) => r.items),
  revokeSession: (id: string) => api.delete<{ ok: true }>(`/auth/sessions/${id}`),
  enrolTwoFactor: () =>
    api.post<{ secret: string; otpauthUri: string; qrDataUrl: string }>('/auth/two-factor/enrol'),
  confirmTwoFactor: (code: string) =>
    api.post<{ recoveryCodes: string[] }>('/auth/two-factor/confirm', { code }),
  disableTwoFactor: (password: string, code: string) =>
    api.post<{ ok: true }>('/auth/two-factor/disable', { password, code }),
  recoveryCodes: (password: string) =>
    api.post<{ recoveryCodes: string[] }>('/auth/two-factor/recovery-codes', { password }),
};

export const usersApi = {
  list: (q: UsersQuery) => api.get<Page<UserRow>>('/users', { query: { ...q } }),
  read: (id: string) => api.get<UserRow>(`/users/${id}`),
  create: (body: UserCreateInput) => api.post<UserSummary>('/users', body),
  update: (id: string, body: object) => api.patch<UserSummary>(`/users/${id}`, body),
  sendPasswordReset: (id: string) =>
    api.post<{ ok: true; email: string }>(`/users/${id}/password-reset`),
  addAssignment: (id: string, body: AssignmentInput) =>
    api.post<RoleAssignmentRecord>(`/users/${id}/assignments`, body),
  removeAssignment: (id: string, assignmentId: string) =>
    api.delete<{ ok: true }>(`/users/${id}/assignments/${assignmentId}`),
  places: (level: PlaceLevel, q: string, parent?: Partial<Place>) =>
    api
      .get<{ items: Place[] }>('/users/places', {
        query: {
          level,
          q,
          countryId: parent?.countryId ?? undefined,
          centreId: parent?.centreId ?? undefined,
        },
      })
      .then((r) => r.items),
};

export const rolesApi = {
  list: () => api.get<{ items: Role[] }>('/roles').then((r) => r.items),
  permissions: () =>
    api.get<{ actions: string[]; resources: string[]; sensitive: string[] }>('/permissions'),
  create: (body: RoleInput) => api.post<Role>('/roles', body),
  update: (id: string, body: object) => api.patch<Role>(`/roles/${id}`, body),
  remove: (id: string) => api.delete<{ ok: true }>(`/roles/${id}`),
};

export const adminApi = {
  audit: (q: AuditQuery) => api.get<AuditPage>('/audit', { query: { ...q } }),
  trail: (resource: string, recordId: string) =>
    api.get<AuditPage>(`/audit/${encodeURIComponent(resource)}/${encodeURIComponent(recordId)}`),
  outbox: (q: { to?: string; kind?: string; page: number; pageSize: number }) =>
    api.get<OutboxPage>('/outbox', { query: { ...q } }),
  mobileSignups: (status: string, page: number, pageSize: number) =>
    api.get<Page<MobileSignup>>('/mobile-signups', { query: { status, page, pageSize } }),
  acceptSignup: (id: string, linkKind: string, linkId: string) =>
    api.post<MobileSignup>(`/mobile-signups/${id}/accept`, { linkKind, linkId }),
  rejectSignup: (id: string, reason: string) =>
    api.post<MobileSignup>(`/mobile-signups/${id}/reject`, { reason }),
  search: (q: string, limit = 10) =>
    api.get<{ items: SearchHit[] }>('/search', { query: { q, limit } }).then((r) => r.items),
};
