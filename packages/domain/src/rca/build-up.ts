/**
 * One building's build-up (issue 28 item 4; docs/rca-rules.md "The build-up"), line by line in the order the
 * document prints it:
 *   floor areas (area × rate × locality) → building works; + external works + site services + adjustments = base B;
 *   escalation to mid-construction → escalated cost E; + contingency (% of E); + professional fees (% of E and the
 *   contingency); + authority fees; + demolition and debris removal (% of E, or a lump sum) = cost excluding GST;
 *   + GST (when insured) = the building's reinstatement cost.
 * Each line is worked from the rounded lines above it (so the table adds up as printed) and rounded once, half away
 * from zero, to the assessment's line unit. Worked in BigInt; the caller refuses a total beyond 2^53 cents.
 */
import { formatMoneyCents } from '../format/money';
import { type Ratio, roundDivBig, unitCents } from '../tax/money/exact';
import { percentOf, readDecimal } from './decimal-reading';
import { type EscalationFactor, escalationRise, indexFactor, rateFactor } from './escalation';
import { AREA_RULE, ESCALATION_RULE, INDEX_RULE, LOCALITY_RULE, PERCENT_RULE } from './limits';
import type { RcaBuilding, RcaSettings } from './rca-inputs';
import { isOverridden } from './validation';

export type RcaLineKind =
  | 'area'
  | 'buildingWorks'
  | 'externalWorks'
  | 'siteServices'
  | 'adjustment'
  | 'base'
  | 'escalation'
  | 'escalatedCost'
  | 'contingency'
  | 'professionalFees'
  | 'authorityFees'
  | 'demolition'
  | 'costExcludingGst'
  | 'gst'
  | 'reinstatementCost';

/** A line of the build-up with what it is worked from: every figure explains itself. */
export interface RcaLine {
  kind: RcaLineKind;
  label: string;
  /** Kept in BigInt while the build-up is worked; the assessment turns it into cents once the total is known safe. */
  cents: bigint;
  subtotal: boolean;
  /** The arithmetic, with the figures it uses ("1,500 m² × $1,261.00 = $1,891,500.00"). */
  formula: string;
  /** Where the inputs come from and how the line was rounded. */
  notes: string[];
  areaId?: string;
}

export interface RcaEscalation {
  factor: EscalationFactor;
  /** policy + lead + construction ÷ 2, in months (may end in .5). */
  monthsToMidConstruction: string;
}

function required(reading: { value: Ratio | null }, what: string): Ratio {
  if (reading.value === null) throw new RangeError(`${what} is not valid: validate the building first`);
  return reading.value;
}

function money(cents: bigint): string {
  return formatMoneyCents(Number(cents));
}

function decimalText(r: Ratio): string {
  // readDecimal's ratios are reduced (1.05 is 21/20, 6850.5 is 13701/2), so a denominator divides a power of ten
  // without being one: the text is the numerator scaled to the least such power, exact.
  let places = 0;
  let scale = 1;
  while (scale % r.den !== 0 && places < 20) {
    places += 1;
    scale *= 10;
  }
  const digits = String(r.num * (scale / r.den)).padStart(places + 1, '0');
  const whole = Number(digits.slice(0, digits.length - places)).toLocaleString('en-AU');
  return places === 0 ? whole : `${whole}.${digits.slice(digits.length - places)}`;
}

/** A percentage input as the fraction it applies (12.5 → 1/8) and as the text the formula prints ("12.5%"). */
function percentInput(text: string, what: string): { rate: Ratio; text: string } {
  const value = required(readDecimal(text, PERCENT_RULE), what);
  return { rate: percentOf(value), text: `${decimalText(value)}%` };
}

/** round(value × ratio) to the unit, half away from zero. */
function share(value: bigint, r: Ratio, unit: bigint): bigint {
  return roundDivBig(value * BigInt(r.num), BigInt(r.den) * unit) * unit;
}

