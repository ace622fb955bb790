import type { Database, ReportTable } from '@taxdep/db/schema';
import type { Insertable, Transaction } from 'kysely';
import type { DemoUserIds } from './demo-users';

export interface DemoPortal {
  funds: { hpof: number; scrf: number };
  properties: { harbourTower: number; collinsPlace: number; riversidePlaza: number; northgate: number };
}

export async function insertDemoPortal(trx: Transaction<Database>): Promise<DemoPortal> {
  const [harbourview, southernCross] = await trx
    .insertInto('clients')
    .values([{ name: 'Harbourview Property Group' }, { name: 'Southern Cross Asset Management' }])
    .returning('id')
    .execute();
  const [hpof, scrf] = await trx
    .insertInto('funds')
    .values([
      { code: 'HPOF', name: 'Harbourview Prime Office Fund', client_id: harbourview!.id },
      { code: 'SCRF', name: 'Southern Cross Retail Fund', client_id: southernCross!.id },
    ])
    .returning('id')
    .execute();
  const [sydney, melbourne, queensland] = await trx
    .insertInto('portfolios')
    .values([
      { fund_id: hpof!.id, name: 'Sydney CBD Office' },
      { fund_id: hpof!.id, name: 'Melbourne Office' },
      { fund_id: scrf!.id, name: 'Queensland Retail and Industrial' },
    ])
    .returning('id')
    .execute();
  const property = (
    portfolio: number,
    master: string,
    code: string,
    name: string,
    lot: string,
    street: string,
  ) => ({
    portfolio_id: portfolio,
    master_id: master,
    property_code: code,
    property_name: name,
    lot_number: lot,
    street_address: street,
  });
  const [harbourTower, collinsPlace, riversidePlaza, northgate] = await trx
    .insertInto('properties')
    .values([
      {
        ...property(sydney!.id, 'MP-100231', 'HT01', 'Harbour Tower', 'Lot 1 DP 1023456', '1 Harbour Street'),
      },
      {
        ...property(
          melbourne!.id,
          'MP-100458',
          'CP02',
          'Collins Place East',
          'Lot 2 PS 512345',
          '85 Collins Street',
        ),
      },
      {
        ...property(
          queensland!.id,
          'MP-200117',
          'RP01',
          'Riverside Plaza',
          'Lot 5 SP 220114',
          '12 Riverside Drive',
        ),
      },
      {
        ...property(
          queensland!.id,
          'MP-200342',
          'NB04',
          'Northgate Business Park',
          'Lot 9 RP 88213',
          '5 Northgate Road',
        ),
      },
    ])
    .returning('id')
    .execute();
  await trx
    .updateTable('properties')
    .set({ suburb: 'Sydney', state: 'NSW', post_code: '2000' })
    .where('id', '=', harbourTower!.id)
    .execute();
  await trx
    .updateTable('properties')
    .set({ suburb: 'Melbourne', state: 'VIC', post_code: '3000' })
    .where('id', '=', collinsPlace!.id)
    .execute();
  await trx
    .updateTable('properties')
    .set({ suburb: 'Toowong', state: 'QLD', post_code: '4066' })
    .where('id', '=', riversidePlaza!.id)
    .execute();
  await trx
    .updateTable('properties')
    .set({ suburb: 'Banyo', state: 'QLD', post_code: '4014' })
    .where('id', '=', northgate!.id)
    .execute();
  return {
    funds: { hpof: hpof!.id, scrf: scrf!.id },
    properties: {
      harbourTower: harbourTower!.id,
      collinsPlace: collinsPlace!.id,
      riversidePlaza: riversidePlaza!.id,
      northgate: northgate!.id,
    },
  };
}

export const STATUS = { inProgress: 1, qaReview: 2, completed: 3 } as const;
export const METHOD = { PC: 1, DV: 2 } as const;

/**
 * Issue 23 item 8: the demo funds lease their buildings as a business with an aggregated turnover of $2m to $10m,
 * so their incentive assets (accelerated depreciation in its window, instant write-offs under $20,000) are within
 * the law (docs/tax-rules.md "The taxpayer"); both are excluded entities of s40-27(3).
 */
function fundTaxpayer(entity: 'managedInvestmentTrust' | 'company') {
  return {
    taxpayer_entity_type: entity,
    property_use: 'business',
    turnover_band: 'from2mTo10m',
    premises_condition: 'previouslyUsed',
  } as const;
}

/**
 * Issue 25: Harbour Tower's construction and the date the fund first offered it for lease after settlement (the
 * facts every demo report states, so a demo report goes to QA; docs/product/general-info.md "Dates and instructions").
 */
const HARBOUR_TOWER_BUILT = {
  construction_commencement_date: '1997-09-01',
  construction_completion_date: '2000-02-28',
  first_available_for_rent_date: '2018-05-14',
} as const;

