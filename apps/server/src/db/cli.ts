import { loadConfig } from '../config.ts';
import { backupToFile, restoreFromFile, tableCounts } from './backup.ts';
import { grantAppRole, roleOfUrl } from './app-role.ts';
import { openDatabase } from './client.ts';
import { seedDemo } from './seed/demo.ts';
import { createAdministrator } from '../modules/identity/index.ts';

const usage = `Usage: npm run db -- <command>

Commands:
  migrate            apply pending migrations
  seed-demo          load the demo data (refused when NODE_ENV=production)
  backup <file>      write a compressed logical backup of every table to <file>
  restore <file>     replace every table's rows with the backup in <file>
  counts             print the row count of every table
  create-admin <e-mail>
                     the organisation's first administrator (a production installation has no
                     demo accounts): password ADMIN_PASSWORD, else generated and printed once

The database is PostgreSQL when DATABASE_URL is set, else the embedded one in DATA_DIR; every
command runs as the owner of MIGRATION_DATABASE_URL when it is set.`;

async function run(argv: string[]): Promise<number> {
  const [command, arg] = argv;
  if (!command || command === 'help' || command === '--help') {
    process.stdout.write(`${usage}\n`);
    return command ? 0 : 1;
  }
  const config = loadConfig();
  // As the owner of the tables: restore sets the append-only tables' TRUNCATE guard aside.
  const database = await openDatabase({
    url: config.MIGRATION_DATABASE_URL ?? config.DATABASE_URL,
    dataDir: config.dataDir,
  });
  try {
    await database.migrate();
    if (config.MIGRATION_DATABASE_URL && config.DATABASE_URL)
      await grantAppRole(database, roleOfUrl(config.DATABASE_URL));
    switch (command) {
      case 'migrate':
        process.stdout.write('Migrations applied.\n');
        return 0;
      case 'seed-demo': {
        if (config.isProduction) {
          process.stderr.write('Demo data is refused when NODE_ENV=production.\n');
          return 1;
        }
        const result = await seedDemo(database, { withAccounts: true });
        process.stdout.write(`Demo data loaded: ${JSON.stringify(result.counts)}\n`);
        return 0;
      }
      case 'backup': {
        if (!arg) throw new Error('backup needs a file name');
        const header = await backupToFile(database, arg);
        const total = header.tables.reduce((n, t) => n + t.rows, 0);
        process.stdout.write(
          `Backup written to ${arg}: ${header.tables.length} tables, ${total} rows.\n`,
        );
        return 0;
      }
      case 'restore': {
        if (!arg) throw new Error('restore needs a file name');
        const header = await restoreFromFile(database, arg);
        const total = header.tables.reduce((n, t) => n + t.rows, 0);
        process.stdout.write(`Restored ${total} rows from ${arg} (taken ${header.createdAt}).\n`);
        return 0;
      }
      case 'create-admin': {
        if (!arg) throw new Error('create-admin needs an e-mail address');
        const result = await createAdministrator(database.db, arg, process.env.ADMIN_PASSWORD);
        if (!result.ok) {
          process.stderr.write(`No administrator created: ${result.problem}\n`);
          return 1;
        }
        process.stdout.write(
          result.generated
            ? `Administrator ${arg} created. Password (shown once, change it after signing in): ${result.password}\n`
            : `Administrator ${arg} created with ADMIN_PASSWORD.\n`,
        );
        return 0;
      }
      case 'counts': {
        const counts = await tableCounts(database);
        for (const [t, n] of Object.entries(counts)) process.stdout.write(`${t}\t${n}\n`);
        return 0;
      }
      default:
        process.stderr.write(`Unknown command: ${command}\n\n${usage}\n`);
        return 1;
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
