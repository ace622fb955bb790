/**
 * Manage Output (docs/product/asset-register.md, docs/product/entities.md "Output column setting", 9 "12 optional columns"): one row of display flags per
 * report; a report without a row shows every column (the defaults of report_output_columns).
 */

import type { Database } from '@taxdep/db/schema';
import type { OutputColumnFlags, OutputColumnIdentifier, OutputColumnsSave } from '@taxdep/domain';
import type { Kysely } from 'kysely';
import type { Db } from '../kernel/record-repository';
import { findReportState, writableReport } from '../kernel/report-state';
import { type FlagColumn, findOutputColumns, storeOutputColumns } from './repository';

/** The spec's flag names and their columns, in the order of the Manage Output popup. */
export const OUTPUT_COLUMNS = {
  fundCodeFlag: 'fund_code_flag',
  propertyCodeFlag: 'property_code_flag',
  projectCodeFlag: 'project_code_flag',
  subCategoryFlag: 'sub_category_flag',
  locationFlag: 'location_flag',
  supplierFlag: 'supplier_flag',
  invoiceNumberFlag: 'invoice_number_flag',
  invoiceDateFlag: 'invoice_date_flag',
  downValueFlag: 'down_value_flag',
  downDateFlag: 'down_date_flag',
  depreciationClaimFlag: 'depreciation_claim_flag',
  historicalBuildingCostFlag: 'historical_building_cost_flag',
} as const satisfies Record<OutputColumnIdentifier, FlagColumn>;

export type ColumnIdentifier = keyof typeof OUTPUT_COLUMNS;
export const COLUMN_IDENTIFIERS = Object.keys(OUTPUT_COLUMNS) as ColumnIdentifier[];

export type DisplayFlags = OutputColumnFlags;

export async function getDisplayFlags(db: Db, reportId: number): Promise<DisplayFlags> {
  await findReportState(db, reportId);
  const row = await findOutputColumns(db, reportId);
  const flags = Object.fromEntries(
    COLUMN_IDENTIFIERS.map((name) => [name, row ? row[OUTPUT_COLUMNS[name]] : true]),
  ) as Record<ColumnIdentifier, boolean>;
  return {
    depreciationReportId: reportId,
    ...flags,
    columns: COLUMN_IDENTIFIERS.map((name) => ({ columnIdentifier: name, display: flags[name] })),
  };
}

export type DisplayFlagsBody = OutputColumnsSave;

/** Saves the sent flags (others unchanged); refused (409) on a read-only report. */
export async function saveDisplayFlags(
  db: Kysely<Database>,
  body: DisplayFlagsBody,
  editor: number,
): Promise<DisplayFlags> {
  const reportId = body.depreciationReportId;
  await db.transaction().execute(async (trx) => {
    await writableReport(trx, reportId, editor);
    const changes = Object.fromEntries(
      body.columns.map((c) => [OUTPUT_COLUMNS[c.columnIdentifier], c.display]),
    );
    await storeOutputColumns(trx, reportId, changes);
  });
  return getDisplayFlags(db, reportId);
}
