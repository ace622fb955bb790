/**
 * The forecast's PDF (issue 27 item 5) read back with pdftotext: its figures are the forecast's to the cent (the
 * matrix's year totals, the time bands, hand-worked escalated costs), an item left out is named with its reason, a
 * draft says so on every page and a Completed forecast does not.
 */
import { formatMoneyCents } from '@taxdep/domain/format';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfInfo, pdfText } from '../report-document/pdf.test-support';
import { ITEMS, SETTINGS, sampleInput } from './capex-document.test-support';
import { CAPEX_DRAFT_TEXT } from './document';
import { type CapexDocumentInput, forecastFigures, renderCapexDocument } from './index';

/** The amounts of a line of `pdftotext -layout`, in cents, a dash as 0. */
function amountsOf(line: string): number[] {
  return [...line.matchAll(/-?\$[\d,]+\.\d{2}|\s–(?=\s|$)/g)].map((m) =>
    m[0].trim() === '–' ? 0 : Math.round(Number(m[0].replace(/[$,]/g, '')) * 100),
  );
}

const MATRIX = 'Summary matrix: spending by year and building element';
const pagesOf = (text: string) => text.split('\f').slice(0, -1);
/** The page a section starts on: a line begins with its heading (the contents list, page 2, names them all). */
const pageWith = (text: string, heading: string) =>
  pagesOf(text)
    .slice(2)
    .find((p) => p.split('\n').some((l) => l.trim() === heading)) ?? '';
const lineStarting = (page: string, label: string) =>
  page.split('\n').filter((l) => l.trimStart().startsWith(label));

