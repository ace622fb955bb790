/**
 * The explanation of the assets deducted whole in the FY they start (docs/tax-rules.md "Categories", rule 10):
 * instant asset write-offs (IA, an additional allowance, decision 2), repairs and expensed items; an IA asset's
 * disposal is fully assessable (rule 13).
 */
import { fyOfDay } from '../calendar/financial-year';
import type { PreparedAsset } from '../events/prepare';
import { type ExplanationBody, sumOf } from './explanation-parts';
import { dateOfDay, money, type StepList, step } from './explanation-text';
import type { Schedule } from './schedule';

const WHOLE = {
  instant: {
    label: 'Instant asset write-off: the whole cost',
    citation: 's328-180, s40-82; docs/tax-rules.md "Categories"',
  },
  repairs: { label: 'Repairs: deducted whole in the FY incurred', citation: 's25-10; rule 10' },
  expensed: { label: 'Expensed item: deducted whole in the FY incurred', citation: 'rule 10' },
} as const;

/** IA, repairs and expensed items: the whole start value in the start FY; an IA disposal is fully assessable. */
export function explainWholeYear(
  schedule: Schedule,
  index: number,
  fy: number,
  list: StepList,
): ExplanationBody {
  const a = schedule.assets[index] as PreparedAsset;
  const kind =
    a.deductionClass === 'instant' ? 'instant' : a.deductionClass === 'repairs' ? 'repairs' : 'expensed';
  const body: ExplanationBody = { treatment: 'whole', note: null, days: null, rate: null, events: [] };
  const start = fy === a.startFinancialYear && fy <= schedule.lastFinancialYear;
  const disposal =
    kind === 'instant' &&
    a.disposalDay !== null &&
    a.disposalDay === a.endDay &&
    fyOfDay(a.disposalDay) === fy &&
    fy <= schedule.lastFinancialYear;
  if (!start && !disposal) return { ...body, note: `deducted whole in FY${a.startFinancialYear}` };
  if (start) {
    list.add(
      'value',
      'Additions',
      a.startValue,
      'docs/tax-rules.md "Asset fields"',
      (x) => `${money(x)}, from ${a.input.startDate}`,
    );
    list.add(
      'decline',
      WHOLE[kind].label,
      step('value'),
      WHOLE[kind].citation,
      (x) => `${money(x)}, not apportioned by days`,
    );
    list.add('closing', 'Closing written-down value', sumOf(['value'], ['decline']), 'decision 2', (x) =>
      money(x),
    );
    if (kind === 'instant') {
      body.events.push({
        kind: 'instantWriteOff',
        date: a.input.startDate,
        text: 'the whole cost is an additional allowance',
        citation: 'decision 2',
      });
    }
  }
  if (disposal) {
    list.add(
      'terminationValue',
      'Termination value',
      a.terminationValue,
      's40-300',
      (x) => `received ${money(x)}`,
    );
    list.add(
      'disposalAdjustment',
      'Balancing adjustment on disposal',
      step('terminationValue'),
      's40-285; rule 13',
      (x) => {
        return `termination value ${money(x)} − adjustable value $0.00 (written off) = ${money(x)} (assessable)`;
      },
    );
    body.events.push({
      kind: 'disposal',
      date: dateOfDay(a.disposalDay ?? 0),
      text: `disposed of for ${money(a.terminationValue)}`,
      citation: 'rule 13',
    });
  }
  return {
    ...body,
    derivation: {
      valueFigure: 'additions',
      value: start ? 'value' : null,
      closing: start ? 'closing' : null,
      depreciation: start ? 'decline' : null,
      balancing: disposal ? 'disposalAdjustment' : null,
      abandonment: null,
    },
  };
}
