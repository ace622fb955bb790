import type { PremisesCondition, PropertyUse, TaxpayerEntityType, TurnoverBand } from '@taxdep/domain/tax';
import type { ColumnType, Generated } from 'kysely';

/**
 * Typed tables of src/db/migrations. Representation (src/db/connect.ts sets the same parsers on both engines):
 * bigint (money in cents) → JS bigint; date → 'YYYY-MM-DD' string; numeric → exact decimal string;
 * timestamptz → Date; integer ids → number.
 */

/** A civil date, `YYYY-MM-DD`. */
export type CivilDate = string;
/** An exact decimal as PostgreSQL prints it, e.g. '12.5000'. Written as string or number. */
export type Decimal = ColumnType<string, string | number, string | number>;
type Instant = ColumnType<Date, Date | string | undefined, Date | string>;

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

export interface UserTable {
  id: Generated<number>;
  uid: string;
  email: string;
  first_name: string;
  last_name: string;
  office: string | null;
  role: 'surveyor' | 'checker';
  password_hash: string | null;
  policy_accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Instant;
  /** Set when the user may no longer sign in or call (migration 009). */
  disabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** A built-in demo account (migration 009): usable only while the demo data is on. */
  is_demo: Generated<boolean>;
  /** Tax agent registration number, 8 digits, printed on the report PDF's sign-off (migration 014). */
  tax_agent_registration_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'admin' may administer users, funds, clients, portfolios and the effective-life table (migration 017). */
  access: Generated<'user' | 'admin'>;
}

