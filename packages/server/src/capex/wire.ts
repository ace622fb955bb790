/**
 * A capex forecast's rows to and from the wire (packages/domain/src/api/capex-calls.ts) and the domain
 * (@taxdep/domain/capex). Money is whole cents on both sides (a bigint column read as a JS number: at most
 * $100,000,000.00 an item, well inside exact integers); rates are the text the surveyor wrote.
 */
import type { CapexItemTable } from '@taxdep/db/schema';
import type { CapexItemSave, CapexItemWire, CapexSettingsWire, SinkingFundWire } from '@taxdep/domain';
import {
  type BuildingElementId,
  buildingElementLabel,
  type CapexItem,
  type CapexSettings,
  type SinkingFundSettings,
  validateCapexItem,
} from '@taxdep/domain/capex';
import { formatMoneyCents } from '@taxdep/domain/format';
import type { Selectable } from 'kysely';

export type CapexItemRow = Selectable<CapexItemTable>;

/** The settings' and the fund's columns of capex_forecasts. */
export interface ForecastColumns {
  base_year: number;
  horizon: number;
  escalation_percent: string;
  element_escalation: Record<string, string>;
  sinking_opening_cents: bigint | null;
  sinking_contribution_cents: bigint | null;
  sinking_interest_percent: string | null;
}

const centsOf = (value: bigint | null): number | null => (value === null ? null : Number(value));
const numberOf = (value: string | null): number | null => (value === null ? null : Number(value));

export function settingsOfColumns(row: ForecastColumns): CapexSettingsWire & CapexSettings {
  return {
    baseYear: row.base_year,
    horizon: row.horizon,
    escalationPercent: row.escalation_percent,
    elementEscalationPercent: row.element_escalation as Partial<Record<BuildingElementId, string>>,
  };
}

export function sinkingFundOfColumns(row: ForecastColumns): (SinkingFundWire & SinkingFundSettings) | null {
  if (row.sinking_opening_cents === null || row.sinking_contribution_cents === null) return null;
  return {
    openingBalanceCents: Number(row.sinking_opening_cents),
    contributionCents: Number(row.sinking_contribution_cents),
    interestPercent: row.sinking_interest_percent ?? '0',
  };
}

/** The item as the domain reads it (its id as text, as the wire carries it). */
export function itemOfRow(row: CapexItemRow): CapexItem {
  return {
    id: String(row.id),
    element: row.element,
    description: row.description,
    location: row.location,
    condition: row.condition,
    quantity: numberOf(row.quantity),
    unit: row.unit,
    unitRateCents: centsOf(row.unit_rate_cents),
    lumpSumCents: centsOf(row.lump_sum_cents),
    yearInstalled: row.year_installed,
    age: row.age,
    lifeYears: row.life_years,
    remainingLifeOverride: row.remaining_life_override,
    remainingLifeReason: row.remaining_life_reason,
    expenditure: row.expenditure,
    priority: row.priority,
    note: row.note,
    taxCode: row.tax_code,
    effectiveLifeYears: numberOf(row.effective_life_years),
  };
}

/** The item as answered, with the domain's verdict under the forecast's base year (empty: the forecast reads it). */
export function wireOfItem(item: CapexItem, replacesAssetId: number | null, baseYear: number): CapexItemWire {
  const { id, ...fields } = item;
  return {
    itemId: id,
    ...fields,
    taxCode: item.taxCode ?? null,
    effectiveLifeYears: item.effectiveLifeYears ?? null,
    replacesAssetId,
    errors: validateCapexItem(item, baseYear).map(({ field, message }) => ({ field, message })),
  };
}

export function wireOfRow(row: CapexItemRow, baseYear: number): CapexItemWire {
  return wireOfItem(itemOfRow(row), row.replaces_asset_id, baseYear);
}

/** The columns an item save writes, as stored: the wire's schema has bounded every value. */
export interface ItemColumns {
  element: BuildingElementId;
  description: string;
  location: string;
  condition: number | null;
  quantity: number | null;
  unit: string;
  unit_rate_cents: number | null;
  lump_sum_cents: number | null;
  year_installed: number | null;
  age: number | null;
  life_years: number | null;
  remaining_life_override: number | null;
  remaining_life_reason: string;
  expenditure: CapexItemSave['expenditure'];
  priority: CapexItemSave['priority'];
  note: string;
  tax_code: string | null;
  effective_life_years: number | null;
  replaces_asset_id: number | null;
}

