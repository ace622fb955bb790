import type { Generated } from 'kysely';
import type { CivilDate, Decimal, Instant } from './columns';

/** Reference data and the administrator's dated tables: report statuses, methods, categories, tax codes, effective-life loads (migration 017) and incentive-window loads (023). */

export interface ReportStatusTable {
  id: number;
  status: string;
  read_only: Generated<boolean>;
}

export interface DepreciationMethodTable {
  id: number;
  code: string;
  description: string;
}

export interface DepreciationCategoryTable {
  id: number;
  code: string;
  description: string;
}

export interface TaxCodeTable {
  id: Generated<number>;
  code: string;
  industry: Generated<string>;
  sub_industry: Generated<string>;
  asset_group: string;
  asset: string;
  effective_life_years: Decimal | null;
  date_of_application: CivilDate | null;
  category_id: number | null;
  construction_type: string | null;
  source: Generated<string>;
}

/** Migration 017: one load of an effective-life table file. */
export interface EffectiveLifeLoadTable {
  id: Generated<number>;
  file_name: string;
  loaded_by: number | null;
  loaded_at: Instant;
  codes_added: Generated<number>;
  lives_added: Generated<number>;
  /** Migration 031: the file's rows, the rulings its sources cite (comma-separated), the release's own table. */
  rows_read: Generated<number>;
  rulings: Generated<string>;
  seeded: Generated<boolean>;
}

/** Migration 017: a dated effective life a load added to an existing tax code (s40-95(2)). */
export interface EffectiveLifeTable {
  id: Generated<number>;
  tax_code_id: number;
  effective_life_years: Decimal;
  date_of_application: CivilDate | null;
  source: Generated<string>;
  load_id: number | null;
}

/** 023_incentive_windows.sql: one load (version) of the incentives' windows (issue 23 item 2). */
export interface IncentiveWindowLoadTable {
  version: Generated<number>;
  file_name: string;
  loaded_by: number | null;
  loaded_at: Instant;
  window_count: number;
  windows_added: Generated<number>;
  windows_changed: Generated<number>;
  windows_removed: Generated<number>;
}

/** 023_incentive_windows.sql: a window of a version; cost in cents, turnovers in whole dollars. */
export interface IncentiveWindowRowTable {
  version: number;
  position: number;
  window_id: string;
  kind: 'instantAssetWriteOff' | 'temporaryFullExpensing' | 'backingBusinessInvestment';
  category: 'IA' | 'AD';
  label: string;
  section: string;
  first_used_from: CivilDate;
  first_used_to: CivilDate;
  acquired_from: CivilDate | null;
  acquired_to: CivilDate | null;
  cost_below: bigint | null;
  turnover_below: bigint;
  second_hand_turnover_below: bigint | null;
}
