import type { CapexChangeTable, CapexForecastTable, CapexItemTable } from './capex';
import type { Instant } from './columns';
import type {
  ReportDocumentFirstPagesTable,
  ReportDocumentJobTable,
  ReportDocumentPartTable,
  ReportDocumentTable,
} from './documents';
import type { FirmTable, OfficeTable } from './firm';
import type { OidcPayloadTable, RevokedProductTokenTable, SignInFailureTable, UserTable } from './identity';
import type { BuildingRateLoadTable, BuildingRateTable, RcaAssessmentTable, RcaChangeTable } from './rca';
import type {
  DepreciationCategoryTable,
  DepreciationMethodTable,
  EffectiveLifeLoadTable,
  EffectiveLifeTable,
  IncentiveWindowLoadTable,
  IncentiveWindowRowTable,
  ReportStatusTable,
  TaxCodeTable,
} from './reference';
import type {
  AbandonmentLabelTable,
  AssetChangeTable,
  AssetTable,
  AssetTombstoneTable,
  AssetUploadTable,
  DemolitionTable,
} from './register';
import type {
  ClientTable,
  FundTable,
  PortalListVersionTable,
  PortfolioTable,
  PropertyTable,
  ReportCommentTable,
  ReportOutputColumnsTable,
  ReportOwnerChangeTable,
  ReportOwnerTable,
  ReportRevisionTable,
  ReportTable,
  ReportWorkflowStepTable,
} from './reports';

/**
 * Typed tables of the migrations (packages/db/src/migrations), one file per concept (columns.ts says how each
 * PostgreSQL type reads in JS). `Database` names every table for Kysely; schema-drift.test.ts fails when a table
 * or column here differs from what the migrations create.
 */

export type * from './capex';
export type { CivilDate, Decimal } from './columns';
export type * from './documents';
export type * from './firm';
export type * from './identity';
export type * from './rca';
export type * from './reference';
export type * from './register';
export type * from './reports';

export interface SchemaMigrationTable {
  name: string;
  applied_at: Instant;
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
  asset_uploads: AssetUploadTable;
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
  report_comments: ReportCommentTable;
  asset_changes: AssetChangeTable;
  report_owners: ReportOwnerTable;
  report_owner_changes: ReportOwnerChangeTable;
  portal_list_version: PortalListVersionTable;
  firm: FirmTable;
  offices: OfficeTable;
  capex_forecasts: CapexForecastTable;
  capex_items: CapexItemTable;
  capex_changes: CapexChangeTable;
  rca_assessments: RcaAssessmentTable;
  rca_changes: RcaChangeTable;
  building_rate_loads: BuildingRateLoadTable;
  building_rates: BuildingRateTable;
}
