/**
 * Issue 23 item 9: any valid register written in the import layout and read back by the import's own check gives
 * the same assets, field for field (docs/product/import-export.md "Every field of the register").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCivilDate } from '../format/civil-date';
import { checkImportFile } from './check-file';
import { fakeCsvReader, textFile } from './csv-reader.test-support';
import { writeImportCsv } from './export-csv';
import { IMPORT_CONSTRUCTION_USES } from './law-columns';
import { fieldsOfStagedRow, type ImportedAssetFields, stagedRowOfFields } from './register-fields';

const civil = fc
  .record({
    year: fc.integer({ min: 1950, max: 2060 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => toCivilDate(year, month, day));
const thirtiethOfJune = fc.integer({ min: 1950, max: 2060 }).map((year) => toCivilDate(year, 6, 30));
/** Any trimmed text a register holds, formula-like ones and separators included (no CR: the reader makes it LF). */
const text = fc
  .oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
    fc.constantFrom('=HYPERLINK("http://x","y")', '+1', '-x', '@SUM(A1)', "'=x", "O'Brien", 'a, "b"', 'Café'),
  )
  .map((t) => t.trim())
  .filter((t) => t !== '' && !t.includes('\r'));
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const cents = fc.integer({ min: -(10 ** 12), max: 10 ** 12 });
const rate = fc
  .record({ whole: fc.integer({ min: 0, max: 100 }), decimals: fc.stringMatching(/^(\d{0,3}[1-9])?$/) })
  .map(({ whole, decimals }) => (decimals === '' ? String(whole) : `${whole}.${decimals}`));
const code = fc.stringMatching(/^[A-Z]{2,3}-?\d{3,4}$/);

/** A register asset the staging screen takes as valid: the spec's needed values, and pairs held together. */
const asset: fc.Arbitrary<ImportedAssetFields> = fc
  .record({
    assetCode: code,
    depreciationCategory: fc.constantFrom('40', 'AD', '43', 'L', 'IA', 'R'),
    depreciationMethod: fc.constantFrom('DV', 'PC'),
    fundCode: optional(text),
    propertyCode: optional(text),
    projectCode: optional(text),
    description: text,
    subCategory: optional(text),
    location: optional(text),
    supplier: optional(text),
    invoiceNumber: optional(text),
    invoiceDate: civil,
    depreciationCommencementDate: optional(civil),
    financialYearEndDate: optional(thirtiethOfJune),
    originalCost: cents,
    written: optional(fc.tuple(cents, civil)),
    historicalBuildingCost: optional(cents),
    annualDepreciationClaim: optional(cents),
    depreciationRate: rate,
    demolition: optional(
      fc.tuple(
        civil,
        rate.filter((r) => Number(r) > 0),
      ),
    ),
    abandonment: optional(fc.tuple(text, optional(civil))),
    // A disposal is a date and a termination value together (disposal.ts: one without the other is an error).
    disposal: optional(fc.tuple(civil, cents)),
    setName: optional(text),
    rateReason: optional(text),
    secondHand: fc.option(fc.boolean(), { nil: null }),
    construction: fc.tuple(optional(civil), optional(civil)),
    constructionUse: optional(fc.constantFrom(...IMPORT_CONSTRUCTION_USES)),
  })
  .map(({ written, demolition, abandonment, disposal, construction, ...rest }) => {
    const [start, end] = construction;
    const [from, to] = start !== null && end !== null && end < start ? [end, start] : [start, end];
    return {
      ...rest,
      writtenDownValue: written?.[0] ?? null,
      writtenDownValueDate: written?.[1] ?? null,
      demolitionDate: demolition?.[0] ?? null,
      demolitionRate: demolition?.[1] ?? null,
      abandonmentLabel: abandonment?.[0] ?? null,
      abandonmentDate: abandonment?.[1] ?? null,
      disposalDate: disposal?.[0] ?? null,
      terminationValue: disposal?.[1] ?? null,
      constructionStartDate: from,
      constructionCompletionDate: to,
    };
  });

describe('a register exported in the import layout and imported again (issue 23 item 9)', () => {
  it('property: gives the same assets field for field, every row valid and nothing lost', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(asset, { minLength: 1, maxLength: 5 }), async (assets) => {
        const file = textFile('register.csv', writeImportCsv(assets.map(stagedRowOfFields)));
        const result = await checkImportFile(file, fakeCsvReader(3));
        if (result.kind !== 'staged') throw new Error(JSON.stringify(result));
        expect(result.invalidCount).toBe(0);
        expect(result.warningRowCount).toBe(0);
        expect(result.notes).toEqual([]);
        expect(result.rows.map((row) => fieldsOfStagedRow(row.values))).toEqual(assets);
      }),
      { numRuns: 150 },
    );
  });

  it('names the row and column of a value the import cannot read', async () => {
    const row = stagedRowOfFields({
      ...fc.sample(asset, { numRuns: 1, seed: 7 })[0]!,
      abandonmentLabel: null,
      abandonmentDate: null,
      disposalDate: null,
      terminationValue: null,
      constructionStartDate: null,
      constructionCompletionDate: null,
      financialYearEndDate: null,
    });
    const bad = {
      ...row,
      'Second Hand': 'maybe',
      'Construction Use': 'hotel',
      'Financial Year End': '01/07/2020',
    };
    const result = await checkImportFile(textFile('bad.csv', writeImportCsv([row, bad])), fakeCsvReader());
    if (result.kind !== 'staged') throw new Error(JSON.stringify(result));
    expect(result.invalidCount).toBe(1);
    expect(result.rows[1]?.line).toBe(3);
    expect(result.rows[1]?.problems).toEqual([
      { heading: 'Second Hand', message: "Second Hand 'maybe' is not Yes or No." },
      {
        heading: 'Construction Use',
        message:
          "Construction Use 'hotel' is not one of shortTermTravellerAccommodation, nonResidential, industrial, residential, structuralImprovement, environmentProtectionEarthworks.",
      },
      {
        heading: 'Financial Year End',
        message: "Financial Year End '01/07/2020' is not a 30 June (the end of the asset's entry year).",
      },
    ]);
  });
});
