import type {
  AbandonmentLabel,
  Asset,
  AssetListResponse,
  Demolition,
  DemolitionWrite,
  OutputColumnSetting,
  PreviousRegisterEntry,
  Report,
} from '@taxdep/domain';
import { isAssetValid, mergeAssetEdits } from '@taxdep/domain/assets';
import type {
  AbandonmentLabelSave,
  ApiFailure,
  AssetListRequest,
  AssetRegisterPort,
  AssetSave,
  DemolitionSave,
  LabelMappingRequest,
  SessionStoragePort,
} from '@taxdep/domain/ports';
import { assetFixture } from '@taxdep/domain/testing';
import { withFakeFigures } from './fake-demolitions';

export const REPORT_ID = 7;

/** A complete, valid asset of report 7 (the domain's fixture); tests override what they need. */
export function makeAsset(id: number, overrides: Partial<Asset> = {}): Asset {
  return assetFixture({
    id,
    depreciationReportId: REPORT_ID,
    description: `Asset ${id}`,
    location: null,
    ...overrides,
  });
}

/** The report as the report view passes it to the tab; only the fields the register reads matter. */
export function makeRegisterReport(overrides: Partial<Report> = {}): Report {
  return {
    depreciationReportId: REPORT_ID,
    statusId: 1,
    status: 'In Progress',
    reportStatusId: 1,
    reportStatus: 'In Progress',
    readOnly: false,
    instructions: { fundCode: 'HPOF', propertyCode: 'HT01' } as Report['instructions'],
    propertyInfo: {
      streetAddress: '1 George St',
      suburb: 'Sydney',
      state: 'NSW',
      postCode: '2000',
    } as Report['propertyInfo'],
    reportingInfo: {} as Report['reportingInfo'],
    taxpayer: { entityType: null, propertyUse: null, turnoverBand: null, premisesCondition: null },
    ...overrides,
  };
}

export class MemorySession implements SessionStoragePort {
  readonly values = new Map<string, string>();
  get(key: string) {
    return this.values.get(key) ?? null;
  }
  set(key: string, value: string) {
    this.values.set(key, value);
  }
  remove(key: string) {
    this.values.delete(key);
  }
  clear() {
    this.values.clear();
  }
}

/**
 * An in-memory register service: pages, filters, error mode, and switches to make a call fail (docs/product/rules.md#messages-and-errors null), with
 * `refusal` as the reason a failing call gives (issue #10).
 */
export class FakeRegisterPort implements AssetRegisterPort {
  assets: Asset[];
  labels: AbandonmentLabel[] = [{ id: 1, label: 'Level 12 fit-out', depreciationReportId: REPORT_ID }];
  flags: OutputColumnSetting[] = [];
  previous: PreviousRegisterEntry[] = [
    {
      id: 3,
      endoffinyearreportdate: '2024-06-30',
      assessmentDate: null,
      status: 'Completed',
      numberOfAssets: 4,
    },
    { id: 4, endoffinyearreportdate: null, assessmentDate: null, status: 'In Progress', numberOfAssets: 1 },
  ];
  mappingAnswer: string | null = 'Successfully Mapped';
  readonly failing = new Set<keyof AssetRegisterPort>();
  refusal: ApiFailure | null = null;
  private failure: ApiFailure | null = null;
  readonly requests: AssetListRequest[] = [];
  readonly calls: { name: keyof AssetRegisterPort; args: unknown[] }[] = [];
  private nextId = 1000;

  constructor(assets: Asset[] = [makeAsset(1), makeAsset(2)]) {
    this.assets = assets;
  }

  private record(name: keyof AssetRegisterPort, args: unknown[]): boolean {
    this.calls.push({ name, args });
    const fails = this.failing.has(name);
    this.failure = fails ? this.refusal : null;
    return !fails;
  }

  lastFailure(): ApiFailure | null {
    return this.failure;
  }

  callsOf(name: keyof AssetRegisterPort) {
    return this.calls.filter((call) => call.name === name);
  }

  /** The body of the n-th POST /depreciationReports/modelAssets. */
  savedAsset(index: number): AssetSave {
    const call = this.callsOf('saveAsset')[index];
    if (!call) throw new Error(`No save number ${index}`);
    return call.args[0] as AssetSave;
  }

  async listAssets(_reportId: number, request: AssetListRequest): Promise<AssetListResponse | null> {
    return this.page('listAssets', request);
  }

  async listAbandonmentAssets(
    _reportId: number,
    request: AssetListRequest,
  ): Promise<AssetListResponse | null> {
    return this.page('listAbandonmentAssets', request);
  }

  private page(name: keyof AssetRegisterPort, request: AssetListRequest): AssetListResponse | null {
    this.requests.push(request);
    if (!this.record(name, [request])) return null;
    let rows = this.assets.filter((a) => !request.alerts || !isAssetValid(a));
    if (request.demolition) rows = rows.filter((a) => a.assetDemolitions.length > 0);
    if (request.searchValue) rows = rows.filter((a) => a.description?.includes(request.searchValue));
    if (request.filterValues.length > 0)
      rows = rows.filter((a) => request.filterValues.includes(a.assetCode?.assetCode ?? ''));
    const start = (request.pageNo - 1) * request.pageSize;
    return {
      modelAssets: rows.slice(start, start + request.pageSize).map((a) => structuredClone(a)),
      totalRecords: rows.length,
      registerAssetCount: this.assets.length,
      totalPages: Math.ceil(rows.length / request.pageSize),
    };
  }

  async getAssetCodes() {
    return this.record('getAssetCodes', []) ? ['ATO-0105', 'ATO-0200'] : null;
  }

