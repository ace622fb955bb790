import { DEFAULT_INCENTIVE_WINDOWS, type IncentiveWindow } from '@taxdep/domain/tax';
import { describe, expect, it } from 'vitest';
import { FakeRegisterPort, MemorySession, makeRegisterReport } from '../testing/fake-port';
import { RegisterStore } from './RegisterStore';
import type { IncentiveWindowsSource } from './register-context';

/** An administrator's load (docs/product/administration.md "Incentive windows"): one budget measure more. */
const LOADED: readonly IncentiveWindow[] = [
  ...DEFAULT_INCENTIVE_WINDOWS,
  {
    ...DEFAULT_INCENTIVE_WINDOWS.at(-2)!,
    id: 'IAWO-2025-07-01-EXT',
    firstUsedFrom: '2025-07-01',
    firstUsedTo: '2026-06-30',
  },
];

describe('register rows are judged by the incentives’ windows in force (issue 23 item 2)', () => {
  it('reads the table once, before the rows are judged, and every row and the import take it', async () => {
    let reads = 0;
    const source: IncentiveWindowsSource = {
      windows: DEFAULT_INCENTIVE_WINDOWS,
      async ensureRead() {
        reads += 1;
        (this as { windows: readonly IncentiveWindow[] }).windows = LOADED;
      },
    };
    const store = new RegisterStore(new FakeRegisterPort(), new MemorySession(), {
      searchDelayMs: 0,
      incentiveWindows: source,
    });
    await store.open(makeRegisterReport());
    expect(reads).toBe(1);
    expect(store.rows.length).toBeGreaterThan(0);
    for (const row of store.rows) expect(row.register.incentiveWindows).toBe(LOADED);
    store.addAsset();
    expect(store.rows[0]!.register.incentiveWindows).toBe(LOADED);
    expect(store.importLaw?.incentiveWindows).toBe(LOADED);
  });
});
