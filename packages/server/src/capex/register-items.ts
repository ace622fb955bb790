/**
 * GET /CapexReports/{id}/registerItems (issue 27 item 2): items proposed from the property's latest depreciation
 * report's register, not saved (the client stages them, the surveyor chooses and corrects, then saves). Carried
 * over: the description and location, the cost as a lump sum, the start date's financial year as the year
 * installed, the tax code and its effective life (and that life rounded up to whole years as the item's life), and
 * the asset as the one the item replaces. The building element is guessed from the asset's words where a rule is
 * plain (lifts are lifts); otherwise fit-out, or structure for capital works (Division 43). Capital works have no
 * effective life, so their life is left for the surveyor.
 */
import type { Database } from '@taxdep/db/schema';
import type { CapexItemsSaved, CapexItemWire } from '@taxdep/domain';
import {
  type BuildingElementId,
  type CapexItem,
  FIRST_BASE_YEAR,
  LAST_BASE_YEAR,
  MAX_ITEM_CENTS,
} from '@taxdep/domain/capex';
import { financialYearOf } from '@taxdep/domain/tax';
import type { Kysely } from 'kysely';
import { notFound } from '../http/http-error';
import * as repo from './repository';
import { wireOfItem } from './wire';

/** At most as many proposals as one save takes (capex-calls.ts CapexItemsSave). */
export const MAX_PROPOSALS = 10_000;

/** Words that name an element plainly, tried in this order (a "fire pump" is fire, not hydraulics). */
const ELEMENT_WORDS: [BuildingElementId, RegExp][] = [
  ['lifts', /\b(lifts?|elevators?|escalators?|travelators?)\b/i],
  [
    'fire',
    /\b(fire|sprinklers?|smoke|extinguishers?|hydrants?|hose reels?|evacuation|emergency (?:lighting|warning))/i,
  ],
  [
    'mechanical',
    /\b(air[- ]?condition\w*|hvac|chillers?|boilers?|fans?|ventilat\w*|heat pumps?|cooling towers?|mechanical|exhaust)\b/i,
  ],
  [
    'electrical',
    /\b(light\w*|switchboards?|electric\w*|power|cabl\w*|generators?|solar|cctv|security|access control|intercoms?|data)\b/i,
  ],
  [
    'hydraulics',
    /\b(hot water|pumps?|plumb\w*|sanitary|toilets?|basins?|taps?|hydraulic\w*|drain\w*|sewer\w*|water heaters?|tanks?)\b/i,
  ],
  ['roofFacade', /\b(roof\w*|fa[cç]ade|gutters?|cladding|windows?|glazing|awnings?)\b/i],
  [
    'internalFinishes',
    /\b(carpets?|floor\w*|paint\w*|ceilings?|til(?:e|es|ing)|vinyl|blinds?|curtains?|partitions?|doors?)\b/i,
  ],
  [
    'externalWorks',
    /\b(car ?park\w*|paving|landscap\w*|fenc\w*|driveways?|external|signage|gardens?|irrigation|retaining walls?)\b/i,
  ],
  ['structure', /\b(structur\w*|slabs?|columns?|beams?|frames?|footings?)\b/i],
];

/** The element an asset's words name plainly, else structure for capital works, else fit-out. */
export function guessElement(words: string, categoryCode: string | null): BuildingElementId {
  for (const [element, pattern] of ELEMENT_WORDS) if (pattern.test(words)) return element;
  return categoryCode === '43' ? 'structure' : 'fitOut';
}

/** The register's cost as a lump sum, when a capex item can hold it (validation.ts MAX_ITEM_CENTS). */
function costOf(cents: bigint | null): number | null {
  if (cents === null || cents < 0n || cents > BigInt(MAX_ITEM_CENTS)) return null;
  return Number(cents);
}

/** The start date's financial year, within the years the wire carries (FinancialYearNumber). */
function installedOf(startDate: string | null): number | null {
  if (startDate === null) return null;
  const year = financialYearOf(startDate);
  return year >= FIRST_BASE_YEAR && year <= LAST_BASE_YEAR ? year : null;
}

function proposalOf(asset: repo.RegisterAssetRow, baseYear: number): CapexItemWire {
  const effectiveLife = asset.effective_life_years === null ? null : Number(asset.effective_life_years);
  const usableLife = effectiveLife !== null && effectiveLife > 0 ? effectiveLife : null;
  const item: CapexItem = {
    id: '',
    element: guessElement(
      [asset.description, asset.tax_code_asset, asset.tax_code_group].filter(Boolean).join(' '),
      asset.category_code,
    ),
    description: asset.description ?? '',
    location: asset.location ?? '',
    condition: null,
    quantity: null,
    unit: '',
    unitRateCents: null,
    lumpSumCents: costOf(asset.original_cost),
    yearInstalled: installedOf(asset.depreciation_commencement_date),
    age: null,
    lifeYears: usableLife === null ? null : Math.ceil(usableLife),
    remainingLifeOverride: null,
    remainingLifeReason: '',
    expenditure: 'capital',
    priority: null,
    note: '',
    taxCode: asset.tax_code,
    effectiveLifeYears: usableLife,
  };
  return wireOfItem(item, asset.id, baseYear);
}

export async function registerItems(db: Kysely<Database>, reportId: number): Promise<CapexItemsSaved> {
  const header = await repo.findHeader(db, reportId);
  if (!header) throw notFound(`Capex forecast ${reportId} does not exist.`);
  const depreciationReportId = await repo.findLatestDepreciationReport(db, header.property_id);
  if (depreciationReportId === null) return { items: [] };
  const assets = await repo.findRegisterAssets(db, depreciationReportId, MAX_PROPOSALS);
  return { items: assets.map((asset) => proposalOf(asset, header.base_year)) };
}
