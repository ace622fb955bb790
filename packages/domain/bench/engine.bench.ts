/// <reference types="node" />
/**
 * `pnpm bench:engine`: 100,000 generated assets of mixed categories, the full 40-year tax flow and every deduction
 * view, plus the Calculations and Summary tabs. Prints assets × years per second, engine, outputs and total time
 * and peak memory. A benchmark, not a test: no assertions. Run it several times on a busy machine.
 *
 * `BENCH_LAW=business` or `BENCH_LAW=rental` runs the same register under the law of issue 23 (docs/tax-rules.md):
 * a company in business with turnover of $2m-$10m, or two individuals renting a second-hand house bought in 2019
 * (s40-27 then denies the second-hand Division 40 assets, the $300 rule reads every cheap item). The assets the
 * law refuses (an incentive out of its window, say) are left out before the clock starts, as the service does.
 */
import { Worker } from 'node:worker_threads';
import {
  type CategoryCode,
  calculateSchedule,
  calculationsTab,
  categoryReport,
  DEFAULT_INCENTIVE_WINDOWS,
  deductionViews,
  lawIssues,
  type MethodCode,
  ratio,
  summaryTab,
  summaryTaxFlow,
  type TaxAssetInput,
  type Taxpayer,
} from '../src/tax';

const ASSETS = Number(process.env.BENCH_ASSETS ?? 100_000);
const LAW = process.env.BENCH_LAW ?? '';
const TAXPAYERS: Record<string, Taxpayer> = {
  business: {
    entityType: 'company',
    propertyUse: 'business',
    turnoverBand: 'from2mTo10m',
    contractDate: '2014-03-01',
    settlementDate: '2014-04-15',
    premisesCondition: 'previouslyUsed',
  },
  rental: {
    entityType: 'individual',
    propertyUse: 'residentialRental',
    turnoverBand: null,
    contractDate: '2019-03-14',
    settlementDate: '2019-04-30',
    premisesCondition: 'previouslyUsed',
  },
};
const taxpayer = LAW ? TAXPAYERS[LAW] : null;
if (taxpayer === undefined) throw new Error(`BENCH_LAW must be business or rental, not ${LAW}`);
const YEARS = 40;

/** Deterministic generator (LCG), so every run measures the same scenario. */
let seed = 20250630;
const next = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;

const CATEGORIES: CategoryCode[] = ['40', '40', '40', '40', 'AD', '43', '43', 'L', 'L', 'IA', 'R'];
const GROUPS = ['Carpets', 'Lifts', 'Lighting', 'Security', 'Fire control', 'Air conditioning', 'EX'];
const INDUSTRIES = ['Property operators', 'Accommodation', 'Retail'];

function generate(n: number): TaxAssetInput[] {
  const assets: TaxAssetInput[] = [];
  for (let i = 0; i < n; i++) {
    const categoryCode = pick(CATEGORIES);
    const methodCode: MethodCode = next() < 0.6 ? 'DV' : 'PC';
    // Starts up to December 2024: every asset enters by the report's FY 2025 (docs/tax-rules.md rule 1).
    const year = 2015 + Math.floor(next() * 10);
    const month = 1 + Math.floor(next() * 12);
    const day = 1 + Math.floor(next() * 28);
    const startDate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const cost =
      categoryCode === 'L' ? 10_000 + Math.floor(next() * 89_000) : 50_000 + Math.floor(next() * 5_000_000);
    const life = 2 + Math.floor(next() * 38);
    const asset: TaxAssetInput = {
      id: String(i + 1),
      categoryCode,
      methodCode,
      assetGroup: pick(GROUPS),
      industry: pick(INDUSTRIES),
      subIndustry: 'General',
      startDate,
      entryFinancialYear: month >= 7 ? year + 1 : year,
      originalCost: cost,
      rate: categoryCode === '43' ? ratio(1, 40) : ratio(methodCode === 'DV' ? 2 : 1, life),
      historicalBuildingCost: categoryCode === '43' ? cost : null,
      abandonmentLabel: next() < 0.05 ? 'Fit-out A' : null,
    };
    // Only under the law: a third of the register bought second-hand with the house (s40-27's case).
    if (taxpayer && i % 3 === 0) asset.secondHand = true;
    const r = next();
    if (r < 0.03) asset.disposal = { date: `${year + 3}-03-15`, terminationValue: Math.floor(cost / 3) };
    else if (r < 0.05) asset.abandonmentDate = `${year + 5}-06-30`;
    else if (r < 0.06 && categoryCode === '43')
      asset.demolitions = [{ date: `${year + 2}-10-01`, rate: ratio(1, 4) }];
    assets.push(asset);
  }
  return assets;
}

