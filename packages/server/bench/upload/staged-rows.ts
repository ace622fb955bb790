/**
 * The upload bench's file: generated staged rows as the staging screen sends them (docs/product/import-export.md
 * "Rows"), deterministic (seeded PRNG). Mostly complete Division 40 rows over the seeded tax codes, some capital
 * works under PC, about 5% with a demolition, 5% invalid (no category or description), 1% with a code the firm does
 * not have, and amounts and rates in the forms files carry them (`$12,345.60`, `(500)`, `40%`).
 */

import type { Database } from '@taxdep/db/schema';
import type { UploadRow } from '@taxdep/domain';
import type { Kysely } from 'kysely';
import { Prng } from '../../src/seed/prng';

const WORDS = [
  'Lift car',
  'Carpet',
  'Chiller',
  'Pump',
  'Door closer',
  'Downlight',
  'Blind',
  'Partition',
  'Fan',
];
const LOCATIONS = ['Basement', 'Lobby', 'Level 3', 'Level 12', 'Roof', 'Plant room', 'Dock 1'];
const SUPPLIERS = ['Apex Air', 'Harbour Lifts', 'Metro Flooring', 'Summit Joinery', 'Brightline'];

const two = (n: number) => String(n).padStart(2, '0');

function date(prng: Prng): string {
  return `${two(prng.int(1, 28))}/${two(prng.int(1, 12))}/${prng.int(2012, 2024)}`;
}

function amount(prng: Prng, cents: number): string {
  const dollars = (cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2 });
  return prng.chance(0.3) ? `$${dollars}` : dollars.replace(/,/g, '');
}

export async function generateStagedRows(db: Kysely<Database>, count: number): Promise<UploadRow[]> {
  const prng = new Prng(13);
  const codes = (
    await db
      .selectFrom('tax_codes')
      .select('code')
      .where('code', 'like', 'A%')
      .where('effective_life_years', '>', '0')
      .orderBy('code')
      .limit(400)
      .execute()
  ).map((row) => row.code);
  const rows: UploadRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const building = prng.chance(0.08);
    const cost = prng.int(20_000, 5_000_000_00);
    const row: UploadRow = {
      'ATO Code': prng.chance(0.01) ? `Z${prng.int(1000, 9999)}` : building ? 'C0001' : prng.pick(codes),
      Category: building ? '43' : prng.chance(0.1) ? 'L' : '40',
      'Project Code': prng.chance(0.5) ? `PRJ-${prng.int(1, 40)}` : '',
      'Asset Description': `${prng.pick(WORDS)}, ${prng.pick(LOCATIONS).toLowerCase()} #${i}`,
      'Sub Category': prng.chance(0.3) ? 'Fit-out' : '',
      Location: prng.pick(LOCATIONS),
      'Supplier Name': prng.pick(SUPPLIERS),
      'Inv#': `INV-${prng.int(10000, 99999)}`,
      'Inv Date': date(prng),
      'Dep Commencement Date': prng.chance(0.4) ? date(prng) : '',
      'Original Cost': amount(prng, cost),
      'Dep Method': building || prng.chance(0.3) ? 'PC' : 'DV',
      'Dep Rate': building ? '2.5' : `${prng.pick(['10', '12.5', '20', '25', '40'])}%`,
    };
    if (building || row['Dep Method'] === 'PC') row['Historical Building Cost'] = amount(prng, cost);
    if (prng.chance(0.05)) {
      row['Written Down Value'] = amount(prng, Math.floor(cost / 2));
      row['WDV Date'] = '30/06/2022';
    }
    if (prng.chance(0.05)) {
      row['Demolition date'] = `30/06/${prng.int(2018, 2024)}`;
      row['Demolition %'] = String(prng.int(5, 40));
    }
    if (prng.chance(0.05)) row[prng.chance(0.5) ? 'Category' : 'Asset Description'] = '';
    rows.push(row);
  }
  return rows;
}
