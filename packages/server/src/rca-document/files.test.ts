/**
 * The assessment's CSV and workbook (issue 28 item 5): a row per build-up line with the domain's amount as plain
 * decimal dollars, the totals, recommendation and averaging rows; a label a spreadsheet would run as a formula is
 * written as text; a draft with input errors gives them and no amount; the workbook opens with its three sheets.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../export/csv-reader.test-support';
import { plainDollars, type RcaDocumentInput, rcaBuildUpCsv, rcaWorkbook } from './index';
import { bcisSample, draftWithErrors, harbourAssessment } from './rca-document.test-support';

function records(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = parseCsv(text.slice(1));
  if (!('records' in parsed)) throw new Error(`malformed CSV: ${parsed.malformed}`);
  return parsed.records.map((r) => [...r.cells]).filter((cells) => cells.some((c) => c !== ''));
}

const HEADER = ['Building', 'Line kind', 'Label', 'Formula', 'Amount', 'Notes'];

function assessed(input: RcaDocumentInput) {
  if (input.result.assessment === null) throw new Error(input.result.problem);
  return input.result.assessment;
}

describe('the build-up as CSV', () => {
  it('writes the RICS/BCIS sample line by line in plain decimal dollars, to £2,632,859', () => {
    const rows = records(rcaBuildUpCsv(bcisSample()));
    expect(rows[0]).toEqual(HEADER);
    const amount = (kind: string) => rows.find((r) => r[1] === kind)?.[4];
    expect(amount('buildingWorks')).toBe('1891500.00');
    expect(amount('base')).toBe('1916500.00');
    expect(amount('escalatedCost')).toBe('1933688.00');
    expect(amount('professionalFees')).toBe('232043.00');
    expect(amount('costExcludingGst')).toBe('2240731.00');
    expect(amount('gst')).toBe('392128.00');
    expect(amount('reinstatementCost')).toBe('2632859.00');
    expect(amount('recommendedSumInsured')).toBe('2632859.00');
    expect(rows.find((r) => r[1] === 'area')?.[3]).toBe('1,500 m² × $1,261.00/m² = $1,891,500.00');
  });

  describe('of a two-building assessment', () => {
    const input = harbourAssessment();
    const assessment = assessed(input);
    const rows = records(rcaBuildUpCsv(input));
    const cents = (cell: string | undefined) => Math.round(Number(cell) * 100);

    it('has a row per line of each building, with the domain’s amount, then the totals', () => {
      for (const building of assessment.buildings) {
        const own = rows.filter((r) => r[0] === building.name);
        expect(own.map((r) => r[1])).toEqual(building.lines.map((l) => l.kind));
        expect(own.map((r) => cents(r[4]))).toEqual(building.lines.map((l) => l.cents));
      }
      const total = rows.find((r) => r[1] === 'total');
      expect(cents(total?.[4])).toBe(assessment.totalCents);
      const recommended = rows.find((r) => r[1] === 'recommendedSumInsured');
      expect(recommended?.[4]).toBe('77400000.00');
      expect(recommended?.[3]).toBe('Rounded up to the next $100,000');
      expect(rows.find((r) => r[1] === 'currentSumInsured')?.[4]).toBe('48700000.00');
    });

    it('gives each averaging case’s loss, payout and shortfall', () => {
      const kinds = ['averagingLoss', 'averagingPayout', 'averagingShortfall'];
      const printed = rows.filter((r) => kinds.includes(r[1] as string)).map((r) => cents(r[4]));
      expect(printed).toEqual(
        assessment.averaging.flatMap((c) => [c.lossCents, c.payoutCents, c.shortfallCents]),
      );
      const own = rows.find((r) => r[1] === 'averagingPayout' && r[2] === 'The assessor’s illustrative loss');
      expect(own?.[4]).toBe('14156976.74');
      expect(own?.[3]).toBe('$22,500,000.00 × min(1, $48,700,000.00 ÷ $77,400,000.00) = $14,156,976.74');
    });

    it('writes a formula-like label as text', () => {
      const adjustment = rows.find((r) => r[1] === 'adjustment');
      expect(adjustment?.[2]).toBe(`'=HYPERLINK("http://example.com","Façade upgrade")`);
    });
  });

  it('gives a draft’s problem and each input error, and no amount', () => {
    const rows = records(rcaBuildUpCsv(draftWithErrors()));
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2]])).toEqual([
      ['', 'problem', 'Correct the inputs marked to see the assessment.'],
      ['', 'inputError', 'Policy period must be a whole number of months from 1 to 24.'],
      ['Main building, area “Office”', 'inputError', 'Area (m²) has more than 2 decimals.'],
    ]);
    expect(rows.slice(1).every((r) => r[4] === '')).toBe(true);
  });

  it('writes cents as plain decimal dollars', () => {
    expect([plainDollars(0), plainDollars(5), plainDollars(263_285_900), plainDollars(-1_050)]).toEqual([
      '0.00',
      '0.05',
      '2632859.00',
      '-10.50',
    ]);
  });
});

describe('the build-up as a workbook', () => {
  const input = harbourAssessment();
  const assessment = assessed(input);
  let book: ExcelJS.Workbook;
  beforeAll(async () => {
    book = new ExcelJS.Workbook();
    await book.xlsx.load((await rcaWorkbook(input)) as unknown as ArrayBuffer);
  });

  const values = (sheet: string) => {
    const rows: ExcelJS.CellValue[][] = [];
    book.getWorksheet(sheet)?.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    return rows;
  };

  it('has the build-up, the rates used and the averaging', () => {
    expect(book.worksheets.map((s) => s.name)).toEqual(['Build-up', 'Rates used', 'Averaging']);
    const lines = assessment.buildings.reduce((sum, b) => sum + b.lines.length, 0);
    // The header, the lines, the total, the recommendation, the current sum insured, three rows per case.
    expect(values('Build-up')).toHaveLength(1 + lines + 3 + 3 * assessment.averaging.length);
  });

  it('gives amounts as numbers of dollars in a currency format', () => {
    const rows = values('Build-up');
    const recommended = rows.find((r) => r[1] === 'recommendedSumInsured');
    expect(recommended?.[4]).toBe(77_400_000);
    const index = rows.indexOf(recommended as ExcelJS.CellValue[]);
    const cell = book
      .getWorksheet('Build-up')
      ?.getRow(index + 1)
      .getCell(5);
    expect(cell?.numFmt).toBe('#,##0.00;(#,##0.00)');
    const tower = rows.find((r) => r[0] === 'Office tower' && r[1] === 'reinstatementCost');
    expect(tower?.[4]).toBe((assessment.buildings[0]?.reinstatementCents ?? 0) / 100);
  });

  it('lists each area’s rate with the library’s priced date and source, or the reason it was changed', () => {
    const rows = values('Rates used');
    expect(rows).toHaveLength(1 + input.buildings.reduce((sum, b) => sum + b.areas.length, 0));
    const basement = rows.find((r) => r[1] === 'Basement car park (2 levels)') as ExcelJS.CellValue[];
    expect(basement.slice(2, 10)).toEqual([
      2400,
      2100,
      'Basement car park',
      'Sydney CBD',
      2100,
      new Date(Date.UTC(2025, 4, 1)),
      'Rawlinsons 2025',
      'Library rate',
    ]);
    const lobby = rows.find((r) => r[1] === 'Ground floor lobby and retail') as ExcelJS.CellValue[];
    expect(lobby[9]).toBe('Library rate changed');
    expect(lobby[10]).toBe('Stone-clad lobby: finishes well above the A grade rate');
    expect(rows.find((r) => r[1] === 'Open deck parking')?.[9]).toBe('Entered by hand');
  });

  it('gives the averaging cases as numbers', () => {
    const rows = values('Averaging').slice(1);
    expect(rows.map((r) => r.slice(1, 5))).toEqual(
      assessment.averaging.map((c) => [
        c.lossPercent ?? undefined,
        c.lossCents / 100,
        c.payoutCents / 100,
        c.shortfallCents / 100,
      ]),
    );
  });

  it('writes a formula-like label as text, never a formula', () => {
    const adjustment = values('Build-up').find((r) => r[1] === 'adjustment');
    expect(adjustment?.[2]).toBe(`'=HYPERLINK("http://example.com","Façade upgrade")`);
  });
});
