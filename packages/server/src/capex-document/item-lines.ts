/**
 * Each item of the forecast as the item schedule and the items file give it (issue 27 item 5): its fields in words,
 * its base cost C₀, its remaining life (with the surveyor's override and reason) and its replacements with their
 * escalated costs. One reading for the PDF, the CSV and the workbook, so the three agree.
 */
import {
  baseCostCents,
  buildingElementLabel,
  CAPEX_PRIORITIES,
  type CapexForecast,
  type CapexItem,
  type CapexReplacement,
  CONDITION_RATINGS,
  EXPENDITURE_KINDS,
  installedYear,
  remainingLife,
  uniqueMessages,
  validateCapexItem,
} from '@taxdep/domain/capex';
import { formatMoneyCents } from '@taxdep/domain/format';

export interface ItemLine {
  /** From 1, in the forecast's order. */
  number: number;
  item: CapexItem;
  element: string;
  condition: string;
  /** "Lump sum", or "120.5 m² × $45.00". */
  costBasis: string;
  /** C₀, or null when the item's cost cannot be read (it is left out). */
  baseCents: number | null;
  /** "FY2012", or "FY2014 (age 12)". */
  installed: string;
  life: string;
  /** Years to the first replacement, or null for an item left out. */
  remainingYears: number | null;
  /** Whether the surveyor's override set it. */
  overridden: boolean;
  expenditure: string;
  priority: string;
  /** The item's replacements within the horizon, in year order (none for an item left out). */
  replacements: readonly CapexReplacement[];
  /** The sum of its escalated costs. */
  forecastCents: number;
  /** The domain's reasons, for an item the forecast left out; empty otherwise. */
  leftOutReasons: string[];
}

const CONDITION = new Map<number, string>(CONDITION_RATINGS.map((c) => [c.id, c.label]));
const PRIORITY = new Map<string, string>(CAPEX_PRIORITIES.map((p) => [p.id, p.label]));
const EXPENDITURE = new Map<string, string>(EXPENDITURE_KINDS.map((e) => [e.id, e.label]));
const QUANTITY = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 3 });

function costBasis(item: CapexItem): string {
  if (item.lumpSumCents !== null) return 'Lump sum';
  if (item.quantity === null || item.unitRateCents === null) return 'Not given';
  const unit = item.unit.trim();
  return `${QUANTITY.format(item.quantity)}${unit ? ` ${unit}` : ''} × ${formatMoneyCents(item.unitRateCents)}`;
}

function safely<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/** The items' lines in order, each with its replacements (the forecast's, grouped by item once). */
export function* itemLines(items: readonly CapexItem[], forecast: CapexForecast): Generator<ItemLine> {
  const byItem = new Map<string, CapexReplacement[]>();
  for (const r of forecast.replacements) {
    const list = byItem.get(r.itemId);
    if (list) list.push(r);
    else byItem.set(r.itemId, [r]);
  }
  const leftOut = new Set(forecast.leftOut);
  let number = 0;
  for (const item of items) {
    number += 1;
    const out = leftOut.has(item.id);
    const replacements = out ? [] : (byItem.get(item.id) ?? []);
    const year = safely(() => installedYear(item, forecast.baseYear));
    yield {
      number,
      item,
      element: safely(() => buildingElementLabel(item.element)) ?? String(item.element),
      condition:
        item.condition === null
          ? 'Not rated'
          : `${item.condition} ${CONDITION.get(item.condition) ?? ''}`.trim(),
      costBasis: costBasis(item),
      baseCents: out ? safely(() => baseCostCents(item)) : baseCostCents(item),
      installed:
        year === null
          ? 'Not given'
          : item.yearInstalled === null
            ? `FY${year} (age ${item.age})`
            : `FY${year}`,
      life: item.lifeYears === null ? '' : String(item.lifeYears),
      remainingYears: out ? null : remainingLife(item, forecast.baseYear),
      overridden: item.remainingLifeOverride !== null,
      expenditure: EXPENDITURE.get(item.expenditure) ?? String(item.expenditure),
      priority: item.priority === null ? 'None' : (PRIORITY.get(item.priority) ?? String(item.priority)),
      replacements,
      forecastCents: replacements.reduce((sum, r) => sum + r.cents, 0),
      leftOutReasons: out ? uniqueMessages(validateCapexItem(item, forecast.baseYear)) : [],
    };
  }
}

/** "1 year" or "3 years", with the surveyor's reason when the override set it. */
export function remainingLifeText(line: ItemLine): string {
  if (line.remainingYears === null) return '';
  const years = `${line.remainingYears} year${line.remainingYears === 1 ? '' : 's'}`;
  const reason = line.item.remainingLifeReason.trim();
  return line.overridden ? `${years} (surveyor: ${reason || 'no reason given'})` : years;
}

/** "FY2027 $10,300.00" per replacement, or why there are none. */
export function replacementTexts(line: ItemLine): string[] {
  if (line.leftOutReasons.length > 0) return ['Left out of the forecast: see Items left out'];
  if (line.replacements.length === 0) return ['None within the horizon'];
  return line.replacements.map((r) => `FY${r.financialYear} ${formatMoneyCents(r.cents)}`);
}
