/**
 * The SQL of the exports (issue 11: SQL only in repositories; docs/api.md "Exports"). The register is read in
 * batches by id (keyset: `id > after order by id limit n`), so a 100,000-row register is never held whole: each
 * batch is one indexed range read, parameterised, and the next starts after the last id of the one before.
 */
import { civilDateOfDayNumber, dayNumber } from '@taxdep/domain/tax';
import { sql } from 'kysely';
import type { Db } from '../kernel/record-repository';

/** What names the file and checks the main portal's fund: the report, its fund and its property's code. */
export interface ExportReport {
  id: number;
  fundId: number;
  propertyCode: string | null;
}

export function findExportReport(db: Db, reportId: number): Promise<ExportReport | undefined> {
  return db
    .selectFrom('reports as r')
    .innerJoin('properties as p', 'p.id', 'r.property_id')
    .select(['r.id', 'r.fund_id as fundId', 'p.property_code as propertyCode'])
    .where('r.id', '=', reportId)
    .executeTakeFirst();
}

/**
 * One register row as the exports write it: the codes by name, money as integer cents (bigint), rates as the exact
 * decimal text of `numeric`, and the asset's first demolition (by date, then id) with the number it has.
 */
export interface ExportRow {
  id: number;
  tax_code: string | null;
  category_code: string | null;
  method_code: string | null;
  fund_code: string | null;
  property_code: string | null;
  project_code: string | null;
  description: string | null;
  sub_category: string | null;
  location: string | null;
  supplier: string | null;
  invoice_number: string | null;
  invoice_date: string | null;
  depreciation_commencement_date: string | null;
  financial_year_end_date: string | null;
  original_cost: bigint | null;
  written_down_value: bigint | null;
  written_down_value_date: string | null;
  depreciation_rate: string | null;
  source_tax_rate: string | null;
  annual_depreciation_claim: bigint | null;
  historical_building_cost: bigint | null;
  demo_date: string | null;
  demo_rate: string | null;
  /** The asset's demolitions (0 when none): the import layout carries one (docs/api.md "Exports"). */
  demolition_count: number;
  /** Issue 23 item 9: the asset's label by name with its date, disposal and law facts (import layout). */
  abandonment_label: string | null;
  abandonment_date: string | null;
  disposal_date: string | null;
  termination_value: bigint | null;
  set_name: string | null;
  second_hand: boolean | null;
  construction_start_date: string | null;
  construction_completion_date: string | null;
  construction_use: string | null;
}

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

const UNIT = '\u001f';
const RECORD = '\u001e';

/** The asset columns of a batch's text, in this order (ids of references; money, rates and dates as text). */
const COLUMNS = [
  'id',
  'tax_code_id',
  'category_id',
  'method_id',
  'fund_code',
  'property_code',
  'project_code',
  'description',
  'sub_category',
  'location',
  'supplier',
  'invoice_number',
  'invoice_date',
  'depreciation_commencement_date',
  'financial_year_end_date',
  'original_cost',
  'written_down_value',
  'written_down_value_date',
  'depreciation_rate',
  'source_tax_rate',
  'annual_depreciation_claim',
  'historical_building_cost',
  'abandonment_label',
  'abandonment_date',
  'disposal_date',
  'termination_value',
  'set_name',
  'second_hand',
  'construction_start_date',
  'construction_completion_date',
  'construction_use',
] as const;
const DATES = new Set([
  'invoice_date',
  'depreciation_commencement_date',
  'financial_year_end_date',
  'written_down_value_date',
  'abandonment_date',
  'disposal_date',
  'construction_start_date',
  'construction_completion_date',
]);
/** The assets of a batch with their label's name and date (`abandonment_label`, `abandonment_date`). */
const LABELLED_ASSETS = sql`select a.*, l.label as abandonment_label, l.abandonment_date
  from assets a left join abandonment_labels l on l.id = a.abandonment_label_id`;
/**
 * A column as text; a date as its days from 2000-01-01, which reads the same whatever the server's DateStyle and
 * is cheaper to write than a date.
 */
const field = (column: string) =>
  DATES.has(column)
    ? sql`coalesce((${sql.ref(`a.${column}`)} - date '2000-01-01')::text, '')`
    : sql`coalesce(${sql.ref(`a.${column}`)}::text, '')`;
const FIELDS = sql.join(COLUMNS.map(field));
const NAMED_FIELDS = sql.join(COLUMNS.map((column) => sql`${field(column)} as ${sql.ref(column)}`));

/** An asset's first demolition (by date, none last, then id) and how many it has. */
interface FirstDemolition {
  date: string | null;
  rate: string | null;
  count: number;
}

