import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CapexElementChart } from './CapexElementChart';
import { stackCapexYears } from './capex-chart-data';

const SERIES = ['Structure', 'Roof and façade', 'Mechanical'];

describe('CapexElementChart on the server (the forecast PDF draws it with react-dom/server)', () => {
  it('stacks each year’s elements upwards, leaving out the zero pieces', () => {
    const segments = stackCapexYears([
      { yearEnding: 2026, cents: [100, 0, 250] },
      { yearEnding: 2027, cents: [0, 0, 0] },
    ]);
    expect(segments).toEqual([
      { yearEnding: 2026, series: 0, low: 0, high: 100 },
      { yearEnding: 2026, series: 2, low: 100, high: 350 },
    ]);
  });

  it('renders complete SVG: title, description, a bar per non-zero piece, the legend and the year labels', () => {
    const html = renderToStaticMarkup(
      <CapexElementChart
        title="Forecast spending"
        series={SERIES}
        years={[
          { yearEnding: 2026, cents: [50_000_000, 0, 0] },
          { yearEnding: 2027, cents: [0, 1_030_000, 2_000_000] },
          { yearEnding: 2028, cents: [0, 0, 0] },
        ]}
      />,
    );
    expect(html.startsWith('<svg')).toBe(true);
    expect(html).toContain('role="img"');
    expect(html).toMatch(/<title id="[^"]+">Forecast spending<\/title>/);
    expect(html).toContain('2026 to 2028, stacked by Structure, Roof and façade, Mechanical');
    expect(html.match(/<rect[^>]*data-series="\d+"[^>]*>/g)).toHaveLength(3);
    for (const label of SERIES) expect(html).toContain(`>${label}<`);
    expect(html).toContain('>FY27<');
    expect(html).toContain('>$500K<');
  });
});
