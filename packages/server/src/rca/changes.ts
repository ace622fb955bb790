/**
 * What a save of an assessment changed, in the words of its History (issue 28 item 1): one `settings` line for the
 * name, settings and notes, and one line per building added, removed or changed, each field labelled as the
 * surveyor reads it ("Escalation (% a year)"), each floor area named by its use ("Office: area" 1,500 → 1,600 m²).
 */
import type { RcaNotesWire } from '@taxdep/domain';
import { formatMoneyCents, groupThousands } from '@taxdep/domain/format';
import type { RcaArea, RcaBuilding, RcaSettings } from '@taxdep/domain/rca';
import type { ChangeInsert } from './repository';

type Field = { field: string; from: string | null; to: string | null };
type Pair = [label: string, from: string | null, to: string | null];

/** A History value is at most this long (a long note is cut, with an ellipsis). */
const MAX_VALUE = 200;

function cut(text: string | null): string | null {
  if (text === null) return null;
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

function changed(pairs: Pair[]): Field[] {
  return pairs
    .filter(([, from, to]) => from !== to)
    .map(([field, from, to]) => ({ field, from: cut(from), to: cut(to) }));
}

const money = (cents: number | null) => (cents === null ? null : formatMoneyCents(cents));
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const text = (value: string) => (value.trim() === '' ? null : value.trim());

/** A decimal as typed, with thousands separated ("1500.25" → "1,500.25"); text that is not a decimal as it is. */
function decimal(value: string): string | null {
  const match = /^(\d+)(\.\d*)?$/.exec(value.trim());
  if (!match) return text(value);
  return `${groupThousands(match[1] as string)}${match[2] ?? ''}`;
}

const withUnit = (value: string, unit: string) => {
  const shown = decimal(value);
  return shown === null ? null : `${shown}${unit}`;
};

export interface HeaderInputs {
  reportName: string;
  settings: RcaSettings;
  notes: RcaNotesWire;
}

/** The name's, settings' and notes' changes, in the order the Settings tab shows them. */
export function settingsChanges(before: HeaderInputs, after: HeaderInputs): Field[] {
  const [a, b] = [before.settings, after.settings];
  const method = (s: RcaSettings) =>
    s.escalationMethod === 'index' ? 'By a cost index' : 'By a rate per year';
  const rounding = (s: RcaSettings) => (s.lineRounding === 'dollar' ? 'To the dollar' : 'To the cent');
  const unit = (s: RcaSettings) => formatMoneyCents(s.sumInsuredRoundingCents).replace(/\.00$/, '');
  return changed([
    ['Report name', text(before.reportName), text(after.reportName)],
    ['Assessment date', a.assessmentDate, b.assessmentDate],
    ['Escalation', method(a), method(b)],
    ['Escalation (% a year)', decimal(a.escalationPercent), decimal(b.escalationPercent)],
    ['Cost index the rates were priced at', decimal(a.indexFrom), decimal(b.indexFrom)],
    ['Cost index forecast for mid-construction', decimal(a.indexTo), decimal(b.indexTo)],
    ['Policy period (months)', String(a.policyMonths), String(b.policyMonths)],
    ['GST insured', yesNo(a.gstIncluded), yesNo(b.gstIncluded)],
    ['GST (%)', decimal(a.gstPercent), decimal(b.gstPercent)],
    ['Lines rounded', rounding(a), rounding(b)],
    ['Sum insured rounded up to', unit(a), unit(b)],
    ['Full reassessment every (years)', String(a.reviewYears), String(b.reviewYears)],
    ['Current sum insured', money(a.currentSumInsuredCents), money(b.currentSumInsuredCents)],
    ['Loss to illustrate averaging', money(a.illustrativeLossCents), money(b.illustrativeLossCents)],
    ['Basis', text(before.notes.basis), text(after.notes.basis)],
    ['Assumptions', text(before.notes.assumptions), text(after.notes.assumptions)],
    ['Exclusions', text(before.notes.exclusions), text(after.notes.exclusions)],
  ]);
}

/** A building as its History line names it: its name, else its id. */
export function buildingLabel(building: RcaBuilding): string {
  return building.name.trim() || `Building ${building.buildingId}`;
}

function areaLabel(area: RcaArea): string {
  return area.use.trim() || `Area ${area.areaId}`;
}

function rateText(area: RcaArea): string | null {
  if (area.rateCentsPerM2 === null) return null;
  const source = area.libraryRate
    ? ` (library: ${area.libraryRate.buildingType}, ${area.libraryRate.location}, ${area.libraryRate.pricedOn})`
    : '';
  return `${formatMoneyCents(area.rateCentsPerM2)}/m²${source}`;
}

/** One area in a line: "1,500 m² at $3,450.00/m²". */
function areaSummary(area: RcaArea): string {
  const rate = rateText(area);
  return `${withUnit(area.areaM2, ' m²') ?? 'no area'}${rate === null ? '' : ` at ${rate}`}`;
}

function areaChanges(before: RcaBuilding, after: RcaBuilding): Pair[] {
  const old = new Map(before.areas.map((area) => [area.areaId, area]));
  const pairs: Pair[] = [];
  for (const area of after.areas) {
    const was = old.get(area.areaId);
    old.delete(area.areaId);
    const name = areaLabel(area);
    if (was === undefined) {
      pairs.push([`${name}: added`, null, areaSummary(area)]);
      continue;
    }
    pairs.push(
      [`${areaLabel(was)}: use`, text(was.use), text(area.use)],
      [`${name}: area`, withUnit(was.areaM2, ' m²'), withUnit(area.areaM2, ' m²')],
      [`${name}: rate`, rateText(was), rateText(area)],
      [`${name}: reason for the rate`, text(was.overrideReason), text(area.overrideReason)],
    );
  }
  for (const gone of old.values()) pairs.push([`${areaLabel(gone)}: removed`, areaSummary(gone), null]);
  return pairs;
}

function adjustments(building: RcaBuilding): string | null {
  if (building.adjustments.length === 0) return null;
  return building.adjustments.map((a) => `${a.description.trim()} ${formatMoneyCents(a.cents)}`).join('; ');
}

function demolition(building: RcaBuilding): string | null {
  return building.demolitionMethod === 'percent'
    ? withUnit(building.demolitionPercent, '% of the escalated cost')
    : `${formatMoneyCents(building.demolitionCents)} lump sum`;
}

/** Every field of a building that differs, areas first (the build-up's order). */
export function buildingFieldChanges(before: RcaBuilding, after: RcaBuilding): Field[] {
  return changed([
    ['Building name', text(before.name), text(after.name)],
    ...areaChanges(before, after),
    ['Locality factor', decimal(before.localityFactor), decimal(after.localityFactor)],
    ['External works', money(before.externalWorksCents), money(after.externalWorksCents)],
    ['Site services', money(before.siteServicesCents), money(after.siteServicesCents)],
    ['Adjustments', adjustments(before), adjustments(after)],
    ['Demolition and debris removal', demolition(before), demolition(after)],
    ['Asbestos noted', yesNo(before.asbestos), yesNo(after.asbestos)],
    ['Contamination noted', yesNo(before.contamination), yesNo(after.contamination)],
    ['Hazard note', text(before.hazardNote), text(after.hazardNote)],
    ['Contingency (%)', decimal(before.contingencyPercent), decimal(after.contingencyPercent)],
    [
      'Professional fees (%)',
      decimal(before.professionalFeesPercent),
      decimal(after.professionalFeesPercent),
    ],
    ['Authority fees', money(before.authorityFeesCents), money(after.authorityFeesCents)],
    ['Lead time (months)', String(before.leadMonths), String(after.leadMonths)],
    ['Construction period (months)', String(before.constructionMonths), String(after.constructionMonths)],
  ]);
}

/** The History rows of one save: the settings line (if anything of it changed), then each building's. */
export function saveChanges(
  before: HeaderInputs & { buildings: readonly RcaBuilding[] },
  after: HeaderInputs & { buildings: readonly RcaBuilding[] },
): ChangeInsert[] {
  const rows: ChangeInsert[] = [];
  const header = settingsChanges(before, after);
  if (header.length > 0)
    rows.push({ action: 'settings', buildingId: null, buildingLabel: null, fields: header });
  const old = new Map(before.buildings.map((b) => [b.buildingId, b]));
  for (const building of after.buildings) {
    const was = old.get(building.buildingId);
    old.delete(building.buildingId);
    const label = buildingLabel(building);
    if (was === undefined) {
      rows.push({ action: 'added', buildingId: building.buildingId, buildingLabel: label, fields: null });
      continue;
    }
    const fields = buildingFieldChanges(was, building);
    if (fields.length > 0)
      rows.push({ action: 'changed', buildingId: building.buildingId, buildingLabel: label, fields });
  }
  for (const gone of old.values()) {
    rows.push({
      action: 'removed',
      buildingId: gone.buildingId,
      buildingLabel: buildingLabel(gone),
      fields: null,
    });
  }
  return rows;
}
