import { describe, expect, it } from 'vitest';
import { stagedRateKey } from '../import';
import { assetFixture } from '../testing';
import { writeClipboardBlock } from './excel-clipboard';
import { MAX_PASTE_ROWS, type PasteStaging, type PasteTarget, stagePaste } from './stage-paste';

const columns = [
  { key: 'id', label: 'Asset ID' },
  { key: 'assetCode', label: 'Tax Code' },
  { key: 'depreciationCategory', label: 'Category' },
  { key: 'description', label: 'Asset Description' },
  { key: 'invoiceDate', label: 'Invoice Date' },
  { key: 'originalCost', label: 'Original Cost' },
  { key: 'depreciationMethod', label: 'Depreciation Method' },
  { key: 'depreciationRate', label: 'Depreciation Rate' },
];

const target: PasteTarget = {
  columns,
  rows: [assetFixture({ id: 1, description: 'Fan' }), assetFixture({ id: 2, description: 'Pump' })],
  newAssetCells: { fundCode: 'F1', propertyCode: 'P1' },
};

function staged(staging: PasteStaging) {
  if (staging.outcome !== 'staged') throw new Error(staging.message);
  return staging;
}

describe('staging a paste (docs/product/asset-register.md "Paste from Excel")', () => {
  it('changes the assets under the block and adds the rows past the last one, normalised as the import', () => {
    const text = writeClipboardBlock([
      ['Ceiling fan', '1/7/2024', '$1,234.50'],
      ['Pump', '01/09/2024', '12,000'],
      ['Lift', '30/06/2024', '(5)'],
    ]);
    const result = staged(stagePaste(text, target, { row: 0, column: 'description' }));
    expect(result.changes).toEqual([
      {
        line: 1,
        assetId: 1,
        base: expect.objectContaining({
          description: 'Fan',
          invoiceDate: '01/09/2024',
          originalCost: '12000',
        }),
        values: { description: 'Ceiling fan', invoiceDate: '01/07/2024', originalCost: '1234.5' },
        fields: [
          { field: 'description', label: 'Asset Description', from: 'Fan', to: 'Ceiling fan' },
          { field: 'invoiceDate', label: 'Invoice Date', from: '01/09/2024', to: '01/07/2024' },
          { field: 'originalCost', label: 'Original Cost', from: '12000', to: '1234.5' },
        ],
        rate: null,
      },
    ]);
    expect(result.unchangedCount).toBe(1);
    expect(result.additions).toEqual([
      {
        line: 3,
        values: {
          fundCode: 'F1',
          propertyCode: 'P1',
          description: 'Lift',
          invoiceDate: '30/06/2024',
          originalCost: '-5',
        },
        rate: null,
      },
    ]);
    // The addition lacks what the import's rule needs: named by line, in the import's words; it is still added.
    expect(result.invalid).toEqual([
      {
        line: 3,
        assetId: null,
        messages: [
          'Tax Code is missing.',
          'Category is missing.',
          'Depreciation Rate is missing.',
          'Depreciation Method is missing.',
        ],
      },
    ]);
  });

  it('names a value normalising empties, and the change it makes', () => {
    const result = staged(stagePaste('1.234,56\t2020-03-05\r\n', target, { row: 1, column: 'originalCost' }));
    expect(result.changes[0]?.values).toEqual({ originalCost: '', depreciationMethod: '2020-03-05' });
    expect(result.warnings[0]?.messages).toEqual([
      "Original Cost '1.234,56' is not an amount (commas separate thousands, a point the cents: 1,234.56): it is left empty.",
      "Depreciation Method '2020-03-05' is not a method code (DV, PC).",
    ]);
    expect(result.invalid[0]).toMatchObject({ line: 1, assetId: 2 });
  });

  it('compares tax codes ignoring case and rates as numbers', () => {
    const result = staged(stagePaste('ato-0105\t40\r\n', target, { row: 0, column: 'assetCode' }));
    expect(result.unchangedCount).toBe(1);
    const rate = staged(stagePaste('13.330%\r\n', target, { row: 0, column: 'depreciationRate' }));
    expect(rate.unchangedCount).toBe(1);
  });

  it('adds every line pasted on the new-row line, and skips blank lines', () => {
    const text = 'A1\t40\tDesk\r\n\t\t\r\nA2\t40\tChair\r\n';
    const result = staged(stagePaste(text, target, { row: 'new', column: 'assetCode' }));
    expect(result.additions.map((a) => a.line)).toEqual([1, 3]);
    expect(result.blankCount).toBe(1);
  });

  it('skips the columns a paste cannot write and the cells right of the grid', () => {
    const text = '9\tA1\r\n1\t2\t3\t4\t5\t6\t7\t8\t9\t10\r\n';
    const result = staged(stagePaste(text, target, { row: 0, column: 'id' }));
    expect(result.skippedColumns).toEqual(['Asset ID']);
    expect(result.cellsBeyondGrid).toBe(2);
    expect(result.changes[0]?.values).toEqual({ assetCode: 'A1' });
  });

  it('leaves a ragged row’s missing cells as they are', () => {
    const result = staged(
      stagePaste('Desk\r\nChair\t1/1/2020\r\n', target, { row: 0, column: 'description' }),
    );
    expect(result.changes.map((c) => c.values)).toEqual([
      { description: 'Desk' },
      { description: 'Chair', invoiceDate: '01/01/2020' },
    ]);
  });

  it('refuses a paste over a read-only asset, too many rows, a too long cell or no anchor', () => {
    const readOnly = { ...target, rows: [assetFixture({ id: 9, readOnly: true })] };
    expect(stagePaste('x\r\n', readOnly, { row: 0, column: 'description' })).toEqual({
      outcome: 'refused',
      message: 'Line 1 falls on asset 9, which is read-only. Nothing was pasted.',
    });
    const many = 'x\r\n'.repeat(MAX_PASTE_ROWS + 1);
    expect(stagePaste(many, target, { row: 'new', column: 'description' })).toMatchObject({
      outcome: 'refused',
      message: expect.stringContaining('one paste takes at most 10,000'),
    });
    expect(stagePaste(`${'x'.repeat(1001)}\r\n`, target, { row: 0, column: 'description' })).toMatchObject({
      message: expect.stringContaining("Line 1, column 'Asset Description': a value of 1,001 characters"),
    });
    expect(stagePaste('x', target, { row: 0, column: 'nowhere' }).outcome).toBe('refused');
    expect(stagePaste('', target, { row: 0, column: 'description' }).outcome).toBe('refused');
  });
});

