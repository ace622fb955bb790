import type { Report } from '@taxdep/domain';
import { REPORT_FACT_LABELS, type ReportFactField } from '@taxdep/domain/report';

/**
 * The fields of General Info's "Dates and instructions" (issue 25 item 2; docs/product/general-info.md): the report's
 * facts the schedule states, in the order a surveyor meets them, each with where the wire keeps it and why it is
 * asked. The rules (order, what Submit to QA needs) are the domain's (packages/domain/src/report/report-facts.ts).
 */
export interface FactField {
  field: ReportFactField;
  group: 'instructions' | 'propertyInfo';
  kind: 'text' | 'date';
  id: string;
  label: string;
  hint: string;
}

const fact = (
  field: ReportFactField,
  group: FactField['group'],
  kind: FactField['kind'],
  id: string,
  hint: string,
): FactField => ({ field, group, kind, id, label: REPORT_FACT_LABELS[field], hint });

export const INSTRUCTION_FACTS: readonly FactField[] = [
  fact(
    'instructedPerson',
    'instructions',
    'text',
    'gi-instructed-person',
    'Who gave the instruction: a person or a company is needed before Submit to QA.',
  ),
  fact(
    'instructedCompany',
    'instructions',
    'text',
    'gi-instructed-company',
    'The client who instructs the firm.',
  ),
  fact(
    'instructionRef',
    'instructions',
    'text',
    'gi-instruction-ref',
    'The client’s reference, printed on the report.',
  ),
  fact('instructionDate', 'instructions', 'date', 'gi-instruction-date', 'Needed before Submit to QA.'),
  fact(
    'inspectionDate',
    'instructions',
    'date',
    'gi-inspection-date',
    'When the property was inspected, not before the instruction; needed before Submit to QA.',
  ),
];

export const PROPERTY_DATE_FACTS: readonly FactField[] = [
  fact(
    'exchangeDate',
    'propertyInfo',
    'date',
    'gi-contract-date',
    's40-27 applies to residential premises bought under a contract made after 9 May 2017.',
  ),
  fact(
    'settlementDate',
    'propertyInfo',
    'date',
    'gi-settlement-date',
    'When the property was acquired: what was there before it is second-hand to the owner. This or first available for rent is needed before Submit to QA.',
  ),
  fact(
    'constructionCommencementDate',
    'propertyInfo',
    'date',
    'gi-construction-commencement',
    'Leave it empty when unknown (an old building). Needed before Submit to QA only while capital works in the register have no construction start date of their own.',
  ),
  fact(
    'constructionCompletionDate',
    'propertyInfo',
    'date',
    'gi-construction-completion',
    'Capital works are deducted only from completion (s43-30).',
  ),
  fact(
    'firstAvailableForRentDate',
    'propertyInfo',
    'date',
    'gi-first-available-for-rent',
    'When the owner first offered the property for rent: the schedule starts at the latest of this, settlement and completion.',
  ),
];

/** The value a field shows (null when not entered). */
export function factValue(report: Report, f: FactField): string | null {
  const group = report[f.group] as unknown as Record<string, string | null | undefined>;
  return group[f.field] ?? null;
}

/** Puts a value in the report as the wire keeps it: blank text and an emptied date are null. */
export function setFactValue(report: Report, f: FactField, value: string | null): void {
  const group = report[f.group] as unknown as Record<string, string | null>;
  group[f.field] = f.kind === 'date' ? value || null : value;
}
