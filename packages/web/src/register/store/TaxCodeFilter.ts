import type { AssetRegisterPort } from '@taxdep/domain/ports';
import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import type { RegisterContext } from './context';

interface FilterTarget extends Pick<RegisterContext, 'reportId'> {
  readonly filterValues: readonly string[];
  applyFilters(values: readonly string[]): Promise<void>;
}

/**
 * The tax code filter popup of the Tax Code column (docs/product/asset-register.md): search, a checkbox per code of the register,
 * Clear All Filters, Cancel and Apply. The ticks are a draft until Apply.
 */
export class TaxCodeFilter {
  isOpen = false;
  loading = false;
  codes: string[] = [];
  search = '';
  readonly ticked = observable.set<string>();

  constructor(
    private readonly port: AssetRegisterPort,
    private readonly target: FilterTarget,
  ) {
    makeAutoObservable<TaxCodeFilter, 'port' | 'target'>(this, {
      port: false,
      target: false,
      codes: observableRef,
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
  }

  get visibleCodes(): string[] {
    const wanted = this.search.trim().toUpperCase();
    return wanted === '' ? this.codes : this.codes.filter((code) => code.toUpperCase().includes(wanted));
  }

  setSearch(text: string): void {
    this.search = text;
  }

  toggle(code: string): void {
    if (this.ticked.has(code)) this.ticked.delete(code);
    else this.ticked.add(code);
  }

  clearAll(): void {
    this.ticked.clear();
  }

  cancel(): void {
    this.isOpen = false;
  }

  apply(): Promise<void> {
    this.isOpen = false;
    return this.target.applyFilters([...this.ticked]);
  }
}
