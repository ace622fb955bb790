/** The upload tests' staged rows (docs/product/rules.md "Import"). */
import type { UploadRow } from '@taxdep/domain';

/** A valid staged row: A0001 has an effective life of 5 years, so DV 40% (docs/tax-rules.md "Methods"). */
export function stagedRow(overrides: UploadRow = {}): UploadRow {
  return {
    'ATO Code': 'A0001',
    Category: '40',
    'Asset Description': 'Television, guest room',
    Location: 'Level 3',
    'Supplier Name': 'Brightline',
    'Inv#': 'INV-7',
    'Inv Date': '15/07/2020',
    'Original Cost': '1234.56',
    'Dep Method': 'DV',
    'Dep Rate': '40',
    ...overrides,
  };
}