/**
 * Peak RSS, sampled every 2 ms by a worker thread: the run itself is synchronous, so a timer on the main thread
 * would only fire after it. The worker reads the whole process's RSS and keeps the maximum in shared memory.
 */
const peakShared = new Float64Array(new SharedArrayBuffer(8));
const sampler = new Worker(
  `const { workerData } = require('node:worker_threads');
   const peak = new Float64Array(workerData);
   const tick = () => { const rss = process.memoryUsage.rss(); if (rss > peak[0]) peak[0] = rss; };
   tick();
   setInterval(tick, 2);`,
  { eval: true, workerData: peakShared.buffer },
);
const sample = () => {
  peakShared[0] = Math.max(peakShared[0] ?? 0, process.memoryUsage.rss());
};

const law = taxpayer ? { taxpayer, incentiveWindows: DEFAULT_INCENTIVE_WINDOWS } : {};
const assets = generate(ASSETS).filter((a) => lawIssues(a, law).length === 0);
sample();
const t0 = performance.now();
const schedule = calculateSchedule(assets, {
  eofyReportDate: '2025-06-30',
  lowValuePoolFlag: true,
  years: YEARS,
  roundingUnit: 'cent',
  leapYearPolicy: 'statutory',
  ...law,
});
sample();
const t1 = performance.now();
const flow = summaryTaxFlow(schedule);
const views = Object.values(deductionViews(schedule));
const calc = calculationsTab(schedule);
const summary = summaryTab(schedule);
const dv = categoryReport(schedule, 'DiminishingValue');
sample();
const t2 = performance.now();
await sampler.terminate();
const peak = peakShared[0] ?? 0;

// Asset-years from each asset's first FY to the end of the flow (stored rows may stop earlier).
let rows = 0;
for (const r of schedule.rows) rows += Math.max(0, schedule.lastFinancialYear - r.firstFinancialYear + 1);
const seconds = (t2 - t0) / 1000;
const line = (k: string, v: string) => process.stdout.write(`${k.padEnd(28)}${v}\n`);
line(
  'law',
  taxpayer ? `${LAW} (${(ASSETS - assets.length).toLocaleString('en-AU')} refused, left out)` : 'none',
);
line('assets', assets.length.toLocaleString('en-AU'));
line('asset-years computed', rows.toLocaleString('en-AU'));
line('assets × years / second', Math.round((assets.length * YEARS) / seconds).toLocaleString('en-AU'));
line('engine (schedule)', `${((t1 - t0) / 1000).toFixed(3)} s`);
line('outputs (flow, views, tabs)', `${((t2 - t1) / 1000).toFixed(3)} s`);
line('total', `${seconds.toFixed(3)} s`);
line('peak memory (rss)', `${(peak / 1024 / 1024).toFixed(0)} MB`);
line('pool years', String(schedule.pool.length));
line('check: flow total (cents)', String(flow.total.total));
line(
  'check: sizes',
  `${views.map((v) => v.categoryAsset.length).join('/')} ${calc.modelAssetCalcParams.length} ${summary.categoryWiseAssetForSummaryTab.length} ${dv.balanceSummaryTaxFlow.length}`,
);
