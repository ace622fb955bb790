/**
 * The forecast's settings in words (issue 27 item 5: "escalation as chosen"), for the cover and the basis page.
 */
import {
  BUILDING_ELEMENTS,
  type CapexSettings,
  escalatedCents,
  escalationFactors,
  type PercentPerYear,
  readRatePercent,
  type SinkingFundSettings,
} from '@taxdep/domain/capex';
import { formatMoneyCents } from '@taxdep/domain/format';

const PERCENT = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 4 });

/** "3%", "3.25%": the rate as entered, read exactly (parts per million). */
export function percentText(value: PercentPerYear): string {
  const parts = readRatePercent(value).partsPerMillion ?? 0;
  return `${PERCENT.format(parts / 10_000)}%`;
}

/** "FY2026 (1 July 2025 to 30 June 2026)". */
export const financialYearText = (year: number) => `FY${year} (1 July ${year - 1} to 30 June ${year})`;

export function horizonText(settings: CapexSettings): string {
  return (
    `${settings.horizon} years: FY${settings.baseYear} to FY${settings.baseYear + settings.horizon}, ` +
    `${settings.horizon + 1} financial years with the base year`
  );
}

/** The elements escalating at a rate of their own, in the list's order: "Lifts 4.5%, Fire 3.5%". */
export function elementRatesText(settings: CapexSettings): string | null {
  const own = BUILDING_ELEMENTS.flatMap((e) => {
    const rate = settings.elementEscalationPercent[e.id];
    return rate === undefined || rate === null || rate === '' ? [] : [`${e.label} ${percentText(rate)}`];
  });
  return own.length > 0 ? own.join(', ') : null;
}

export function escalationText(settings: CapexSettings): string {
  const own = elementRatesText(settings);
  const one = `${percentText(settings.escalationPercent)} a year`;
  return own ? `${one}; at a rate of their own: ${own}` : one;
}

/**
 * A worked example at the forecast's own rate: $10,000.00 escalated for 5 years (at 3%, $11,592.74), worked by the
 * domain's escalation, so the sentence and the figures follow the same rule.
 */
export function escalationExample(settings: CapexSettings): string {
  const parts = readRatePercent(settings.escalationPercent).partsPerMillion ?? 0;
  const years = Math.min(5, settings.horizon);
  const cents = escalatedCents(1_000_000, escalationFactors(parts, years), years);
  return (
    `For example, $10,000.00 in FY${settings.baseYear} prices at ${percentText(settings.escalationPercent)} a year ` +
    `costs ${formatMoneyCents(cents)} in year ${years} (FY${settings.baseYear + years}).`
  );
}

export function sinkingFundText(fund: SinkingFundSettings, baseYear: number): string {
  return (
    `Opening balance ${formatMoneyCents(fund.openingBalanceCents)} at the start of FY${baseYear}; a contribution ` +
    `of ${formatMoneyCents(fund.contributionCents)} in every year; interest at ${percentText(fund.interestPercent)} ` +
    'a year on a positive opening balance.'
  );
}
