/**
 * The report's facts (issue 25 item 2; docs/product/general-info.md "Dates and instructions"): who instructed the
 * report and when, when the property was inspected, bought and settled, when its building was begun and completed
 * and when it was first available for rent. The schedule states them ("Property, instructions and basis of this
 * report", docs/report-document.md), so a report goes to QA only when the ones it needs are entered and their
 * order is possible.
 *
 * The order rules are errors only where the order is impossible; none blocks a real case (each is documented
 * with its reason in docs/product/general-info.md):
 * - construction completion is not before its commencement (a building is finished after it is begun);
 * - the property is not first available for rent before its construction is complete (s43-30: no capital works
 *   deduction before completion, and nobody lets a building site);
 * - settlement is not before the contract (exchange) date (a purchase settles under a contract already made);
 * - the inspection is not before the instruction (the firm inspects for an instruction it has received).
 * Unknown dates are never judged: an old building's construction dates may stay unknown.
 */
import type { Report } from '../api';
import { formatLongDate } from '../format';

/** The facts as the wire holds them (instructions and propertyInfo), by their wire names. */
export interface ReportFactValues {
  instructedPerson: string | null;
  instructedCompany: string | null;
  instructionRef: string | null;
  instructionDate: string | null;
  inspectionDate: string | null;
  exchangeDate: string | null;
  settlementDate: string | null;
  constructionCommencementDate: string | null;
  constructionCompletionDate: string | null;
  firstAvailableForRentDate: string | null;
}

export type ReportFactField = keyof ReportFactValues;

/** How the screens, the refusals and the PDF name each fact. */
export const REPORT_FACT_LABELS: Readonly<Record<ReportFactField, string>> = {
  instructedPerson: 'Instructed by (person)',
  instructedCompany: 'Instructed by (company)',
  instructionRef: 'Instruction reference',
  instructionDate: 'Instruction date',
  inspectionDate: 'Inspection date',
  exchangeDate: 'Contract (exchange) date',
  settlementDate: 'Settlement date',
  constructionCommencementDate: 'Construction commencement date',
  constructionCompletionDate: 'Construction completion date',
  firstAvailableForRentDate: 'First available for rent',
};

/** One thing wrong with the facts, tied to the field the screen marks. */
export interface ReportFactProblem {
  field: ReportFactField;
  message: string;
}

const blankToNull = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value;

/** The facts of a report as read (a report from a service that predates issue 25 has its new dates unknown). */
export function reportFactsOf(report: Pick<Report, 'instructions' | 'propertyInfo'>): ReportFactValues {
  const i = report.instructions;
  const p = report.propertyInfo;
  return {
    instructedPerson: blankToNull(i.instructedPerson),
    instructedCompany: blankToNull(i.instructedCompany),
    instructionRef: blankToNull(i.instructionRef),
    instructionDate: blankToNull(i.instructionDate),
    inspectionDate: blankToNull(i.inspectionDate),
    exchangeDate: blankToNull(p.exchangeDate),
    settlementDate: blankToNull(p.settlementDate),
    constructionCommencementDate: blankToNull(p.constructionCommencementDate),
    constructionCompletionDate: blankToNull(p.constructionCompletionDate),
    firstAvailableForRentDate: blankToNull(p.firstAvailableForRentDate),
  };
}

type DateField = Exclude<ReportFactField, 'instructedPerson' | 'instructedCompany' | 'instructionRef'>;

/** Each pair whose order is impossible the other way: the later fact must not be before the earlier one. */
const ORDER_RULES: readonly { earlier: DateField; later: DateField; why: string }[] = [
  {
    earlier: 'constructionCommencementDate',
    later: 'constructionCompletionDate',
    why: 'a building is completed after it is begun',
  },
  {
    earlier: 'constructionCompletionDate',
    later: 'firstAvailableForRentDate',
    why: 'a building is available for rent once it is complete',
  },
  {
    earlier: 'exchangeDate',
    later: 'settlementDate',
    why: 'a purchase settles under a contract already exchanged',
  },
  {
    earlier: 'instructionDate',
    later: 'inspectionDate',
    why: 'the property is inspected for an instruction already received',
  },
];

const shown = (date: string) => formatLongDate(date) || date;

/** The impossible orders among the known dates, one problem per rule broken, on the later fact. */
export function reportFactOrderProblems(facts: ReportFactValues): ReportFactProblem[] {
  const problems: ReportFactProblem[] = [];
  for (const { earlier, later, why } of ORDER_RULES) {
    const from = facts[earlier];
    const to = facts[later];
    // Civil dates `YYYY-MM-DD` order as text.
    if (from === null || to === null || to >= from) continue;
    problems.push({
      field: later,
      message: `${REPORT_FACT_LABELS[later]} (${shown(to)}) is before ${lowerFirst(REPORT_FACT_LABELS[earlier])} (${shown(from)}): ${why}.`,
    });
  }
  return problems;
}

