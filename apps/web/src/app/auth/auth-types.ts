/** The signed-in user as the server describes them (GET /api/auth/me). */
export interface AuthUser {
  id: string;
  displayName: string;
  email: string | null;
  phone: string | null;
  locale: string;
  preferences: Record<string, unknown>;
  avatarUrl: string | null;
  twoFactorEnabled: boolean;
  emailVerified: boolean;
  status: string;
  kind: string;
  isDemo: boolean;
}

/** One role assignment with its scope. */
export interface AuthAssignment {
  id: string;
  roleId: string;
  roleCode: string;
  roleName: { ar: string; en: string; fr: string };
  scopeLevel: 'organisation' | 'country' | 'centre' | 'ring' | 'own' | string;
  countryId: string | null;
  centreId: string | null;
  ringId: string | null;
  countryName: string | null;
  centreName: string | null;
  ringName: string | null;
}

export interface MeResponse {
  user: AuthUser;
  permissions: string[];
  /** The permissions held organisation-wide (an organisation's own lists need them to change). */
  everywhere?: string[];
  assignments: AuthAssignment[];
  employeeId: string | null;
  /** The phone region of the user's own country (their assignment's, staff record's, ...). */
  phoneRegion: string | null;
}

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous' | 'error';

export type SignInResult =
  { status: 'signedIn'; user: AuthUser } | { status: 'twoFactor'; challengeToken: string };

export interface AuthValue {
  status: AuthStatus;
  user: AuthUser | null;
  permissions: readonly string[];
  assignments: readonly AuthAssignment[];
  employeeId: string | null;
  /** The phone region of the user's own country (null: none, or signed out). */
  phoneRegion: string | null;
  /** Does the user hold the permission (any of, for a list)? Wildcards count (`students:*`). */
  can(permission: string | readonly string[]): boolean;
  /** Does the user hold the permission organisation-wide (not only in a country or centre)? */
  canEverywhere(permission: string): boolean;
  /** Password sign-in; a two-factor account answers with a challenge to complete. */
  signIn(identifier: string, password: string): Promise<SignInResult>;
  completeTwoFactor(challengeToken: string, code: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  /** Reads GET /api/auth/me again (after the account or the roles changed). */
  reload(): Promise<void>;
}
