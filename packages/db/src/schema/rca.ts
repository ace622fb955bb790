import type { ColumnType, Generated } from 'kysely';
import type { CivilDate, Instant } from './columns';

/**
 * 036_rca_assessments.sql: a reinstatement cost assessment's inputs and their history, and the firm's building-rate
 * library (issue 28). The inputs are jsonb written as JSON text and read back as the wire carried them: the service
 * (server src/rca/wire.ts) gives them their domain types, and the domain judges them.
 */

/** The assessment's inputs, one row per report of kind 'rca'. */
export interface RcaAssessmentTable {
  report_id: number;
  settings: ColumnType<unknown, string, string>;
  buildings: ColumnType<unknown, string | undefined, string>;
  notes: ColumnType<unknown, string, string>;
  version: Generated<number>;
  created_at: Instant;
  updated_at: Instant;
  updated_by: number | null;
}

/** Who changed the settings, the notes or which building, from what to what (the History). */
export interface RcaChangeTable {
  /** bigint identity: read as a JS bigint (columns.ts). */
  id: ColumnType<bigint, never, never>;
  report_id: number;
  user_id: number | null;
  action: 'settings' | 'added' | 'changed' | 'removed';
  building_id: string | null;
  building_label: string | null;
  /** The fields changed, in the order the History shows them. */
  fields: ColumnType<
    { field: string; from: string | null; to: string | null }[] | null,
    string | null,
    string | null
  >;
  changed_at: Instant;
}

export interface BuildingRateLoadTable {
  id: Generated<number>;
  file_name: string;
  loaded_at: Instant;
  loaded_by: number | null;
  rates_added: Generated<number>;
}

export interface BuildingRateTable {
  id: Generated<number>;
  building_type: string;
  location: string;
  rate_cents_per_m2: bigint;
  priced_on: CivilDate;
  source: string;
  load_id: number;
}