/** One report of each status; the two Harbour Tower reports share a master property (Copy Previous, docs/product/asset-register.md). */
export function demoReports(portal: DemoPortal, users: DemoUserIds): Insertable<ReportTable>[] {
  const sam = users['sam.surveyor@demo.taxdep'];
  const alex = users['alex.surveyor@demo.taxdep'];
  const chris = users['chris.checker@demo.taxdep'];
  const casey = users['casey.checker@demo.taxdep'];
  const instructions = {
    instructed_person: 'Morgan Lee',
    instructed_company: 'Harbourview Property Group',
    instruction_street_address: 'Level 20, 1 Harbour Street',
    instruction_suburb: 'Sydney',
    instruction_state: 'NSW',
    instruction_post_code: '2000',
    reliant_party: 'Harbourview Prime Office Fund Pty Ltd as trustee for the Harbourview Prime Office Trust',
    report_type: 'Tax Depreciation Schedule',
    ...fundTaxpayer('managedInvestmentTrust'),
  };
  return [
    {
      ...instructions,
      fund_id: portal.funds.hpof,
      property_id: portal.properties.harbourTower,
      status_id: STATUS.inProgress,
      report_status_id: STATUS.inProgress,
      instruction_ref: 'HPOF-2025-014',
      instruction_date: '2025-07-07',
      inspection_date: '2025-07-22',
      depreciation_method_id: METHOD.DV,
      low_value_pool_flag: true,
      purchase_price: 1_825_000_000n,
      unimproved_land_value: 640_000_000n,
      exchange_date: '2018-03-02',
      settlement_date: '2018-05-14',
      ...HARBOUR_TOWER_BUILT,
      surveyor_id: sam,
      checker_id: chris,
      reference: 'TD-25-0412',
      office: 'Sydney',
      assessment_date: '2025-08-14',
      eofy_report_date: '2025-06-30',
      report_name: '30 June 2025',
    },
    {
      ...instructions,
      fund_id: portal.funds.hpof,
      property_id: portal.properties.harbourTower,
      status_id: STATUS.completed,
      report_status_id: STATUS.completed,
      instruction_ref: 'HPOF-2024-009',
      instruction_date: '2024-07-03',
      inspection_date: '2024-07-18',
      depreciation_method_id: METHOD.DV,
      low_value_pool_flag: true,
      purchase_price: 1_825_000_000n,
      unimproved_land_value: 640_000_000n,
      exchange_date: '2018-03-02',
      settlement_date: '2018-05-14',
      ...HARBOUR_TOWER_BUILT,
      surveyor_id: sam,
      checker_id: casey,
      reference: 'TD-24-0388',
      office: 'Sydney',
      assessment_date: '2024-08-09',
      eofy_report_date: '2024-06-30',
      report_name: '30 June 2024',
    },
    {
      ...instructions,
      instruction_street_address: '85 Collins Street',
      instruction_suburb: 'Melbourne',
      instruction_state: 'VIC',
      instruction_post_code: '3000',
      fund_id: portal.funds.hpof,
      property_id: portal.properties.collinsPlace,
      status_id: STATUS.qaReview,
      report_status_id: STATUS.qaReview,
      instruction_ref: 'HPOF-2025-021',
      instruction_date: '2025-07-15',
      inspection_date: '2025-07-29',
      exchange_date: '2016-09-12',
      settlement_date: '2016-11-01',
      construction_commencement_date: '1989-05-01',
      construction_completion_date: '1991-08-30',
      first_available_for_rent_date: '2016-11-01',
      depreciation_method_id: METHOD.PC,
      low_value_pool_flag: false,
      surveyor_id: sam,
      checker_id: casey,
      reference: 'TD-25-0437',
      office: 'Melbourne',
      assessment_date: '2025-08-20',
      eofy_report_date: '2025-06-30',
      report_name: '30 June 2025',
    },
    {
      instructed_person: 'Priya Nair',
      instructed_company: 'Southern Cross Asset Management',
      reliant_party: 'Southern Cross Retail Fund Limited',
      report_type: 'Tax Depreciation Schedule',
      ...fundTaxpayer('company'),
      fund_id: portal.funds.scrf,
      property_id: portal.properties.riversidePlaza,
      status_id: STATUS.inProgress,
      report_status_id: STATUS.inProgress,
      instruction_ref: 'SCRF-2025-003',
      instruction_date: '2025-08-05',
      inspection_date: '2025-08-19',
      exchange_date: '2021-02-08',
      settlement_date: '2021-04-01',
      construction_commencement_date: '2006-10-02',
      construction_completion_date: '2008-03-14',
      first_available_for_rent_date: '2021-04-01',
      depreciation_method_id: METHOD.DV,
      low_value_pool_flag: true,
      surveyor_id: alex,
      checker_id: chris,
      reference: 'TD-25-0450',
      office: 'Brisbane',
      assessment_date: '2025-09-01',
      eofy_report_date: '2025-06-30',
      report_name: '30 June 2025',
    },
    {
      // A new instruction: General Info still to be completed, empty register; instructed, not yet inspected
      // (issue 25: a submit would name the inspection date among what is missing).
      instructed_company: 'Southern Cross Asset Management',
      instruction_ref: 'SCRF-2025-007',
      instruction_date: '2025-09-22',
      report_type: 'Tax Depreciation Schedule',
      fund_id: portal.funds.scrf,
      property_id: portal.properties.northgate,
      status_id: STATUS.inProgress,
      report_status_id: STATUS.inProgress,
      surveyor_id: alex,
      office: 'Brisbane',
    },
  ];
}
