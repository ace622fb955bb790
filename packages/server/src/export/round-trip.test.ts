/**
 * The import layout reads back as the register it came from (issue 13; docs/api.md "Exports"): random registers,
 * demolitions included, are exported over HTTP and the file is read by the domain's own import check
 * (`checkImportFile`: bytes, header, staging, problems), whose staged values must be the register's in the import's
 * forms, and imported into an empty register gives the same register. As far as the import allows: it trims values
 * (the export writes them trimmed), a text a spreadsheet would run is staged with the `'` the export puts before it
 * and stored without it (docs/product/import-export.md "Export in the import layout"); it reads one demolition, so an
 * asset with several carries its first by date.
 */
import { randomUUID } from 'node:crypto';
import type { AssetTable } from '@taxdep/db/schema';
import { decimalToScaled } from '@taxdep/domain/format';
import { checkImportFile, type StagedRow, spreadsheetSafeText, stagedRowOf } from '@taxdep/domain/import';
import fc from 'fast-check';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { dateCell, rateCell, stagedAmount } from './cells';
import { testCsvReader } from './csv-reader.test-support';

const TEXT_CHARS = ['a', 'Z', '7', ' ', ',', '"', '\n', '=', '+', '-', '@', '\t', 'é', '€', "'", ';', '('];
const chars = fc.array(fc.constantFrom(...TEXT_CHARS), { maxLength: 12 }).map((cs) => cs.join(''));
/** Texts, a third of them starting as a spreadsheet formula would (the export guards them with a `'`). */
const text = fc.option(
  fc.oneof(
    chars,
    chars,
    fc.tuple(fc.constantFrom('=', '+', '-', '@', "'=", "''+"), chars).map(([start, rest]) => start + rest),
  ),
  { nil: null },
);
/** Days the import reads (day/month/year of 19xx or 20xx, docs/product/rules.md "Import"). */
const date = fc.option(
  fc
    .date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  { nil: null },
);
const cents = fc.option(fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }), { nil: null });
/** numeric(9, 4) rates, 0 to 10,000. */
const rate = fc.option(
  fc.integer({ min: 0, max: 100_000_000 }).map((n) => (n / 10_000).toFixed(4)),
  { nil: null },
);
/** A demolition is dated the 30 June ending its financial year (migration 018, docs/product/asset-register.md). */
const demolitionDate = fc.option(
  fc.integer({ min: 1900, max: 2099 }).map((year) => `${year}-06-30`),
  { nil: null },
);
const demolition = fc.record({
  demo_date: demolitionDate,
  rate: fc.option(
    fc.integer({ min: 1, max: 1000 }).map((n) => (n / 10).toFixed(1)),
    { nil: null },
  ),
});

interface Refs {
  taxCodes: { id: number; code: string }[];
  categories: { id: number; code: string }[];
  methods: { id: number; code: string }[];
}

const register = (refs: Refs) =>
  fc.array(
    fc.record({
      taxCode: fc.option(fc.constantFrom(...refs.taxCodes), { nil: null }),
      category: fc.option(fc.constantFrom(...refs.categories), { nil: null }),
      method: fc.option(fc.constantFrom(...refs.methods), { nil: null }),
      project: text,
      description: text,
      subCategory: text,
      location: text,
      supplier: text,
      invoiceNumber: text,
      invoiceDate: date,
      commencement: date,
      cost: cents,
      wdv: cents,
      wdvDate: date,
      hbc: cents,
      rate,
      customRate: rate,
      rateReason: text,
      demolitions: fc.array(demolition, { maxLength: 3 }),
    }),
    { minLength: 1, maxLength: 12 },
  );

type Generated = ReturnType<typeof register> extends fc.Arbitrary<(infer T)[]> ? T : never;

/** What the import stages for a register text: trimmed (the export writes it so), with the `'` before a formula. */
const stagedText = (value: string | null) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? '' : spreadsheetSafeText(trimmed);
};