export function escalationOf(settings: RcaSettings, building: RcaBuilding): RcaEscalation {
  const halfMonths = 2 * settings.policyMonths + 2 * building.leadMonths + building.constructionMonths;
  const months = halfMonths % 2 === 0 ? String(halfMonths / 2) : `${(halfMonths - 1) / 2}.5`;
  if (settings.escalationMethod === 'index') {
    const from = required(readDecimal(settings.indexFrom, INDEX_RULE), 'indexFrom');
    const to = required(readDecimal(settings.indexTo, INDEX_RULE), 'indexTo');
    return { factor: indexFactor(from, to), monthsToMidConstruction: months };
  }
  const percent = required(readDecimal(settings.escalationPercent, ESCALATION_RULE), 'escalationPercent');
  return { factor: rateFactor(percentOf(percent), halfMonths), monthsToMidConstruction: months };
}

function escalationFormula(settings: RcaSettings, building: RcaBuilding, escalation: RcaEscalation): string {
  if (settings.escalationMethod === 'index') {
    return `Cost index ${settings.indexTo.trim()} ÷ ${settings.indexFrom.trim()} = ${escalation.factor.text}`;
  }
  const rate = `${decimalText(required(readDecimal(settings.escalationPercent, ESCALATION_RULE), 'escalation'))}%`;
  return (
    `(1 + ${rate})^((${settings.policyMonths} + ${building.leadMonths} + ` +
    `${building.constructionMonths} ÷ 2) ÷ 12) = (1 + ${rate})^(${escalation.monthsToMidConstruction} ÷ 12)` +
    ` = ${escalation.factor.text}`
  );
}