/**
 * The rows of `reportId` with an id above `afterId`, in id order, at most `limit` of them. A batch travels as one
 * text, fields joined by the unit separator and rows by the record separator, as the figures' register read does
 * (calculations/repository.ts): PGlite, which runs in the service's own thread, builds it several times faster
 * than a result set of 22 columns. A text holding a separator (the API refuses control characters, docs/api.md
 * "Input limits", but the column does not) shows as a row of the wrong length, and that batch is read again as
 * plain rows, so no value is ever altered.
 */
export async function registerBatch(
  db: Db,
  codes: ReferenceCodes,
  reportId: number,
  afterId: number,
  limit: number,
): Promise<ExportRow[]> {
  const { rows } = await sql<{ batch: string | null }>`
    select string_agg(concat_ws(chr(31), ${FIELDS}), chr(30) order by a.id) as batch
    from (${LABELLED_ASSETS} where a.report_id = ${reportId} and a.id > ${afterId} order by a.id limit ${limit}) a`.execute(
    db,
  );
  const batch = rows[0]?.batch;
  if (!batch) return [];
  let fields = batch.split(RECORD).map((line) => line.split(UNIT));
  if (fields.some((row) => row.length !== COLUMNS.length)) {
    fields = await plainBatch(db, reportId, afterId, limit);
  }
  const lastId = Number(fields[fields.length - 1]?.[0]);
  const demolitions = await firstDemolitions(db, reportId, afterId, lastId);
  return fields.map((f) => rowOf(f, codes, demolitions.get(Number(f[0]))));
}

/** The same batch as plain rows (values as text, as the batch's text has them), for a text holding a separator. */
async function plainBatch(db: Db, reportId: number, afterId: number, limit: number): Promise<string[][]> {
  const { rows } = await sql<Record<string, string>>`
    select ${NAMED_FIELDS} from (${LABELLED_ASSETS}) a where a.report_id = ${reportId} and a.id > ${afterId}
    order by a.id limit ${limit}`.execute(db);
  return rows.map((row) => COLUMNS.map((column) => row[column] ?? ''));
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
      { date: r.first_date === null ? null : dateOfDays(r.first_date), rate: r.first_rate, count: r.n },
    ]),
  );
}

const DAY_ZERO = dayNumber('2000-01-01');
/** Days to `YYYY-MM-DD`, remembered: a register holds few distinct dates, and four are read per row. */
const DATE_MEMO = new Map<number, string>();
function dateOfDays(days: number): string {
  let date = DATE_MEMO.get(days);
  if (date === undefined) {
    date = civilDateOfDayNumber(DAY_ZERO + days);
    // Bounded: every day of 1900–2100 is about 73,000 entries.
    if (DATE_MEMO.size < 100_000) DATE_MEMO.set(days, date);
  }
  return date;
}
const dateOrNull = (value: string | undefined) =>
  value === undefined || value === '' ? null : dateOfDays(Number(value));
const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);
const centsOrNull = (value: string | undefined) =>
  value === undefined || value === '' ? null : BigInt(value);
const codeOf = (codes: ReadonlyMap<number, string>, id: string | undefined) =>
  id === undefined || id === '' ? null : (codes.get(Number(id)) ?? null);

function rowOf(
  f: readonly string[],
  codes: ReferenceCodes,
  demolition: FirstDemolition | undefined,
): ExportRow {
  return {
    id: Number(f[0]),
    tax_code: codeOf(codes.taxCodes, f[1]),
    category_code: codeOf(codes.categories, f[2]),
    method_code: codeOf(codes.methods, f[3]),
    fund_code: orNull(f[4]),
    property_code: orNull(f[5]),
    project_code: orNull(f[6]),
    description: orNull(f[7]),
    sub_category: orNull(f[8]),
    location: orNull(f[9]),
    supplier: orNull(f[10]),
    invoice_number: orNull(f[11]),
    invoice_date: dateOrNull(f[12]),
    depreciation_commencement_date: dateOrNull(f[13]),
    financial_year_end_date: dateOrNull(f[14]),
    original_cost: centsOrNull(f[15]),
    written_down_value: centsOrNull(f[16]),
    written_down_value_date: dateOrNull(f[17]),
    depreciation_rate: orNull(f[18]),
    source_tax_rate: orNull(f[19]),
    annual_depreciation_claim: centsOrNull(f[20]),
    historical_building_cost: centsOrNull(f[21]),
    demo_date: demolition?.date ?? null,
    demo_rate: demolition?.rate ?? null,
    demolition_count: demolition?.count ?? 0,
    abandonment_label: orNull(f[22]),
    abandonment_date: dateOrNull(f[23]),
    disposal_date: dateOrNull(f[24]),
    termination_value: centsOrNull(f[25]),
    set_name: orNull(f[26]),
    second_hand: f[27] === 'true' ? true : f[27] === 'false' ? false : null,
    construction_start_date: dateOrNull(f[28]),
    construction_completion_date: dateOrNull(f[29]),
    construction_use: orNull(f[30]),
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
