import type { BuildingElementId, CapexPriority, ExpenditureKind } from '@taxdep/domain/capex';
import type { ColumnType, Generated } from 'kysely';
import type { Decimal, Instant } from './columns';

/** 035_capex_forecasts.sql: a capex forecast's settings and items, and their history (issue 27). */

/** The forecast's settings, one row per report of kind 'capex'. */
export interface CapexForecastTable {
  report_id: number;
  base_year: number;
  horizon: number;
  escalation_percent: string;
  /** { element: percent text }; written as JSON text. */
  element_escalation: ColumnType<Record<string, string>, string | undefined, string>;
  sinking_opening_cents: bigint | null;
  sinking_contribution_cents: bigint | null;
  sinking_interest_percent: string | null;
  version: Generated<number>;
}

/** One item as entered: every field of the wire's CapexItemWire in a typed column. */
export interface CapexItemTable {
  id: Generated<number>;
  report_id: number;
  ordinal: number;
  element: BuildingElementId;
  description: Generated<string>;
  location: Generated<string>;
  condition: number | null;
  quantity: Decimal | null;
  unit: Generated<string>;
  unit_rate_cents: bigint | null;
  lump_sum_cents: bigint | null;
  year_installed: number | null;
  age: number | null;
  life_years: number | null;
  remaining_life_override: number | null;
  remaining_life_reason: Generated<string>;
  expenditure: ExpenditureKind;
  priority: CapexPriority | null;
  note: Generated<string>;
  tax_code: string | null;
  effective_life_years: Decimal | null;
  replaces_asset_id: number | null;
}

/** Who changed which item or setting, from what to what (the History). */
export interface CapexChangeTable {
  /** bigint identity: read as a JS bigint (columns.ts). */
  id: ColumnType<bigint, never, never>;
  report_id: number;
  item_id: number | null;
  user_id: number | null;
  action: 'added' | 'changed' | 'removed' | 'settings';
  item_count: Generated<number>;
  item_label: string | null;
  fields: ColumnType<Record<string, [string | null, string | null]> | null, string | null, string | null>;
  changed_at: Instant;
}