/** The register's columns an import writes as they are (rates and demolitions are derived, compared above). */
const REGISTER_COLUMNS = [
  'tax_code_id',
  'category_id',
  'method_id',
  'project_code',
  'description',
  'sub_category',
  'location',
  'supplier',
  'invoice_number',
  'invoice_date',
  'depreciation_commencement_date',
  'original_cost',
  'written_down_value',
  'written_down_value_date',
  'historical_building_cost',
  'rate_reason',
] as const;
const TEXT_COLUMNS = new Set([
  'project_code',
  'description',
  'sub_category',
  'location',
  'supplier',
  'invoice_number',
  'rate_reason',
]);

/** The first demolition by date (none last), then by insertion (id) order. */
function firstDemolition(row: Generated) {
  const order = row.demolitions.map((d, i) => ({ ...d, i }));
  order.sort((x, y) =>
    x.demo_date === y.demo_date
      ? x.i - y.i
      : x.demo_date === null
        ? 1
        : y.demo_date === null
          ? -1
          : x.demo_date < y.demo_date
            ? -1
            : 1,
  );
  return order[0];
}

const { 'Dep Rate': _rate, 'Demolition %': _share, ...EMPTY_LAW_COLUMNS } = stagedRowOf(() => '');

function expectedRow(row: Generated): Omit<StagedRow, 'Dep Rate' | 'Demolition %'> {
  const first = firstDemolition(row);
  return {
    // The issue 23 columns: none of these registers has their fields (every-field.test.ts has them all).
    ...EMPTY_LAW_COLUMNS,
    'ATO Code': row.taxCode?.code ?? '',
    Category: row.category?.code ?? '',
    'Project Code': stagedText(row.project),
    'Asset Description': stagedText(row.description),
    'Sub Category': stagedText(row.subCategory),
    Location: stagedText(row.location),
    'Supplier Name': stagedText(row.supplier),
    'Inv#': stagedText(row.invoiceNumber),
    'Inv Date': dateCell(row.invoiceDate),
    'Dep Commencement Date': dateCell(row.commencement),
    'Original Cost': stagedAmount(row.cost),
    'Written Down Value': stagedAmount(row.wdv),
    'WDV Date': dateCell(row.wdvDate),
    'Historical Building Cost': stagedAmount(row.hbc),
    'Dep Method': row.method?.code ?? '',
    'Demolition date': dateCell(first?.demo_date ?? null),
    // Issue 25 item 4: the customised rate's reason.
    'Rate Reason': stagedText(row.rateReason),
  };
}

/** A row the import drops as blank (docs/product/rules.md "Import"): nothing in any of its cells. */
function isBlank(row: Generated): boolean {
  const rates = [row.customRate ?? row.rate, firstDemolition(row)?.rate ?? null];
  return Object.values(expectedRow(row)).every((v) => v === '') && rates.every((r) => r === null);
}

/** A rate as an exact number of ten-thousandths, so `10` and `10.0000` compare equal. */
const rateValue = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? null : decimalToScaled(value, 4);

