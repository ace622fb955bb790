import { describe, expect, it } from 'vitest';
import { IMPORT_HEADINGS, missingImportHeadings, type StagedRow } from './headings';
import { normaliseImportRow } from './normalise';
import {
  checkImportFileName,
  countInvalidRows,
  invalidRowsMessage,
  isCsvFileName,
  isStagedRowValid,
  stagedRowProblems,
  uploadResultMessage,
} from './validation';

function stagedRow(overrides: Partial<StagedRow> = {}): StagedRow {
  return {
    ...normaliseImportRow({
      'ATO Code': 'ATO-0105',
      Category: '40',
      'Asset Description': 'Air conditioning unit',
      'Inv Date': '01/09/2024',
      'Original Cost': '$12,000',
      'Dep Method': 'DV',
      'Dep Rate': '13.33%',
    }),
    ...overrides,
  };
}

describe('staged row validity (docs/product/rules.md "Import")', () => {
  it('accepts a complete row', () => {
    expect(stagedRowProblems(stagedRow())).toEqual([]);
  });

  it('names every missing value', () => {
    const row = stagedRow({
      'ATO Code': '',
      Category: '',
      'Asset Description': '',
      'Inv Date': '',
      'Original Cost': '',
      'Dep Rate': '',
      'Dep Method': '',
    });
    expect(stagedRowProblems(row).map((problem) => problem.heading)).toEqual([
      'ATO Code',
      'Category',
      'Asset Description',
      'Inv Date',
      'Original Cost',
      'Dep Rate',
      'Dep Method',
    ]);
  });

  it('takes a commencement date instead of an invoice date', () => {
    expect(isStagedRowValid(stagedRow({ 'Inv Date': '', 'Dep Commencement Date': '2024-09-01' }))).toBe(true);
  });

  it('wants a WDV date with a written down value', () => {
    expect(stagedRowProblems(stagedRow({ 'Written Down Value': '500' }))).toEqual([
      { heading: 'WDV Date', message: 'WDV Date is missing for the Written Down Value.' },
    ]);
    expect(isStagedRowValid(stagedRow({ 'Written Down Value': '500', 'WDV Date': '2024-06-30' }))).toBe(true);
  });

  it('wants both or neither of demolition date and rate', () => {
    expect(isStagedRowValid(stagedRow({ 'Demolition date': '2026-06-30', 'Demolition %': '20' }))).toBe(true);
    expect(stagedRowProblems(stagedRow({ 'Demolition date': '2026-06-30' })).map((p) => p.heading)).toEqual([
      'Demolition %',
    ]);
    expect(stagedRowProblems(stagedRow({ 'Demolition %': '20' })).map((p) => p.heading)).toEqual([
      'Demolition date',
    ]);
  });

  it('counts a date emptied by normalisation as missing', () => {
    const row = normaliseImportRow({ ...stagedRow(), 'Inv Date': '2024-09-01' });
    expect(isStagedRowValid(row)).toBe(false);
  });
});

describe('messages (docs/product/rules.md)', () => {
  it('words the invalid count exactly', () => {
    expect(invalidRowsMessage(0)).toBeNull();
    expect(invalidRowsMessage(3)).toBe(
      '3 items have missing values for calculation. You can still import the data and enter values later, or import an updated file.',
    );
    expect(countInvalidRows([stagedRow(), stagedRow({ Category: '' })])).toBe(1);
  });

  it('accepts csv file names in any case only', () => {
    expect(isCsvFileName('register.CSV')).toBe(true);
    expect(isCsvFileName('register.csv.xlsx')).toBe(false);
    expect(checkImportFileName('assets.Csv')).toBeNull();
    expect(checkImportFileName('assets.xlsx')).toBe(
      'The file you tried to upload could not be recognised. Only csv file can be imported.',
    );
    expect(checkImportFileName('csv')).not.toBeNull();
  });

  it('reports the upload result', () => {
    expect(uploadResultMessage(12)).toBe('12 Records have been successfully uploaded.');
    expect(uploadResultMessage(0)).toBe('No Records have been uploaded.');
  });

  it('lists missing headings', () => {
    expect(missingImportHeadings([...IMPORT_HEADINGS])).toEqual([]);
    expect(missingImportHeadings(['ATO Code', ' category '])).toHaveLength(16);
  });
});
