/**
 * Rows in the import layout for the corpus and the bench (docs/product/entities.md "Import file headings"): the
 * spec's headings only, as every file written before the optional columns of issue 23 item 9 (command.test.ts checks
 * those).
 */
import { type ImportHeading, SPEC_IMPORT_HEADINGS } from '@taxdep/domain/import';

export const HEADER = SPEC_IMPORT_HEADINGS.join(',');

const VALID: Partial<Record<ImportHeading, string>> = {
  'ATO Code': 'ATO-0105',
  Category: '40',
  'Project Code': 'P-01',
  'Asset Description': 'Air conditioning unit',
  Location: 'Level 1',
  'Supplier Name': 'Cool Co',
  'Inv#': 'INV-77',
  'Inv Date': '01/09/2024',
  'Original Cost': '"$12,000.00"',
  'Dep Method': 'DV',
  'Dep Rate': '13.33%',
};

/** A valid row, with values replaced by heading (write them as they appear in the file, quotes included). */
export function row(changes: Partial<Record<ImportHeading, string>> = {}): string {
  const values = { ...VALID, ...changes };
  return SPEC_IMPORT_HEADINGS.map((heading) => values[heading] ?? '').join(',');
}

/** A file of the header and `rows` valid rows (the i-th numbered in its code and description), LF line ends. */
export function validFile(rows: number): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i += 1) {
    lines.push(
      row({ 'ATO Code': `ATO-${i % 10000}`, 'Asset Description': `Asset ${i}`, 'Inv#': `INV-${i}` }),
    );
  }
  return `${lines.join('\n')}\n`;
}
