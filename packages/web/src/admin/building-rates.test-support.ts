/**
 * A BuildingRatesPort for the Building rates section's tests, answering as the service does: the file is read and
 * planned by the domain's own rules (rca/rate-library-file.ts) against the rates held, and a load adds the rates.
 */
import type { BuildingRateLoadAnswer, BuildingRateLoadRecord, BuildingRateWire } from '@taxdep/domain';
import type { ApiFailure, BuildingRatesPort, ExportedFile } from '@taxdep/domain/ports';
import { planRateLibraryLoad, readRateLibraryFile } from '@taxdep/domain/rca';
import { BuildingRatesStore } from './BuildingRatesStore';

export const HEADINGS = 'building_type,location,rate_per_m2,priced_on,source';

export const HELD: BuildingRateWire = {
  rateId: 1,
  loadId: 1,
  buildingType: 'Office',
  location: 'Sydney CBD',
  rateCentsPerM2: 345_000,
  pricedOn: '2026-07-01',
  source: 'Cost guide 2026',
};

export function fakeRates(options: { refuseLoad?: ApiFailure } = {}) {
  const rates: BuildingRateWire[] = [HELD];
  const loads: BuildingRateLoadRecord[] = [
    {
      loadId: 1,
      fileName: 'sample.csv',
      loadedAt: '2026-07-01T00:00:00.000Z',
      loadedBy: null,
      ratesAdded: 1,
    },
  ];
  const calls: string[] = [];
  let failure: ApiFailure | null = null;
  const plan = (fileName: string, text: string): BuildingRateLoadAnswer => {
    const file = readRateLibraryFile(text);
    const planned = planRateLibraryLoad(file, rates);
    return {
      fileName,
      added: planned.added.map(({ line, ...rate }) => ({ ...rate, line })),
      unchanged: planned.unchanged,
      conflicts: planned.conflicts.map((c) => ({
        line: c.line,
        buildingType: c.rate.buildingType,
        location: c.rate.location,
        pricedOn: c.rate.pricedOn,
        rateCentsPerM2: c.rate.rateCentsPerM2,
        storedCentsPerM2: c.storedCentsPerM2,
      })),
      problems: file.problems,
      loadable: file.problems.length === 0 && planned.conflicts.length === 0 && planned.added.length > 0,
      loadId: null,
    };
  };
  const port: BuildingRatesPort = {
    rates: async (query) => {
      calls.push(`rates${query?.asOf ? ` ${query.asOf}` : ''}`);
      return [...rates];
    },
    loads: async () => {
      calls.push('loads');
      return [...loads];
    },
    preview: async ({ fileName, text }) => {
      calls.push(`preview ${fileName}`);
      failure = null;
      return plan(fileName, text);
    },
    load: async ({ fileName, text }) => {
      calls.push(`load ${fileName}`);
      failure = options.refuseLoad ?? null;
      if (failure) return null;
      const answer = plan(fileName, text);
      const loadId = loads.length + 1;
      for (const { line: _line, ...rate } of answer.added)
        rates.push({ ...rate, rateId: rates.length + 1, loadId });
      loads.unshift({
        loadId,
        fileName,
        loadedAt: '2026-11-30T01:00:00.000Z',
        loadedBy: 'Avery Admin',
        ratesAdded: answer.added.length,
      });
      return { ...answer, loadId };
    },
    lastFailure: () => failure,
  };
  const saved: ExportedFile[] = [];
  const store = new BuildingRatesStore(port, { save: (file) => void saved.push(file) });
  return { port, store, calls, saved, rates };
}

/** A file chosen in the page: its name, size and text. */
export function chosen(store: BuildingRatesStore, fileName: string, text: string): Promise<void> {
  return store.chooseFile(fileName, text.length, async () => text);
}