  async saveAsset(asset: AssetSave, base?: Asset): Promise<Asset | null> {
    if (!this.record('saveAsset', [asset, base])) return null;
    const stored = this.assets.find((a) => a.id === asset.id);
    // As the service does: with a base, only the client's changes go over the stored row.
    const merged = base && stored ? mergeAssetEdits(base, stored, asset) : asset;
    const saved: Asset = { ...merged, id: asset.id ?? this.nextId++ };
    this.assets = [...this.assets.filter((a) => a.id !== saved.id), saved];
    return structuredClone(saved);
  }

  async deleteAssets(_reportId: number, ids: readonly number[]) {
    if (!this.record('deleteAssets', [ids])) return false;
    this.assets = this.assets.filter((a) => !ids.includes(a.id));
    return true;
  }

  async deleteAllAssets() {
    if (!this.record('deleteAllAssets', [])) return false;
    this.assets = [];
    return true;
  }

  async getDepreciationRate(request: unknown) {
    return this.record('getDepreciationRate', [request]) ? { depreciationRate: 20, effectiveLife: 10 } : null;
  }

  async getCategories() {
    return [
      { id: 1, code: '40', description: 'Plant and equipment' },
      { id: 3, code: '43', description: 'Capital works' },
    ];
  }

  async getMethods() {
    return [
      { id: 1, code: 'PC', description: 'Prime Cost' },
      { id: 2, code: 'DV', description: 'Diminishing Value' },
    ];
  }

  async searchTaxCodes(searchValue: string) {
    this.record('searchTaxCodes', [searchValue]);
    return [
      { id: 9, assetCode: 'ATO-0900', asset: 'Lift', industry: '', subIndustry: '', assetGroup: '' },
    ].map((code) => ({
      ...code,
      effectiveLifeYears: 25,
      dateOfApplication: null,
      categoryCode: '40',
      constructionType: null,
    }));
  }

  async saveDemolition(demolition: DemolitionSave): Promise<(Demolition & DemolitionWrite) | null> {
    if (!this.record('saveDemolition', [demolition])) return null;
    const id = demolition.id ?? this.nextId++;
    const stored: Demolition = {
      id,
      demoDate: demolition.demoDate,
      rate: demolition.rate,
      adjustedHistoricalCost: null,
      adjustedAnnualDepreciation: null,
      modelAsset: demolition.modelAsset,
    };
    const asset = this.assets.find((a) => a.id === demolition.modelAsset.id);
    const others = (asset?.assetDemolitions ?? []).filter((d) => d.id !== id);
    const all = withFakeFigures([...others, stored]);
    this.replaceDemolitions(demolition.modelAsset.id, all);
    return { ...all.find((d) => d.id === id)!, assetDemolitions: all };
  }

  async deleteDemolition(_reportId: number, demolitionId: number): Promise<DemolitionWrite | null> {
    if (!this.record('deleteDemolition', [demolitionId])) return null;
    const asset = this.assets.find((a) => a.assetDemolitions.some((d) => d.id === demolitionId));
    const remaining = withFakeFigures((asset?.assetDemolitions ?? []).filter((d) => d.id !== demolitionId));
    if (asset) this.replaceDemolitions(asset.id, remaining);
    return { assetDemolitions: remaining };
  }

  /** New asset objects, as the service answers new JSON: the rows the store holds are never changed here. */
  private replaceDemolitions(assetId: number, demolitions: Demolition[]): void {
    this.assets = this.assets.map((a) => (a.id === assetId ? { ...a, assetDemolitions: demolitions } : a));
  }

  async getOutputColumns() {
    return this.record('getOutputColumns', []) ? this.flags : null;
  }

  async saveOutputColumns(_reportId: number, columns: readonly OutputColumnSetting[]) {
    if (!this.record('saveOutputColumns', [columns])) return false;
    this.flags = [...columns];
    return true;
  }

  async getLabels() {
    return this.record('getLabels', []) ? this.countedLabels() : null;
  }

  async saveLabels(labels: readonly AbandonmentLabelSave[]) {
    if (!this.record('saveLabels', [labels])) return null;
    this.labels = labels.map((label) => ({ ...label, id: label.id ?? this.nextId++ }));
    return this.countedLabels();
  }

  async deleteLabel(labelId: number) {
    if (!this.record('deleteLabel', [labelId])) return false;
    this.labels = this.labels.filter((label) => label.id !== labelId);
    // The service unlinks the label's assets (docs/api.md); new objects, as in replaceDemolitions.
    this.assets = this.assets.map((a) =>
      a.abandonmentLabel?.id === labelId ? { ...a, abandonmentLabel: null } : a,
    );
    return true;
  }

  /** The list answers count each label's assets over the whole register, as the service does. */
  private countedLabels(): AbandonmentLabel[] {
    return this.labels.map((label) => ({
      ...label,
      linkedAssetCount: this.assets.filter((asset) => asset.abandonmentLabel?.id === label.id).length,
    }));
  }

  async mapLabel(request: LabelMappingRequest) {
    return this.record('mapLabel', [request]) ? this.mappingAnswer : null;
  }

  async getPreviousRegisters() {
    return this.record('getPreviousRegisters', []) ? this.previous : null;
  }

  async copyRegister(_reportId: number, sourceReportId: number) {
    if (!this.record('copyRegister', [sourceReportId])) return null;
    this.assets = [...this.assets, makeAsset(this.nextId++)];
    return { copiedAssets: 1 };
  }
}

/** `count` valid assets with ids 1..count. */
export function manyAssets(count: number): Asset[] {
  return Array.from({ length: count }, (_, i) => makeAsset(i + 1));
}
