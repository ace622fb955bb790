/**
 * The drift check can fail: a scratch declaration, read as the real one is (declared-columns.test-support.ts), is
 * compared with a hand-written "migrated" table that differs from it in one way at a time, and each difference is
 * named with its table and column.
 */
import { ASSET_FIELDS } from '@taxdep/domain/assets';
import { describe, expect, it } from 'vitest';
import { findColumnDrift, type MigratedColumn, POSTGRES_TYPES_OF_KIND } from './column-drift';
import { declaredTables } from './declared-columns.test-support';

const SCRATCH = `
import type { ColumnType, Generated } from 'kysely';
import type { PropertyUse } from '@taxdep/domain/tax';
import type { CivilDate, Decimal, Instant } from './columns';

export interface ThingTable {
  id: Generated<number>;
  supplier: string | null;
  original_cost: bigint | null;
  invoice_date: CivilDate | null;
  depreciation_rate: Decimal | null;
  property_use: PropertyUse | null;
  fields: ColumnType<Record<string, unknown>, string, string>;
  created_at: Instant;
}

export interface Database {
  things: ThingTable;
}
`;

/** What the migrations would make of SCRATCH when they agree with it. */
const agreeing = (): Map<string, MigratedColumn> =>
  new Map([
    ['id', { dataType: 'integer', nullable: false }],
    ['supplier', { dataType: 'text', nullable: true }],
    ['original_cost', { dataType: 'bigint', nullable: true }],
    ['invoice_date', { dataType: 'date', nullable: true }],
    ['depreciation_rate', { dataType: 'numeric', nullable: true }],
    ['property_use', { dataType: 'text', nullable: true }],
    ['fields', { dataType: 'jsonb', nullable: false }],
    ['created_at', { dataType: 'timestamp with time zone', nullable: false }],
  ]);

const declared = declaredTables([{ name: 'scratch.ts', text: SCRATCH }]);
const driftWith = (change: (columns: Map<string, MigratedColumn>) => void) => {
  const columns = agreeing();
  change(columns);
  return findColumnDrift(declared, new Map([['things', columns]]));
};

describe('the schema drift check', () => {
  it('reads kinds and nullability through Generated, ColumnType and the aliases of columns.ts', () => {
    expect(Object.fromEntries(declared.get('things')!)).toEqual({
      id: { kind: 'integer', nullable: false },
      supplier: { kind: 'text', nullable: true },
      original_cost: { kind: 'bigint', nullable: true },
      invoice_date: { kind: 'date', nullable: true },
      depreciation_rate: { kind: 'numeric', nullable: true },
      property_use: { kind: 'text', nullable: true },
      fields: { kind: 'json', nullable: false },
      created_at: { kind: 'timestamptz', nullable: false },
    });
    expect(driftWith(() => {})).toEqual([]);
  });

  it('names a column a migration added but the schema does not declare', () => {
    expect(driftWith((c) => c.set('purchase_order', { dataType: 'text', nullable: true }))).toEqual([
      'things.purchase_order: in the migrations (text), not declared in the schema',
    ]);
  });

  it('names a declared column no migration made', () => {
    expect(driftWith((c) => c.delete('supplier'))).toEqual([
      'things.supplier: declared in the schema (text), in no migration',
    ]);
  });

  it('names a column whose type differs: a civil date declared over a timestamp, money over a number', () => {
    expect(
      driftWith((c) => {
        c.set('invoice_date', { dataType: 'timestamp with time zone', nullable: true });
        c.set('original_cost', { dataType: 'numeric', nullable: true });
      }),
    ).toEqual([
      'things.invoice_date: declared date, the migrations make it timestamp with time zone',
      'things.original_cost: declared bigint, the migrations make it numeric',
    ]);
  });

  it('names a column whose nullability differs', () => {
    expect(driftWith((c) => c.set('supplier', { dataType: 'text', nullable: false }))).toEqual([
      'things.supplier: declared nullable, the migrations make it not null',
    ]);
  });

  it('names a table on one side only', () => {
    const migrated = new Map([
      ['things', agreeing()],
      ['asset_uploads', new Map([['upload_id', { dataType: 'uuid', nullable: false }]])],
    ]);
    expect(findColumnDrift(declared, migrated)).toEqual([
      "table asset_uploads: created by the migrations, missing from the schema's Database",
    ]);
    expect(findColumnDrift(declared, new Map())).toEqual([
      "table things: declared in the schema's Database, created by no migration",
    ]);
  });

  it('refuses a column type it cannot classify rather than passing it', () => {
    const odd = SCRATCH.replace('supplier: string | null;', 'supplier: Map<string, number>;');
    expect(() => declaredTables([{ name: 'scratch.ts', text: odd }])).toThrow(/things\.supplier/);
  });

  it("reads the asset record's columns from the domain's declaration, so a field added there needs its migration", () => {
    const record = `
      import type { CivilDate, Decimal } from './columns';
      interface StoredKinds {
        taxCode: number; code: number; text: string; constructionUse: string;
        date: CivilDate; cents: bigint; rate: Decimal; flag: boolean;
      }
      export interface AssetTable extends AssetRecordColumns { id: number; }
      export interface Database { assets: AssetTable; }`;
    const assets = declaredTables([{ name: 'register.ts', text: record }]).get('assets')!;
    expect(assets.size).toBe(Object.keys(ASSET_FIELDS).length + 1);
    expect(assets.get('supplier')).toEqual({ kind: 'text', nullable: true });
    expect(assets.get('invoice_date')).toEqual({ kind: 'date', nullable: true });
    expect(assets.get('original_cost')).toEqual({ kind: 'bigint', nullable: true });
    expect(assets.get('second_hand')).toEqual({ kind: 'boolean', nullable: true });
    // The migrations without one of the record's columns: the declared field is named.
    const migrated = new Map(
      [...assets]
        .filter(([name]) => name !== 'construction_use')
        .map(([name, c]) => [
          name,
          {
            dataType: POSTGRES_TYPES_OF_KIND[c.kind][0],
            nullable: c.nullable,
          },
        ]),
    );
    expect(findColumnDrift(new Map([['assets', assets]]), new Map([['assets', migrated]]))).toEqual([
      'assets.construction_use: declared in the schema (text), in no migration',
    ]);
    expect(() =>
      declaredTables([
        { name: 'x.ts', text: record.replace('extends AssetRecordColumns', 'extends SomethingElse') },
      ]),
    ).toThrow(/SomethingElse/);
  });
});
