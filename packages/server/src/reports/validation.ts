import type { Database } from '@taxdep/db/schema';
import type { ReportSave } from '@taxdep/domain';
import type { Transaction } from 'kysely';
import { isCivilDate, isThirtiethOfJune } from '../civil-date';
import { badRequest } from '../http/http-error';
import { dollarsToCents, formatDollars, hasAtMostTwoDecimals, MAX_DOLLARS } from '../money';
import { EDITABLE_FIELDS, type FieldValues } from './fields';
import { isActiveChecker, methodExists } from './repository';

/** docs/product/rules.md "Report name max 1000 characters". */
export const REPORT_NAME_MAX_LENGTH = 1000;
/** docs/product/rules.md "Purchase price and unimproved land value: … max 16 characters" (as formatted with separators). */
export const GENERAL_INFO_AMOUNT_MAX_LENGTH = 16;

/**
 * The server's own checks of a General Info save (docs/product/rules.md "General Info", docs/architecture.md: the service validates
 * what it stores). Required fields are not enforced here: the form auto-saves every change (docs/product/states-and-permissions.md), so an
 * incomplete report is a valid stored state. References (method, checker) are checked when they change, so a
 * save is never blocked by a value the client did not touch. All problems are reported in one message.
 */
export async function validateReportUpdate(
  trx: Transaction<Database>,
  body: ReportSave,
  current: FieldValues,
): Promise<void> {
  const problems: string[] = [];
  for (const f of EDITABLE_FIELDS) {
    const value = (body[f.group] as unknown as Record<string, unknown> | undefined)?.[f.name];
    if (value === null || value === undefined) continue;
    const label = `${f.group}.${f.name}`;
    if (f.kind === 'date' && !isCivilDate(value as string)) {
      problems.push(`${label} must be a valid date YYYY-MM-DD, got '${value}'`);
    }
    if (f.kind === 'money') problems.push(...amountProblems(label, value as number));
    // The contract refuses an unknown value already; checked again so no caller can store one (migration 022).
    if (f.choices && !f.choices.includes(value as string)) {
      problems.push(`${label} must be one of ${f.choices.join(', ')}, got '${value}'`);
    }
  }
  const eofy = body.reportingInfo?.eofyReportDate;
  if (eofy && isCivilDate(eofy) && !isThirtiethOfJune(eofy)) {
    problems.push(
      `reportingInfo.eofyReportDate must be a 30 June (the end of a financial year), got '${eofy}'`,
    );
  }
  const name = body.reportingInfo?.reportName;
  if (name && name.length > REPORT_NAME_MAX_LENGTH) {
    problems.push(`reportingInfo.reportName must be at most ${REPORT_NAME_MAX_LENGTH} characters`);
  }
  const methodId = body.instructions?.depreciationMethodId;
  if (
    typeof methodId === 'number' &&
    methodId !== current.depreciation_method_id &&
    !(await methodExists(trx, methodId))
  ) {
    problems.push(`instructions.depreciationMethodId ${methodId} is not a depreciation method`);
  }
  const checkerId = body.reportingInfo?.qsCheckerId;
  if (
    typeof checkerId === 'number' &&
    checkerId !== current.checker_id &&
    !(await isActiveChecker(trx, checkerId))
  ) {
    // Issue 26 item 17: a newly named checker is an active user with the role checker.
    problems.push(`reportingInfo.qsCheckerId ${checkerId} is not an active checker`);
  }
  if (problems.length > 0) throw badRequest(`Invalid report: ${problems.join('; ')}.`);
}

function amountProblems(label: string, dollars: number): string[] {
  if (!Number.isFinite(dollars)) return [`${label} must be a number`];
  if (dollars < 0) return [`${label} must not be negative`];
  if (dollars >= MAX_DOLLARS) return [`${label} is too large`];
  if (!hasAtMostTwoDecimals(dollars)) return [`${label} must have at most two decimals`];
  const formatted = formatDollars(dollarsToCents(dollars));
  if (formatted.length > GENERAL_INFO_AMOUNT_MAX_LENGTH) {
    return [
      `${label} must be at most ${GENERAL_INFO_AMOUNT_MAX_LENGTH} characters as formatted (${formatted})`,
    ];
  }
  return [];
}

/**
 * The required fields of docs/product/rules.md "General Info", by stored column, with the label a refusal names.
 * `low_value_pool_flag` and `depreciation_method_id` have no empty choice on the screen but are held to the same rule.
 */
const REQUIRED_COLUMNS: Readonly<Record<string, string>> = {
  reliant_party: 'Tax paying entity',
  depreciation_method_id: 'Depreciation method',
  low_value_pool_flag: 'Low value pool',
  checker_id: 'Checker',
  assessment_date: 'Assessment date',
  eofy_report_date: 'EOFY report date',
  report_name: 'Report name',
};

/**
 * docs/product/general-info.md "Required fields" (issue 16 item 1): a save may leave a required field empty that
 * was never filled (a new report is filled in over several saves), but it may not empty one that holds a value.
 * Such a save is refused whole with 400, so the stored value is kept and the screen can say the field was not saved.
 * `changes` are the merged column changes of src/reports/merge.ts, so a stale body that only carries an old empty
 * value for a field this user did not touch is not refused.
 */
export function refuseEmptiedRequired(changes: FieldValues, current: FieldValues): void {
  const emptied = Object.keys(REQUIRED_COLUMNS).filter(
    (column) => column in changes && isEmpty(changes[column]) && !isEmpty(current[column]),
  );
  if (emptied.length === 0) return;
  const labels = emptied.map((column) => REQUIRED_COLUMNS[column]);
  throw badRequest(
    `${labels.join(', ')} ${labels.length === 1 ? 'is' : 'are'} required: an empty value is not saved and the stored value is kept.`,
  );
}

function isEmpty(value: FieldValues[string] | undefined): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}
