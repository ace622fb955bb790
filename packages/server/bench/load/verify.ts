/**
 * Reading back through the API what the load wrote, and judging it: after the run (lost updates) and right
 * after the restart that follows `kill -9` (acknowledged writes missing). Also the percentiles of the figures.
 */
import type { Asset, Report } from '@taxdep/domain';
import { counterOf, type Ledger, type LedgerSnapshot, type Slot } from './users';

export class Api {
  constructor(
    private readonly origin: string,
    private readonly auth: string,
  ) {}

  async report(id: number): Promise<Report> {
    return this.call<Report>('GET', `/depreciationReports/${id}`);
  }

  /** Every row of a register, page by page (sorted by id). */
  async rows(reportId: number): Promise<Asset[]> {
    const rows: Asset[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const page = await this.call<{ modelAssets: Asset[]; totalPages: number }>(
        'POST',
        `/depreciationReports/${reportId}/modelAssets/all`,
        { searchValue: '', filterValues: [], pageNo, pageSize: 200, sortBy: 'id', order: 'ASC' },
      );
      rows.push(...page.modelAssets);
      if (pageNo >= page.totalPages) return rows;
    }
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.origin}/api/v1${path}`, {
      method,
      headers: {
        authorization: this.auth,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }
}

/** The stored value of every slot, as the API answers it now. */
export async function readSlots(api: Api, slots: Slot[]): Promise<Map<string, unknown>> {
  const stored = new Map<string, unknown>();
  const reportIds = [...new Set(slots.filter((s) => s.kind === 'generalInfo').map((s) => s.reportId))];
  const registerIds = [...new Set(slots.filter((s) => s.kind === 'row').map((s) => s.reportId))];
  const reports = new Map(
    await Promise.all(reportIds.map(async (id) => [id, await api.report(id)] as const)),
  );
  const assets = new Map<number, Asset>();
  for (const id of registerIds) for (const asset of await api.rows(id)) assets.set(asset.id, asset);
  for (const slot of slots) {
    if (slot.kind === 'generalInfo') {
      const group = reports.get(slot.reportId)?.[slot.group!] as unknown as Record<string, unknown>;
      stored.set(slot.key, group?.[slot.field]);
    } else {
      const asset = assets.get(slot.assetId!) as unknown as Record<string, unknown> | undefined;
      stored.set(slot.key, asset?.[slot.field]);
    }
  }
  return stored;
}

export interface Finding {
  slot: string;
  expected: string;
  stored: string;
}

/**
 * After the run: each slot must hold its last acknowledged value (one writer, sequential saves: the last ack
 * wins). A value sent later whose answer never came (lost in the crash) may also be stored: it was committed but
 * not acknowledged, which is allowed and counted apart.
 */
export function judgeFinal(slots: Slot[], ledger: Ledger, stored: Map<string, unknown>) {
  const lost: Finding[] = [];
  let checked = 0;
  let committedUnacknowledged = 0;
  for (const slot of slots) {
    const acked = ledger.acked.get(slot.key);
    if (!acked) continue;
    checked += 1;
    const value = stored.get(slot.key);
    if (value === acked.value) continue;
    if (typeof value === 'string' && (ledger.unacked.get(slot.key) ?? []).includes(value)) {
      committedUnacknowledged += 1;
      continue;
    }
    lost.push({ slot: slot.key, expected: acked.value, stored: String(value) });
  }
  return { checked, lost, committedUnacknowledged };
}

/**
 * Right after the restart, while the users write again: each slot must hold the value acknowledged before the
 * kill or a later one of the same writer (the counters only grow), never an older one. A stored value that was
 * sent before the kill but never answered was committed with its answer lost: allowed, and counted.
 */
export function judgeDurable(slots: Slot[], atKill: LedgerSnapshot, stored: Map<string, unknown>) {
  const missing: Finding[] = [];
  let checked = 0;
  let committedUnacknowledged = 0;
  for (const slot of slots) {
    const value = stored.get(slot.key);
    if ((atKill.unacked.get(slot.key) ?? []).includes(value as string)) committedUnacknowledged += 1;
    const counter = atKill.acked.get(slot.key);
    if (counter === undefined) continue;
    checked += 1;
    const storedCounter = counterOf(value, slot.owner);
    if (storedCounter === null || storedCounter < counter) {
      missing.push({ slot: slot.key, expected: `u${slot.owner} n≥${counter}`, stored: String(value) });
    }
  }
  return { checked, missing, committedUnacknowledged };
}

export interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}