function lowerFirst(label: string): string {
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** What else decides which facts a report needs (read from its register by the service). */
export interface ReportFactNeeds {
  /**
   * The register holds Division 43 capital works with no construction start date of their own, so the building's
   * commencement is what dates their rate (docs/tax-rules.md "Division 43 rates").
   */
  undatedCapitalWorks: boolean;
}

/**
 * The facts the document needs that are missing, in the order General Info shows them: who instructed the report
 * (a person or a company), the instruction and inspection dates, the settlement date or the date first available
 * for rent (so the schedule's start is explained), and the construction commencement date when undated capital
 * works need it. The reference, the contract date and the completion date are asked but never required.
 */
export function missingReportFacts(facts: ReportFactValues, needs: ReportFactNeeds): ReportFactProblem[] {
  const missing: ReportFactProblem[] = [];
  if (facts.instructedPerson === null && facts.instructedCompany === null) {
    missing.push({ field: 'instructedPerson', message: 'Instructed by (a person or a company) is missing.' });
  }
  for (const field of ['instructionDate', 'inspectionDate'] as const) {
    if (facts[field] === null) missing.push({ field, message: `${REPORT_FACT_LABELS[field]} is missing.` });
  }
  if (facts.settlementDate === null && facts.firstAvailableForRentDate === null) {
    missing.push({
      field: 'settlementDate',
      message:
        'Settlement date or first available for rent is missing: the schedule must say from when it starts.',
    });
  }
  if (needs.undatedCapitalWorks && facts.constructionCommencementDate === null) {
    missing.push({
      field: 'constructionCommencementDate',
      message:
        'Construction commencement date is missing: the register has capital works (Division 43) without a construction start date of their own.',
    });
  }
  return missing;
}

/** Everything that keeps the facts from QA: the missing ones, then the impossible orders. */
export function reportFactProblems(facts: ReportFactValues, needs: ReportFactNeeds): ReportFactProblem[] {
  return [...missingReportFacts(facts, needs), ...reportFactOrderProblems(facts)];
}

/** Why the schedule starts when it does. */
export type ScheduleStartReason = 'firstAvailableForRent' | 'settlement' | 'constructionCompletion';

export interface ScheduleStart {
  date: string;
  reason: ScheduleStartReason;
}

/**
 * From when the schedule claims: the latest of the known settlement, first-available-for-rent and construction
 * completion dates, since the owner deducts only once they hold the property (settlement), it produces income
 * (first available for rent) and, for capital works, the building is complete (s43-30). On a tie the more
 * specific reason is named: available for rent, then settlement, then completion. Null when none is known.
 */
export function scheduleStartOf(facts: ReportFactValues): ScheduleStart | null {
  const candidates: readonly [string | null, ScheduleStartReason][] = [
    [facts.firstAvailableForRentDate, 'firstAvailableForRent'],
    [facts.settlementDate, 'settlement'],
    [facts.constructionCompletionDate, 'constructionCompletion'],
  ];
  let start: ScheduleStart | null = null;
  for (const [date, reason] of candidates) {
    if (date !== null && (start === null || date > start.date)) start = { date, reason };
  }
  return start;
}

/** The basis paragraph's sentence on the schedule's start (docs/report-document.md "Basis of this report"). */
export function scheduleStartSentence(facts: ReportFactValues): string {
  const start = scheduleStartOf(facts);
  if (start === null) {
    return 'Start of the schedule: not stated, as neither the settlement date, the date the property was first available for rent nor the construction completion date is recorded.';
  }
  const others = (
    [
      ['settlement', facts.settlementDate],
      ['first available for rent', facts.firstAvailableForRentDate],
      ['construction completed', facts.constructionCompletionDate],
    ] as const
  )
    .filter(([name, date]) => date !== null && !(date === start.date && name === REASON_NAMES[start.reason]))
    .map(([name, date]) => `${name} ${shown(date as string)}`);
  const aside = others.length > 0 ? ` (${others.join('; ')})` : '';
  const why: Record<ScheduleStartReason, string> = {
    firstAvailableForRent: `the date the property was first available for rent${aside}: deductions are claimed only while it is held to produce income`,
    settlement: `the settlement date, when the owner acquired the property${aside}`,
    constructionCompletion: `the date construction was completed${aside}: capital works are deducted only from completion (s43-30)`,
  };
  return `Start of the schedule: ${shown(start.date)}, ${why[start.reason]}. Each asset’s decline in value starts at its own start date (first used or installed ready for use), as the schedules show.`;
}

const REASON_NAMES: Record<ScheduleStartReason, string> = {
  firstAvailableForRent: 'first available for rent',
  settlement: 'settlement',
  constructionCompletion: 'construction completed',
};
