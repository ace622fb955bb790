/**
 * Issue 23 item 8: the demo's residential rental, on which every rule of the law around the arithmetic shows. A
 * house in Carlton North held by two individuals to earn rent, bought second-hand under a contract of 14 March 2019
 * (after 9 May 2017), so the plant that came with it gets no Division 40 deduction (s40-27) while what the owners
 * bought new stays deductible; items of $300 or less are deducted at once (s40-80(2)) unless they make a set or a
 * group of identical items over $300; the house and its 2021 bathroom are capital works by construction date (Table
 * 43-140); low-cost items under $1,000 are pooled (s40-425). The figures a surveyor would enter, by hand.
 */

import type { AssetTable, Database } from '@taxdep/db/schema';
import { division40Rate, division43Rate, percentOf as percentOfRate, ratio } from '@taxdep/domain/tax';
import type { Insertable, Transaction } from 'kysely';
import { percentOf } from './demo-assets';

/** One row of the register as the surveyor entered it; the tax code is found by its asset's name. */
export interface ResidentialAssetPlan {
  /** The asset name of the tax code (Table A, residential property operators), or the firm's code. */
  code: string;
  category: '40' | '43' | 'L' | 'R';
  description: string;
  location: string;
  /** Acquired (the invoice date); first used the same day unless `commencement` says later. */
  invoiceDate: string;
  commencement?: string;
  /** Cents. */
  cost: bigint;
  setName?: string;
  /** Capital works: the historical construction cost (cents), and when construction began and ended. */
  historicalCost?: bigint;
  constructionStart?: string;
  constructionCompleted?: string;
}

export const SETTLEMENT_DATE = '2019-04-30';

/** The facts of the purchase (General Info's Taxpayer section). */
export const RESIDENTIAL_TAXPAYER = {
  entityType: 'individual',
  propertyUse: 'residentialRental',
  turnoverBand: null,
  premisesCondition: 'previouslyUsed',
  contractDate: '2019-03-14',
  settlementDate: SETTLEMENT_DATE,
} as const;

const withHouse = (code: string, description: string, location: string, dollars: number) =>
  ({
    code,
    category: dollars < 1000 ? 'L' : '40',
    description,
    location,
    invoiceDate: SETTLEMENT_DATE,
    cost: BigInt(Math.round(dollars * 100)),
  }) as const satisfies ResidentialAssetPlan;

