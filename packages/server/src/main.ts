import type { Kysely } from 'kysely';
import { buildApp } from './app';
import { loadConfig } from './config/config';
import { ProductionModeError } from './config/production-mode';
import { openDatabase, targetFromConfig } from './db/connect';
import { migrate } from './db/migrate';
import type { Database } from './db/schema';
import { DEMO_PASSWORD, DEMO_USERS, seedDatabase } from './seed';
import { listenOptions } from './server-options';

/**
 * Start: configuration (production mode refuses unsafe defaults there), database, migrations, seed data (demo
 * users enabled or disabled to match TAXDEP_DEMO_DATA), HTTP.
 */
async function main(): Promise<void> {
  const config = await loadConfig();
  const database = await openDatabase(targetFromConfig(config));
  const applied = await migrate(database.db);
  const seeded = await seedDatabase(database.db, { demoData: config.demoData });
  const app = await buildApp({ db: database.db, config, logger: true });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen(listenOptions(config));
  const address = config.auth.publicOrigin;
  const reports = config.demoData ? await demoReportLinks(database.db, address) : [];
  const localhost = address.replace('://127.0.0.1:', '://localhost:');
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
  const lines = [
    '',
    `taxdep is running (${config.mode} mode): open ${address}/`,
    `  API documentation: ${address}/api/docs`,
    `  database: ${where}; migrations applied now: ${applied.length ? applied.join(', ') : 'none'}`,
    seeded.taxCodes ? `  tax codes seeded: ${seeded.taxCodes}` : '',
    seeded.demo ? '  demo data seeded' : '',
    config.demoData ? `  demo users (password '${DEMO_PASSWORD}'):` : '',
    ...(config.demoData ? DEMO_USERS.map((u) => `    ${u.email.padEnd(28)} ${u.role}`) : []),
    reports.length ? '  demo reports (open by link):' : '',
    ...reports,
    config.demoData && localhost !== address
      ? `  on ${localhost}/ the portal asks for a pasted token: npx -y pnpm@10 taxdep token --user ${DEMO_USERS[0]?.email}`
      : '',
    '',
  ];
  process.stdout.write(
    `${lines.filter((line, i) => line !== '' || i === 0 || i === lines.length - 1).join('\n')}\n`,
  );
}

/** The demo reports with their links, so a newcomer can open one straight away. */
async function demoReportLinks(db: Kysely<Database>, origin: string): Promise<string[]> {
  const rows = await db
    .selectFrom('reports')
    .innerJoin('report_statuses', 'report_statuses.id', 'reports.status_id')
    .select(['reports.id', 'reports.report_name', 'report_statuses.status'])
    .orderBy('reports.id')
    .execute();
  return rows.map((r) => `    ${origin}/?depreciationReportId=${r.id}  ${r.report_name ?? ''} (${r.status})`);
}

main().catch((error: unknown) => {
  // A refused configuration is the operator's to fix: the message names the settings, a stack would hide it.
  const text =
    error instanceof ProductionModeError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`taxdep failed to start: ${text}\n`);
  process.exit(1);
});
