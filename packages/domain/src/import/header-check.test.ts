import { describe, expect, it } from 'vitest';
import { checkImportHeader } from './header-check';
import { IMPORT_EXTENSION_HEADINGS, IMPORT_HEADINGS, SPEC_IMPORT_HEADINGS } from './headings';

const sentences = (cells: string[]) => {
  const check = checkImportHeader(cells);
  return check.ok || check.kind !== 'headings' ? [] : check.sentences;
};

describe('checkImportHeader (docs/product/import-export.md "Headings")', () => {
  it('takes the headings in any order, case and spacing', () => {
    const cells = [...SPEC_IMPORT_HEADINGS].reverse().map((h) => ` ${h.toUpperCase()} `);
    const check = checkImportHeader(cells);
    expect(check).toMatchObject({ ok: true, headingCount: 18, notes: [] });
    expect(check.ok && check.columns['ATO Code']).toBe(17);
  });

  it('names a misspelt heading and what it should be', () => {
    const cells = SPEC_IMPORT_HEADINGS.map((h) =>
      h === 'Dep Rate' ? 'Dep Rat' : h === 'Supplier Name' ? 'Supplier_Name' : h,
    );
    expect(sentences(cells)).toEqual([
      "The heading 'Supplier_Name' (column 7) is not an import heading: did you mean 'Supplier Name'?",
      "The heading 'Dep Rat' (column 16) is not an import heading: did you mean 'Dep Rate'?",
      expect.stringContaining('The import headings are: ATO Code, Category,'),
    ]);
  });

  it('refuses a file lacking a heading the validity rule needs', () => {
    const cells = SPEC_IMPORT_HEADINGS.filter(
      (h) => !['ATO Code', 'Inv Date', 'Dep Commencement Date'].includes(h),
    );
    expect(sentences(cells)[0]).toBe(
      "The header row lacks the headings 'ATO Code', 'Inv Date', 'Dep Commencement Date'.",
    );
  });

  it('notes absent optional headings and extra columns without refusing', () => {
    const cells = [...SPEC_IMPORT_HEADINGS.filter((h) => h !== 'Location' && h !== 'Inv Date'), 'Notes', ''];
    expect(checkImportHeader(cells)).toMatchObject({
      ok: true,
      notes: [
        "The file has no 'Location', 'Inv Date' columns: left empty.",
        "Column 17 'Notes' is not an import heading: its values are ignored.",
        'Column 18 has no heading: its values are ignored.',
      ],
    });
  });

  it('refuses a repeated heading', () => {
    expect(sentences([...SPEC_IMPORT_HEADINGS, 'category'])[0]).toBe(
      "The heading 'Category' appears twice (columns 2 and 19).",
    );
  });

  it('recognises semicolon- and tab-separated headers', () => {
    expect(checkImportHeader([SPEC_IMPORT_HEADINGS.join(';')])).toEqual({
      ok: false,
      kind: 'separator',
      separator: 'semicolons (;)',
    });
    expect(checkImportHeader([SPEC_IMPORT_HEADINGS.join('\t')])).toMatchObject({ separator: 'tabs' });
  });

  it('refuses a header of one unrelated value', () => {
    expect(sentences(['hello world'])[0]).toContain("lacks the headings 'ATO Code', 'Category'");
  });

  it('takes the optional columns of issue 23 item 9 by name, notes none absent, refuses no near miss of one', () => {
    const all = checkImportHeader([...IMPORT_HEADINGS]);
    expect(all).toMatchObject({ ok: true, headingCount: 32, notes: [] });
    expect(all.ok && all.columns['Construction Use']).toBe(30);
    const some = checkImportHeader([...SPEC_IMPORT_HEADINGS, 'set name', 'Secondhand']);
    expect(some).toMatchObject({
      ok: true,
      notes: ["Column 20 'Secondhand' is not an import heading: its values are ignored."],
    });
    expect(some.ok && some.columns['Set Name']).toBe(18);
    expect(IMPORT_EXTENSION_HEADINGS).toHaveLength(14);
  });
});
