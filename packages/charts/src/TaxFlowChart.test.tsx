import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TaxFlowChart } from './TaxFlowChart';
import { TaxFlowTable } from './TaxFlowTable';
import { compactDollars, stackTaxFlow, type TaxFlowYear, valueExtent } from './tax-flow-data';

const year = (yearEnding: number, values: Partial<TaxFlowYear> = {}): TaxFlowYear => ({
  yearEnding,
  division40: 0,
  lowValuePool: 0,
  division43: 0,
  balancing: 0,
  abandonment: 0,
  repairs: 0,
  ...values,
});

/** 40 years as the Summary Tax Flow gives them: plant running down, capital works level, a disposal in year 3. */
const forty: TaxFlowYear[] = Array.from({ length: 40 }, (_, k) =>
  year(2025 + k, {
    division40: k < 10 ? 500_000 - k * 40_000 : 0,
    lowValuePool: k < 5 ? 60_000 : 0,
    division43: 250_000,
    balancing: k === 2 ? -120_000 : 0,
  }),
);

describe('TaxFlowChart on the server (the PDF report draws it with react-dom/server)', () => {
  it('renders complete SVG: title, description, a bar per non-zero piece, both axes', () => {
    const html = renderToStaticMarkup(<TaxFlowChart years={forty} title="Summary tax flow, 40 years" />);
    expect(html.startsWith('<svg')).toBe(true);
    expect(html.endsWith('</svg>')).toBe(true);
    expect(html).toContain('role="img"');
    expect(html).toMatch(/<title id="[^"]+">Summary tax flow, 40 years<\/title>/);
    expect(html).toContain('financial year ending 30 June, 2025 to 2064');
    const bars = html.match(/<rect[^>]*data-series="[^"]+"[^>]*>/g) ?? [];
    // 10 Division 40, 5 pool, 40 Division 43, 1 negative balancing adjustment.
    expect(bars).toHaveLength(56);
    expect(bars.filter((bar) => bar.includes('data-series="balancing"'))).toHaveLength(1);
    for (const bar of bars) expect(bar).toMatch(/height="\d+(\.\d+)?"/);
    // Year labels every 5 years on the bottom axis; dollar labels on the left.
    expect(html).toContain('>2030<');
    expect(html).not.toContain('>2031<');
    // Whole thousands of dollars on the value axis, the negative side included: the flow's peak is $8,100.
    expect(html).toContain('>$8K<');
    expect(html).toContain('>-$2K<');
  });

  it('an all-zero flow still draws its axes and no bars', () => {
    const html = renderToStaticMarkup(<TaxFlowChart years={[year(2025), year(2026)]} title="Empty" />);
    expect(html).toContain('<svg');
    expect(html).not.toContain('data-series=');
    expect(html).toContain('>$0<');
  });

  it('the table alternative lists every year with the formatted figures', () => {
    const html = renderToStaticMarkup(
      <TaxFlowTable
        years={forty.slice(0, 3)}
        caption="Figures"
        formatMoney={(c) => (c < 0 ? `-$${-c / 100}` : `$${c / 100}`)}
      />,
    );
    expect(html).toContain('<caption>Figures</caption>');
    expect(html).toContain('<th scope="row">30 June 2027</th>');
    expect(html).toContain('<td>-$1200</td>');
  });
});

describe('stacking (docs/tax-rules.md rule 15: an assessable adjustment counts against the deductions)', () => {
  it('stacks deductions up from zero and negative amounts down, leaving zero pieces out', () => {
    const segments = stackTaxFlow([year(2025, { division40: 300, division43: 200, balancing: -50 })]);
    expect(segments).toEqual([
      { yearEnding: 2025, key: 'division40', low: 0, high: 300 },
      { yearEnding: 2025, key: 'division43', low: 300, high: 500 },
      { yearEnding: 2025, key: 'balancing', low: -50, high: 0 },
    ]);
    expect(valueExtent(segments)).toEqual([-50, 500]);
    expect(valueExtent([])).toEqual([0, 100]);
  });

  it('labels the axis in short dollars', () => {
    expect(compactDollars(0)).toBe('$0');
    expect(compactDollars(95_000)).toBe('$950');
    expect(compactDollars(1_200_000)).toBe('$12K');
    expect(compactDollars(-150_000_000)).toBe('-$1.5M');
  });
});
