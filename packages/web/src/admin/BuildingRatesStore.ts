import type { BuildingRateLoadAnswer, BuildingRateLoadRecord, BuildingRateWire } from '@taxdep/domain';
import type { BuildingRatesPort, FileSaverPort } from '@taxdep/domain/ports';
import { RATE_LIBRARY_COLUMNS } from '@taxdep/domain/rca';
import { makeAutoObservable, observableShallow, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';
import { adminWrite } from './admin-write';

/** The upload's text limit (BuildingRateUpload, 4,000,000 characters): a larger file is refused before reading. */
export const MAX_BUILDING_RATE_FILE_BYTES = 4_000_000;

/** The held rates the table shows at once; a filter narrows the rest (a library may hold thousands). */
export const SHOWN_RATES = 200;

/** The template's example row, in the file's layout (rca/rate-library-file.ts reads `$3,450.00` as well). */
const TEMPLATE_EXAMPLE = 'Office (4 to 7 storeys),Sydney CBD,3450.00,2026-07-01,Cost guide 2026 (page 12)';

/**
 * The Building rates section of the Administration page (issue 28 item 3; docs/product/administration.md "Building
 * rates"): the firm's library of rates per m² by building type and location, priced on a date with a source, as the
 * assessments choose them. Loaded like the effective-life table: choose a file, see what it adds, what it leaves
 * (held already), what conflicts with a held rate and each problem by line (nothing stored), confirm. A load adds
 * rates and never rewrites one; the history says who loaded what and when.
 */
export class BuildingRatesStore {
  rates: BuildingRateWire[] = [];
  loads: BuildingRateLoadRecord[] = [];
  /** The table's filter: building type, location, source or date, case aside. */
  filterText = '';
  failure: string | null = null;
  notice: string | null = null;
  busy = false;
  /** The chosen file and its preview; cleared by Confirm or Cancel. */
  file: { fileName: string; text: string } | null = null;
  preview: BuildingRateLoadAnswer | null = null;

  constructor(
    private readonly port: BuildingRatesPort,
    private readonly saver: FileSaverPort | null = null,
  ) {
    makeAutoObservable<BuildingRatesStore, 'port' | 'saver'>(this, {
      port: false,
      saver: false,
      rates: observableShallow,
      loads: observableShallow,
    });
  }

  async start(): Promise<void> {
    const [rates, loads] = await Promise.all([this.port.rates(), this.port.loads()]);
    runInAction(() => {
      if (!rates || !loads) {
        this.failure = failureMessage(
          { failed: 'The building rates could not be read' },
          this.port.lastFailure(),
        );
        return;
      }
      this.rates = sortRates(rates);
      this.loads = loads;
    });
  }

  setFilter(text: string): void {
    this.filterText = text;
  }

  /** The held rates the filter matches, by building type, location and newest date first. */
  get matchingRates(): BuildingRateWire[] {
    const words = this.filterText.trim().toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return this.rates;
    return this.rates.filter((rate) => {
      const text = `${rate.buildingType} ${rate.location} ${rate.source} ${rate.pricedOn}`.toLowerCase();
      return words.every((word) => text.includes(word));
    });
  }

  get shownRates(): BuildingRateWire[] {
    return this.matchingRates.slice(0, SHOWN_RATES);
  }

  /** The template: the headings a load reads and one example row, to fill in and load. */
  downloadTemplate(): void {
    const text = `${RATE_LIBRARY_COLUMNS.join(',')}\r\n${TEMPLATE_EXAMPLE}\r\n`;
    this.saver?.save({
      blob: new Blob([text], { type: 'text/csv' }),
      fileName: 'building-rates-template.csv',
    });
  }

  /** A file chosen: previews what it would do (nothing is stored yet). */
  async chooseFile(fileName: string, size: number, readText: () => Promise<string>): Promise<void> {
    this.preview = null;
    this.file = null;
    this.notice = null;
    this.failure = null;
    if (size > MAX_BUILDING_RATE_FILE_BYTES) {
      this.failure = `${fileName} is larger than 4 MB: not a rate library.`;
      return;
    }
    const file = { fileName, text: await readText() };
    const preview = await adminWrite(
      this,
      this.port,
      () => this.port.preview(file),
      `${fileName} could not be read`,
    );
    runInAction(() => {
      this.file = preview ? file : null;
      this.preview = preview;
    });
  }

  /** Confirm: loads the previewed file (the service plans it again against the library as it is now). */
  async confirm(): Promise<void> {
    const file = this.file;
    if (!file || !this.preview?.loadable) return;
    const loaded = await adminWrite(
      this,
      this.port,
      () => this.port.load(file),
      `${file.fileName} could not be loaded`,
    );
    if (!loaded) return;
    const [rates, loads] = await Promise.all([this.port.rates(), this.port.loads()]);
    runInAction(() => {
      this.preview = null;
      this.file = null;
      if (rates) this.rates = sortRates(rates);
      if (loads) this.loads = loads;
      const added = loaded.added.length;
      this.notice =
        `${loaded.fileName} loaded: ${added} ${added === 1 ? 'rate' : 'rates'} added, ` +
        `${loaded.unchanged} already held. New assessments offer them from their priced-on date.`;
    });
  }

  cancel(): void {
    this.file = null;
    this.preview = null;
  }
}

function sortRates(rates: BuildingRateWire[]): BuildingRateWire[] {
  return [...rates].sort(
    (a, b) =>
      a.buildingType.localeCompare(b.buildingType) ||
      a.location.localeCompare(b.location) ||
      b.pricedOn.localeCompare(a.pricedOn),
  );
}
