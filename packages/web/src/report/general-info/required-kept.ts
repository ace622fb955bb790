import type { Report, ReportUpdate } from '@taxdep/domain';
import { formatLongDate } from '@taxdep/domain/format';

/**
 * docs/product/general-info.md "Required fields" (issue 16 item 1): a required field that holds a stored value is
 * never saved empty. The service refuses such a save (400, src/reports/validation.ts `refuseEmptiedRequired`); the
 * screen does not even ask: the body carries the stored value instead, so the other changes still save, and the
 * field says it was not saved and which value the report keeps. A field that was never filled may stay empty.
 */
export type KeptField = 'reliantParty' | 'assessmentDate' | 'eofyReportDate' | 'reportName';

interface KeptSpec {
  label: string;
  read: (report: Pick<Report, 'instructions' | 'reportingInfo'>) => string | null;
  write: (report: ReportUpdate, value: string | null) => void;
  show: (value: string) => string;
}

const asIs = (value: string) => value;

const KEPT: Record<KeptField, KeptSpec> = {
  reliantParty: {
    label: 'Tax paying entity',
    read: (r) => r.instructions.reliantParty,
    write: (r, value) => {
      r.instructions.reliantParty = value;
    },
    show: asIs,
  },
  assessmentDate: {
    label: 'Assessment date',
    read: (r) => r.reportingInfo.assessmentDate,
    write: (r, value) => {
      r.reportingInfo.assessmentDate = value;
    },
    show: (value) => formatLongDate(value) || value,
  },
  eofyReportDate: {
    label: 'EOFY report date',
    read: (r) => r.reportingInfo.eofyReportDate,
    write: (r, value) => {
      r.reportingInfo.eofyReportDate = value;
    },
    show: (value) => formatLongDate(value) || value,
  },
  reportName: {
    label: 'Report name',
    read: (r) => r.reportingInfo.reportName,
    write: (r, value) => {
      r.reportingInfo.reportName = value;
    },
    show: asIs,
  },
};

const FIELDS = Object.keys(KEPT) as KeptField[];

/** The stored values of the required fields, as last read from or confirmed by the service. */
export type StoredRequired = Readonly<Record<KeptField, string | null>> & { reportId: number };

export function storedRequiredOf(
  report: Pick<Report, 'depreciationReportId' | 'instructions' | 'reportingInfo'>,
): StoredRequired {
  const values = Object.fromEntries(FIELDS.map((f) => [f, KEPT[f].read(report)])) as Record<
    KeptField,
    string | null
  >;
  return { ...values, reportId: report.depreciationReportId };
}

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** The fields emptied in the form whose stored value is kept, each with the sentence the screen shows. */
export function keptFields(
  report: Report,
  stored: StoredRequired | null,
): Partial<Record<KeptField, string>> {
  if (!stored || stored.reportId !== report.depreciationReportId || report.readOnly) return {};
  const kept: Partial<Record<KeptField, string>> = {};
  for (const field of FIELDS) {
    const spec = KEPT[field];
    const storedValue = stored[field];
    if (!isBlank(spec.read(report)) || storedValue === null || isBlank(storedValue)) continue;
    kept[field] =
      `${spec.label} is required: the empty field is not saved. The report keeps “${spec.show(storedValue)}”.`;
  }
  return kept;
}

/** The body to send: an emptied required field goes out with its stored value (see the module comment). */
export function withKeptValues(body: ReportUpdate, stored: StoredRequired | null): ReportUpdate {
  if (!stored || stored.reportId !== body.depreciationReportId) return body;
  for (const field of FIELDS) {
    const spec = KEPT[field];
    const storedValue = stored[field];
    if (isBlank(spec.read(body)) && storedValue !== null && !isBlank(storedValue))
      spec.write(body, storedValue);
  }
  return body;
}

/** The checker text refused on leaving the field (./CheckerLookup.ts), in words; null when nothing was refused. */
export function refusedCheckerMessage(refused: string | null, kept: string | null): string | null {
  if (refused === null) return null;
  const keeps = kept ? `The report keeps “${kept}”.` : 'The report has no checker.';
  return refused.trim() === ''
    ? `Checker is required: the empty field is not saved. ${keeps}`
    : `“${refused.trim()}” is not a name from the list: it is not saved. ${keeps}`;
}

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';
export interface SaveStatus {
  state: SaveState;
  text: string;
}

const SAVE_STATE_TEXT: Record<SaveState, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'All changes saved',
  failed: 'Latest change not saved',
};

const NOT_SAVED_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(FIELDS.map((f) => [f, KEPT[f].label])),
  checker: 'Checker',
};

/** The status line never says "All changes saved" while a field is not saved (issue 16 item 1). */
export function saveStatusOf(state: SaveState, notSaved: Readonly<Record<string, string>>): SaveStatus {
  const labels = Object.keys(notSaved).map((field) => NOT_SAVED_LABELS[field] ?? field);
  if (labels.length > 0 && state !== 'saving')
    return { state: 'failed', text: `Not saved: ${labels.join(', ')}` };
  return { state, text: SAVE_STATE_TEXT[state] };
}