export const RESIDENTIAL_REGISTER: readonly ResidentialAssetPlan[] = [
  // The house: built 1998, first used 20 November 1998; bought second-hand, so the owners claim its undeducted
  // construction expenditure at settlement ($285,000 less 2.5% a year for the 7,466 days from first use to the
  // day before acquisition, s43-230 to s43-240: $139,259.59).
  {
    code: 'C0002',
    category: '43',
    description: 'Original dwelling (brick veneer, three bedrooms)',
    location: 'Dwelling',
    invoiceDate: SETTLEMENT_DATE,
    cost: 13_925_959n,
    historicalCost: 28_500_000n,
    constructionStart: '1998-03-02',
    constructionCompleted: '1998-11-20',
  },
  {
    code: 'C0002',
    category: '43',
    description: 'Bathroom renovation (tiling, vanity, shower screen)',
    location: 'Bathroom',
    invoiceDate: '2021-03-19',
    cost: 1_840_000n,
    historicalCost: 1_840_000n,
    constructionStart: '2021-02-01',
    constructionCompleted: '2021-03-19',
  },
  // Plant that came with the house (second-hand: s40-27 denies it; its value is still tracked for CGT event K7).
  withHouse(
    'Floor coverings (removable without damage): Carpet',
    'Carpet, bedrooms and hall',
    'Bedrooms',
    4_200,
  ),
  withHouse(
    'Air conditioning assets (excluding ducting, pipes and vents): Room units',
    'Split-system air conditioner',
    'Living room',
    1_850,
  ),
  withHouse('Window blinds, internal', 'Roller blinds', 'Throughout', 1_150),
  withHouse('Ovens', 'Wall oven', 'Kitchen', 980),
  withHouse('Range hoods', 'Range hood', 'Kitchen', 640),
  withHouse('Ceiling fans', 'Ceiling fan', 'Bedroom 1', 180),
  // Bought new by the owners after settlement: deductible.
  {
    code: 'Air conditioning assets (excluding ducting, pipes and vents): Room units',
    category: '40',
    description: 'Reverse-cycle split system, new',
    location: 'Bedroom 1',
    invoiceDate: '2022-01-10',
    cost: 235_000n,
  },
  {
    code: 'Dishwashers',
    category: 'L',
    description: 'Dishwasher, new',
    location: 'Kitchen',
    invoiceDate: '2023-05-02',
    cost: 89_900n,
  },
  // $300 or less, used to earn rent: deducted at once (s40-80(2)).
  {
    code: 'Microwave ovens',
    category: '40',
    description: 'Microwave oven',
    location: 'Kitchen',
    invoiceDate: '2024-09-14',
    cost: 24_900n,
  },
  // Identical items that together cost more than $300: no immediate deduction (s40-80(2)(d)); each is pooled.
  ...[1, 2, 3].map(
    (n) =>
      ({
        code: 'Ceiling fans',
        category: 'L',
        description: 'Ceiling fan',
        location: `Bedroom ${n}`,
        invoiceDate: '2024-11-05',
        cost: 26_000n,
      }) as const,
  ),
  // A set that together costs more than $300: no immediate deduction either.
  {
    code: 'Furniture, freestanding',
    category: 'L',
    description: 'Outdoor table',
    location: 'Deck',
    invoiceDate: '2025-02-08',
    cost: 28_000n,
    setName: 'Outdoor setting',
  },
  ...[1, 2, 3, 4].map(
    (n) =>
      ({
        code: 'Furniture, freestanding',
        category: 'L',
        description: `Outdoor chair ${n}`,
        location: 'Deck',
        invoiceDate: '2025-02-08',
        cost: 9_500n,
        setName: 'Outdoor setting',
      }) as const,
  ),
  {
    code: 'R0001',
    category: 'R',
    description: 'Hot water system repair (replaced thermostat)',
    location: 'Laundry',
    invoiceDate: '2024-08-20',
    cost: 48_500n,
  },
];

/** The codes the plan names, by asset name (Table A, residential property operators) or by the firm's code. */
interface CodeRow {
  id: number;
  code: string;
  asset: string;
  sub_industry: string;
  effective_life_years: string | null;
  date_of_application: string | null;
}

/** s40-95(2): the row of the Commissioner's table in force when the asset was acquired. */
function codeFor(codes: readonly CodeRow[], plan: ResidentialAssetPlan): CodeRow {
  const own = codes.find((c) => c.code === plan.code);
  if (own) return own;
  const rows = codes
    .filter((c) => c.asset === plan.code && c.sub_industry.startsWith('Residential property operators'))
    .filter((c) => c.date_of_application === null || c.date_of_application <= plan.invoiceDate)
    .sort((a, b) => (a.date_of_application ?? '').localeCompare(b.date_of_application ?? ''));
  const row = rows[rows.length - 1];
  if (!row) throw new Error(`demo tax code not found: ${plan.code}`);
  return row;
}

const financialYearEnd = (date: string) => {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 7 ? `${year + 1}-06-30` : `${year}-06-30`;
};

