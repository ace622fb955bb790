import type { AssetRegisterPort } from '@taxdep/domain/ports';
import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import type { RegisterContext } from './context';

interface FilterTarget extends Pick<RegisterContext, 'reportId'> {
  readonly filterValues: readonly string[];
  applyFilters(values: readonly string[]): Promise<void>;
}

/**
 * The tax code filter popup of the Tax Code column (docs/product/asset-register.md): search, a checkbox per code of the register,
 * Clear All Filters, Cancel and Apply. The ticks are a draft until Apply; Clear All Filters applies at once.
 */
export class TaxCodeFilter {
  isOpen = false;
  loading = false;
  codes: string[] = [];
  search = '';
  readonly ticked = observable.set<string>();
  /** Each listed code's asset description (issue 16 item 5: codes alone mean little to a surveyor). */
  readonly descriptions = observable.map<string, string>();

  constructor(
    private readonly port: AssetRegisterPort,
    private readonly target: FilterTarget,
  ) {
    makeAutoObservable<TaxCodeFilter, 'port' | 'target'>(this, {
      port: false,
      target: false,
      codes: observableRef,
      // A plain read, so the list that calls it follows the descriptions as they arrive.
      labelOf: false,
    });
  }

  async open(): Promise<void> {
    this.isOpen = true;
    this.search = '';
    this.ticked.replace(this.target.filterValues);
    this.loading = true;
    const codes = await this.port.getAssetCodes(this.target.reportId);
    runInAction(() => {
      this.loading = false;
      this.codes = codes ?? [];
    });
    await this.loadDescriptions(codes ?? []);
  }

  /**
   * The descriptions come from the tax-code suggestions, asked once per four-character prefix of the listed codes
   * (`B001` answers B0010 to B0019, well under the suggestion limit), so a register of many codes costs a few calls.
   */
  private async loadDescriptions(codes: readonly string[]): Promise<void> {
    const missing = codes.filter((code) => !this.descriptions.has(code) && code.length >= 4);
    const prefixes = [...new Set(missing.map((code) => code.slice(0, 4).toUpperCase()))];
    const answers = await Promise.all(prefixes.map((prefix) => this.port.searchTaxCodes(prefix)));
    runInAction(() => {
      for (const found of answers)
        for (const code of found ?? []) this.descriptions.set(code.assetCode, code.asset);
    });
  }

  /** The code with its description when known: `B0060 — Lifts (including …)`. */
  labelOf(code: string): string {
    const description = this.descriptions.get(code);
    return description ? `${code} — ${description}` : code;
  }

  /** Codes whose code or description holds the search text, whatever its case. */
  get visibleCodes(): string[] {
    const wanted = this.search.trim().toUpperCase();
    return wanted === ''
      ? this.codes
      : this.codes.filter((code) => this.labelOf(code).toUpperCase().includes(wanted));
  }

  setSearch(text: string): void {
    this.search = text;
  }

  toggle(code: string): void {
    if (this.ticked.has(code)) this.ticked.delete(code);
    else this.ticked.add(code);
  }

  /** Clears every tick and lists the whole register at once: no Apply needed (issue 16 item 5). */
  clearAll(): Promise<void> {
    this.ticked.clear();
    return this.apply();
  }

  cancel(): void {
    this.isOpen = false;
  }

  apply(): Promise<void> {
    this.isOpen = false;
    return this.target.applyFilters([...this.ticked]);
  }
}
