/**
 * Reading a `taxdep calc` scenario (docs/calc-scenario.md): report settings, tax codes and assets in the API's
 * own asset shape (dollars). Every problem is reported with the path of the field that causes it.
 */
import type { Asset } from '@taxdep/domain/api';
import {
  assetToTaxInput,
  type ReportSettings,
  type TaxAssetInput,
  type TaxCodeInfo,
  validateTaxInput,
} from '@taxdep/domain/tax';

export interface ScenarioIssue {
  field: string;
  message: string;
}

export interface Scenario {
  settings: ReportSettings;
  assets: TaxAssetInput[];
}

/** Engine fields under the names the scenario's assets give them (the API's asset shape). */
const SCENARIO_FIELD: Record<string, string> = {
  entryFinancialYear: 'financialYearEndDate',
  'disposal.date': 'disposalDate',
  'disposal.terminationValue': 'terminationValue',
  abandonmentDate: 'abandonmentLabel.abandonmentDate',
  demolitions: 'assetDemolitions',
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function readScenario(json: unknown): { scenario: Scenario | null; issues: ScenarioIssue[] } {
  const issues: ScenarioIssue[] = [];
  if (!isObject(json))
    return { scenario: null, issues: [{ field: '(root)', message: 'must be a JSON object' }] };
  const settings = json.settings;
  if (!isObject(settings)) issues.push({ field: 'settings', message: 'must be an object' });
  if (!Array.isArray(json.assets)) issues.push({ field: 'assets', message: 'must be an array' });
  const codes = new Map<string, TaxCodeInfo>();
  if (json.taxCodes !== undefined && !Array.isArray(json.taxCodes))
    issues.push({ field: 'taxCodes', message: 'must be an array' });
  (Array.isArray(json.taxCodes) ? json.taxCodes : []).forEach((t: unknown, i: number) => {
    if (!isObject(t) || typeof t.assetCode !== 'string') {
      issues.push({ field: `taxCodes[${i}].assetCode`, message: 'must be a string' });
      return;
    }
    for (const f of ['assetGroup', 'industry', 'subIndustry'] as const) {
      if (typeof t[f] !== 'string')
        issues.push({ field: `taxCodes[${i}].${f}`, message: 'must be a string' });
    }
    codes.set(t.assetCode, {
      assetGroup: String(t.assetGroup),
      industry: String(t.industry),
      subIndustry: String(t.subIndustry),
      effectiveLifeYears: typeof t.effectiveLifeYears === 'number' ? t.effectiveLifeYears : null,
    });
  });
  if (issues.length > 0 || !isObject(settings) || !Array.isArray(json.assets))
    return { scenario: null, issues };
  const assets: TaxAssetInput[] = [];
  const index = new Map<string, number>();
  json.assets.forEach((raw: unknown, i: number) => {
    if (!isObject(raw)) {
      issues.push({ field: `assets[${i}]`, message: 'must be an object' });
      return;
    }
    const a = { assetDemolitions: [], abandonmentLabel: null, ...raw } as unknown as Asset;
    if (typeof a.id !== 'number' && typeof a.id !== 'string') {
      issues.push({ field: `assets[${i}].id`, message: 'must be a number' });
      return;
    }
    const code = a.assetCode?.assetCode;
    const taxCode = typeof code === 'string' ? (codes.get(code) ?? null) : null;
    if (!taxCode)
      issues.push({ field: `assets[${i}].assetCode.assetCode`, message: 'must name one of taxCodes' });
    const mapped = assetToTaxInput(a, taxCode);
    for (const x of mapped.issues) {
      if (x.field !== 'assetCode') issues.push({ field: `assets[${i}].${x.field}`, message: x.message });
    }
    if (mapped.input) {
      index.set(mapped.input.id, i);
      assets.push(mapped.input);
    }
  });
  const reportSettings = settings as unknown as ReportSettings;
  if (issues.length === 0) {
    for (const x of validateTaxInput(assets, reportSettings)) {
      const at = x.assetId === null ? 'settings' : `assets[${index.get(x.assetId) ?? '?'}]`;
      issues.push({ field: `${at}.${SCENARIO_FIELD[x.field] ?? x.field}`, message: x.message });
    }
  }
  return issues.length > 0
    ? { scenario: null, issues }
    : { scenario: { settings: reportSettings, assets }, issues };
}
