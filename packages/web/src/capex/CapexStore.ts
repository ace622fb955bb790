import type { CapexItemWire, CapexReport, CapexReportHeader } from '@taxdep/domain';
import type { ApiFailure, CapexPort, CsvReaderPort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CapexContext } from './context';
import { type ForecastStore, forecastStore } from './forecast/ForecastStore';
import { ItemImport } from './import/ItemImport';
import { ItemsStore } from './items/ItemsStore';
import { RegisterProposals } from './proposals/RegisterProposals';
import { SettingsStore } from './settings/SettingsStore';
import { type TaxEffectStore, taxEffectStore } from './tax/TaxEffectStore';

export type CapexLoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/** The view's tabs, in their order (docs/product/capex-forecast.md). */
export const CAPEX_TABS = [
  { id: 'settings', label: 'Settings' },
  { id: 'items', label: 'Items' },
  { id: 'forecast', label: 'Forecast' },
  { id: 'tax', label: 'Tax effect' },
  { id: 'document', label: 'Document' },
  { id: 'history', label: 'History' },
] as const;
export type CapexTab = (typeof CAPEX_TABS)[number]['id'];

export interface CapexStoreOptions {
  /** The pause after typing before a save (ms); tests pass 0. */
  typingDelayMs?: number;
}

/**
 * The capital-expenditure view (issue 27; the shell opens it for `?capexId=N`): the forecast read once, as the
 * report view reads its report, and the stores of its tabs. A forecast is a report of kind capex, so its header
 * carries the reports' status, people and readOnly, and a workflow move reloads it (`reload`).
 */
export class CapexStore implements CapexContext {
  report: CapexReportHeader | null = null;
  /** The property's latest depreciation report, which items may start from (null: none). */
  depreciationReportId: number | null = null;
  state: CapexLoadState = 'idle';
  failure: ApiFailure | null = null;
  tab: CapexTab = 'settings';
  readonly settings: SettingsStore;
  readonly items: ItemsStore;
  readonly forecast: ForecastStore;
  readonly taxEffect: TaxEffectStore;
  readonly proposals: RegisterProposals;
  readonly itemImport: ItemImport;
  private requested: number | null = null;

  constructor(
    private readonly port: CapexPort,
    csv: CsvReaderPort,
    options: CapexStoreOptions = {},
  ) {
    const typingDelayMs = options.typingDelayMs ?? 600;
    this.forecast = forecastStore(port, this);
    this.taxEffect = taxEffectStore(port, this);
    this.settings = new SettingsStore(port, this, typingDelayMs);
    this.items = new ItemsStore(port, this, typingDelayMs);
    this.proposals = new RegisterProposals(port, this);
    this.itemImport = new ItemImport(port, csv, this);
    makeAutoObservable<CapexStore, 'port' | 'requested'>(this, {
      port: false,
      requested: false,
      report: observableRef,
      settings: false,
      items: false,
      forecast: false,
      taxEffect: false,
      proposals: false,
      itemImport: false,
    });
  }

  get capexReportId(): number | null {
    return this.report?.capexReportId ?? null;
  }

  get readOnly(): boolean {
    return this.report?.readOnly ?? true;
  }

  /** The base year the items are judged against: the saved settings' (an item cannot be installed after it). */
  get baseYear(): number | null {
    return this.report?.settings.baseYear ?? null;
  }

  async load(capexReportId: number): Promise<void> {
    if (this.requested === capexReportId && this.state !== 'failed') return;
    this.requested = capexReportId;
    this.state = 'loading';
    this.report = null;
    this.failure = null;
    const report = await this.port.report(capexReportId);
    const failure = report ? null : this.port.lastFailure();
    runInAction(() => {
      if (this.requested !== capexReportId) return;
      this.failure = failure;
      if (!report) {
        // docs/product/rules.md#messages-and-errors: a failure is said, never shown as an empty forecast.
        this.state = 'failed';
        return;
      }
      this.applyReport(report);
      this.items.seed(report.items);
      this.state = 'loaded';
    });
  }

  /** After a workflow move: status, people and readOnly follow; the items stay as the grid holds them. */
  async reload(capexReportId: number): Promise<void> {
    if (this.requested !== capexReportId) return;
    const report = await this.port.report(capexReportId);
    runInAction(() => {
      if (this.requested === capexReportId && report) this.applyReport(report);
    });
  }

  /** A header save answered: the version and settings the service now holds. */
  applyHeader(saved: CapexReportHeader): void {
    this.report = headerOf(saved);
  }

  openTab(tab: CapexTab): void {
    this.tab = tab;
    if (tab === 'forecast') void this.forecast.show();
    if (tab === 'tax') void this.taxEffect.show();
  }

  /** Something the forecast is worked from was saved: read again when next shown, or now if it is shown. */
  forecastChanged(): void {
    this.forecast.invalidate(this.tab === 'forecast');
    this.taxEffect.invalidate(this.tab === 'tax');
  }

  addSavedItems(items: readonly CapexItemWire[]): void {
    this.items.addSaved(items);
    this.forecastChanged();
  }

  /** A left-out item's link in the forecast: the Items tab with that item's row under the cursor. */
  showItem(itemId: string): void {
    this.tab = 'items';
    this.items.focusItem(itemId);
  }

  private applyReport(report: CapexReport): void {
    this.report = headerOf(report);
    this.depreciationReportId = report.depreciationReportId;
    this.settings.seed(this.report);
  }
}

/** The header without the items (the items store holds those). */
function headerOf(report: CapexReportHeader & { items?: unknown }): CapexReportHeader {
  const { items: _items, depreciationReportId: _dr, ...header } = report as CapexReport;
  return header;
}
