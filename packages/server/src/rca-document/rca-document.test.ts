/**
 * The assessment's PDF (issue 28 item 5) read back with pdftotext: the RICS/BCIS sample's build-up to the pound,
 * a two-building assessment's reinstatement costs, recommended sum and averaging payouts exactly as the domain's
 * figures format, the draft mark on every page (and none once Completed), the same bytes for the same input, and a
 * draft whose inputs have errors printing them instead of any figure.
 */
import { formatMoneyCents } from '@taxdep/domain/format';
import { lineCents, type RcaAssessment } from '@taxdep/domain/rca';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfInfo, pdfText } from '../report-document/pdf.test-support';
import { RCA_DRAFT_TEXT, type RcaDocumentInput, renderRcaDocument } from './index';
import { bcisSample, draftWithErrors, harbourAssessment, longAssessment } from './rca-document.test-support';

const pagesOf = (text: string) => text.split('\f').slice(0, -1);
/** The lines of the text that start with `label` (after the table's indent). */
const linesStarting = (text: string, label: string) =>
  text.split('\n').filter((line) => line.trimStart().startsWith(label));
/** The dollar amounts of a line, as printed. */
const amountsOf = (line: string) => [...line.matchAll(/\$[\d,]+\.\d{2}/g)].map((m) => m[0]);
/** The page on which a line is exactly `heading` (the contents list names every section, so from page 3). */
const pageWith = (text: string, heading: string) =>
  pagesOf(text)
    .slice(2)
    .find((page) => page.split('\n').some((line) => line.trim() === heading)) ?? '';

/** The pages from the one headed `from` to the one before the page headed `to`, as one text. */
function pagesBetween(text: string, from: string, to: string): string {
  const pages = pagesOf(text);
  const index = (heading: string) =>
    pages.findIndex((page, k) => k >= 2 && page.split('\n').some((line) => line.trim() === heading));
  return pages.slice(index(from), index(to)).join('\n');
}

function assessmentOf(input: RcaDocumentInput): RcaAssessment {
  if (input.result.assessment === null) throw new Error(input.result.problem);
  return input.result.assessment;
}

describe('the RICS/BCIS sample as a document', () => {
  let text: string;
  let input: RcaDocumentInput;
  beforeAll(async () => {
    input = bcisSample();
    text = pdfText(await renderRcaDocument(input));
  });

  it('prints each line of the published build-up to the pound', () => {
    const page = pageWith(text, 'Build-up of the reinstatement cost');
    const amount = (label: string) => amountsOf(linesStarting(page, label)[0] ?? '').at(-1);
    // £1,146 × 1.10 = £1,261 (to the pound) × 1,500 m² = £1,891,500; + £25,000 = £1,916,500; × 225/223 = £1,933,688;
    // + 12% fees = £2,165,731; + £75,000 demolition = £2,240,731; + 17.5% VAT = £2,632,859.
    expect(page).toContain('Located rate: $1,146.00 × 1.1 = $1,261.00/m², rounded to the dollar');
    expect(page).toContain('1,500 m² × $1,261.00/m² = $1,891,500.00');
    expect(amount('Building works')).toBe('$1,891,500.00');
    expect(amount('Base reinstatement cost')).toBe('$1,916,500.00');
    expect(page).toContain('Cost index 225 ÷ 223 = 1.008969');
    expect(amount('Escalated cost')).toBe('$1,933,688.00');
    expect(amount('Professional fees')).toBe('$232,043.00');
    expect(amount('Demolition and debris removal')).toBe('$75,000.00');
    expect(amount('Reinstatement cost excluding GST')).toBe('$2,240,731.00');
    expect(amount('GST')).toBe('$392,128.00');
    expect(amount('Reinstatement cost  ')).toBe('$2,632,859.00');
  });

  it('recommends the total rounded to the dollar, on the cover and in the recommendation', () => {
    const [cover] = pagesOf(text);
    expect(cover).toContain('RECOMMENDED SUM INSURED');
    expect(cover).toContain('$2,632,859.00');
    const page = pageWith(text, 'Recommendation');
    expect(page).toMatch(/RECOMMENDED SUM INSURED\s+\$2,632,859\.00/);
    expect(page).toContain('Rounded up to the next dollar from $2,632,859.00.');
    expect(page).toContain('No current sum insured was given');
  });
});

