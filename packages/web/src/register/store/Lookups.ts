import type { DepreciationCategory, DepreciationMethod, TaxCode } from '@taxdep/domain';
import { taxCodeSearchValue } from '@taxdep/domain/assets';
import type { AssetRegisterPort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

/** The lists every row's selects share (categories, methods) and the tax code suggestions (docs/product/rules.md). */
export class Lookups {
  categories: DepreciationCategory[] = [];
  methods: DepreciationMethod[] = [];
  private loaded = false;
  private readonly suggestionCache = new Map<string, Promise<TaxCode[]>>();

  constructor(private readonly port: AssetRegisterPort) {
    makeAutoObservable<Lookups, 'port' | 'loaded' | 'suggestionCache'>(this, {
      port: false,
      loaded: false,
      suggestionCache: false,
      categories: observableRef,
      methods: observableRef,
    });
  }

  async load(): Promise<void> {
    if (this.loaded) return;
    this.loaded = true;
    const [categories, methods] = await Promise.all([this.port.getCategories(), this.port.getMethods()]);
    runInAction(() => {
      this.categories = categories ?? [];
      this.methods = methods ?? [];
      // docs/product/rules.md#messages-and-errors: a failed call leaves the list empty; the next opening of the tab asks again.
      if (!categories || !methods) this.loaded = false;
    });
  }

  /**
   * docs/product/rules.md: suggestions from 3 characters, searched upper-cased; fewer characters give none. Answers are cached
   * per search value for the session, failures are not.
   */
  searchTaxCodes(typed: string): Promise<TaxCode[]> {
    const value = taxCodeSearchValue(typed);
    if (value === null) return Promise.resolve([]);
    const cached = this.suggestionCache.get(value);
    if (cached) return cached;
    const search = this.port.searchTaxCodes(value).then((codes) => {
      if (codes === null) this.suggestionCache.delete(value);
      return codes ?? [];
    });
    this.suggestionCache.set(value, search);
    return search;
  }
}
