/**
 * Reading a `taxdep calc` scenario (docs/calc-scenario.md): report settings, tax codes and assets in the API's
 * own asset shape (dollars). Every problem is reported with the path of the field that causes it.
 */
import type { Asset } from '@taxdep/domain/api';
import {
  assetToTaxInput,
  DEFAULT_INCENTIVE_WINDOWS,
  isCivilDate,
  PREMISES_CONDITIONS,
  PROPERTY_USES,
  type ReportSettings,
  TAXPAYER_ENTITY_TYPES,
  type TaxAssetInput,
  type TaxCodeInfo,
  type Taxpayer,
  TURNOVER_BANDS,
  UNSET_TAXPAYER,
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
  const taxpayer = readTaxpayer(settings.taxpayer, issues);
  // Issue 23: the CLI, like the service, always judges the law's limits: a scenario without a taxpayer has every
  // fact "not set", so an incentive asset needs one (docs/calc-scenario.md).
  const reportSettings = {
    ...(settings as unknown as ReportSettings),
    taxpayer,
    incentiveWindows: DEFAULT_INCENTIVE_WINDOWS,
  };
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

const TAXPAYER_CHOICES: Record<
  Exclude<keyof Taxpayer, 'contractDate' | 'settlementDate'>,
  readonly string[]
> = {
  entityType: TAXPAYER_ENTITY_TYPES,
  propertyUse: PROPERTY_USES,
  turnoverBand: TURNOVER_BANDS.map((b) => b.band),
  premisesCondition: PREMISES_CONDITIONS,
};

/** `settings.taxpayer` (docs/calc-scenario.md): each fact one of the domain's values or absent ("not set"). */
function readTaxpayer(raw: unknown, issues: ScenarioIssue[]): Taxpayer {
  if (raw === undefined || raw === null) return UNSET_TAXPAYER;
  if (!isObject(raw)) {
    issues.push({ field: 'settings.taxpayer', message: 'must be an object' });
    return UNSET_TAXPAYER;
  }
  const taxpayer: Record<string, string | null> = { ...UNSET_TAXPAYER };
  for (const [field, choices] of Object.entries(TAXPAYER_CHOICES)) {
    const value = raw[field];
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && choices.includes(value)) taxpayer[field] = value;
    else
      issues.push({ field: `settings.taxpayer.${field}`, message: `must be one of ${choices.join(', ')}` });
  }
  for (const field of ['contractDate', 'settlementDate'] as const) {
    const value = raw[field];
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && isCivilDate(value)) taxpayer[field] = value;
    else issues.push({ field: `settings.taxpayer.${field}`, message: 'must be a date YYYY-MM-DD' });
  }
  return taxpayer as unknown as Taxpayer;
}
