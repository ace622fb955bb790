/**
 * The incentives' windows on the wire (issue 23 item 2; docs/product/administration.md "Incentive windows"): the
 * table in force, which every signed-in user reads (the browser judges staged and register rows with it, as the
 * service does), and the administrator's load of a table file (preview, then confirm) with the history of loads.
 * The calls are joined into AdminCalls (admin-calls.ts).
 */
import type { IncentiveCategory, IncentiveKind } from '../tax/law/incentive-rules';
import type { Count, Id, Text } from './wire-limits';

/** One window, as `IncentiveWindow` of packages/domain/src/tax/law/incentive-rules.ts (the same fields). */
export interface WireIncentiveWindow {
  id: Text;
  kind: IncentiveKind;
  category: IncentiveCategory;
  label: Text;
  section: Text;
  firstUsedFrom: Text;
  firstUsedTo: Text;
  acquiredFrom: Text | null;
  acquiredTo: Text | null;
  /** Cents; null: no cap. */
  costBelow: number | null;
  /** Whole dollars. */
  turnoverBelow: number;
  /** Whole dollars; null: as a new asset; 0: never. */
  secondHandTurnoverBelow: number | null;
}

/** The table in force: the newest load's windows. */
export interface IncentiveWindowTable {
  /** The load in force; 0 while none is stored (the release's defaults, DEFAULT_INCENTIVE_WINDOWS). */
  version: Count;
  fileName: Text | null;
  /** When it was loaded (ISO 8601), null for the defaults. */
  loadedAt: Text | null;
  /** Who loaded it; null for the seeded defaults and the command line's loads. */
  loadedBy: Text | null;
  windows: WireIncentiveWindow[];
}

/**
 * The text of an incentive table file: a few dozen rows; INCENTIVE_WINDOWS_BODY_LIMIT bounds the request.
 * @maxLength 1000000
 */
export type IncentiveTableText = string;

/**
 * A file name as the browser or the CLI gives it.
 * @minLength 1
 * @maxLength 255
 */
export type IncentiveTableFileName = string;

export interface IncentiveTableUpload {
  fileName: IncentiveTableFileName;
  text: IncentiveTableText;
}

export interface WireIncentiveTableProblem {
  line: Count;
  /** The file's column, null for a problem of the whole file. */
  column: Text | null;
  message: Text;
}

export interface WireIncentiveWindowAdded {
  line: Count;
  window: WireIncentiveWindow;
}

export interface WireIncentiveWindowChange {
  line: Count;
  before: WireIncentiveWindow;
  after: WireIncentiveWindow;
  /** The fields that differ, by their names in WireIncentiveWindow. */
  fields: Text[];
}

/** What a load would do (the preview) or did (the confirmed load) to the table in force. */
export interface IncentiveTableLoadAnswer {
  fileName: Text;
  /** The version the file was compared with. */
  basedOn: Count;
  added: WireIncentiveWindowAdded[];
  changed: WireIncentiveWindowChange[];
  removed: WireIncentiveWindow[];
  unchanged: Count;
  problems: WireIncentiveTableProblem[];
  /** Whether Confirm may load it: no problems, and a table other than the one in force. */
  loadable: boolean;
  /** The new version (confirm only); null in a preview. */
  version: Id | null;
}

/** One load of the table, for the history. */
export interface IncentiveTableLoad {
  version: Id;
  fileName: Text;
  loadedAt: Text;
  loadedBy: Text | null;
  windowCount: Count;
  added: Count;
  changed: Count;
  removed: Count;
}

export interface IncentiveWindowCalls {
  'GET /incentiveWindows': { response: IncentiveWindowTable };
  'GET /admin/incentive-windows/loads': { response: IncentiveTableLoad[] };
  'POST /admin/incentive-windows/preview': { body: IncentiveTableUpload; response: IncentiveTableLoadAnswer };
  'POST /admin/incentive-windows/load': { body: IncentiveTableUpload; response: IncentiveTableLoadAnswer };
}