export function columnsOfSave(save: CapexItemSave): ItemColumns {
  return {
    element: save.element,
    description: save.description,
    location: save.location,
    condition: save.condition,
    quantity: save.quantity,
    unit: save.unit,
    unit_rate_cents: save.unitRateCents,
    lump_sum_cents: save.lumpSumCents,
    year_installed: save.yearInstalled,
    age: save.age,
    life_years: save.lifeYears,
    remaining_life_override: save.remainingLifeOverride,
    remaining_life_reason: save.remainingLifeReason,
    expenditure: save.expenditure,
    priority: save.priority,
    note: save.note,
    tax_code: save.taxCode,
    effective_life_years: save.effectiveLifeYears,
    replaces_asset_id: save.replacesAssetId,
  };
}

/** How the History names each field of an item, and shows its value (money as dollars, blanks as none). */
const ITEM_FIELD_LABELS: Record<keyof ItemColumns, string> = {
  element: 'Element',
  description: 'Description',
  location: 'Location',
  condition: 'Condition',
  quantity: 'Quantity',
  unit: 'Unit',
  unit_rate_cents: 'Unit rate',
  lump_sum_cents: 'Lump sum',
  year_installed: 'Year installed',
  age: 'Age',
  life_years: 'Life',
  remaining_life_override: 'Remaining life',
  remaining_life_reason: 'Remaining life reason',
  expenditure: 'Capital or repairs',
  priority: 'Priority',
  note: 'Note',
  tax_code: 'Tax code',
  effective_life_years: 'Effective life',
  replaces_asset_id: 'Replaces asset',
};

/** The fields in the History's order: the grid's columns, then the settings' (jsonb keeps no order of its own). */
export const CHANGE_FIELD_ORDER: readonly string[] = [
  ...Object.values(ITEM_FIELD_LABELS),
  'Report name',
  'Base year',
  'Horizon',
  'Escalation',
  'Escalation by element',
  'Sinking fund opening balance',
  'Sinking fund contribution',
  'Sinking fund interest',
];

function shownItemValue(column: keyof ItemColumns, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (column === 'unit_rate_cents' || column === 'lump_sum_cents') return formatMoneyCents(Number(value));
  if (column === 'element') return buildingElementLabel(value as BuildingElementId);
  if (column === 'expenditure') return value === 'capital' ? 'Capital' : 'Repairs and maintenance';
  return String(value);
}

/** The fields that differ between the stored columns and the saved ones, labelled and shown for the History. */
export function itemChanges(
  before: ItemColumns,
  after: ItemColumns,
): Record<string, [string | null, string | null]> {
  const changes: Record<string, [string | null, string | null]> = {};
  for (const column of Object.keys(ITEM_FIELD_LABELS) as (keyof ItemColumns)[]) {
    const from = shownItemValue(column, before[column]);
    const to = shownItemValue(column, after[column]);
    if (from !== to) changes[ITEM_FIELD_LABELS[column]] = [from, to];
  }
  return changes;
}

/** The stored row's columns in the shape a save writes, to compare them. */
export function columnsOfRow(row: CapexItemRow): ItemColumns {
  const item = itemOfRow(row);
  return {
    element: item.element,
    description: item.description,
    location: item.location,
    condition: item.condition,
    quantity: item.quantity,
    unit: item.unit,
    unit_rate_cents: item.unitRateCents,
    lump_sum_cents: item.lumpSumCents,
    year_installed: item.yearInstalled,
    age: item.age,
    life_years: item.lifeYears,
    remaining_life_override: item.remainingLifeOverride,
    remaining_life_reason: item.remainingLifeReason,
    expenditure: item.expenditure,
    priority: item.priority,
    note: item.note,
    tax_code: item.taxCode ?? null,
    effective_life_years: item.effectiveLifeYears ?? null,
    replaces_asset_id: row.replaces_asset_id,
  };
}
