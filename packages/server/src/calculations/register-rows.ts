/**
 * A register's rows as the figures cache keeps them (figures-cache.ts; docs/architecture.md "Scale-out"): per row
 * its version, content, engine input and its own part of the schedule. A refresh brings the rows read since the
 * last snapshot (repository.ts): a row of the same version, or of another version with the same content, is kept
 * as it is; the others are mapped again and their parts made again. The work goes a chunk at a time with the event
 * loop free in between (other users' calls, docs/architecture.md "Scale-out": long work must not block them).
 */
import {
  type ImmediateDeductionPeers,
  type ScheduleFrame,
  scheduleAssetParts,
  type TaxAssetInput,
} from '@taxdep/domain/tax';
import { PackedRow } from '../kernel/packed-row';
import {
  contentOf,
  type Labels,
  type MappedRow,
  mapRow,
  type ReferenceData,
  type RowText,
} from './engine-input';

/** Rows looked at, mapped or calculated between two turns of the event loop (about 50 ms of work). */
const CHUNK = 5000;

/** A row as the cache holds it: mapped, with its part once made. */
export type RowState = MappedRow;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** What applying rows read did. */
export interface RowChanges {
  /** The rows mapped again (new or changed), whose parts are to be made. */
  mapped: RowState[];
  /** The rows read but kept as they were (the same version or content). */
  kept: RowState[];
  /** A row came: the id order is to be made again. */
  added: boolean;
}

interface ToMap {
  row: RowText;
  fields: PackedRow;
  content: string;
  known: boolean;
}

/**
 * Applies rows read to `rows`: a row of the same version, or of the same content, is kept; the others are mapped
 * again. `referenceFor` is given the fields of the rows to map before any is mapped; `seen` collects the ids read
 * (a whole register read: the rows not seen are gone, `removeUnseen`).
 */
export async function applyRows(
  rows: Map<number, RowState>,
  read: readonly RowText[],
  context: {
    reportId: number;
    labels: Labels;
    referenceFor: (fields: readonly PackedRow[]) => Promise<ReferenceData>;
  },
  seen: Set<number> | null,
): Promise<RowChanges> {
  const toMap: ToMap[] = [];
  const kept: RowState[] = [];
  for (let at = 0; at < read.length; at += 1) {
    if (at > 0 && at % CHUNK === 0) await nextTurn();
    const row = read[at] as RowText;
    seen?.add(row.id);
    const known = rows.get(row.id);
    if (known && known.revision === row.revision) {
      kept.push(known); // the same version of the row
      continue;
    }
    const content = contentOf(row, context.labels);
    if (known && known.content === content) {
      known.revision = row.revision;
      kept.push(known);
      continue;
    }
    toMap.push({ row, fields: new PackedRow(row.text), content, known: known !== undefined });
  }
  const reference = await context.referenceFor(toMap.map((m) => m.fields));
  let added = false;
  const mapped: RowState[] = [];
  for (let at = 0; at < toMap.length; at += 1) {
    if (at > 0 && at % CHUNK === 0) await nextTurn();
    const { row, fields, content, known } = toMap[at] as ToMap;
    const state = mapRow(row, fields, context.reportId, reference, context.labels, content);
    added ||= !known;
    rows.set(row.id, state);
    mapped.push(state);
  }
  return { mapped, kept, added };
}

/** Removes the rows of `ids` (deleted since the last snapshot); whether any was held. */
export function removeRows(rows: Map<number, RowState>, ids: Iterable<number>): boolean {
  let removed = false;
  for (const id of ids) removed = rows.delete(id) || removed;
  return removed;
}

/** The ids held but not `seen` in a whole register read: rows deleted since. */
export function unseen(rows: ReadonlyMap<number, RowState>, seen: ReadonlySet<number>): number[] {
  return [...rows.keys()].filter((id) => !seen.has(id));
}

/**
 * Makes the parts of `stale` under `frame` (null when the engine cannot calculate a row), in id order, from
 * position `firstIndex`; returns the position after them. A whole register's parts, made in id order, are made at
 * their positions (no copy to correct them, composed-schedule.ts). `peers`: the whole register's sets and identical
 * items for the $300 test (register-peers.ts).
 */
export async function scheduleRows(
  frame: ScheduleFrame | null,
  stale: RowState[],
  firstIndex = 0,
  peers: ImmediateDeductionPeers | null = null,
): Promise<number> {
  stale.sort((x, y) => x.columns.id - y.columns.id);
  let index = firstIndex;
  for (let at = 0; at < stale.length; at += CHUNK) {
    if (at > 0) await nextTurn();
    index = scheduleParts(frame, stale.slice(at, at + CHUNK), index, peers);
  }
  return index;
}

/**
 * Gives each row its part under `frame` (null when the engine cannot calculate it), in one batch; returns the
 * position in id order after the batch's parts (right when the batches cover the register in id order).
 */
function scheduleParts(
  frame: ScheduleFrame | null,
  states: readonly RowState[],
  firstIndex: number,
  peers: ImmediateDeductionPeers | null,
): number {
  const calculable = states.filter((state) => {
    state.part = null;
    return frame !== null && state.input !== null;
  });
  if (!frame || calculable.length === 0) return firstIndex;
  const outcomes = scheduleAssetParts(
    frame,
    calculable.map((state) => state.input as TaxAssetInput),
    firstIndex,
    peers,
  );
  let parts = 0;
  calculable.forEach((state, i) => {
    state.part = outcomes[i]?.part ?? null;
    if (state.part) parts += 1;
    else state.issues = outcomes[i]?.issues ?? [];
  });
  return firstIndex + parts;
}
