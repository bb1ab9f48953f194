import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openMigratedDatabase, ownedByCurrentRole, PendingMigrationsError } from './db/app-role.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';

/**
 * Starts the server: configuration, database (PGlite in DATA_DIR or PostgreSQL from
 * DATABASE_URL), migrations, demo data on an empty database, then the HTTP server with the
 * web app and the API on one port. SIGINT/SIGTERM close connections and the database cleanly.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  const { app } = await buildApp({ config, database });
  if (database.kind === 'postgres') {
    const owned = await ownedByCurrentRole(database);
    if (owned > 0 && (config.isProduction || config.MIGRATION_DATABASE_URL))
      app.log.warn(
        { owned },
        'the application connects as the owner of tables it could truncate or alter: give DATABASE_URL a role that owns nothing and MIGRATION_DATABASE_URL the owner (docs/operations.md)',
      );
  }
  if (config.REDIS_URL && (!process.env.JWT_SECRET || !process.env.COOKIE_SECRET))
    app.log.warn(
      'REDIS_URL is set (several processes) but JWT_SECRET or COOKIE_SECRET is not: each process generates its own in its DATA_DIR, and a sign-in on one is refused by the others unless they share that folder (docs/deployment.md)',
    );
  const seeded = await seedDemoIfEmpty(database, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // With REDIS_URL, accept sockets once events of the other processes can reach them.
  await app.realtime
    .ready()
    .catch((err: unknown) => app.log.warn({ err }, 'realtime: Redis not ready, starting anyway'));
  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const lines = [
    '',
    `  Quran Centres is running at ${url}`,
    `  Database: ${database.kind === 'pglite' ? `embedded (PGlite) in ${config.dataDir}` : 'PostgreSQL'}`,
  ];
  if (seeded.demoAccounts) {
    lines.push('  Demo sign-in: admin@example.com  /  Admin@12345');
  }
  lines.push('');
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof PendingMigrationsError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
