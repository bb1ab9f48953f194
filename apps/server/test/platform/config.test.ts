import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('configuration', () => {
  it('has validated defaults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qc-cfg-'));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.PORT).toBe(3000);
    expect(config.API_BASE).toBe('/api');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(dir);
  });

  it('rejects invalid values with a readable message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: mkdtempSync(join(tmpdir(), 'qc-')) })).toThrow(
      ConfigError,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'not a url', DATA_DIR: mkdtempSync(join(tmpdir(), 'qc-')) }),
    ).toThrow(/DATABASE_URL/);
    // The owner's URL migrates for an application role: alone, it names no application.
    expect(() =>
      loadConfig({
        MIGRATION_DATABASE_URL: 'postgres://owner@db/quran',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'qc-')),
      }),
    ).toThrow(/MIGRATION_DATABASE_URL: set with DATABASE_URL/);
  });

  it('generates secrets once and keeps them in DATA_DIR, readable only by the owner', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qc-cfg-'));
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.secrets.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.secrets).toEqual(first.secrets);
    const file = join(dir, 'secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8')).jwtSecret).toBe(first.secrets.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('prefers secrets given in the environment', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qc-cfg-'));
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: secret }).secrets.jwtSecret).toBe(secret);
  });
});
