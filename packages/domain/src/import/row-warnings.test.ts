import { describe, expect, it } from 'vitest';
import type { ImportHeading } from './headings';
import { normaliseImportRow } from './normalise';
import { stagedRowWarnings } from './row-warnings';

function warnings(values: Partial<Record<ImportHeading, string>>): string[] {
  const raw = (heading: ImportHeading) => values[heading] ?? '';
  return stagedRowWarnings(raw, normaliseImportRow(values)).map((w) => w.message);
}

describe('stagedRowWarnings (docs/product/import-export.md "Row warnings")', () => {
  it('says nothing of values that survive normalising', () => {
    expect(
      warnings({
        Category: '40',
        'Dep Method': 'DV',
        'Inv Date': '5/3/2020',
        'Original Cost': '(1,000)',
        'Written Down Value': '$-5',
        'Dep Rate': '20%',
      }),
    ).toEqual([]);
  });

  it.each([
    [
      '2020-03-05',
      "Inv Date '2020-03-05' is written year first; write day/month/year (05/03/2020): it is left empty.",
    ],
    ['31/02/2020', "Inv Date '31/02/2020' is not a day of the calendar: it is left empty."],
    ['05/03/1850', "Inv Date '05/03/1850' has a year outside 1900 to 2099: it is left empty."],
    ['05-03-2020', "Inv Date '05-03-2020' must be separated by slashes (05/03/2020): it is left empty."],
    ['05/03/20', "Inv Date '05/03/20' needs a four-digit year (05/03/2020): it is left empty."],
    ['soon', "Inv Date 'soon' is not a date in day/month/year with a 19xx or 20xx year: it is left empty."],
  ])('explains the date %j', (text, message) => {
    expect(warnings({ 'Inv Date': text })).toEqual([message]);
  });

  it('explains amounts and rates that are lost', () => {
    expect(warnings({ 'Original Cost': '1.234,56', 'Written Down Value': 'n/a', 'Dep Rate': 'ten' })).toEqual(
      [
        "Original Cost '1.234,56' is not an amount (commas separate thousands, a point the cents: 1,234.56): it is left empty.",
        "Written Down Value 'n/a' is not an amount: it is left empty.",
        "Dep Rate 'ten' is not a percentage: it is left empty.",
      ],
    );
  });

  it('names unknown category and method codes (docs/product/entities.md "Asset")', () => {
    expect(warnings({ Category: 'Plant', 'Dep Method': 'Diminishing Value' })).toEqual([
      "Category 'Plant' is not a category code (40, AD, 43, L, IA, R).",
      "Dep Method 'Diminishing Value' is not a method code (DV, PC).",
    ]);
  });

  it('quotes at most 40 characters of a value', () => {
    const [message] = warnings({ 'Dep Rate': 'x'.repeat(500) });
    expect(message).toBe(`Dep Rate '${'x'.repeat(39)}…' is not a percentage: it is left empty.`);
  });
});
