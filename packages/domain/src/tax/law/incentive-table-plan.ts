/**
 * What loading an incentive table file would do to the table in force (issue 23 item 2; docs/product/
 * administration.md "Incentive windows"): the file is the whole next table, so a window of the table in force
 * that the file leaves out is removed, one it names by the same id with other values is changed, and a new id is
 * added. A load is a new version of the table; the versions before stay stored, so no load rewrites the past.
 */
import type { IncentiveWindow } from './incentive-rules';
import type { IncentiveTableFile, IncentiveTableProblem } from './incentive-table-file';

/** The fields of a window, in the file's order, for the preview's "what changed". */
const FIELDS = [
  'kind',
  'category',
  'label',
  'section',
  'firstUsedFrom',
  'firstUsedTo',
  'acquiredFrom',
  'acquiredTo',
  'costBelow',
  'turnoverBelow',
  'secondHandTurnoverBelow',
] as const satisfies readonly (keyof IncentiveWindow)[];

export type IncentiveWindowField = (typeof FIELDS)[number];

export interface IncentiveWindowChange {
  /** The line of the file that changes it. */
  line: number;
  before: IncentiveWindow;
  after: IncentiveWindow;
  fields: IncentiveWindowField[];
}

export interface IncentiveTableLoadPlan {
  /** The table the load would put in force, in the file's order (empty when the file has problems). */
  windows: IncentiveWindow[];
  added: { line: number; window: IncentiveWindow }[];
  changed: IncentiveWindowChange[];
  removed: IncentiveWindow[];
  unchanged: number;
  problems: IncentiveTableProblem[];
}

/** The fields in which `after` differs from `before`. */
function changedFields(before: IncentiveWindow, after: IncentiveWindow): IncentiveWindowField[] {
  return FIELDS.filter((field) => before[field] !== after[field]);
}

export function planIncentiveTableLoad(
  inForce: readonly IncentiveWindow[],
  file: IncentiveTableFile,
): IncentiveTableLoadPlan {
  if (file.problems.length > 0) {
    return { windows: [], added: [], changed: [], removed: [], unchanged: 0, problems: file.problems };
  }
  const current = new Map(inForce.map((w) => [w.id, w]));
  const named = new Set(file.entries.map((e) => e.window.id));
  const plan: IncentiveTableLoadPlan = {
    windows: file.entries.map((e) => e.window),
    added: [],
    changed: [],
    removed: inForce.filter((w) => !named.has(w.id)),
    unchanged: 0,
    problems: [],
  };
  for (const { line, window } of file.entries) {
    const before = current.get(window.id);
    if (!before) plan.added.push({ line, window });
    else {
      const fields = changedFields(before, window);
      if (fields.length === 0) plan.unchanged += 1;
      else plan.changed.push({ line, before, after: window, fields });
    }
  }
  return plan;
}

/** Whether Confirm may load it: no problem, and a table that differs from the one in force. */
export function incentivePlanIsLoadable(plan: IncentiveTableLoadPlan): boolean {
  return (
    plan.problems.length === 0 &&
    plan.windows.length > 0 &&
    plan.added.length + plan.changed.length + plan.removed.length > 0
  );
}
