/**
 * `taxdep calc SCENARIO.json [--out FILE]`: runs the tax engine on a scenario and prints, as JSON, per asset per FY
 * the opening value, additions, decline, balancing adjustment, abandonment and closing value, then the summary tax
 * flow. Amounts are dollars. A malformed scenario gets a message naming the field and exit code 2.
 */
import { readFile, writeFile } from 'node:fs/promises';
import {
  calculateSchedule,
  centsToDollars,
  type SummaryTaxFlowRow,
  summaryTaxFlow,
} from '@taxdep/domain/tax';
import { listedYears } from './asset-years';
import { readScenario } from './scenario';

const USAGE = 'usage: taxdep calc SCENARIO.json [--out FILE]\n';

function dollarsRow(row: SummaryTaxFlowRow): Record<string, number | string | null> {
  const out: Record<string, number | string | null> = {};
  for (const [k, v] of Object.entries(row)) out[k] = typeof v === 'number' ? centsToDollars(v) : v;
  return out;
}

export async function run(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(
      `${USAGE}\nRuns the tax engine on SCENARIO.json (docs/calc-scenario.md) and prints, as JSON, per asset per FY the\n` +
        'opening value, additions, decline, balancing adjustment, abandonment and closing value, then the summary tax\n' +
        'flow, in dollars. --out FILE writes the JSON to FILE. Exit 0 done, 2 unreadable or malformed scenario.\n',
    );
    return 0;
  }
  const outAt = args.indexOf('--out');
  const out = outAt >= 0 ? args[outAt + 1] : undefined;
  const positional = outAt >= 0 ? args.filter((_, i) => i !== outAt && i !== outAt + 1) : args;
  const file = positional[0];
  if (!file || positional.length !== 1 || (outAt >= 0 && !out)) {
    process.stderr.write(USAGE);
    return 2;
  }
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    process.stderr.write(
      `cannot read scenario ${file}: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 2;
  }
  const { scenario, issues } = readScenario(json);
  if (!scenario) {
    for (const x of issues) process.stderr.write(`${x.field}: ${x.message}\n`);
    return 2;
  }
  const schedule = calculateSchedule(scenario.assets, scenario.settings);
  const assets = schedule.assets.map((a, i) => ({
    id: a.input.id,
    categoryCode: a.input.categoryCode,
    deductionClass: a.deductionClass,
    years: listedYears(schedule, i).map((y) => ({
      financialYear: y.financialYear,
      openingValue: centsToDollars(y.openingValue),
      additions: centsToDollars(y.additions),
      decline: centsToDollars(y.decline),
      balancingAdjustment: centsToDollars(y.balancingAdjustment),
      abandonment: centsToDollars(y.abandonment),
      closingValue: centsToDollars(y.closingValue),
      daysHeld: y.daysHeld,
      pooled: y.pooled,
    })),
  }));
  const flow = summaryTaxFlow(schedule);
  const result = {
    // The windows are the law's table, not the scenario's figures: the output names the taxpayer only.
    settings: { ...schedule.settings, incentiveWindows: undefined },
    assets,
    summaryTaxFlow: {
      years: flow.balanceSummaryTaxFlow.map(dollarsRow),
      additionalAllowances: dollarsRow(flow.additionalAllowancesSummaryTaxFlow),
      total: dollarsRow(flow.total),
    },
  };
  const text = `${JSON.stringify(result, null, 2)}\n`;
  if (out) await writeFile(out, text);
  else process.stdout.write(text);
  return 0;
}
