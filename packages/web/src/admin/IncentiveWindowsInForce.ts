import type { IncentiveWindowsPort } from '@taxdep/domain/ports';
import { DEFAULT_INCENTIVE_WINDOWS, type IncentiveWindow } from '@taxdep/domain/tax';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

/**
 * The incentives' windows the screens judge `IA` and `AD` rows with (issue 23 item 2): the table in force, read
 * once per session from `GET /incentiveWindows`, so the register, the import's staging and the paste judge a row
 * as the service's stored verdict does. Until the answer comes (or when the call fails) they are the release's
 * defaults, which the service's first version holds too. A table loaded during the session is read at the next
 * session (or by `refresh()`, which the Incentive windows section calls after a load).
 */
export class IncentiveWindowsInForce {
  windows: readonly IncentiveWindow[] = DEFAULT_INCENTIVE_WINDOWS;
  /** The version read; null until read. */
  version: number | null = null;
  private reading: Promise<void> | null = null;

  constructor(private readonly port: IncentiveWindowsPort) {
    // By reference: the rules read the windows as the plain objects the service answered, not as observables.
    makeAutoObservable<IncentiveWindowsInForce, 'port' | 'reading'>(this, {
      port: false,
      reading: false,
      windows: observableRef,
    });
  }

  /** Reads the table once per session; every later call answers at once. */
  ensureRead(): Promise<void> {
    this.reading ??= this.read();
    return this.reading;
  }

  /** Reads the table again (after a load on this page). */
  refresh(): Promise<void> {
    this.reading = this.read();
    return this.reading;
  }

  private async read(): Promise<void> {
    const table = await this.port.table();
    runInAction(() => {
      if (!table) {
        // A failed read is tried again by the next ensureRead, the defaults meanwhile.
        this.reading = null;
        return;
      }
      this.windows = table.windows;
      this.version = table.version;
    });
  }
}
