import { migrate, openDatabase, targetFromConfig } from '@taxdep/db';
import { loadConfig } from './config/config';
import { ProductionModeError } from './config/production-mode';
import { holdBackProviderRuntimeWarning, logSetup } from './logging';
import { DEMO_ADMINISTRATOR, DEMO_PASSWORD, DEMO_USERS, listDemoReports, seedDatabase } from './seed';
import { listenOptions } from './server-options';
import { startBanner } from './start-banner';

/**
 * Start: configuration (production mode refuses unsafe defaults there), database, migrations, seed data (demo
 * users enabled or disabled to match TAXDEP_DEMO_DATA), HTTP, and last the banner. The log goes to a file
 * (src/logging.ts), so the banner is the one thing a newcomer reads.
 */
async function main(): Promise<void> {
  process.stdout.write('Starting taxdep: the database, its migrations and seed data first...\n');
  const config = await loadConfig();
  const log = logSetup(config);
  const database = await openDatabase(targetFromConfig(config));
  const applied = await migrate(database.db);
  const seeded = await seedDatabase(database.db, { demoData: config.demoData });
  // The app is imported only now: oidc-provider warns at import on Node 20, and that one line is replaced by
  // a plain note in the banner (src/logging.ts says why).
  const providerWarned = holdBackProviderRuntimeWarning();
  const { buildApp } = await import('./app');
  const unsupportedNode = providerWarned();
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
  const reports = config.demoData ? await listDemoReports(database.db) : [];
  const banner = startBanner({
    mode: config.mode,
    address: config.auth.publicOrigin,
    listening: `${config.host}:${config.port}`,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsApplied: applied.length,
    taxCodesSeeded: seeded.taxCodes,
    demoSeeded: seeded.demo,
    log,
    issuers: config.auth.embeddedProvider ? [] : config.auth.issuers,
    selfSignedCertificate: config.auth.tls !== null && !process.env.TLS_CERT_FILE?.trim(),
    demo: config.demoData ? { password: DEMO_PASSWORD, users: demoUsersAsListed(), reports } : null,
    unsupportedNodeForSignIn: unsupportedNode && config.auth.embeddedProvider ? process.versions.node : null,
  });
  process.stdout.write(banner);
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

/** The demo users as the banner lists them: the administrator by what they are for (docs/security.md). */
function demoUsersAsListed() {
  return DEMO_USERS.map((user) =>
    user.email === DEMO_ADMINISTRATOR ? { ...user, role: 'administrator' } : user,
  );
}
