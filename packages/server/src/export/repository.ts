/**
 * The SQL of the exports (issue 11: SQL only in repositories; docs/api.md "Exports"). The register is read in
 * batches by id (keyset: `id > after order by id limit n`), so a 100,000-row register is never held whole: each
 * batch is one indexed range read, parameterised, and the next starts after the last id of the one before.
 */
import type { AssetFieldColumn, AssetFieldKind } from '@taxdep/domain/assets';
import { type DownloadNameFacts, propertyForName } from '@taxdep/domain/format';
import { sql } from 'kysely';
import { kindOfColumn, RECORD_COLUMNS } from '../kernel/asset-columns';
import { civilDateOfDays, type PackedRow, packedRows } from '../kernel/packed-row';
import type { AssetRecord, Db } from '../kernel/record-repository';
import { packedColumn } from '../kernel/record-repository';

/** What names the file and checks the main portal's fund: the report, its fund and its property's code. */
export interface ExportReport {
  id: number;
  fundId: number;
  propertyCode: string | null;
  /** What the files are named after (docs/api.md "File names"). */
  nameFacts: DownloadNameFacts;
}

export async function findExportReport(db: Db, reportId: number): Promise<ExportReport | undefined> {
  const row = await db
    .selectFrom('reports as r')
    .innerJoin('properties as p', 'p.id', 'r.property_id')
    .select([
      'r.id',
      'r.fund_id as fundId',
      'p.property_code as propertyCode',
      'p.street_address as streetAddress',
      'p.suburb',
      'p.property_name as propertyName',
      'p.master_id as masterId',
      'r.eofy_report_date as reportDate',
      'r.reference',
    ])
    .where('r.id', '=', reportId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    fundId: row.fundId,
    propertyCode: row.propertyCode,
    nameFacts: { property: propertyForName(row), reportDate: row.reportDate, reference: row.reference },
  };
}

/**
 * One register row as the exports write it: the codes by name, money as integer cents (bigint), rates as the exact
 * decimal text of `numeric`, and the asset's first demolition (by date, then id) with the number it has.
 */
export type ExportRow = Pick<
  AssetRecord,
  'id' | AssetFieldColumn | 'tax_code' | 'category_code' | 'method_code'
> & {
  demo_date: string | null;
  demo_rate: string | null;
  /** The asset's demolitions (0 when none): the import layout carries one (docs/api.md "Exports"). */
  demolition_count: number;
  /** Issue 23 item 9: the asset's label by name with its date (import layout). */
  abandonment_label: string | null;
  abandonment_date: string | null;
};

/** The codes of the register's references by id (tax codes, categories, methods), read once per export. */
export interface ReferenceCodes {
  taxCodes: ReadonlyMap<number, string>;
  categories: ReadonlyMap<number, string>;
  methods: ReadonlyMap<number, string>;
}

export async function readReferenceCodes(db: Db): Promise<ReferenceCodes> {
  const [taxCodes, categories, methods] = await Promise.all([
    db.selectFrom('tax_codes').select(['id', 'code']).execute(),
    db.selectFrom('depreciation_categories').select(['id', 'code']).execute(),
    db.selectFrom('depreciation_methods').select(['id', 'code']).execute(),
  ]);
  const byId = (rows: { id: number; code: string }[]) => new Map(rows.map((row) => [row.id, row.code]));
  return { taxCodes: byId(taxCodes), categories: byId(categories), methods: byId(methods) };
}

/**
 * A batch's packed row (kernel/packed-row.ts): the id, the record's columns (asset-columns.ts), and the
 * asset's label by name with its date.
 */
const PACKED = sql.join([
  sql`a.id::text`,
  ...RECORD_COLUMNS.map((column) => packedColumn(`a.${column}`, kindOfColumn(column) as AssetFieldKind)),
  packedColumn('a.abandonment_label', 'text'),
  packedColumn('a.abandonment_date', 'date'),
]);
const LABEL_AT = RECORD_COLUMNS.length + 1;
/** The assets of a batch with their label's name and date (`abandonment_label`, `abandonment_date`). */
const LABELLED_ASSETS = sql`select a.*, l.label as abandonment_label, l.abandonment_date
  from assets a left join abandonment_labels l on l.id = a.abandonment_label_id`;

