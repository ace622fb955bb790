/**
 * Issue 27: the demo's capex forecast, so a fresh portal shows one: Harbour Tower's 20-year forecast from FY2026,
 * 26 items across every building element as a surveyor enters them after an inspection (demo-capex-items.csv),
 * capital and repairs and maintenance both, the façade's glazing seals past their life (replaced now), the
 * cooling towers' remaining life overridden with its reason, lifts escalating at a rate of their own, and a sinking
 * fund. Entered by hand, not generated, so its figures are fixed.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '@taxdep/db/schema';
import type { BuildingElementId, CapexPriority, ExpenditureKind } from '@taxdep/domain/capex';
import { sql, type Transaction } from 'kysely';
import { parseCsv } from './csv';

const SEED_DIR = dirname(fileURLToPath(import.meta.url));

/** A blank cell is none; a number's cell its number. */
const numberOrNull = (text: string | undefined) => (text === undefined || text === '' ? null : Number(text));
const centsOrNull = (text: string | undefined) => (text === undefined || text === '' ? null : BigInt(text));

/** The items of the file as capex_items' columns, in its order. */
export async function demoCapexItems(reportId: number) {
  const rows = parseCsv(await readFile(join(SEED_DIR, 'demo-capex-items.csv'), 'utf8'));
  return rows.map((row, i) => ({
    report_id: reportId,
    ordinal: i + 1,
    element: row.element as BuildingElementId,
    description: row.description ?? '',
    location: row.location ?? '',
    condition: numberOrNull(row.condition),
    quantity: numberOrNull(row.quantity),
    unit: row.unit ?? '',
    unit_rate_cents: centsOrNull(row.unit_rate_cents),
    lump_sum_cents: centsOrNull(row.lump_sum_cents),
    year_installed: numberOrNull(row.year_installed),
    life_years: numberOrNull(row.life_years),
    remaining_life_override: numberOrNull(row.remaining_life_override),
    remaining_life_reason: row.remaining_life_reason ?? '',
    expenditure: row.expenditure as ExpenditureKind,
    priority: (row.priority || null) as CapexPriority | null,
    note: row.note ?? '',
  }));
}

/** Harbour Tower's forecast, In Progress with its surveyor and checker; answers its report id. */
export async function insertCapexDemo(
  trx: Transaction<Database>,
  place: { fundId: number; propertyId: number },
  people: { surveyor: number; checker: number; office: string | null },
): Promise<number> {
  const { id } = await trx
    .insertInto('reports')
    .values({
      kind: 'capex',
      fund_id: place.fundId,
      property_id: place.propertyId,
      status_id: 1,
      report_status_id: 1,
      report_name: 'Harbour Tower capital expenditure forecast FY2026–FY2046',
      surveyor_id: people.surveyor,
      checker_id: people.checker,
      office: people.office,
      report_type: 'Capital Expenditure Forecast',
      // Last changed a day before the demo's reports, so the lists (newest first) do not open on it: the portal's
      // lines of a forecast are the integrator's to wire (issue 27), and the browser tests take the first line.
      updated_at: sql<Date>`now() - interval '1 day'`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('capex_forecasts')
    .values({
      report_id: id,
      base_year: 2026,
      horizon: 20,
      escalation_percent: '3',
      element_escalation: JSON.stringify({ lifts: '4' }),
      sinking_opening_cents: 150_000_000n,
      sinking_contribution_cents: 75_000_000n,
      sinking_interest_percent: '2.5',
    })
    .execute();
  await trx
    .insertInto('capex_items')
    .values(await demoCapexItems(id))
    .execute();
  return id;
}