describe('a two-building Australian assessment as a document', () => {
  let input: RcaDocumentInput;
  let assessment: RcaAssessment;
  let bytes: Buffer;
  let text: string;
  beforeAll(async () => {
    input = harbourAssessment();
    assessment = assessmentOf(input);
    bytes = await renderRcaDocument(input);
    text = pdfText(bytes);
  });

  it('has every section, and "Page X of Y" counts the pages pdfinfo counts', () => {
    const pages = Number(pdfInfo(bytes).Pages);
    expect(pagesOf(text)).toHaveLength(pages);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    for (const heading of [
      'Basis and assumptions',
      'Exclusions',
      'Build-up of the reinstatement cost',
      'Summary of the buildings',
      'Recommendation',
      'Averaging illustration',
      'Review schedule',
      'Warnings',
      'Sign-off',
    ]) {
      expect(pageWith(text, heading), heading).not.toBe('');
    }
  });

  it('prints each building’s reinstatement cost, the total and the recommended sum exactly as the domain', () => {
    const buildUp = pagesOf(text)
      .filter((page) => page.includes('How it is worked'))
      .join('\n');
    const costs = linesStarting(buildUp, 'Reinstatement cost  ').map((line) => amountsOf(line).at(-1));
    expect(costs).toEqual(assessment.buildings.map((b) => formatMoneyCents(b.reinstatementCents)));
    const summary = pageWith(text, 'Summary of the buildings');
    for (const building of assessment.buildings) {
      expect(amountsOf(linesStarting(summary, building.name)[0] ?? '')).toEqual([
        formatMoneyCents(lineCents(building, 'base') ?? 0),
        formatMoneyCents(lineCents(building, 'escalatedCost') ?? 0),
        formatMoneyCents(building.reinstatementCents),
      ]);
    }
    expect(amountsOf(linesStarting(summary, 'Total of the buildings')[0] ?? '').at(-1)).toBe(
      formatMoneyCents(assessment.totalCents),
    );
    const recommended = formatMoneyCents(assessment.recommendedSumInsuredCents);
    expect(recommended).toBe('$77,400,000.00');
    expect(pagesOf(text)[0]).toContain(recommended);
    expect(summary).toMatch(new RegExp(`RECOMMENDED SUM INSURED\\s+\\${recommended}`));
  });

  it('prints each averaging case’s loss, payout and shortfall, and the share insured', () => {
    const page = pageWith(text, 'Averaging illustration');
    expect(page).toContain('62.9% (rounded down to 0.1%, so never overstated)');
    const rows = [
      ['10% partial loss', 10],
      ['25% partial loss', 25],
      ['50% partial loss', 50],
      ['Total loss (100%)', 100],
      ['The assessor’s illustrative loss', null],
    ] as const;
    for (const [label, percent] of rows) {
      const c = assessment.averaging.find((a) => a.lossPercent === percent);
      if (!c) throw new Error(`no case of ${percent}%`);
      expect(amountsOf(linesStarting(page, label)[0] ?? ''), label).toEqual(
        [c.lossCents, c.payoutCents, c.shortfallCents].map(formatMoneyCents),
      );
    }
    // Hand-worked: $22,500,000.00 × 48,700,000 ÷ 77,400,000 = $14,156,976.744…
    expect(page).toContain(
      'Payout: $22,500,000.00 × min(1, $48,700,000.00 ÷ $77,400,000.00) = $14,156,976.74',
    );
  });

  it('gives the basis: programme, escalation, GST, rounding, the rates used and those changed, with reasons', () => {
    const basis = pagesBetween(text, 'Basis and assumptions', 'Exclusions').replace(/\s+/g, ' ');
    expect(basis).toContain('12 months from 01 July 2026 (the assessment date)');
    expect(basis).toContain('3.5% a year, compounded from the assessment date to the middle of construction');
    expect(basis).toContain('Included at 10%');
    expect(basis).toContain('Rounded up to the next $100,000: applied once');
    expect(basis).toContain(
      'Lead time (design and approvals) 9 months; construction 24 months; 33 months from the assessment date to ' +
        'mid-construction, escalation factor 1.099223.',
    );
    expect(basis).toContain('Basement car park Sydney CBD $2,100.00 01 May 2025 Rawlinsons 2025');
    expect(basis).toMatch(/Ground floor lobby \$6,100\.00 \$5,200\.00 Stone-clad lobby: finishes well above/);
    expect(basis).toContain('Builder’s quote for a like deck, 2026');
    expect(basis).toContain('Areas measured from the 2019 as-built drawings');
    expect(basis).toContain('The tower would be rebuilt to its current design');
    const exclusions = pageWith(text, 'Exclusions').replace(/\s+/g, ' ');
    expect(exclusions).toContain('Loss of rent, business interruption');
    expect(exclusions).toContain('The tenants’ fit-out of levels 3 and 9, insured by the tenants.');
  });

  it('prints a decimal input as entered in the formulas, and the asbestos noted', () => {
    const buildUp = pagesOf(text).join('\n');
    expect(buildUp).toContain('6,850.5 m² × $5,460.00/m² = $37,403,730.00');
    expect(buildUp).toContain('Located rate: $5,200.00 × 1.05 = $5,460.00/m², rounded to the dollar');
    expect(buildUp.replace(/\s+/g, ' ')).toContain(
      'Allows for asbestos: Asbestos cement sheet in the 1970s stair enclosures',
    );
  });

  it('says it is a draft on every page, and gives the warnings and the reviews', () => {
    for (const page of pagesOf(text)) expect(page).toContain(RCA_DRAFT_TEXT);
    expect(pagesOf(text)[0]).toContain('Draft of 03 July 2026');
    const reviews = pageWith(text, 'Review schedule');
    expect(reviews).toMatch(/01 July 2027\s+Indexation of the sum insured/);
    expect(reviews).toMatch(/01 July 2029\s+Full reassessment/);
    expect(reviews.replace(/\s+/g, ' ')).toContain(
      'The rate for Basement car park, Sydney CBD was priced on 2025-05-01',
    );
    expect(text).toContain('Not yet signed off: the assessment’s status is In Progress.');
  });

  it('gives the same bytes for the same input', async () => {
    expect((await renderRcaDocument(harbourAssessment())).equals(bytes)).toBe(true);
  });
});

