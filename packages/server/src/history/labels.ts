/**
 * How the history names a field and shows a value: the labels of the General Info screen
 * (docs/product/general-info.md) and of the register's columns (docs/product/asset-register.md); amounts in
 * dollars from their integer cents, civil dates in the register's format ("05 Mar 2020"), flags as Yes/No.
 */

import { ASSET_FIELD_NAMES, ASSET_FIELDS } from '@taxdep/domain/assets';
import { formatDisplayDate, formatLongDate } from '@taxdep/domain/format';
import { REPORT_FACT_LABELS } from '@taxdep/domain/report';
import {
  PREMISES_CONDITION_LABELS,
  PROPERTY_USE_LABELS,
  TAXPAYER_ENTITY_LABELS,
  TURNOVER_BANDS,
} from '@taxdep/domain/tax';
import type { FieldKind } from '../reports';

export const GENERAL_INFO_LABELS: Record<string, string> = {
  // Issue 25: the instruction's facts by the labels of "Dates and instructions" (REPORT_FACT_LABELS).
  instructedPerson: REPORT_FACT_LABELS.instructedPerson,
  instructedCompany: REPORT_FACT_LABELS.instructedCompany,
  streetAddress: 'Street address',
  suburb: 'Suburb',
  state: 'State',
  postCode: 'Post code',
  reliantParty: 'Tax paying entity',
  instructionRef: REPORT_FACT_LABELS.instructionRef,
  instructionDate: 'Instruction date',
  inspectionDate: 'Inspection date',
  depreciationMethodId: 'Depreciation method',
  lowValuePoolFlag: 'Low value pool',
  startClaimDate: 'Start claim date',
  vendorEntity: 'Vendor entity',
  exchangeDate: 'Contract (exchange) date',
  purchasePrice: 'Purchase price',
  unimprovedLandValue: 'Unimproved land value',
  settlementDate: 'Settlement date',
  buildingPeriodAtReportDate: 'Building period at report date',
  constructionCommencementDate: REPORT_FACT_LABELS.constructionCommencementDate,
  constructionCompletionDate: REPORT_FACT_LABELS.constructionCompletionDate,
  firstAvailableForRentDate: REPORT_FACT_LABELS.firstAvailableForRentDate,
  qsCheckerId: 'Checker',
  qsReference: 'Reference',
  assessmentDate: 'Assessment date',
  eofyReportDate: 'EOFY report date',
  reportName: 'Report name',
  // Issue 23: the Taxpayer section (docs/product/general-info.md "Taxpayer").
  entityType: 'Entity type',
  propertyUse: 'Property use',
  turnoverBand: 'Aggregated turnover',
  premisesCondition: 'Premises when acquired',
};

/** The screens' words for the taxpayer's stored values (packages/domain/src/tax/law/taxpayer.ts), by column. */
const CHOICE_LABELS: Record<string, Readonly<Record<string, string>>> = {
  taxpayer_entity_type: TAXPAYER_ENTITY_LABELS,
  property_use: PROPERTY_USE_LABELS,
  turnover_band: Object.fromEntries(TURNOVER_BANDS.map((b) => [b.band, b.label])),
  premises_condition: PREMISES_CONDITION_LABELS,
};

/** The record's fields by column, with the screens' words (asset-record.ts in the domain), and the row's flags. */
const ASSET_LABELS: Record<string, string> = {
  ...Object.fromEntries(
    ASSET_FIELD_NAMES.map((name) => [ASSET_FIELDS[name].column, ASSET_FIELDS[name].label]),
  ),
  read_only: 'Read-only',
  abandonment_label_id: 'Abandonment label',
  // Issue 26 item 13: a demolition of the asset (030's trigger).
  demolition: 'Demolition',
};

/** Issue 26 item 13: the output columns by their flag (report_output_columns), named as the register's columns. */
const OUTPUT_COLUMN_ASSET_COLUMNS: Record<string, string> = {
  fund_code_flag: 'fund_code',
  property_code_flag: 'property_code',
  project_code_flag: 'project_code',
  sub_category_flag: 'sub_category',
  location_flag: 'location',
  supplier_flag: 'supplier',
  invoice_number_flag: 'invoice_number',
  invoice_date_flag: 'invoice_date',
  down_value_flag: 'written_down_value',
  down_date_flag: 'written_down_value_date',
  depreciation_claim_flag: 'annual_depreciation_claim',
  historical_building_cost_flag: 'historical_building_cost',
};

/** "Location column": an output column's flag named by its register column. */
export function outputColumnLabel(flag: string): string {
  const column = OUTPUT_COLUMN_ASSET_COLUMNS[flag];
  return `${column ? assetFieldLabel(column) : flag.replaceAll('_', ' ')} column`;
}

/** An output column's flag as the Manage Output dialog means it. */
export function shownFlag(value: unknown): string | null {
  return value === true ? 'Shown' : value === false ? 'Hidden' : null;
}

/** A demolition side of 030's trigger ({date, rate} or null): "30 June 2025, 50%". */
export function shownDemolition(side: unknown): string | null {
  if (typeof side !== 'object' || side === null) return null;
  const { date, rate } = side as { date?: unknown; rate?: unknown };
  const when = typeof date === 'string' ? formatLongDate(date) : 'no date';
  const share = rate === null || rate === undefined ? 'no rate' : `${Number(rate)}%`;
  return `${when}, ${share}`;
}

/** The asset columns holding a percentage rate. */
const RATE_COLUMNS = new Set(['depreciation_rate', 'source_tax_rate']);

/** The asset columns held in integer cents. */
const ASSET_MONEY = new Set<string>(
  ASSET_FIELD_NAMES.filter((name) => ASSET_FIELDS[name].kind === 'cents').map(
    (name) => ASSET_FIELDS[name].column,
  ),
);

export function assetFieldLabel(column: string): string {
  return ASSET_LABELS[column] ?? column.replaceAll('_', ' ');
}

/** Integer cents (a string or number) as dollars with thousands separators: 123456 → "1,234.56". */
export function dollars(cents: string | number): string {
  const value = BigInt(cents);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

export function shownValue(column: string, value: unknown, kind?: FieldKind): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (column === 'demolition') return shownDemolition(value);
  // Rates as the register shows them, a percentage, not a bare number (issue 26 item 13).
  if (RATE_COLUMNS.has(column) && /^-?\d+(\.\d+)?$/.test(String(value))) return `${String(value)}%`;
  // Issue 26 item 13: civil dates in the register's format ("05 Mar 2020"), not as stored.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return formatDisplayDate(value) || value;
  const money = kind === 'money' || (kind === undefined && ASSET_MONEY.has(column));
  if (money && (typeof value === 'string' || typeof value === 'number') && /^-?\d+$/.test(String(value))) {
    return dollars(value);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (kind === 'choice') return CHOICE_LABELS[column]?.[String(value)] ?? String(value);
  return String(value);
}