/** The register's rows, with the tax-office rate by the domain's own rule (docs/tax-rules.md "Methods"). */
export function residentialAssets(
  reportId: number,
  codes: readonly CodeRow[],
  categoryIds: Readonly<Record<string, number>>,
  methodIds: Readonly<Record<'PC' | 'DV', number>>,
): Insertable<AssetTable>[] {
  return RESIDENTIAL_REGISTER.map((plan) => {
    const code = codeFor(codes, plan);
    const capitalWorks = plan.category === '43';
    const start = plan.commencement ?? plan.invoiceDate;
    const rate = capitalWorks
      ? division43Rate('residential', plan.constructionStart ?? plan.invoiceDate)
      : plan.category === 'R' || code.effective_life_years === null
        ? ratio(1)
        : division40Rate(code.effective_life_years, 'DV', plan.invoiceDate);
    const percent = percentOfRate(rate).toFixed(4);
    return {
      report_id: reportId,
      tax_code_id: code.id,
      category_id: categoryIds[plan.category] ?? null,
      method_id: methodIds[capitalWorks ? 'PC' : 'DV'],
      property_code: 'WS14',
      description: plan.description,
      location: plan.location,
      invoice_date: plan.invoiceDate,
      depreciation_commencement_date: plan.commencement ?? null,
      financial_year_end_date: financialYearEnd(start),
      original_cost: plan.cost,
      depreciation_rate: percent,
      historical_building_cost: plan.historicalCost ?? null,
      annual_depreciation_claim: plan.historicalCost ? percentOf(plan.historicalCost, percent) : null,
      set_name: plan.setName ?? null,
      construction_start_date: plan.constructionStart ?? null,
      construction_completion_date: plan.constructionCompleted ?? null,
      construction_use: capitalWorks ? 'residential' : null,
    };
  });
}

/** The client, fund, portfolio, property, report (with its taxpayer and its two owners, 60/40) and register. */
export async function insertResidentialDemo(
  trx: Transaction<Database>,
  people: { surveyor: number; checker: number },
  categoryIds: Readonly<Record<string, number>>,
  methodIds: Readonly<Record<'PC' | 'DV', number>>,
): Promise<number> {
  const client = await trx
    .insertInto('clients')
    .values({ name: 'Taylor family (private client)' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fund = await trx
    .insertInto('funds')
    .values({ code: 'PRIV', name: 'Private residential clients', client_id: client.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const portfolio = await trx
    .insertInto('portfolios')
    .values({ fund_id: fund.id, name: 'Residential rentals' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const property = await trx
    .insertInto('properties')
    .values({
      portfolio_id: portfolio.id,
      master_id: 'MP-300415',
      property_code: 'WS14',
      property_name: '14 Wattle Street',
      lot_number: 'Lot 12 LP 40981',
      street_address: '14 Wattle Street',
      suburb: 'Carlton North',
      state: 'VIC',
      post_code: '3054',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const report = await trx
    .insertInto('reports')
    .values({
      fund_id: fund.id,
      property_id: property.id,
      status_id: 1,
      report_status_id: 1,
      instructed_person: 'Jamie Taylor',
      reliant_party: 'Jamie Taylor and Riley Taylor',
      report_type: 'Tax Depreciation Schedule',
      instruction_ref: 'PRIV-2025-031',
      instruction_date: '2025-08-04',
      inspection_date: '2025-08-12',
      depreciation_method_id: methodIds.DV,
      low_value_pool_flag: true,
      purchase_price: 115_000_000n,
      exchange_date: RESIDENTIAL_TAXPAYER.contractDate,
      settlement_date: RESIDENTIAL_TAXPAYER.settlementDate,
      // Issue 25: the house's construction (as its capital works row) and its first advertisement for rent.
      construction_commencement_date: '1998-03-02',
      construction_completion_date: '1998-11-20',
      first_available_for_rent_date: '2019-05-13',
      taxpayer_entity_type: RESIDENTIAL_TAXPAYER.entityType,
      property_use: RESIDENTIAL_TAXPAYER.propertyUse,
      premises_condition: RESIDENTIAL_TAXPAYER.premisesCondition,
      surveyor_id: people.surveyor,
      checker_id: people.checker,
      reference: 'TD-25-0471',
      office: 'Melbourne',
      assessment_date: '2025-09-10',
      eofy_report_date: '2025-06-30',
      report_name: '30 June 2025',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('report_output_columns').values({ report_id: report.id }).execute();
  await trx
    .insertInto('report_owners')
    .values([
      { report_id: report.id, position: 1, name: 'Jamie Taylor', share: 6000 },
      { report_id: report.id, position: 2, name: 'Riley Taylor', share: 4000 },
    ])
    .execute();
  const codes = await trx
    .selectFrom('tax_codes')
    .select(['id', 'code', 'asset', 'sub_industry', 'effective_life_years', 'date_of_application'])
    .execute();
  await trx
    .insertInto('assets')
    .values(residentialAssets(report.id, codes, categoryIds, methodIds))
    .execute();
  return report.id;
}