/** An asset's first demolition (by date, none last, then id) and how many it has. */
interface FirstDemolition {
  date: string | null;
  rate: string | null;
  count: number;
}

/**
 * The rows of `reportId` with an id above `afterId`, in id order, at most `limit` of them, as one packed text
 * (kernel/packed-row.ts: PGlite, which runs in the service's own thread, builds it several times faster
 * than a result set of 30 columns, and it is exact whatever a text holds).
 */
export async function registerBatch(
  db: Db,
  codes: ReferenceCodes,
  reportId: number,
  afterId: number,
  limit: number,
): Promise<ExportRow[]> {
  const { rows } = await sql<{ batch: string | null }>`
    select string_agg(concat_ws(chr(31), ${PACKED}), chr(30) order by a.id) as batch
    from (${LABELLED_ASSETS} where a.report_id = ${reportId} and a.id > ${afterId} order by a.id limit ${limit}) a`.execute(
    db,
  );
  const packed = packedRows(rows[0]?.batch ?? null);
  if (packed.length === 0) return [];
  const lastId = packed[packed.length - 1]!.integer(0) as number;
  const demolitions = await firstDemolitions(db, reportId, afterId, lastId);
  return packed.map((row) => rowOf(row, codes, demolitions.get(row.integer(0) as number)));
}

async function firstDemolitions(
  db: Db,
  reportId: number,
  afterId: number,
  lastId: number,
): Promise<Map<number, FirstDemolition>> {
  const { rows } = await sql<{
    asset_id: number;
    n: number;
    first_date: number | null;
    first_rate: string | null;
  }>`
    select d.asset_id, count(*)::integer as n,
      (array_agg(d.demo_date - date '2000-01-01' order by d.demo_date nulls last, d.id))[1] as first_date,
      (array_agg(d.rate::text order by d.demo_date nulls last, d.id))[1] as first_rate
    from demolitions d join assets a on a.id = d.asset_id
    where a.report_id = ${reportId} and a.id > ${afterId} and a.id <= ${lastId}
    group by d.asset_id`.execute(db);
  return new Map(
    rows.map((r) => [
      r.asset_id,
      { date: r.first_date === null ? null : civilDateOfDays(r.first_date), rate: r.first_rate, count: r.n },
    ]),
  );
}

const codeOf = (codes: ReadonlyMap<number, string>, id: number | null) =>
  id === null ? null : (codes.get(id) ?? null);

/** A packed field as the record stores it (money as bigint cents, rates as decimal text, references as ids). */
function storedValue(row: PackedRow, at: number, kind: AssetFieldKind): unknown {
  switch (kind) {
    case 'taxCode':
    case 'code':
      return row.integer(at);
    case 'text':
    case 'constructionUse':
      return row.string(at);
    case 'date':
      return row.date(at);
    case 'cents': {
      const raw = row.raw(at);
      return raw === null ? null : BigInt(raw);
    }
    case 'flag':
      return row.flag(at);
    default:
      return row.raw(at);
  }
}

function rowOf(row: PackedRow, codes: ReferenceCodes, demolition: FirstDemolition | undefined): ExportRow {
  const record: Record<string, unknown> = { id: row.integer(0) };
  RECORD_COLUMNS.forEach((column, i) => {
    record[column] = storedValue(row, i + 1, kindOfColumn(column) as AssetFieldKind);
  });
  const fields = record as Pick<AssetRecord, 'id' | AssetFieldColumn>;
  return {
    ...fields,
    tax_code: codeOf(codes.taxCodes, fields.tax_code_id),
    category_code: codeOf(codes.categories, fields.category_id),
    method_code: codeOf(codes.methods, fields.method_id),
    demo_date: demolition?.date ?? null,
    demo_rate: demolition?.rate ?? null,
    demolition_count: demolition?.count ?? 0,
    abandonment_label: row.string(LABEL_AT),
    abandonment_date: row.date(LABEL_AT + 1),
  };
}

/** The property codes of the assets named (the schedule's accountants' layouts carry them), by id. */
export async function propertyCodesOf(
  db: Db,
  reportId: number,
  ids: readonly number[],
): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('assets')
    .select(['id', 'property_code'])
    .where('report_id', '=', reportId)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.property_code]));
}
