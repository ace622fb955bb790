/** The SQL of the document's facts (facts.ts): the fund and client, the method's name, the agents' numbers. */
import type { Db } from '../kernel/record-repository';

export async function findFundAndClient(db: Db, fundId: number) {
  return db
    .selectFrom('funds as f')
    .innerJoin('clients as c', 'c.id', 'f.client_id')
    .select(['f.name as fund_name', 'c.name as client_name'])
    .where('f.id', '=', fundId)
    .executeTakeFirst();
}

export async function findMethod(db: Db, methodId: number) {
  return db
    .selectFrom('depreciation_methods')
    .select(['code', 'description'])
    .where('id', '=', methodId)
    .executeTakeFirst();
}

/** The tax agent registration numbers of the given users (migration 014), by user id. */
export async function findTaxAgentNumbers(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, string | null>> {
  const numbers = new Map<number, string | null>();
  if (userIds.length === 0) return numbers;
  const users = await db
    .selectFrom('users')
    .select(['id', 'tax_agent_registration_number'])
    .where('id', 'in', [...userIds])
    .execute();
  for (const u of users) numbers.set(u.id, u.tax_agent_registration_number);
  return numbers;
}
