import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MethodComparisonChart } from './MethodComparisonChart';
import { MethodComparisonTable } from './MethodComparisonTable';
import { cumulativeClaims, cumulativeExtent, type MethodYearClaims } from './method-comparison-data';

/** $10,000 of plant, life 10: prime cost $1,000 a year for 10 years; diminishing value 20% of what is left. */
const perYear: MethodYearClaims[] = Array.from({ length: 40 }, (_, k) => ({
  yearEnding: 2025 + k,
  primeCost: k < 10 ? 100_000 : 0,
  diminishingValue: Math.round(1_000_000 * 0.8 ** k * 0.2),
}));

describe('MethodComparisonChart on the server (the PDF report draws it with react-dom/server)', () => {
  it('renders complete SVG: title, a description with the end points, a line per method, both axes', () => {
    const html = renderToStaticMarkup(
      <MethodComparisonChart years={cumulativeClaims(perYear)} title="Prime cost versus diminishing value" />,
    );
    expect(html.startsWith('<svg')).toBe(true);
    expect(html.endsWith('</svg>')).toBe(true);
    expect(html).toContain('role="img"');
    expect(html).toMatch(/<title id="[^"]+">Prime cost versus diminishing value<\/title>/);
    expect(html).toContain('30 June 2025 to 2064');
    // Prime cost reaches the whole $10,000; diminishing value is just short of it after 40 years.
    expect(html).toContain('Prime cost $10K');
    const lines = html.match(/<path[^>]*data-series="[^"]+"[^>]*>/g) ?? [];
    expect(lines).toHaveLength(2);
    expect(lines.find((l) => l.includes('primeCost'))).toContain('stroke-dasharray="6 4"');
    // 40 points on each line: a move and 39 line commands.
    for (const line of lines) expect(line.match(/[ML]/g)?.length).toBe(40);
    expect(html).toContain('>2030<');
    expect(html).not.toContain('>2031<');
    expect(html).toContain('>$10K<');
  });

  it('draws its axes for no years and for all-nil claims', () => {
    expect(renderToStaticMarkup(<MethodComparisonChart years={[]} title="None" />)).toContain(
      'No financial years to show.',
    );
    const nil = cumulativeClaims([{ yearEnding: 2025, primeCost: 0, diminishingValue: 0 }]);
    expect(renderToStaticMarkup(<MethodComparisonChart years={nil} title="Nil" />)).toContain('>$0<');
  });

  it('the table alternative lists every year with both methods’ claims to date', () => {
    const html = renderToStaticMarkup(
      <MethodComparisonTable
        years={cumulativeClaims(perYear).slice(0, 2)}
        caption="Figures"
        formatMoney={(c) => `$${c / 100}`}
      />,
    );
    expect(html).toContain('<caption>Figures</caption>');
    expect(html).toContain('<th scope="row">2026</th><td>$3600</td><td>$2000</td>');
  });
});

describe('cumulative claims', () => {
  it('adds each method up in order and keeps zero on the axis', () => {
    const years = cumulativeClaims([
      { yearEnding: 2025, primeCost: 100, diminishingValue: 200 },
      { yearEnding: 2026, primeCost: -150, diminishingValue: 160 },
    ]);
    expect(years).toEqual([
      { yearEnding: 2025, diminishingValue: 200, primeCost: 100 },
      { yearEnding: 2026, diminishingValue: 360, primeCost: -50 },
    ]);
    expect(cumulativeExtent(years)).toEqual([-50, 360]);
    expect(cumulativeExtent([])).toEqual([0, 100]);
  });
});
