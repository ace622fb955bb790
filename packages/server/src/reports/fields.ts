import type { ReportTable } from '@taxdep/db/schema';
import type { ReportSave } from '@taxdep/domain';
import {
  PREMISES_CONDITIONS,
  PROPERTY_USES,
  TAXPAYER_ENTITY_TYPES,
  TURNOVER_BANDS,
} from '@taxdep/domain/tax';
import { centsToDollarsOrNull, dollarsToCents } from '../money';

/**
 * The General Info fields a PUT /depreciationReport may change, one entry per stored column. Everything else in
 * the body is server-owned and ignored: the blocks read from the fund, portfolio and property rows
 * (portfolioName, fundCode, propertyCode, lotNumber … masterId), the read-only reporting fields (qsSurveyor,
 * qsOffice, reportType, docs/product/entities.md), the checker's name (follows qsCheckerId) and the statuses (docs/product/states-and-permissions.md: passed
 * through unchanged; status changes are not made by this call).
 */
export type FieldKind = 'text' | 'date' | 'money' | 'flag' | 'id' | 'choice';
type Group = 'instructions' | 'propertyInfo' | 'reportingInfo' | 'taxpayer';

export interface ReportField {
  group: Group;
  name: string;
  column: keyof ReportTable & string;
  kind: FieldKind;
  /** A `choice` field's values (issue 23: the taxpayer's, packages/domain/src/tax/law/taxpayer.ts). */
  choices?: readonly string[];
}

const field = (
  group: Group,
  name: string,
  column: keyof ReportTable & string,
  kind: FieldKind,
  choices?: readonly string[],
): ReportField => ({
  group,
  name,
  column,
  kind,
  ...(choices ? { choices } : {}),
});

export const EDITABLE_FIELDS: readonly ReportField[] = [
  field('instructions', 'instructedPerson', 'instructed_person', 'text'),
  field('instructions', 'instructedCompany', 'instructed_company', 'text'),
  field('instructions', 'streetAddress', 'instruction_street_address', 'text'),
  field('instructions', 'suburb', 'instruction_suburb', 'text'),
  field('instructions', 'state', 'instruction_state', 'text'),
  field('instructions', 'postCode', 'instruction_post_code', 'text'),
  field('instructions', 'reliantParty', 'reliant_party', 'text'),
  field('instructions', 'instructionRef', 'instruction_ref', 'text'),
  field('instructions', 'instructionDate', 'instruction_date', 'date'),
  field('instructions', 'inspectionDate', 'inspection_date', 'date'),
  field('instructions', 'depreciationMethodId', 'depreciation_method_id', 'id'),
  field('instructions', 'lowValuePoolFlag', 'low_value_pool_flag', 'flag'),
  field('propertyInfo', 'startClaimDate', 'start_claim_date', 'date'),
  field('propertyInfo', 'vendorEntity', 'vendor_entity', 'text'),
  field('propertyInfo', 'exchangeDate', 'exchange_date', 'date'),
  field('propertyInfo', 'purchasePrice', 'purchase_price', 'money'),
  field('propertyInfo', 'unimprovedLandValue', 'unimproved_land_value', 'money'),
  field('propertyInfo', 'settlementDate', 'settlement_date', 'date'),
  field('propertyInfo', 'buildingPeriodAtReportDate', 'building_period_at_report_date', 'text'),
  // Issue 25 (migration 028): the building's dates and first available for rent (docs/product/general-info.md).
  field('propertyInfo', 'constructionCommencementDate', 'construction_commencement_date', 'date'),
  field('propertyInfo', 'constructionCompletionDate', 'construction_completion_date', 'date'),
  field('propertyInfo', 'firstAvailableForRentDate', 'first_available_for_rent_date', 'date'),
  field('reportingInfo', 'qsCheckerId', 'checker_id', 'id'),
  field('reportingInfo', 'qsReference', 'reference', 'text'),
  field('reportingInfo', 'assessmentDate', 'assessment_date', 'date'),
  field('reportingInfo', 'eofyReportDate', 'eofy_report_date', 'date'),
  field('reportingInfo', 'reportName', 'report_name', 'text'),
  // Issue 23 (migration 022): who claims; the contract and settlement dates are exchangeDate and settlementDate.
  field('taxpayer', 'entityType', 'taxpayer_entity_type', 'choice', TAXPAYER_ENTITY_TYPES),
  field('taxpayer', 'propertyUse', 'property_use', 'choice', PROPERTY_USES),
  field(
    'taxpayer',
    'turnoverBand',
    'turnover_band',
    'choice',
    TURNOVER_BANDS.map((b) => b.band),
  ),
  field('taxpayer', 'premisesCondition', 'premises_condition', 'choice', PREMISES_CONDITIONS),
];

/** A comparable, JSON-safe value: money as a cents string (exact), the rest as stored. */
export type FieldValue = string | number | boolean | null;
/** Column name → value: one version of the editable fields (stored in report_revisions.fields). */
export type FieldValues = Record<string, FieldValue>;

/** The editable fields of a stored row. */
export function fieldsOfRow(row: object): FieldValues {
  const values: FieldValues = {};
  for (const f of EDITABLE_FIELDS) {
    const value = (row as Record<string, unknown>)[f.column];
    values[f.column] =
      value === null || value === undefined
        ? null
        : f.kind === 'money'
          ? String(value)
          : (value as FieldValue);
  }
  return values;
}

/** The editable fields present in a request body (schema-checked; amounts validated by the service). */
export function fieldsOfBody(body: ReportSave): FieldValues {
  const values: FieldValues = {};
  for (const f of EDITABLE_FIELDS) {
    const value = (body[f.group] as unknown as Record<string, unknown> | undefined)?.[f.name];
    // An omitted field is not sent, so it is not a change (docs/api.md); null clears it.
    if (value === undefined) continue;
    if (value === null) values[f.column] = null;
    else if (f.kind === 'money') values[f.column] = dollarsToCents(value as number).toString();
    else values[f.column] = value as FieldValue;
  }
  return values;
}

/** Column values for an UPDATE from comparable values (cents strings back to bigint). */
export function toColumns(values: FieldValues): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const f of EDITABLE_FIELDS) {
    if (!(f.column in values)) continue;
    const value = values[f.column];
    columns[f.column] = f.kind === 'money' && value !== null ? BigInt(value as string) : value;
  }
  return columns;
}

export function moneyToWire(cents: bigint | null): number | null {
  return centsToDollarsOrNull(cents);
}

export function fieldByColumn(column: string): ReportField | undefined {
  return EDITABLE_FIELDS.find((f) => f.column === column);
}
