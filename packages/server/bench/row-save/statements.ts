/**
 * The SQL statements one row save sends (issue 11: read the row once, look the rate up once, write once), counted
 * in-process over PGlite in memory: the app gets a database handle whose every compiled statement passes a
 * counting plugin. BEGIN and COMMIT are not compiled statements and come on top.
 */

import { migrate, openDatabase } from '@taxdep/db';
import type { Asset } from '@taxdep/domain';
import { USAGE_POLICY } from '@taxdep/domain';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  RootOperationNode,
} from 'kysely';
import { buildApp } from '../../src/app';
import { AccountStatus } from '../../src/auth/account-status';
import { signProductToken } from '../../src/auth/product-token';
import { seedDatabase } from '../../src/seed';
import { removeTestConfig, testConfig } from '../../src/test/database';
import { editOf } from './fixture';

/** Notes each statement's kind (the root operation node: SelectQueryNode, UpdateQueryNode, RawNode …). */
class StatementLog implements KyselyPlugin {
  kinds: string[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.kinds.push(args.node.kind.replace(/QueryNode$|Node$/, '').toLowerCase());
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

function summary(kinds: string[]): string {
  const counts = new Map<string, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return `${kinds.length} (${[...counts].map(([kind, n]) => `${n} ${kind}`).join(', ')})`;
}

/** Prints the statements of a save that changes a text field, and of one that changes a rate input. */
export async function printStatementsPerSave(): Promise<void> {
  const database = await openDatabase({ engine: 'pglite', dataDir: null });
  const config = await testConfig();
  try {
    await migrate(database.db);
    await seedDatabase(database.db, { demoData: true });
    const log = new StatementLog();
    const app = await buildApp({
      db: database.db.withPlugin(log),
      config,
      accounts: new AccountStatus(database.db),
    });
    await app.ready();
    const user = await database.db
      .selectFrom('users')
      .select(['id', 'uid'])
      .where('disabled_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const token = await signProductToken(
      { userId: user.id, userUid: user.uid, policyAcceptedDate: USAGE_POLICY.date },
      config.tokenSecret,
      600,
    );
    const headers = { authorization: `Bearer ${token}` };
    const listed = await app.inject({
      method: 'GET',
      url: '/api/v1/depreciationReports/1/modelAssets',
      headers,
    });
    let held = (listed.json() as { modelAssets: Asset[] }).modelAssets.find((a) => !a.readOnly)!;
    const save = async (i: number) => {
      log.kinds = [];
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/depreciationReports/modelAssets',
        headers,
        payload: { ...held, ...editOf(held, i), base: held },
      });
      if (response.statusCode !== 200)
        throw new Error(`save answered ${response.statusCode} ${response.body}`);
      held = response.json() as Asset;
      return [...log.kinds];
    };
    for (let i = 0; i < 5; i += 1) await save(i);
    const text = await save(5);
    const rateInput = await save(9);
    if (process.env.BENCH_VERBOSE) console.log(text, rateInput);
    console.log(
      `statements per save (BEGIN/COMMIT not counted): text field ${summary(text)}; ` +
        `rate input ${summary(rateInput)}`,
    );
    await app.close();
  } finally {
    await database.close();
    await removeTestConfig(config);
  }
}
