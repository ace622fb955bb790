/**
 * Benchmark of the capex forecast's PDF (issue 27: "its PDF in under 5 s"): a generated forecast of 10,000 items
 * over 20 years from FY2026 at 3% (lifts at 4.5%) with a sinking fund, its figures worked once by the domain, then
 * the document written twice to a sink that counts bytes. Prints the figures' time, each document's time, pages,
 * bytes and the machine's load average. Target: under 5 s. Figures only, no timed assertions.
 *
 *   pnpm bench:capex-pdf
 *   BENCH_ITEMS=2000 pnpm bench:capex-pdf
 */
import { loadavg } from 'node:os';
import { BUILDING_ELEMENT_IDS, type CapexItem, type CapexSettings } from '@taxdep/domain/capex';
import { type CapexDocumentInput, forecastFigures, writeCapexDocument } from '../src/capex-document/index';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const WORDS = [
  'Carpet tiles',
  'Roof sheeting',
  'Split system',
  'Switchboard',
  'Hot water unit',
  'Sprinkler heads',
];
const PLACES = ['Level 1', 'Level 2 east wing', 'Basement car park', 'Roof plant room', 'Ground floor lobby'];

/** Item k of the forecast: the elements in turn, lives 5 to 40 years, one in ten measured, one in five repairs. */
function item(k: number): CapexItem {
  const life = 5 + (k % 36);
  const measured = k % 10 === 0;
  return {
    id: `item-${k}`,
    element: BUILDING_ELEMENT_IDS[k % BUILDING_ELEMENT_IDS.length] as CapexItem['element'],
    description: `${WORDS[k % WORDS.length]} ${k}`,
    location: PLACES[k % PLACES.length] as string,
    condition: 1 + (k % 5),
    quantity: measured ? 10 + (k % 500) / 4 : null,
    unit: measured ? 'm²' : '',
    unitRateCents: measured ? 4_500 + (k % 90) * 100 : null,
    lumpSumCents: measured ? null : 50_000 + ((k * 7_919) % 5_000_000),
    yearInstalled: 2026 - (k % (life + 3)),
    age: null,
    lifeYears: life,
    remainingLifeOverride: k % 50 === 0 ? k % 7 : null,
    remainingLifeReason: k % 50 === 0 ? 'Condition on inspection' : '',
    expenditure: k % 5 === 0 ? 'repairs' : 'capital',
    priority: k % 3 === 0 ? 'high' : 'medium',
    note: '',
  };
}

const settings: CapexSettings = {
  baseYear: 2026,
  horizon: 20,
  escalationPercent: '3',
  elementEscalationPercent: { lifts: '4.5' },
};
const items = Array.from({ length: ITEMS }, (_, k) => item(k));
let t = performance.now();
const figures = forecastFigures(settings, items, {
  openingBalanceCents: 100_000_000,
  contributionCents: 50_000_000,
  interestPercent: '2',
});
process.stdout.write(
  `capex PDF bench, Node ${process.version}, load average ${load()}\n` +
    `${ITEMS} items, ${figures.forecast.replacements.length} replacements: figures in ${(performance.now() - t).toFixed(0)} ms\n`,
);
const input: CapexDocumentInput = {
  firm: {
    name: 'Bench QS',
    abn: null,
    tpbRegistrationNumber: null,
    phone: null,
    email: null,
    website: null,
    logo: null,
  },
  header: {
    reportName: 'Bench forecast',
    propertyName: '1 Bench Street',
    propertyAddress: '1 Bench Street, Sydney NSW 2000',
    fundName: 'Bench Fund',
    clientName: 'Bench Client',
    reference: null,
    status: 'In Progress',
    surveyor: null,
    checker: null,
    completed: false,
    signedOff: null,
    stamp: new Date('2026-03-02T01:00:00Z'),
  },
  settings,
  items,
  ...figures,
};
for (let round = 1; round <= 2; round += 1) {
  let bytes = 0;
  t = performance.now();
  const cpu = process.cpuUsage();
  const result = await writeCapexDocument(input, (chunk) => {
    bytes += chunk.length;
  });
  const ms = performance.now() - t;
  const used = process.cpuUsage(cpu);
  process.stdout.write(
    `  document #${round}: ${(ms / 1000).toFixed(2)} s (CPU ${((used.user + used.system) / 1e6).toFixed(2)} s; ` +
      `target under 5 s), ${result.pages} pages, ${(bytes / 1024 / 1024).toFixed(2)} MB, load average ${load()}\n`,
  );
}