/** Migration 017: one load of an effective-life table file. */
export interface EffectiveLifeLoadTable {
  id: Generated<number>;
  file_name: string;
  loaded_by: number | null;
  loaded_at: Instant;
  codes_added: Generated<number>;
  lives_added: Generated<number>;
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

/** Migration 017: a dated effective life a load added to an existing tax code (s40-95(2)). */
export interface EffectiveLifeTable {
  id: Generated<number>;
  tax_code_id: number;
  effective_life_years: Decimal;
  date_of_application: CivilDate | null;
  source: Generated<string>;
  load_id: number | null;
}

export interface SignInFailureTable {
  scope: 'account' | 'address';
  key: string;
  failures: Generated<number>;
  last_failure_at: Instant;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** 016_revoked_product_tokens.sql: signed-out product tokens, until they would have expired (issue 15). */
export interface RevokedProductTokenTable {
  token_hash: string;
  user_id: number;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: Instant;
}

export interface ClientTable {
  id: Generated<number>;
  name: string;
}

export interface FundTable {
  id: Generated<number>;
  code: string;
  name: string;
  client_id: number;
}

export interface PortfolioTable {
  id: Generated<number>;
  fund_id: number;
  name: string;
}

export interface PropertyTable {
  id: Generated<number>;
  portfolio_id: number;
  master_id: string;
  property_code: string | null;
  property_name: string | null;
  lot_number: string | null;
  street_address: string | null;
  suburb: string | null;
  state: string | null;
  post_code: string | null;
}

export interface ReportTable {
  id: Generated<number>;
  fund_id: number;
  property_id: number;
  status_id: Generated<number>;
  report_status_id: number | null;
  instructed_person: string | null;
  instructed_company: string | null;
  instruction_street_address: string | null;
  instruction_suburb: string | null;
  instruction_state: string | null;
  instruction_post_code: string | null;
  reliant_party: string | null;
  instruction_ref: string | null;
  instruction_date: CivilDate | null;
  inspection_date: CivilDate | null;
  depreciation_method_id: number | null;
  low_value_pool_flag: boolean | null;
  start_claim_date: CivilDate | null;
  vendor_entity: string | null;
  exchange_date: CivilDate | null;
  purchase_price: bigint | null;
  unimproved_land_value: bigint | null;
  settlement_date: CivilDate | null;
  building_period_at_report_date: string | null;
  surveyor_id: number | null;
  checker_id: number | null;
  reference: string | null;
  office: string | null;
  report_type: string | null;
  assessment_date: CivilDate | null;
  eofy_report_date: CivilDate | null;
  report_name: string | null;
  /** Issue 23 (migration 022): the taxpayer; null = not set. Values of packages/domain/src/tax/law/taxpayer.ts. */
  taxpayer_entity_type: TaxpayerEntityType | null;
  property_use: PropertyUse | null;
  turnover_band: TurnoverBand | null;
  premises_condition: PremisesCondition | null;
  leap_year_policy: Generated<'statutory' | 'cap365'>;
  rounding_unit: Generated<'cent' | 'dollar'>;
  version: Generated<number>;
  created_at: Instant;
  updated_at: Instant;
}

export interface ReportRevisionTable {
  report_id: number;
  version: number;
  fields: ColumnType<Record<string, unknown>, string, string>;
  changed_by: number | null;
  changed_at: Instant;
}

export interface ReportOutputColumnsTable {
  report_id: number;
  fund_code_flag: Generated<boolean>;
  property_code_flag: Generated<boolean>;
  project_code_flag: Generated<boolean>;
  sub_category_flag: Generated<boolean>;
  location_flag: Generated<boolean>;
  supplier_flag: Generated<boolean>;
  invoice_number_flag: Generated<boolean>;
  invoice_date_flag: Generated<boolean>;
  down_value_flag: Generated<boolean>;
  down_date_flag: Generated<boolean>;
  depreciation_claim_flag: Generated<boolean>;
  historical_building_cost_flag: Generated<boolean>;
}

export interface AbandonmentLabelTable {
  id: Generated<number>;
  report_id: number;
  label: string;
  abandonment_date: CivilDate | null;
}

export interface AssetTable {
  id: Generated<number>;
  report_id: number;
  tax_code_id: number | null;
  category_id: number | null;
  method_id: number | null;
  fund_code: string | null;
  property_code: string | null;
  project_code: string | null;
  description: string | null;
  sub_category: string | null;
  location: string | null;
  supplier: string | null;
  invoice_number: string | null;
  invoice_date: CivilDate | null;
  depreciation_commencement_date: CivilDate | null;
  financial_year_end_date: CivilDate | null;
  original_cost: bigint | null;
  written_down_value: bigint | null;
  written_down_value_date: CivilDate | null;
  depreciation_rate: Decimal | null;
  source_tax_rate: Decimal | null;
  annual_depreciation_claim: bigint | null;
  historical_building_cost: bigint | null;
  read_only: Generated<boolean>;
  abandonment_label_id: number | null;
  disposal_date: CivilDate | null;
  termination_value: bigint | null;
  // 024_asset_law_facts.sql (issue 23): the set, second-hand, and Division 43 construction facts.
  set_name: string | null;
  second_hand: boolean | null;
  construction_start_date: CivilDate | null;
  construction_completion_date: CivilDate | null;
  construction_use: string | null;
  created_at: Instant;
  updated_at: Instant;
  // 005_asset_register.sql: the stored verdict of validateAsset (NULL = not judged yet) and the search text.
  has_errors: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  asset_errors: ColumnType<unknown[] | null, string | null | undefined, string | null>;
  errors_fresh: Generated<boolean>;
  errors_revision: Generated<number>;
  search_text: ColumnType<string, never, never>;
  // 008_register_projection.sql: the transaction that last wrote the row (xid8 as text), for the projections.
  written_by: ColumnType<string, never, never>;
}

/** 008_register_projection.sql: deleted assets, for the projections' deltas. */
export interface AssetTombstoneTable {
  report_id: number;
  asset_id: number;
  written_by: ColumnType<string, never, never>;
  deleted_at: ColumnType<Instant, never, never>;
}

export interface DemolitionTable {
  id: Generated<number>;
  asset_id: number;
  demo_date: CivilDate | null;
  rate: Decimal | null;
  adjusted_historical_cost: bigint | null;
  adjusted_annual_depreciation: bigint | null;
}

export interface SchemaMigrationTable {
  name: string;
  applied_at: Instant;
}

/** 007_oidc_provider_state.sql: what the built-in provider stores (src/auth/oidc/adapter.ts). */
export interface OidcPayloadTable {
  model: string;
  id: string;
  /** The provider's object; written as its JSON text. */
  payload: ColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  consumed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 013: a report PDF's generation job (src/report-jobs). */
export interface ReportDocumentJobTable {
  id: Generated<number>;
  report_id: number;
  general_info_version: number;
  register_revision: string;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  stage: Generated<string>;
  done: Generated<number>;
  total: Generated<number>;
  attempts: Generated<number>;
  claim_token: string | null;
  error: string | null;
  document_id: number | null;
  queued_at: Generated<Date>;
  started_at: Date | null;
  heartbeat_at: Date | null;
  finished_at: Date | null;
}

/** Migration 013: a generated report PDF (its bytes in report_document_parts). */
export interface ReportDocumentTable {
  id: Generated<number>;
  document_uid: string;
  report_id: number;
  job_id: number;
  general_info_version: number;
  register_revision: string;
  file_name: string;
  byte_count: Generated<bigint>;
  sha256: string | null;
  pages: Generated<number>;
  sealed: Generated<boolean>;
  ready: Generated<boolean>;
  generated_at: Date | null;
}

/** Migration 013: about 1 MiB of a document's bytes. */
export interface ReportDocumentPartTable {
  document_id: number;
  part_no: number;
  bytes: Uint8Array;
}

/** Migration 021: the first pages of a long document, as a PDF of their own (the Report tab's frame). */
export interface ReportDocumentFirstPagesTable {
  document_id: number;
  pages: number;
  byte_count: number;
  sha256: string;
  bytes: Uint8Array;
}

export interface Database {
  report_statuses: ReportStatusTable;
  depreciation_methods: DepreciationMethodTable;
  depreciation_categories: DepreciationCategoryTable;
  tax_codes: TaxCodeTable;
  users: UserTable;
  clients: ClientTable;
  funds: FundTable;
  portfolios: PortfolioTable;
  properties: PropertyTable;
  reports: ReportTable;
  report_revisions: ReportRevisionTable;
  sign_in_failures: SignInFailureTable;
  revoked_product_tokens: RevokedProductTokenTable;
  report_output_columns: ReportOutputColumnsTable;
  abandonment_labels: AbandonmentLabelTable;
  assets: AssetTable;
  asset_tombstones: AssetTombstoneTable;
  demolitions: DemolitionTable;
  schema_migrations: SchemaMigrationTable;
  oidc_payloads: OidcPayloadTable;
  report_document_jobs: ReportDocumentJobTable;
  report_documents: ReportDocumentTable;
  report_document_parts: ReportDocumentPartTable;
  report_document_first_pages: ReportDocumentFirstPagesTable;
  effective_life_loads: EffectiveLifeLoadTable;
  effective_lives: EffectiveLifeTable;
  incentive_window_loads: IncentiveWindowLoadTable;
  incentive_windows: IncentiveWindowRowTable;
  report_workflow_steps: ReportWorkflowStepTable;
  asset_changes: AssetChangeTable;
  report_owners: ReportOwnerTable;
  report_owner_changes: ReportOwnerChangeTable;
}

/** 025_report_owners.sql: a report's owners (issue 23 item 7); share in hundredths of a percent. */
export interface ReportOwnerTable {
  id: Generated<number>;
  report_id: number;
  position: number;
  name: string;
  share: number;
}

/** 025_report_owners.sql: each save that changed a report's owners, for the history. */
export interface ReportOwnerChangeTable {
  id: Generated<number>;
  report_id: number;
  owners_before: string;
  owners_after: string;
  changed_by: number | null;
  changed_at: Instant;
}

/** 015_report_workflow.sql: a report's status changes (issue 15). */
export interface ReportWorkflowStepTable {
  id: ColumnType<string, never, never>;
  report_id: number;
  from_status_id: number;
  to_status_id: number;
  user_id: number;
  comment: string | null;
  stepped_at: Instant;
}

/** 015_report_workflow.sql: the register's change history, written by triggers only. */
export interface AssetChangeTable {
  id: ColumnType<string, never, never>;
  report_id: number;
  asset_id: number | null;
  user_id: number | null;
  action: 'added' | 'changed' | 'removed';
  asset_count: number;
  asset_label: string | null;
  fields: Record<string, [unknown, unknown]> | null;
  changed_at: Instant;
}
