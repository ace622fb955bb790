/**
 * The service for the register benchmark, in its own process: the real app (buildApp) over an existing database,
 * plain HTTP on a free loopback port (TLS_DISABLED=1 of src/config/auth-config.ts). Prints `PORT <n>` when listening.
 * Args: pglite <dataDir> | postgres <url> <schema>.
 */

import { openDatabase } from '@taxdep/db';
import { buildApp } from '../src/app';
import { removeTestConfig, testConfig } from '../src/test/database';

const [engine, location, schema] = process.argv.slice(2);
const database =
  engine === 'pglite'
    ? await openDatabase({ engine: 'pglite', dataDir: location! })
    : await openDatabase({
        engine: 'postgres',
        connectionString: location!,
        searchPath: schema!,
        maxConnections: 20,
      });
const config = await testConfig();
const app = await buildApp({ db: database.db, config });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`PORT ${typeof address === 'object' && address ? address.port : 0}\n`);
const stop = async () => {
  await app.close();
  await database.close();
  await removeTestConfig(config);
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
