/**
 * Issue 24 item 1, "adding a field is a migration, one entry and a grid column": a scratch field is added to the
 * record's declaration (packages/domain/src/assets/asset-record.ts) of this test file's own module graph (Vitest
 * isolates each file's modules), and every list the service derives from it must carry the field: the select list,
 * both directions of the wire mapping, the import, paste and copy statements, the export's and the figures' packed
 * reads and the history's label. The statements are compiled, not run, so the SQL itself is what is checked.
 */

import type { Database } from '@taxdep/db/schema';
import type { AssetFieldDeclaration } from '@taxdep/domain/assets';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type Transaction,
} from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';

const SCRATCH = 'scratchNote';
const SCRATCH_COLUMN = 'scratch_note';

/** Statements compiled by a Kysely that runs nothing (every query answers no rows), as PostgreSQL would get them. */
function recordingDb() {
  const statements: string[] = [];
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => {
      statements.push(event.query.sql);
    },
  });
  return { db, statements, trx: db as unknown as Transaction<Database> };
}

describe('a field added to the declaration is carried by every derived list', () => {
  let service: typeof import('./scratch-field.test-support');

  beforeAll(async () => {
    const { ASSET_FIELDS, ASSET_FIELD_NAMES } = await import('@taxdep/domain/assets');
    const scratch: AssetFieldDeclaration = {
      kind: 'text',
      column: SCRATCH_COLUMN,
      label: 'Scratch note',
      importHeading: null,
      figures: true,
    };
    Object.assign(ASSET_FIELDS, { [SCRATCH]: scratch });
    (ASSET_FIELD_NAMES as string[]).push(SCRATCH);
    // Only now are the service's modules loaded: their lists are derived when they load.
    service = await import('./scratch-field.test-support');
  });

  it('selects it with every register read and labels it in the history', () => {
    expect(service.ASSET_COLUMNS).toContain(`a.${SCRATCH_COLUMN}`);
    expect(service.RECORD_COLUMNS).toContain(SCRATCH_COLUMN);
    expect(service.assetFieldLabel(SCRATCH_COLUMN)).toBe('Scratch note');
  });

  it('answers it on the wire and writes it from the wire', () => {
    const record = { ...service.emptyRecord(), [SCRATCH_COLUMN]: 'kept' };
    expect(service.toWireAsset(record, [])).toHaveProperty(SCRATCH, 'kept');
    const body = { [SCRATCH]: 'written' } as Parameters<typeof service.assetColumnsOfWire>[0];
    expect(service.assetColumnsOfWire(body)).toHaveProperty(SCRATCH_COLUMN, 'written');
  });

  it('is inserted by the import and the paste, updated by the paste and copied by Copy Previous Register', async () => {
    const { trx, statements } = recordingDb();
    const record = service.emptyRecord();
    const verdict = { has_errors: false, asset_errors: '[]' };
    await service.insertAssets(trx, 1, [1], [{ asset: record, verdict }]);
    await service.insertPastedAssets(trx, 1, [{ record, verdict }]);
    await service.updatePastedAssets(trx, [{ record, verdict }]);
    await service.copyAssetsWithDemolitions(trx, 1, 2);
    const writes = statements.filter((statement) => /insert into assets|update assets/.test(statement));
    expect(writes).toHaveLength(4);
    for (const statement of writes) expect(statement).toContain(`"${SCRATCH_COLUMN}"`);
  });

  it('is read by the export and, as the figures depend on it, by the figures', async () => {
    const { db, statements } = recordingDb();
    const codes = { taxCodes: new Map(), categories: new Map(), methods: new Map() };
    await service.registerBatch(db, codes, 1, 0, 10);
    // The figures' read expects its one answer row, which a database that runs nothing cannot give.
    await service.readRegisterDelta(db, 1, null).catch(() => undefined);
    expect(statements.find((s) => s.includes('abandonment_label'))).toContain(`"a"."${SCRATCH_COLUMN}"`);
    expect(statements.find((s) => s.includes('written_by'))).toContain(`"a"."${SCRATCH_COLUMN}"`);
    expect(service.ROW_FIELDS).toContain(SCRATCH);
  });
});
