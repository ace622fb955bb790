/**
 * `taxdep check-import` reads the optional columns of every asset field (issue 23 item 9; docs/product/import-export.md
 * "Every field of the register") as the staging screen does: the domain's check, so a row's unreadable value is
 * named with its line and column.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMPORT_HEADINGS, type ImportHeading } from '@taxdep/domain/import';
import { describe, expect, it } from 'vitest';
import { run } from './command';

const VALID: Partial<Record<ImportHeading, string>> = {
  'ATO Code': 'ATO-0105',
  Category: '40',
  'Asset Description': 'Air conditioning unit',
  'Inv Date': '01/09/2019',
  'Original Cost': '12000',
  'Dep Method': 'DV',
  'Dep Rate': '13.33',
  'Fund Code': 'F1',
  'Property Code': 'P-14',
  'Financial Year End': '30/06/2020',
  'Abandonment Label': 'Level 2 fit-out',
  'Abandonment Date': '30/06/2024',
  'Disposal Date': '15/03/2023',
  'Termination Value': '$1,500.00',
  'Set Name': '=HYPERLINK("http://example.com","Dining set")',
  'Second Hand': 'yes',
  'Construction Use': 'Non Residential',
};

const line = (changes: Partial<Record<ImportHeading, string>> = {}) =>
  IMPORT_HEADINGS.map((heading) => {
    const value = { ...VALID, ...changes }[heading] ?? '';
    return /[",]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  }).join(',');

async function check(rows: string[], ...options: string[]) {
  const path = join(await mkdtemp(join(tmpdir(), 'check-import-law-')), 'register.csv');
  await writeFile(path, [IMPORT_HEADINGS.join(','), ...rows, ''].join('\r\n'));
  const out: string[] = [];
  const exit = await run([path, ...options], { out: (t) => out.push(t), err: (t) => out.push(t) });
  return { exit, out: out.join('') };
}

describe('taxdep check-import with the columns of every asset field', () => {
  it('takes a row holding every field as valid, with no note and no warning', async () => {
    const result = await check([line()]);
    expect(result).toEqual({ exit: 0, out: 'register.csv: 1 row, 0 invalid, 0 with warnings.\n' });
  });

  it('names the line and column of each value it cannot read', async () => {
    const result = await check(
      [
        line(),
        line({ 'Second Hand': 'maybe', 'Construction Use': 'hotel' }),
        line({ 'Financial Year End': '01/07/2020', 'Disposal Date': '' }),
      ],
      '--json',
    );
    expect(result.exit).toBe(1);
    const report = JSON.parse(result.out);
    expect(report).toMatchObject({ rowCount: 3, invalidCount: 2 });
    expect(report.rows).toEqual([
      {
        line: 3,
        problems: [
          { heading: 'Second Hand', message: "Second Hand 'maybe' is not Yes or No." },
          {
            heading: 'Construction Use',
            message: expect.stringMatching(/^Construction Use 'hotel' is not one of shortTermTraveller/),
          },
        ],
        warnings: [],
      },
      {
        line: 4,
        problems: [
          {
            heading: 'Financial Year End',
            message: "Financial Year End '01/07/2020' is not a 30 June (the end of the asset's entry year).",
          },
          { heading: 'Disposal Date', message: 'Disposal Date is missing for the Termination Value.' },
        ],
        warnings: [],
      },
    ]);
  });

  it('warns of a date or amount of the new columns that normalising would leave empty', async () => {
    const result = await check([line({ 'Disposal Date': '2023-03-15', 'Termination Value': '1.500,00' })]);
    expect(result.exit).toBe(1);
    expect(result.out).toContain(
      "line 2: warning: Disposal Date '2023-03-15' is written year first; write day/month/year (05/03/2020): it is left empty.",
    );
    expect(result.out).toContain("line 2: warning: Termination Value '1.500,00' is not an amount");
  });
});
