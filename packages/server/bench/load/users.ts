/**
 * The simulated users of the load bench: each signed in as a real demo user, auto-saving like the portal does
 * (docs/product/states-and-permissions.md: the whole body on every change), every ~2 s either one General Info field (PUT with `version`, the
 * three-way merge) or one register field (POST with `base`). Lost updates must be detectable, so every slot
 * (a report's field, or a row's field) has exactly one writer, whose saves are sequential and carry an increasing
 * counter: the last acknowledged value of a slot must be what is stored. Slots of one report and of one row
 * belong to different users, so the merges are exercised by real concurrent edits from stale copies.
 */
import type { Asset, Report } from '@taxdep/domain';
import { EDITABLE_ASSET_FIELDS } from '@taxdep/domain/assets';

type Group = 'instructions' | 'propertyInfo' | 'reportingInfo';

/** Free-text General Info fields (no format rule in src/reports/validation.ts), each one slot per report. */
const GENERAL_INFO_FIELDS: readonly [Group, string][] = [
  ['instructions', 'instructedPerson'],
  ['instructions', 'instructedCompany'],
  ['instructions', 'streetAddress'],
  ['instructions', 'suburb'],
  ['instructions', 'state'],
  ['instructions', 'postCode'],
  ['instructions', 'reliantParty'],
  ['instructions', 'instructionRef'],
  ['propertyInfo', 'vendorEntity'],
  ['propertyInfo', 'buildingPeriodAtReportDate'],
  ['reportingInfo', 'qsReference'],
  ['reportingInfo', 'reportName'],
];
/** Two text fields per register row, owned by two different users. */
const ROW_FIELDS = ['description', 'supplier'] as const;
/** Share of a user's saves that go to its General Info slot (the rest go to its register rows). */
const GENERAL_INFO_SHARE = 0.4;
const THINK_MS = 2000;
const REQUEST_TIMEOUT_MS = 30_000;

export type SaveKind = 'generalInfo' | 'row';

export interface Slot {
  key: string;
  kind: SaveKind;
  reportId: number;
  assetId: number | null;
  group: Group | null;
  field: string;
  owner: number;
}

export interface LedgerSnapshot {
  acked: Map<string, number>;
  unacked: Map<string, string[]>;
}

/** What the users were told: per slot the last acknowledged value, and what was sent after it without an answer. */
export class Ledger {
  readonly acked = new Map<string, { value: string; counter: number }>();
  readonly unacked = new Map<string, string[]>();

  ack(slot: Slot, value: string, counter: number): void {
    this.acked.set(slot.key, { value, counter });
    this.unacked.delete(slot.key);
  }

  fail(slot: Slot, value: string): void {
    this.unacked.set(slot.key, [...(this.unacked.get(slot.key) ?? []), value]);
  }

  /** As of now: slot → last acknowledged counter, and slot → values sent since without an answer. */
  snapshot(): LedgerSnapshot {
    return {
      acked: new Map([...this.acked].map(([key, { counter }]) => [key, counter])),
      unacked: new Map([...this.unacked].map(([key, values]) => [key, [...values]])),
    };
  }
}

export interface Outcome {
  kind: SaveKind;
  startedAt: number;
  ms: number;
  ok: boolean;
  /** HTTP status, or the network error's text. */
  failure?: string;
  duringCrash: boolean;
}

export interface LoadContext {
  origin: string;
  ledger: Ledger;
  outcomes: Outcome[];
  /** True from just before the kill until the restarted service answers. */
  crashWindow: { open: boolean };
  stopping: () => boolean;
  /**
   * False for the control run: saves without `version` and `base` (last writer wins, docs/api.md), which must
   * show lost updates, or this bench could not detect them.
   */
  merge: boolean;
}

interface SimulatedUser {
  index: number;
  auth: string;
  counter: number;
  generalInfo: Slot | null;
  rows: Slot[];
  reports: Map<number, Report>;
  assets: Map<number, Asset>;
}

/** `load u<user> n<counter>`: the owner and the counter of a stored value can be read back. */
export function slotValue(user: number, counter: number): string {
  return `load u${user} n${counter}`;
}

export function counterOf(value: unknown, owner: number): number | null {
  const match = typeof value === 'string' ? /^load u(\d+) n(\d+)$/.exec(value) : null;
  return match && Number(match[1]) === owner ? Number(match[2]) : null;
}

/**
 * Slot layout: General Info slot u goes to user u (while there are slots); row slot s to user s mod users, with
 * the two fields of row i at slots 2i and 2i+1, so each user owns two row fields and no row has one writer only.
 */
