import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ROLES } from '@qc/domain/identity/default-roles';
import {
  MOBILE_LINK_KINDS,
  SCOPE_LEVELS,
  USER_KINDS,
  USER_STATUSES,
} from '@qc/domain/identity/admin.schemas';
import { PERMISSION_ACTIONS } from '@qc/domain/identity/permissions';
import { buildCatalogue } from '@qc/domain/i18n/catalogue';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every key the identity screens name literally: 'identity.…' and 'route.…' strings. */
function literalKeys(): string[] {
  const keys = new Set<string>();
  for (const file of sources(here)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/['`]((?:identity|route)\.[A-Za-z0-9_./:-]+)['`]/g)) {
      const key = m[1]!;
      if (key !== 'identity.challenge') keys.add(key);
    }
  }
  return [...keys];
}

/** The keys built from a value at run time, for every value they can take. */
function familyKeys(): string[] {
  const auditActions = [
    'create',
    'update',
    'delete',
    'sign-in',
    'sign-out',
    'revoke',
    'register',
    'verify-email',
    'reset-password',
    'change-password',
    'send-password-reset',
    'enable-two-factor',
    'disable-two-factor',
    'regenerate-recovery-codes',
    'accept',
    'reject',
  ];
  return [
    ...['login', 'register', 'forgot', 'reset', 'verify', 'twoSteps', 'app'].flatMap((a) => [
      `identity.art.${a}.title`,
      `identity.art.${a}.text`,
    ]),
    ...SCOPE_LEVELS.map((l) => `identity.scope.${l}`),
    ...USER_STATUSES.map((s) => `identity.status.${s}`),
    ...USER_KINDS.map((k) => `identity.kind.${k}`),
    ...['account', 'security', 'preferences'].map((tab) => `identity.account.tab.${tab}`),
    ...['account', 'personal', 'review'].map((s) => `identity.registerSteps.${s}`),
    ...['scan', 'verify', 'codes'].map((s) => `identity.twoFactor.step.${s}`),
    ...['email', 'twoFactor', 'phone'].map((c) => `identity.summary.check.${c}`),
    ...['organisation', 'own'].map((l) => `identity.assignments.${l}Help`),
    ...['reset', 'locked', 'disabled', 'active'].flatMap((a) => [
      `identity.user.confirm.${a}.title`,
      `identity.user.confirm.${a}.text`,
      `identity.user.confirm.${a}.action`,
    ]),
    ...['active', 'locked', 'disabled'].map((s) => `identity.user.statusDone.${s}`),
    ...['first', 'last', 'next', 'previous'].map((p) => `identity.table.${p}`),
    ...['pending', 'accepted', 'rejected'].flatMap((s) => [
      `identity.mobile.status.${s}`,
      `identity.mobile.empty.${s}`,
    ]),
    ...MOBILE_LINK_KINDS.flatMap((k) => [`identity.mobile.link.${k}`, `identity.mobile.find.${k}`]),
    ...['guardian', 'student'].map((k) => `identity.app.${k}`),
    ...['students', 'rings', 'centres', 'employees', 'guardians'].map(
      (k) => `identity.pick.kind.${k}`,
    ),
    ...['verify', 'reset', 'invite', 'signupAccepted', 'signupRejected'].map(
      (k) => `identity.outbox.kind.${k}`,
    ),
    ...['kept', 'sent', 'failed'].map((s) => `identity.outbox.status.${s}`),
    ...auditActions.map((a) => `identity.auditAction.${a}`),
    ...PERMISSION_ACTIONS.map((a) => `identity.action.${a}`),
    'module.identity',
  ];
}

/** Resources named in roles: by the identity words, or by the resource engine's labels. */
function roleResources(): string[] {
  const resources = new Set<string>([
    'users',
    'roles',
    'audit',
    'outbox',
    'mobile-signups',
    'partners',
  ]);
  for (const r of DEFAULT_ROLES)
    for (const p of r.permissions) {
      const res = p.split(':')[0];
      if (res && res !== '*') resources.add(res);
    }
  return [...resources];
}

describe('identity screens’ messages', () => {
  const catalogue = buildCatalogue();
  const keys = [...literalKeys(), ...familyKeys()];

  it('finds the keys the screens use', () => {
    expect(keys.length).toBeGreaterThan(300);
  });

  it('has every key in Arabic, English and French, none empty', () => {
    const missing: string[] = [];
    for (const key of keys)
      for (const locale of ['ar', 'en', 'fr'] as const)
        // A counted key (identity.policy.length) is there as its plural forms, `key_other`…
        if (!(catalogue[locale][key] ?? catalogue[locale][`${key}_other`])?.trim())
          missing.push(`${locale}: ${key}`);
    expect(missing).toEqual([]);
  });

  it('names every resource a role can hold permissions on, in the three languages', () => {
    const unnamed: string[] = [];
    for (const r of roleResources())
      for (const locale of ['ar', 'en', 'fr'] as const)
        if (
          !catalogue[locale][`identity.resource.${r}`] &&
          !catalogue[locale][`resources.${r}.title`]
        )
          unnamed.push(`${locale}: ${r}`);
    expect(unnamed).toEqual([]);
  });

  it('keeps the placeholders of each message the same in the three languages', () => {
    const placeholders = (s: string) =>
      [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const differ: string[] = [];
    // The forms of counted keys are checked by plural category in the i18n check: Arabic
    // may say the number in words (دقيقتان) where English has {{n}}.
    const plural = /_(zero|one|two|few|many|other)$/;
    const plain = Object.keys(catalogue.en).filter(
      (k) => k.startsWith('identity.') && !plural.test(k),
    );
    for (const key of plain)
      for (const locale of ['ar', 'fr'] as const)
        if (
          JSON.stringify(placeholders(catalogue.en[key]!)) !==
          JSON.stringify(placeholders(catalogue[locale][key] ?? ''))
        )
          differ.push(`${locale}: ${key}`);
    expect(differ).toEqual([]);
  });
});
