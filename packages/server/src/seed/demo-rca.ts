/**
 * Issue 28: the demo's building-rate library and reinstatement cost assessment, so a fresh portal shows both. The
 * library is a sample of 25 rates (office, retail, industrial, residential and car park in five capitals, priced
 * 2026-07-01), loaded at first start only with the demo data, marked as demo rates: a firm loads its own
 * (POST /admin/building-rates/load). The assessment is Harbour Tower's (the capex demo's property): two buildings
 * priced from the library, a heritage adjustment, demolition with asbestos noted, and a current sum insured below
 * the recommendation, so the averaging illustration shows what under-insurance costs.
 */
import type { Database } from '@taxdep/db/schema';
import type { RcaBuildingWire, RcaLibraryRateWire, RcaNotesWire, RcaSettingsWire } from '@taxdep/domain';
import { sql, type Transaction } from 'kysely';

export const DEMO_RATE_SOURCE = 'Demo rates — not for issue';
const PRICED_ON = '2026-07-01';

/** Dollars per m² by building type, in Sydney, Melbourne, Brisbane, Perth and Adelaide. */
const DEMO_RATES: Record<string, [number, number, number, number, number]> = {
  Office: [3850, 3600, 3450, 3500, 3200],
  Retail: [2900, 2750, 2650, 2700, 2450],
  Industrial: [1350, 1250, 1200, 1300, 1100],
  Residential: [3300, 3100, 2950, 3000, 2700],
  'Car park': [1150, 1100, 1050, 1080, 950],
};
const CITIES = ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide'] as const;

/** The sample library as one load by no user (the release's own); answers its rates by "type, city". */
export async function insertDemoRates(trx: Transaction<Database>): Promise<Map<string, RcaLibraryRateWire>> {
  const rows = Object.entries(DEMO_RATES).flatMap(([type, dollars]) =>
    CITIES.map((city, i) => ({ type, city, cents: (dollars[i] as number) * 100 })),
  );
  const load = await trx
    .insertInto('building_rate_loads')
    .values({ file_name: 'demo-building-rates.csv', loaded_by: null, rates_added: rows.length })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stored = await trx
    .insertInto('building_rates')
    .values(
      rows.map((r) => ({
        building_type: r.type,
        location: r.city,
        rate_cents_per_m2: BigInt(r.cents),
        priced_on: PRICED_ON,
        source: DEMO_RATE_SOURCE,
        load_id: load.id,
      })),
    )
    .returning('id')
    .execute();
  // PostgreSQL returns the ids of a multi-row INSERT … RETURNING in VALUES order.
  return new Map(
    rows.map((r, i) => [
      `${r.type}, ${r.city}`,
      {
        rateId: stored[i]?.id as number,
        buildingType: r.type,
        location: r.city,
        rateCentsPerM2: r.cents,
        pricedOn: PRICED_ON,
        source: DEMO_RATE_SOURCE,
      },
    ]),
  );
}

const SETTINGS: RcaSettingsWire = {
  assessmentDate: PRICED_ON,
  escalationMethod: 'rate',
  escalationPercent: '4',
  indexFrom: '',
  indexTo: '',
  policyMonths: 12,
  gstIncluded: true,
  gstPercent: '10',
  lineRounding: 'cent',
  sumInsuredRoundingCents: 1_000_000,
  reviewYears: 3,
  // $105 million insured, against about $129 million required: averaging would pay about 81% of a partial loss.
  currentSumInsuredCents: 10_500_000_000,
  illustrativeLossCents: 2_000_000_000,
};

const NOTES: RcaNotesWire = {
  basis:
    'Reinstatement of the buildings as they stand, to current building codes and standards, on the same site, ' +
    'after a total loss: demolition and removal of debris, redesign, approvals and rebuilding at the prices of the ' +
    'time of rebuilding.',
  assumptions:
    'Areas measured from the 2024 as-built drawings (GFA). Rebuilding starts after the policy period and a 9-month ' +
    'lead time for design and approvals, and takes 30 months. No allowance for escalation beyond 4% a year.',
  exclusions:
    'Contents, tenants’ fit-out, loss of rent, land value, and the cost of compliance with heritage orders not yet ' +
    'made.',
};

function demoBuildings(rates: Map<string, RcaLibraryRateWire>): RcaBuildingWire[] {
  const rate = (key: string) => {
    const found = rates.get(key);
    if (!found) throw new Error(`No demo rate ${key}`);
    return found;
  };
  const area = (areaId: string, use: string, areaM2: string, key: string) => ({
    areaId,
    use,
    areaM2,
    rateCentsPerM2: rate(key).rateCentsPerM2,
    libraryRate: rate(key),
    overrideReason: '',
  });
  const programme = { leadMonths: 9, constructionMonths: 30, localityFactor: '1.00' };
  return [
    {
      buildingId: 'tower',
      name: 'Office tower',
      areas: [
        area('office', 'Office', '18500', 'Office, Sydney'),
        area('podium', 'Retail podium', '1200', 'Retail, Sydney'),
      ],
      ...programme,
      externalWorksCents: 45_000_000,
      siteServicesCents: 30_000_000,
      adjustments: [{ description: 'Heritage sandstone façade retained and restored', cents: 125_000_000 }],
      demolitionMethod: 'percent',
      demolitionPercent: '6',
      demolitionCents: 0,
      asbestos: true,
      contamination: false,
      hazardNote:
        'Asbestos-containing floor tiles and riser linings noted in the 2024 register (levels 2–6): licensed ' +
        'removal and disposal allowed within the demolition.',
      contingencyPercent: '5',
      professionalFeesPercent: '12',
      authorityFeesCents: 85_000_000,
    },
    {
      buildingId: 'carpark',
      name: 'Basement car park',
      areas: [area('parking', 'Car parking (3 levels)', '6400', 'Car park, Sydney')],
      ...programme,
      externalWorksCents: 0,
      siteServicesCents: 0,
      adjustments: [],
      demolitionMethod: 'lumpSum',
      demolitionPercent: '',
      demolitionCents: 40_000_000,
      asbestos: false,
      contamination: false,
      hazardNote: '',
      contingencyPercent: '5',
      professionalFeesPercent: '10',
      authorityFeesCents: 12_000_000,
    },
  ];
}

/** Harbour Tower's assessment, In Progress with its surveyor and checker; answers its report id. */
export async function insertRcaDemo(
  trx: Transaction<Database>,
  place: { fundId: number; propertyId: number },
  people: { surveyor: number; checker: number; office: string | null },
  rates: Map<string, RcaLibraryRateWire>,
): Promise<number> {
  const { id } = await trx
    .insertInto('reports')
    .values({
      kind: 'rca',
      fund_id: place.fundId,
      property_id: place.propertyId,
      status_id: 1,
      report_status_id: 1,
      report_name: 'Harbour Tower reinstatement cost assessment 2026',
      surveyor_id: people.surveyor,
      checker_id: people.checker,
      office: people.office,
      report_type: 'Reinstatement Cost Assessment',
      // As the capex demo's (./demo-capex.ts): older than the demo's reports, so the lists do not open on it.
      updated_at: sql<Date>`now() - interval '1 day'`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('rca_assessments')
    .values({
      report_id: id,
      settings: JSON.stringify(SETTINGS),
      buildings: JSON.stringify(demoBuildings(rates)),
      notes: JSON.stringify(NOTES),
      updated_by: people.surveyor,
    })
    .execute();
  return id;
}