describe('a block copied from the grid itself', () => {
  it('reads the category, method and rate as the grid shows them', () => {
    const grid: PasteTarget = {
      ...target,
      codes: {
        categories: [{ code: 'AD', description: 'Division 40 accelerated depreciation' }],
        methods: [{ code: 'PC', description: 'Prime Cost' }],
      },
    };
    const text = 'AD - Division 40 accelerated depreciation\tFan\r\n';
    const result = staged(stagePaste(text, grid, { row: 0, column: 'depreciationCategory' }));
    expect(result.changes[0]?.values).toEqual({ depreciationCategory: 'AD' });
    const method = staged(
      stagePaste('prime cost\t15% (Customize)\r\n', grid, { row: 0, column: 'depreciationMethod' }),
    );
    expect(method.changes[0]?.values).toEqual({ depreciationMethod: 'PC', depreciationRate: '15' });
    const same = staged(stagePaste('13.33% (ATO)\r\n', grid, { row: 0, column: 'depreciationRate' }));
    expect(same.unchangedCount).toBe(1);
  });
});

describe('a paste judged with the rates the service derives (issue 26 item 2)', () => {
  const rated: PasteTarget = { ...target, rows: [], newAssetCells: {} };
  const block = writeClipboardBlock([
    ['A0045', '40', 'Carpet, bedroom 1', '05/03/2021', '4200', 'DV', ''],
    ['A0045', '40', 'Carpet, bedroom 2', '05/03/2021', '3900', 'DV', ''],
    ['A0045', '40', 'Carpet, hall', '05/03/2021', '1800', 'DV', '25'],
    ['ZZ999', '40', 'Mystery', '05/03/2021', '100', 'DV', ''],
    ['A0045', '40', '', '05/03/2021', '100', 'DV', ''],
  ]);
  const anchor = { row: 'new' as const, column: 'assetCode' };

  it('flags every rateless line before the rates are known, and asks each question once', () => {
    const first = staged(stagePaste(block, rated, anchor));
    expect(first.invalid.map((note) => note.line)).toEqual([1, 2, 4, 5]);
    expect(first.rateQuestions.map((q) => q.assetCode)).toEqual(['A0045', 'ZZ999']);
  });

  it('flags only the really wrong lines once they are, and shows each line its rate', () => {
    const first = staged(stagePaste(block, rated, anchor));
    const [carpetQuestion, unknownQuestion] = first.rateQuestions;
    const rates = new Map([
      [
        stagedRateKey(carpetQuestion!),
        {
          knownTaxCode: true,
          depreciationRate: 25,
          exactRate: { numerator: 1, denominator: 4 },
          effectiveLife: 8,
          reason: null,
        },
      ],
      [
        stagedRateKey(unknownQuestion!),
        {
          knownTaxCode: false,
          depreciationRate: null,
          exactRate: null,
          effectiveLife: null,
          reason: 'unknown',
        },
      ],
    ]);
    const second = staged(stagePaste(block, { ...rated, rates }, anchor));
    expect(second.invalid.map((note) => note.line)).toEqual([4, 5]);
    expect(second.invalid[0]!.messages[0]).toContain("Tax Code 'ZZ999' is not in the tax code table");
    expect(second.additions.map((addition) => addition.rate)).toEqual([
      '25% (ATO)',
      '25% (ATO)',
      '25% (ATO)',
      null,
      '25% (ATO)',
    ]);
  });
});

describe('a pasted disposal and rate reason (issue 26 item 4, issue 25)', () => {
  const disposalTarget: PasteTarget = {
    columns: [
      { key: 'description', label: 'Asset Description' },
      { key: 'disposalDate', label: 'Disposal Date' },
      { key: 'terminationValue', label: 'Termination Value' },
      { key: 'rateReason', label: 'Rate Reason' },
    ],
    rows: [assetFixture({ id: 1, description: 'Fan', invoiceDate: '2024-09-01' })],
    newAssetCells: { fundCode: 'F1', propertyCode: 'P1' },
  };

  it('stages the disposal as the import reads it, and the reason, instead of skipping the columns', () => {
    const text = writeClipboardBlock([['Fan', '15/3/2025', '$1,200.00', 'Refurbished unit']]);
    const result = staged(stagePaste(text, disposalTarget, { row: 0, column: 'description' }));
    expect(result.skippedColumns).toEqual([]);
    expect(result.changes[0]?.values).toEqual({
      disposalDate: '15/03/2025',
      terminationValue: '1200',
      rateReason: 'Refurbished unit',
    });
    expect(result.invalid).toEqual([]);
  });

  it('judges a disposal by the import’s rule: a termination value needs its date', () => {
    const text = writeClipboardBlock([['Fan', '', '500']]);
    const result = staged(stagePaste(text, disposalTarget, { row: 0, column: 'description' }));
    expect(result.invalid).toEqual([
      { line: 1, assetId: 1, messages: ['Disposal Date is missing for the Termination Value.'] },
    ]);
  });
});