describe('the capex forecast PDF of a draft 20-year forecast', () => {
  let input: CapexDocumentInput;
  let bytes: Buffer;
  let text: string;
  beforeAll(async () => {
    input = sampleInput();
    bytes = await renderCapexDocument(input);
    text = pdfText(bytes);
  });

  it('has every section, and "Page X of Y" counts the pages pdfinfo counts', () => {
    const pages = Number(pdfInfo(bytes).Pages);
    expect(pagesOf(text)).toHaveLength(pages);
    for (const title of [
      'CAPITAL EXPENDITURE FORECAST',
      'Basis of the forecast',
      'Items left out of the forecast',
      'Summary matrix: spending by year and building element',
      'Spending by time band',
      'Forecast spending per financial year, by building element',
      'Sinking fund',
      'Item schedule',
      'Sign-off',
    ]) {
      expect(text).toContain(title);
    }
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('prints the matrix’s totals by year and over the horizon, to the cent', () => {
    const page = pageWith(text, MATRIX);
    const totals = lineStarting(page, 'Total').map(amountsOf);
    // The first table's years, then the last table's years and the total over the horizon.
    expect(totals).toHaveLength(2);
    const printed = [...(totals[0] as number[]), ...(totals[1] as number[])];
    const { forecast } = input;
    expect(printed).toEqual([...forecast.totalByYear, forecast.totalCents]);
    // Hand-worked: the chiller ($385,000.00) and the lift ($450,000.00) are past their lives: due now.
    expect(printed[0]).toBe(83_500_000);
    const capital = lineStarting(page, 'Capital').flatMap(amountsOf);
    expect(capital.at(-1)).toBe(forecast.capitalCents);
    const repairs = lineStarting(page, 'Repairs and maintenance').flatMap(amountsOf);
    expect(repairs.at(-1)).toBe(forecast.repairsCents);
    expect(capital.at(-1)! + repairs.at(-1)!).toBe(forecast.totalCents);
  });

  it('prints each time band’s capital, repairs and total', () => {
    const page = pageWith(text, 'Spending by time band');
    for (const band of input.forecast.bands) {
      const [line] = lineStarting(page, band.label);
      expect(amountsOf(line as string)).toEqual([band.capitalCents, band.repairsCents, band.totalCents]);
    }
    const [total] = lineStarting(page, 'Total');
    expect(amountsOf(total as string)).toEqual([
      input.forecast.capitalCents,
      input.forecast.repairsCents,
      input.forecast.totalCents,
    ]);
  });

  it('prints hand-worked escalated costs: C_y = C_0 × 1.03^y rounded once to the cent', () => {
    const schedule = pageWith(text, 'Item schedule');
    // Issue 27's example: life 15, installed 2012, base FY2026: FY2027 ($10,000.00 × 1.03) and FY2042 (× 1.03^16).
    expect(schedule).toMatch(/Roof membrane[\s\S]*FY2027 \$10,300\.00[\s\S]*FY2042 \$16,047\.06/);
    // $10,000.00 at 3% for 5 years is $11,592.74 (the repaint, life 10, installed 2021: due in FY2031).
    expect(schedule).toContain('FY2031 $11,592.74');
    expect(pageWith(text, 'Basis of the forecast')).toContain('costs $11,592.74 in year 5 (FY2031)');
    // The surveyor's remaining life, with the reason.
    expect(schedule).toContain('4 years (surveyor:');
    expect(schedule.replace(/\s+/g, ' ')).toContain('Thermal scan found hot joints; replace early)');
  });

  it('names the item left out with its reason, on its page and in the basis', () => {
    const page = pageWith(text, 'Items left out of the forecast');
    expect(page).toContain('Balcony waterproofing');
    expect(page).toContain('Life must be a whole number of years, from 1 to 100.');
    expect(page).toContain('1 of 11 items could not be read');
    expect(pageWith(text, 'Basis of the forecast')).toMatch(/1 of the 11 items is left out/);
  });

  it('marks the sinking fund’s short years', () => {
    const page = pageWith(text, 'Sinking fund');
    const short = input.sinkingFund?.fund.shortYears ?? [];
    expect(short.length).toBeGreaterThan(0);
    expect(page.match(/Falls short/g)).toHaveLength(short.length);
    expect(page).toContain(`It falls short in ${short.length} years: FY2026,`);
  });

  it('says it is a draft on every page, with the date of its last write', () => {
    const pages = pagesOf(text);
    for (const page of pages) expect(page).toContain(CAPEX_DRAFT_TEXT);
    expect(pages[0]).toContain('Draft of 02 March 2026');
    expect(text).toContain('Not yet signed off: the forecast’s status is In Progress.');
  });

  it('gives the same bytes for the same forecast', async () => {
    expect((await renderCapexDocument(sampleInput())).equals(bytes)).toBe(true);
  });
});

describe('the capex forecast PDF of a Completed 10-year forecast', () => {
  it('has no draft mark, the sign-off date, and the matrix in one table with its total', async () => {
    const settings = { ...SETTINGS, horizon: 10 };
    const input: CapexDocumentInput = {
      ...sampleInput({
        status: 'Completed',
        completed: true,
        signedOff: '2026-08-14',
        checker: { name: 'Casey Checker', taxAgentNumber: '13572468', office: null, signedOn: '2026-08-14' },
      }),
      settings,
      ...forecastFigures(settings, ITEMS, null),
    };
    const text = pdfText(await renderCapexDocument(input));
    expect(text).not.toContain('DRAFT');
    expect(text).toContain('Signed off by the checker on 14 August 2026.');
    expect(pageWith(text, 'Sinking fund')).toBe('');
    expect(pageWith(text, 'Basis of the forecast')).toMatch(/Sinking fund\s+Not modelled/);
    const page = pageWith(text, MATRIX);
    const totals = lineStarting(page, 'Total').map(amountsOf);
    expect(totals).toEqual([[...input.forecast.totalByYear, input.forecast.totalCents]]);
    expect(totals[0]).toHaveLength(12);
    expect(formatMoneyCents(input.forecast.totalCents)).not.toBe('$0.00');
  });
});
