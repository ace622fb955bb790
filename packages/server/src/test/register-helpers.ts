/** Helpers of the register's database tests: a full valid wire asset and a snapshot of a report's register. */

import type { Database } from '@taxdep/db/schema';
import type { Asset } from '@taxdep/domain';
import type { Kysely } from 'kysely';

export async function taxCode(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('tax_codes')
    .select(['id', 'code', 'effective_life_years', 'date_of_application'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
}

/** A complete Division 40 asset of report `reportId` (valid per docs/product/rules.md), to be varied per test. */
export function validAsset(
  reportId: number,
  code: { id: number; code: string },
): Omit<Asset, 'id'> & { id?: number } {
  return {
    depreciationReportId: reportId,
    assetCode: { id: code.id, assetCode: code.code },
    depreciationCategory: { id: 1, code: '40' },
    depreciationMethod: { id: 2, code: 'DV' },
    fundCode: 'HPOF',
    propertyCode: 'HT01',
    projectCode: null,
    description: 'Passenger lift car',
    subCategory: null,
    location: 'Lobby',
    supplier: 'Harbour Lifts',
    invoiceNumber: 'INV-1',
    invoiceDate: '2020-07-15',
    depreciationCommencementDate: null,
    financialYearEndDate: '2021-06-30',
    originalCost: 1234.56,
    writtenDownValue: null,
    writtenDownValueDate: null,
    depreciationRate: null,
    sourceTaxRate: null,
    annualDepreciationClaim: null,
    historicalBuildingCost: null,
    readOnly: false,
    assetDemolitions: [],
    abandonmentLabel: null,
  };
}

/** Everything of a report's register, to prove that a refused call changed nothing. */
export async function registerSnapshot(db: Kysely<Database>, reportId: number) {
  const assets = await db
    .selectFrom('assets')
    .selectAll()
    .where('report_id', '=', reportId)
    .orderBy('id')
    .execute();
  const demolitions = await db
    .selectFrom('demolitions')
    .selectAll()
    .where('asset_id', 'in', db.selectFrom('assets').select('id').where('report_id', '=', reportId))
    .orderBy('id')
    .execute();
  const labels = await db
    .selectFrom('abandonment_labels')
    .selectAll()
    .where('report_id', '=', reportId)
    .orderBy('id')
    .execute();
  const columns = await db
    .selectFrom('report_output_columns')
    .selectAll()
    .where('report_id', '=', reportId)
    .execute();
  return JSON.stringify({ assets, demolitions, labels, columns }, (_key, value) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
}