describe('a Completed assessment', () => {
  it('has no draft mark, and the checker’s sign-off date as the date of issue', async () => {
    const input = harbourAssessment({
      status: 'Completed',
      completed: true,
      signedOff: '2026-07-14',
      checker: { name: 'Casey Checker', taxAgentNumber: null, office: null, signedOn: '2026-07-14' },
    });
    const text = pdfText(await renderRcaDocument(input));
    expect(text).not.toContain('DRAFT');
    expect(pagesOf(text)[0]).toMatch(/DATE OF ISSUE\s+14 July 2026/);
    expect(text).toContain('Signed off by the checker on 14 July 2026.');
  });
});

describe('a draft whose inputs have errors', () => {
  let text: string;
  let input: RcaDocumentInput;
  beforeAll(async () => {
    input = draftWithErrors();
    text = pdfText(await renderRcaDocument(input));
  });

  it('prints the problem and each input error where it is, instead of figures', () => {
    expect(input.result.assessment).toBeNull();
    const page = pageWith(text, 'The assessment cannot be worked out yet');
    expect(page).toContain('Correct the inputs marked to see the assessment.');
    expect(page).toMatch(
      /Assessment settings\s+Policy period must be a whole number of months from 1 to 24\./,
    );
    expect(page).toMatch(/Main building, area “Office”\s+Area \(m²\) has more than 2 decimals\./);
    expect(pagesOf(text)[0]).toContain('NO SUM INSURED RECOMMENDED YET');
  });

  it('invents no figure: no build-up, recommendation or averaging, and no sum on the cover', () => {
    for (const heading of [
      'Build-up of the reinstatement cost',
      'Recommendation',
      'Averaging illustration',
    ]) {
      expect(pageWith(text, heading)).toBe('');
    }
    expect(pagesOf(text)[0]).not.toMatch(/\$[\d,]+\.\d{2}/);
    expect(text).not.toContain('Reinstatement cost excluding GST');
    for (const page of pagesOf(text)) expect(page).toContain(RCA_DRAFT_TEXT);
  });
});

describe('a long assessment', () => {
  it('runs the build-up over pages, each with the column headers and the building it continues', async () => {
    const input = longAssessment();
    const assessment = assessmentOf(input);
    const bytes = await renderRcaDocument(input);
    const text = pdfText(bytes);
    const pages = Number(pdfInfo(bytes).Pages);
    expect(pagesOf(text)).toHaveLength(pages);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    const buildUp = pagesOf(text).filter((page) => / m² × \$/.test(page));
    expect(buildUp.length).toBeGreaterThan(6);
    for (const page of buildUp) expect(page).toMatch(/Line\s+How it is worked\s+Amount/);
    expect(text).toMatch(
      /\n {2}Building 1: warehouse and offices of the northern estate, [^\n]*… \(continued\)\n/,
    );
    const costs = linesStarting(buildUp.join('\n'), 'Reinstatement cost  ').map((line) =>
      amountsOf(line).at(-1),
    );
    expect(costs).toEqual(assessment.buildings.map((b) => formatMoneyCents(b.reinstatementCents)));
  });
});
