import type { PremisesCondition, PropertyUse, TaxpayerEntityType, TurnoverBand } from '@taxdep/domain/tax';
import type { ColumnType, Generated } from 'kysely';
import type { CivilDate, Instant } from './columns';

/** Reports and where they sit: clients, funds, portfolios, properties, reports with their revisions, output columns, owners (025) and workflow steps (015). */

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
  /** Issue 25 (migration 028): the building's construction and when the property was first available for rent. */
  construction_commencement_date: CivilDate | null;
  construction_completion_date: CivilDate | null;
  first_available_for_rent_date: CivilDate | null;
  leap_year_policy: Generated<'statutory' | 'cap365'>;
  rounding_unit: Generated<'cent' | 'dollar'>;
  /**
   * Issue 27 (migration 035): a depreciation report, or a capex forecast (capex.ts holds what is its own); issue 28
   * (migration 036): or a reinstatement cost assessment (rca.ts).
   */
  kind: Generated<'depreciation' | 'capex' | 'rca'>;
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
  /** bigint identity: read as a JS bigint (columns.ts). */
  id: ColumnType<bigint, never, never>;
  report_id: number;
  from_status_id: number;
  to_status_id: number;
  user_id: number;
  comment: string | null;
  stepped_at: Instant;
}

/** 030_sign_off_and_report_comments.sql: the report's comment thread (a return's comment and the replies). */
export interface ReportCommentTable {
  /** bigint identity: read as a JS bigint (columns.ts). */
  id: ColumnType<bigint, never, never>;
  report_id: number;
  user_id: number;
  body: string;
  step_id: bigint | null;
  posted_at: Instant;
}

/** 019_portal_list_version.sql: one row (id 1) whose version every write that changes a portal list line moves. */
export interface PortalListVersionTable {
  id: number;
  version: ColumnType<bigint, never, never>;
}