describe(`the import layout read back by the import, on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  /** An empty report the exported file is imported into, each run. */
  let intoReportId: number;
  let refs: Refs;

  beforeAll(async () => {
    t = await createTestApp();
    reportId = await createReport(t.database.db);
    intoReportId = await createReport(t.database.db);
    const db = t.database.db;
    refs = {
      taxCodes: await db.selectFrom('tax_codes').select(['id', 'code']).orderBy('id').limit(8).execute(),
      categories: await db.selectFrom('depreciation_categories').select(['id', 'code']).execute(),
      methods: await db.selectFrom('depreciation_methods').select(['id', 'code']).execute(),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it('stages every row with the register’s values', async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(register(refs), async (rows) => {
        await db.deleteFrom('assets').where('report_id', '=', reportId).execute();
        for (const row of rows) {
          const asset: Insertable<AssetTable> = {
            report_id: reportId,
            tax_code_id: row.taxCode?.id ?? null,
            category_id: row.category?.id ?? null,
            method_id: row.method?.id ?? null,
            project_code: row.project,
            description: row.description,
            sub_category: row.subCategory,
            location: row.location,
            supplier: row.supplier,
            invoice_number: row.invoiceNumber,
            invoice_date: row.invoiceDate,
            depreciation_commencement_date: row.commencement,
            original_cost: row.cost,
            written_down_value: row.wdv,
            written_down_value_date: row.wdvDate,
            historical_building_cost: row.hbc,
            depreciation_rate: row.rate,
            source_tax_rate: row.customRate,
            rate_reason: row.rateReason,
          };
          const { id } = await db
            .insertInto('assets')
            .values(asset)
            .returning('id')
            .executeTakeFirstOrThrow();
          for (const d of row.demolitions) {
            await db
              .insertInto('demolitions')
              .values({ asset_id: id, ...d })
              .execute();
          }
        }
        const answer = await t.call('GET', `/depreciationReports/${reportId}/exportImportableModelAssets`);
        expect(answer.statusCode).toBe(200);
        const bytes = new Uint8Array(answer.rawPayload);
        const check = await checkImportFile(
          { name: 'export.csv', size: bytes.length, bytes: async () => bytes },
          testCsvReader,
        );
        // Blank rows are dropped by the import (docs/product/rules.md): a register row with nothing in it. A file of
        // blank rows only is refused as having nothing to import.
        const written = rows.filter((row) => !isBlank(row));
        if (written.length === 0) {
          expect(check).toMatchObject({ kind: 'refused', problem: { code: 'no-rows' } });
          return;
        }
        if (check.kind !== 'staged') throw new Error(`not staged: ${JSON.stringify(check)}`);
        expect(check.rows).toHaveLength(written.length);
        written.forEach((row, i) => {
          const {
            'Dep Rate': depRate,
            'Demolition %': demolitionRate,
            ...staged
          } = (check.rows[i] as { values: StagedRow }).values;
          expect(staged).toEqual(expectedRow(row));
          expect(rateValue(depRate)).toBe(rateValue(row.customRate ?? row.rate));
          expect(rateValue(demolitionRate)).toBe(rateValue(firstDemolition(row)?.rate));
          expect(rateCell(depRate)).toBe(depRate);
        });

        // Imported into an empty register, the file gives the same register: texts as they were (trimmed, as
        // the import trims), formula-like ones without the export's `'` (docs/product/import-export.md).
        await db.deleteFrom('assets').where('report_id', '=', intoReportId).execute();
        const uploaded = await t.call('POST', `/depreciationReports/${intoReportId}/uploadModelAssets`, {
          uploadId: randomUUID(),
          rows: check.rows.map((row) => row.values),
        });
        expect(uploaded.statusCode, uploaded.body).toBe(200);
        const assetsOf = (id: number) =>
          db
            .selectFrom('assets')
            .select(REGISTER_COLUMNS)
            .where('report_id', '=', id)
            .orderBy('id')
            .execute();
        const imported = await assetsOf(intoReportId);
        // Issue 26 item 6b: an empty fund code takes Add Asset's default, the report's fund's code (its property
        // has no code, so an empty property code stays empty).
        const { code: intoFund } = await db
          .selectFrom('reports as r')
          .innerJoin('funds as f', 'f.id', 'r.fund_id')
          .select('f.code')
          .where('r.id', '=', intoReportId)
          .executeTakeFirstOrThrow();
        const expected = (await assetsOf(reportId))
          .map((asset) =>
            Object.fromEntries(
              Object.entries(asset).map(([column, value]) => {
                const text =
                  TEXT_COLUMNS.has(column) && typeof value === 'string' ? value.trim() || null : value;
                return [column, column === 'fund_code' && text === null ? intoFund : text];
              }),
            ),
          )
          .filter((_, i) => !isBlank(rows[i] as Generated));
        expect(imported).toEqual(expected);
      }),
      { numRuns: 30 },
    );
  });
});
