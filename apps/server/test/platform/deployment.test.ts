import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '../../src/config.ts';

/**
 * The deployment files (deploy/compose.yaml, deploy/Caddyfile, Dockerfile) agree with the
 * server's configuration (apps/server/src/config.ts and the README's table): every variable
 * given to the app is one it reads and parses, ports and addresses match from the proxy to the
 * replicas, and migrations run once. The CI has no Docker daemon: this is what checks them
 * there (docs/deployment.md).
 */
const ROOT = resolve(import.meta.dirname, '../../../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
  deploy?: { replicas?: string | number };
  networks?: Record<string, { ipv4_address?: string }> | string[];
  volumes?: string[];
  healthcheck?: unknown;
}

/** deploy/example.env as the values an operator fills in. */
function exampleEnv(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of read('deploy/example.env').split('\n')) {
    const m = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (m) out[m[1]!] = m[2]!;
  }
  return out;
}

/** Compose's interpolation: ${X}, ${X:-default}, ${X:?error} (an unset required one throws). */
function interpolate(text: string, vars: Record<string, string>): string {
  return text.replace(/\$\{([A-Z_]+)(?:(:-|:\?)([^}]*))?\}/g, (_m, name: string, op, arg) => {
    const value = vars[name];
    if (value !== undefined && value !== '') return value;
    if (op === ':?') throw new Error(`${name} is required: ${arg}`);
    return op === ':-' ? (arg as string) : '';
  });
}

const vars = exampleEnv();
const raw = read('deploy/compose.yaml');
/** Compose parses the YAML, then interpolates each string (so `X: ${Y:-}` is an empty string). */
function interpolateAll(value: unknown): unknown {
  if (typeof value === 'string') return interpolate(value, vars);
  if (Array.isArray(value)) return value.map(interpolateAll);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateAll(v)]));
  return value;
}
const compose = interpolateAll(parse(raw, { merge: true })) as {
  services: Record<string, Service>;
  networks: Record<string, { ipam: { config: Array<{ subnet: string }> } }>;
};
const services = compose.services;
const app = services['app']!;
const appEnv = app.environment!;
const caddyfile = read('deploy/Caddyfile');
const dockerfile = read('Dockerfile');

describe('deploy/compose.yaml', () => {
  it('has PostgreSQL, Redis, a one-shot migration, two or more app replicas and a proxy', () => {
    expect(Object.keys(services).sort()).toEqual(['app', 'migrate', 'postgres', 'proxy', 'redis']);
    expect(Number(app.deploy?.replicas)).toBeGreaterThanOrEqual(2);
    expect(services['postgres']!.image).toMatch(/^postgres:1[5-9]/);
    expect(services['redis']!.image).toMatch(/^redis:/);
    expect(services['proxy']!.image).toMatch(/^caddy:/);
    // The replicas and the migration run the image built from the Dockerfile.
    expect(app.build).toBeTruthy();
    expect(services['migrate']!.image).toBe(app.image);
  });

  it('gives the app only variables the server reads, and values it accepts', () => {
    for (const service of ['app', 'migrate']) {
      const env = services[service]!.environment!;
      for (const name of Object.keys(env)) expect(CONFIG_VARIABLES, name).toContain(name);
      // The server parses this environment as it would at start (throws on a bad value).
      const config = loadConfig({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'qc-deploy-')) });
      expect(config.isProduction, service).toBe(true);
    }
    const config = loadConfig({ ...appEnv, DATA_DIR: mkdtempSync(join(tmpdir(), 'qc-deploy-')) });
    // The same secrets in every replica, so a sign-in on one is honoured by the others.
    expect(appEnv['JWT_SECRET']).toBeTruthy();
    expect(appEnv['COOKIE_SECRET']).toBeTruthy();
    expect(config.REDIS_URL).toBeTruthy();
    expect(config.PUBLIC_URL).toBe(`https://${vars['SITE_ADDRESS']}`);
  });

  it('reaches PostgreSQL and Redis by their service names and ports', () => {
    const db = new URL(appEnv['DATABASE_URL']!);
    expect(db.hostname).toBe('postgres');
    expect(db.port).toBe('5432');
    expect(db.username).toBe('quran_app');
    const owner = new URL(services['migrate']!.environment!['MIGRATION_DATABASE_URL']!);
    expect(owner.hostname).toBe('postgres');
    expect(owner.username).toBe(services['postgres']!.environment!['POSTGRES_USER']);
    expect(owner.pathname).toBe(`/${services['postgres']!.environment!['POSTGRES_DB']}`);
    expect(db.pathname).toBe(owner.pathname);
    const redis = new URL(appEnv['REDIS_URL']!);
    expect(redis.hostname).toBe('redis');
    expect(redis.port).toBe('6379');
  });

  it('migrates once: a one-shot service as the owner, the replicas only check', () => {
    const migrate = services['migrate']!;
    expect(migrate.command).toEqual([
      'node',
      '--import',
      'tsx',
      'apps/server/src/db/cli.ts',
      'migrate',
    ]);
    expect(migrate.environment!['MIGRATION_DATABASE_URL']).toBeTruthy();
    expect(appEnv['MIGRATE_ON_START']).toBe('off');
    expect(appEnv['MIGRATION_DATABASE_URL']).toBeUndefined();
    expect(app.depends_on).toMatchObject({
      migrate: { condition: 'service_completed_successfully' },
    });
  });

  it('sends every request through the proxy, which the app trusts and nothing else', () => {
    // Only the proxy publishes ports; the replicas listen on PORT inside the network.
    expect(services['proxy']!.ports).toEqual(['80:80', '443:443']);
    for (const name of ['app', 'migrate', 'postgres', 'redis'])
      expect(services[name]!.ports, name).toBeUndefined();
    const port = appEnv['PORT']!;
    expect(app.expose).toEqual([port]);
    expect(caddyfile).toMatch(new RegExp(`name app\\s+port ${port}\\b`));
    // TRUST_PROXY names the proxy's fixed address, inside the network's range.
    const networks = services['proxy']!.networks as Record<string, { ipv4_address?: string }>;
    const proxyAddress = networks['backend']!.ipv4_address!;
    expect(appEnv['TRUST_PROXY']).toBe(proxyAddress);
    const [subnet] = compose.networks['backend']!.ipam.config;
    const prefix = subnet!.subnet.split('.').slice(0, 3).join('.');
    expect(proxyAddress.startsWith(`${prefix}.`)).toBe(true);
    // Sticky sessions: socket.io's long-polling requests must reach one replica.
    expect(caddyfile).toMatch(/lb_policy cookie/);
  });
});

describe('Dockerfile', () => {
  it('builds in stages and runs as a user that is not root, with a health check', () => {
    expect(dockerfile.match(/^FROM /gm)!.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/RUN npm run build -w apps\/web/);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health/m);
    expect(dockerfile).toMatch(/^EXPOSE 3000$/m);
    expect(dockerfile).toMatch(/PORT=3000/);
    expect(appEnv['PORT']).toBe('3000');
  });

  it('runs the server with a module that is a production dependency of it', () => {
    const server = JSON.parse(read('apps/server/package.json')) as {
      dependencies: Record<string, string>;
    };
    expect(dockerfile).toMatch(/CMD \["node", "--import", "tsx", "apps\/server\/src\/main.ts"\]/);
    expect(server.dependencies['tsx']).toBeTruthy();
  });
});

describe('the configuration table', () => {
  it('documents every variable the server reads', () => {
    const readme = read('README.md');
    for (const name of CONFIG_VARIABLES) expect(readme, name).toContain(`\`${name}\``);
  });
});
