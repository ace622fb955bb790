/**
 * A firm of any size for the main portal's tests and benchmark (issue 15 "Performance": 50 funds, 2,000 properties,
 * 10,000 reports): clients, funds, portfolios, properties and reports made in a few set-based statements, with
 * surveyors and checkers spread over the reports so "my work" lists a realistic share.
 */

import type { Database } from '@taxdep/db/schema';
import { type Kysely, sql } from 'kysely';

export interface FirmSize {
  clients: number;
  funds: number;
  /** Portfolios per fund. */
  portfoliosPerFund: number;
  properties: number;
  reports: number;
  /** Surveyors and checkers (each); report i goes to surveyor i mod n and checker (i + 1) mod n. */
  staff: number;
}

export interface Firm {
  fundIds: number[];
  surveyorIds: number[];
  checkerIds: number[];
}

const SUBURBS = [
  'Parramatta',
  'Fortitude Valley',
  'Docklands',
  'Subiaco',
  'Newstead',
  'Chatswood',
  'Southbank',
];
const STATES = ['NSW', 'QLD', 'VIC', 'WA', 'QLD', 'NSW', 'VIC'];

export async function createFirm(db: Kysely<Database>, size: FirmSize, tag = 'F'): Promise<Firm> {
  const surveyorIds: number[] = [];
  const checkerIds: number[] = [];
  for (let i = 0; i < size.staff; i += 1) {
    for (const role of ['surveyor', 'checker'] as const) {
      const { id } = await db
        .insertInto('users')
        .values({
          uid: `${tag}.${role}.${i}`.toUpperCase(),
          email: `${tag}.${role}.${i}@firm.test`.toLowerCase(),
          first_name: role === 'surveyor' ? 'Sue' : 'Chris',
          last_name: `${tag}${i}`,
          role,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      (role === 'surveyor' ? surveyorIds : checkerIds).push(id);
    }
  }
  const clientIds: number[] = [];
  for (let i = 0; i < size.clients; i += 1) {
    const { id } = await db
      .insertInto('clients')
      .values({ name: `${tag} Client ${i + 1}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    clientIds.push(id);
  }
  const fundIds: number[] = [];
  for (let i = 0; i < size.funds; i += 1) {
    const clientId = clientIds[i % clientIds.length] as number;
    const { id } = await db
      .insertInto('funds')
      .values({ code: `${tag}FUND${i + 1}`, name: `${tag} Property Fund ${i + 1}`, client_id: clientId })
      .returning('id')
      .executeTakeFirstOrThrow();
    fundIds.push(id);
  }
  const portfolioIds: number[] = [];
  for (const fundId of fundIds) {
    for (let p = 0; p < size.portfoliosPerFund; p += 1) {
      const { id } = await db
        .insertInto('portfolios')
        .values({ fund_id: fundId, name: `Portfolio ${p + 1}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      portfolioIds.push(id);
    }
  }
  // Properties round-robin over the portfolios; reports round-robin over the properties, so property k's reports
  // belong to its portfolio's fund.
  await sql`
    insert into properties (portfolio_id, master_id, property_code, property_name, street_address, suburb, state, post_code)
    select (${sql.val(portfolioIds)}::int[])[1 + (g % ${portfolioIds.length})],
           ${`${tag}-M-`} || g, ${`${tag}P`} || g, ${tag} || ' Property ' || g, g || ' George Street',
           (${sql.val(SUBURBS)}::text[])[1 + (g % ${SUBURBS.length})],
           (${sql.val(STATES)}::text[])[1 + (g % ${STATES.length})], lpad((2000 + g % 7000)::text, 4, '0')
    from generate_series(0, ${size.properties - 1}) as g`.execute(db);
  await sql`
    with props as (
      select p.id, po.fund_id, row_number() over (order by p.id) - 1 as k
      from properties p join portfolios po on po.id = p.portfolio_id
      where p.master_id like ${`${tag}-M-%`}
    )
    insert into reports (fund_id, property_id, status_id, surveyor_id, checker_id, eofy_report_date, report_name, updated_at)
    select props.fund_id, props.id, 1 + ((g / 7) % 3),
           (${sql.val(surveyorIds)}::int[])[1 + (g % ${size.staff})],
           (${sql.val(checkerIds)}::int[])[1 + ((g + 1) % ${size.staff})],
           make_date(2019 + (g % 7), 6, 30), ${tag} || ' Property ' || props.k || ' schedule ' || g,
           timestamptz '2026-01-01 00:00:00+00' + g * interval '1 minute'
    from generate_series(0, ${size.reports - 1}) as g
    join props on props.k = g % ${size.properties}`.execute(db);
  return { fundIds, surveyorIds, checkerIds };
}