export function assignSlots(users: number, reportIds: number[], rows: { id: number; reportId: number }[]) {
  // Field by field across the reports, so that a smaller run still has writers in every report.
  const generalInfo: Slot[] = GENERAL_INFO_FIELDS.flatMap(([group, field]) =>
    reportIds.map((reportId) => ({
      key: `report ${reportId} ${group}.${field}`,
      kind: 'generalInfo' as const,
      reportId,
      assetId: null,
      group,
      field,
      owner: -1,
    })),
  );
  const rowSlots: Slot[] = rows.slice(0, users).flatMap((row) =>
    ROW_FIELDS.map((field) => ({
      key: `asset ${row.id} ${field}`,
      kind: 'row' as const,
      reportId: row.reportId,
      assetId: row.id,
      group: null,
      field,
      owner: -1,
    })),
  );
  rowSlots.forEach((slot, s) => {
    slot.owner = s % users;
  });
  const owned = generalInfo.slice(0, users);
  owned.forEach((slot, u) => {
    slot.owner = u;
  });
  return { generalInfo: owned, rows: rowSlots };
}

export function createUsers(
  count: number,
  tokens: string[],
  slots: Slot[],
  reports: Map<number, Report>,
  assets: Map<number, Asset>,
): SimulatedUser[] {
  return Array.from({ length: count }, (_, index) => ({
    index,
    auth: `Bearer ${tokens[index % tokens.length]}`,
    counter: 0,
    generalInfo: slots.find((s) => s.kind === 'generalInfo' && s.owner === index) ?? null,
    rows: slots.filter((s) => s.kind === 'row' && s.owner === index),
    // Every user opened the same reports at the start: its own copies, as stale as the portal's would be.
    reports: new Map([...reports].map(([id, r]) => [id, structuredClone(r)])),
    assets: new Map([...assets].map(([id, a]) => [id, structuredClone(a)])),
  }));
}

export async function runUser(context: LoadContext, user: SimulatedUser): Promise<void> {
  let nextRow = 0;
  while (!context.stopping()) {
    await new Promise((r) => setTimeout(r, THINK_MS * (0.5 + Math.random())));
    if (context.stopping()) return;
    const giTurn =
      user.generalInfo !== null && (user.rows.length === 0 || Math.random() < GENERAL_INFO_SHARE);
    const slot = giTurn ? user.generalInfo : user.rows[nextRow++ % user.rows.length];
    if (slot) await save(context, user, slot);
  }
}

async function save(context: LoadContext, user: SimulatedUser, slot: Slot): Promise<void> {
  user.counter += 1;
  const value = slotValue(user.index, user.counter);
  const request =
    slot.kind === 'generalInfo'
      ? generalInfoSave(user, slot, value, context.merge)
      : rowSave(user, slot, value, context.merge);
  const startedAt = performance.now();
  const outcome: Outcome = { kind: slot.kind, startedAt, ms: 0, ok: false, duringCrash: false };
  try {
    const response = await fetch(`${context.origin}/api/v1${request.path}`, {
      method: request.method,
      headers: { authorization: user.auth, 'content-type': 'application/json' },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    outcome.ms = performance.now() - startedAt;
    if (response.status >= 200 && response.status < 300) {
      outcome.ok = true;
      request.keep(JSON.parse(text));
      context.ledger.ack(slot, value, user.counter);
    } else {
      outcome.failure = `HTTP ${response.status} ${text.slice(0, 200)}`;
    }
  } catch (error) {
    outcome.ms = performance.now() - startedAt;
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    outcome.failure = `${error instanceof Error ? error.message : String(error)}${cause}`;
  }
  if (!outcome.ok) {
    outcome.duringCrash = context.crashWindow.open;
    context.ledger.fail(slot, value);
  }
  context.outcomes.push(outcome);
}

interface SaveRequest {
  method: 'PUT' | 'POST';
  path: string;
  body: unknown;
  /** Keeps the answer as the user's copy, as the portal does, so the next save carries its version or base. */
  keep(answer: unknown): void;
}

function generalInfoSave(user: SimulatedUser, slot: Slot, value: string, merge: boolean): SaveRequest {
  const { version, ...copy } = user.reports.get(slot.reportId)!;
  const group = slot.group!;
  return {
    method: 'PUT',
    path: '/depreciationReport',
    body: { ...copy, ...(merge ? { version } : {}), [group]: { ...copy[group], [slot.field]: value } },
    keep: (answer) => user.reports.set(slot.reportId, answer as Report),
  };
}

function rowSave(user: SimulatedUser, slot: Slot, value: string, merge: boolean): SaveRequest {
  const copy = user.assets.get(slot.assetId!)!;
  // As the web's port does (packages/adapters/src/http/register.ts): the row whole, `base` = its editable fields.
  const base = Object.fromEntries(EDITABLE_ASSET_FIELDS.map((field) => [field, copy[field]]));
  return {
    method: 'POST',
    path: '/depreciationReports/modelAssets',
    body: { ...copy, [slot.field]: value, ...(merge ? { base } : {}) },
    keep: (answer) => user.assets.set(slot.assetId!, answer as Asset),
  };
}