export function buildingLines(
  settings: RcaSettings,
  building: RcaBuilding,
): { lines: RcaLine[]; escalation: RcaEscalation } {
  const unit = BigInt(unitCents(settings.lineRounding));
  const rounding = settings.lineRounding === 'dollar' ? 'rounded to the dollar' : 'rounded to the cent';
  const lines: RcaLine[] = [];
  const line = (entry: Omit<RcaLine, 'subtotal'> & { subtotal?: boolean }): bigint => {
    lines.push({ subtotal: false, ...entry });
    return entry.cents;
  };
  const locality = required(readDecimal(building.localityFactor, LOCALITY_RULE), 'localityFactor');

  let works = 0n;
  for (const area of building.areas) {
    const rate = BigInt(area.rateCentsPerM2 ?? 0);
    const located = share(rate, locality, unit);
    const m2 = required(readDecimal(area.areaM2, AREA_RULE), 'areaM2');
    const cents = roundDivBig(located * BigInt(m2.num), BigInt(m2.den) * unit) * unit;
    const source = area.libraryRate
      ? `Library rate ${money(BigInt(area.libraryRate.rateCentsPerM2))}/m²: ${area.libraryRate.buildingType}, ` +
        `${area.libraryRate.location}, priced ${area.libraryRate.pricedOn} (${area.libraryRate.source})`
      : 'Rate entered by the assessor';
    const notes = [source];
    if (isOverridden(area) && area.overrideReason.trim() !== '')
      notes.push(`Reason: ${area.overrideReason.trim()}`);
    notes.push(`Located rate: ${money(rate)} × ${decimalText(locality)} = ${money(located)}/m², ${rounding}`);
    works += line({
      kind: 'area',
      areaId: area.areaId,
      label: area.use.trim(),
      cents,
      formula: `${decimalText(m2)} m² × ${money(located)}/m² = ${money(cents)}`,
      notes,
    });
  }
  line({
    kind: 'buildingWorks',
    label: 'Building works',
    cents: works,
    subtotal: true,
    formula: 'Sum of the floor areas',
    notes: [],
  });
  let base = works;
  base += line({
    kind: 'externalWorks',
    label: 'External works',
    cents: BigInt(building.externalWorksCents),
    formula: 'Lump sum',
    notes: [],
  });
  base += line({
    kind: 'siteServices',
    label: 'Site services',
    cents: BigInt(building.siteServicesCents),
    formula: 'Lump sum',
    notes: [],
  });
  for (const adjustment of building.adjustments) {
    base += line({
      kind: 'adjustment',
      label: adjustment.description.trim(),
      cents: BigInt(adjustment.cents),
      formula: 'Lump sum',
      notes: [],
    });
  }
  line({
    kind: 'base',
    label: 'Base reinstatement cost (at the rates’ prices)',
    cents: base,
    subtotal: true,
    formula: 'Building works + external works + site services + adjustments',
    notes: [],
  });

  const escalation = escalationOf(settings, building);
  const rise = escalationRise(base, escalation.factor, Number(unit));
  const escalated = base + rise;
  line({
    kind: 'escalation',
    label: 'Escalation to mid-construction',
    cents: rise,
    formula: `${money(base)} × (${escalation.factor.text} − 1) = ${money(rise)}`,
    notes: [escalationFormula(settings, building, escalation), rounding],
  });
  line({
    kind: 'escalatedCost',
    label: 'Escalated cost',
    cents: escalated,
    subtotal: true,
    formula: 'Base + escalation',
    notes: [],
  });

  const contingencyRate = percentInput(building.contingencyPercent, 'contingency');
  const contingency = share(escalated, contingencyRate.rate, unit);
  line({
    kind: 'contingency',
    label: 'Contingency',
    cents: contingency,
    formula: `${contingencyRate.text} × ${money(escalated)} = ${money(contingency)}`,
    notes: [rounding],
  });
  const feesRate = percentInput(building.professionalFeesPercent, 'fees');
  const fees = share(escalated + contingency, feesRate.rate, unit);
  line({
    kind: 'professionalFees',
    label: 'Professional fees',
    cents: fees,
    formula: `${feesRate.text} × (${money(escalated)} + ${money(contingency)}) = ${money(fees)}`,
    notes: [rounding],
  });
  const authority = line({
    kind: 'authorityFees',
    label: 'Authority fees',
    cents: BigInt(building.authorityFeesCents),
    formula: 'Lump sum',
    notes: [],
  });
  const demolition = demolitionLine(building, escalated, unit, rounding);
  lines.push(demolition);
  const excluding = escalated + contingency + fees + authority + demolition.cents;
  line({
    kind: 'costExcludingGst',
    label: 'Reinstatement cost excluding GST',
    cents: excluding,
    subtotal: true,
    formula: 'Escalated cost + contingency + professional fees + authority fees + demolition',
    notes: [],
  });
  let total = excluding;
  if (settings.gstIncluded) {
    const gstRate = percentInput(settings.gstPercent, 'gstPercent');
    const gst = share(excluding, gstRate.rate, unit);
    line({
      kind: 'gst',
      label: 'GST',
      cents: gst,
      formula: `${gstRate.text} × ${money(excluding)} = ${money(gst)}`,
      notes: [rounding],
    });
    total += gst;
  }
  line({
    kind: 'reinstatementCost',
    label: 'Reinstatement cost',
    cents: total,
    subtotal: true,
    formula: settings.gstIncluded ? 'Cost excluding GST + GST' : 'Cost excluding GST (GST not insured)',
    notes: settings.gstIncluded ? [] : ['The owner claims input tax credits, so GST is not insured.'],
  });
  return { lines, escalation };
}

function demolitionLine(building: RcaBuilding, escalated: bigint, unit: bigint, rounding: string): RcaLine {
  const hazards = [
    building.asbestos ? 'asbestos' : null,
    building.contamination ? 'contamination' : null,
  ].filter((h): h is string => h !== null);
  const notes =
    hazards.length > 0 ? [`Allows for ${hazards.join(' and ')}: ${building.hazardNote.trim()}`] : [];
  if (building.demolitionMethod === 'lumpSum') {
    return {
      kind: 'demolition',
      label: 'Demolition and debris removal',
      cents: BigInt(building.demolitionCents),
      subtotal: false,
      formula: 'Lump sum',
      notes,
    };
  }
  const rate = percentInput(building.demolitionPercent, 'demolitionPercent');
  const cents = share(escalated, rate.rate, unit);
  return {
    kind: 'demolition',
    label: 'Demolition and debris removal',
    cents,
    subtotal: false,
    formula: `${rate.text} × ${money(escalated)} = ${money(cents)}`,
    notes: [...notes, rounding],
  };
}
