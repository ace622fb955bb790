/// <reference types="node" />
/**
 * `pnpm bench:capex`: a capex forecast of 10,000 generated items over a 20-year horizon (years 0..20), with one
 * element at a rate of its own, plus its sinking fund. Issue 27's bar: it recomputes in well under 200 ms. Prints
 * the replacements, the first (cold) run, and the median and worst of the runs after it (the worst is mostly a
 * garbage collection on a busy machine). A benchmark, not a test: no assertions.
 */
import {
  BUILDING_ELEMENT_IDS,
  type CapexItem,
  type CapexSettings,
  forecastCapex,
  sinkingFund,
} from '../src/capex';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const RUNS = 15;

/** Deterministic generator (LCG), so every run measures the same forecast. */
let seed = 20260630;
const next = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));

const settings: CapexSettings = {
  baseYear: 2026,
  horizon: 20,
  escalationPercent: '3.25',
  elementEscalationPercent: { lifts: '4.5' },
};

function generate(n: number): CapexItem[] {
  return Array.from({ length: n }, (_, i): CapexItem => {
    const measured = next() < 0.5;
    return {
      id: String(i + 1),
      element: BUILDING_ELEMENT_IDS[i % BUILDING_ELEMENT_IDS.length] as CapexItem['element'],
      description: `Item ${i + 1}`,
      location: 'Level 1',
      condition: between(1, 5),
      quantity: measured ? between(1, 500_000) / 100 : null,
      unit: measured ? 'm²' : '',
      unitRateCents: measured ? between(100, 50_000) : null,
      lumpSumCents: measured ? null : between(10_000, 50_000_000),
      yearInstalled: between(1980, 2026),
      age: null,
      // Short lives too, so many items are replaced several times within the horizon.
      lifeYears: between(3, 40),
      remainingLifeOverride: next() < 0.1 ? between(0, 10) : null,
      remainingLifeReason: 'From the inspection',
      expenditure: next() < 0.7 ? 'capital' : 'repairs',
      priority: 'medium',
      note: '',
    };
  });
}

const items = generate(ITEMS);
const run = () => {
  const forecast = forecastCapex(settings, items);
  const fund = sinkingFund(
    { openingBalanceCents: 50_000_000, contributionCents: 20_000_000, interestPercent: '2.5' },
    settings.baseYear,
    forecast.totalByYear,
  );
  return { forecast, fund };
};

const cold = performance.now();
run(); // the first run also compiles the code: reported apart, as a cold recompute
const coldMs = performance.now() - cold;
const times: number[] = [];
let last = run();
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  last = run();
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const line = (label: string, value: string) => console.log(`${label.padEnd(28)} ${value}`);
line('items', ITEMS.toLocaleString('en-AU'));
line('replacements', last.forecast.replacements.length.toLocaleString('en-AU'));
line('short years of the fund', String(last.fund.shortYears.length));
line('first run (cold)', `${coldMs.toFixed(1)} ms`);
line('forecast + fund, median', `${(times[Math.floor(RUNS / 2)] as number).toFixed(1)} ms`);
line('forecast + fund, worst', `${(times[RUNS - 1] as number).toFixed(1)} ms`);
if (process.env.BENCH_ALL) console.log(times.map((t) => t.toFixed(0)).join(' '));
