/**
 * How the history names a field and shows a value: the labels of the General Info screen
 * (docs/product/general-info.md) and of the register's columns (docs/product/asset-register.md); amounts in
 * dollars from their integer cents, civil dates as stored (`YYYY-MM-DD`), flags as Yes/No.
 */
import {
  PREMISES_CONDITION_LABELS,
  PROPERTY_USE_LABELS,
  TAXPAYER_ENTITY_LABELS,
  TURNOVER_BANDS,
} from '@taxdep/domain/tax';
import type { FieldKind } from '../reports';

export const GENERAL_INFO_LABELS: Record<string, string> = {
  instructedPerson: 'Instructed person',
  instructedCompany: 'Instructed company',
  streetAddress: 'Street address',
  suburb: 'Suburb',
  state: 'State',
  postCode: 'Post code',
  reliantParty: 'Tax paying entity',
  instructionRef: 'Instruction ref',
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

const ASSET_LABELS: Record<string, string> = {
  tax_code_id: 'ATO code',
  category_id: 'Category',
  method_id: 'Method',
  fund_code: 'Fund code',
  property_code: 'Property code',
  project_code: 'Project code',
  description: 'Description',
  sub_category: 'Sub category',
  location: 'Location',
  supplier: 'Supplier',
  invoice_number: 'Invoice number',
  invoice_date: 'Invoice date',
  depreciation_commencement_date: 'Depreciation commencement date',
  financial_year_end_date: 'Financial year end date',
  original_cost: 'Original cost',
  written_down_value: 'Written down value',
  written_down_value_date: 'Written down value date',
  depreciation_rate: 'Depreciation rate',
  source_tax_rate: 'Customized rate',
  annual_depreciation_claim: 'Annual depreciation claim',
  historical_building_cost: 'Historical building cost',
  read_only: 'Read-only',
  abandonment_label_id: 'Abandonment label',
  disposal_date: 'Disposal date',
  termination_value: 'Termination value',
  set_name: 'Set',
  second_hand: 'Second-hand',
  construction_start_date: 'Construction start',
  construction_completion_date: 'Construction completed',
  construction_use: 'Construction use',
};

/** The asset columns held in integer cents. */
const ASSET_MONEY = new Set([
  'original_cost',
  'written_down_value',
  'annual_depreciation_claim',
  'historical_building_cost',
  'termination_value',
]);

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
  const money = kind === 'money' || (kind === undefined && ASSET_MONEY.has(column));
  if (money && (typeof value === 'string' || typeof value === 'number') && /^-?\d+$/.test(String(value))) {
    return dollars(value);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (kind === 'choice') return CHOICE_LABELS[column]?.[String(value)] ?? String(value);
  return String(value);
}
