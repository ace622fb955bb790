/**
 * The demo firm (issue 25 item 1): a plausible firm with two offices, and the demo users placed in them, so the
 * demo reports' PDFs carry a firm on the cover, in every running head and foot and on the sign-off page. The ABN
 * is the ATO's own example ABN (it passes the check digits and belongs to no real firm).
 */
import type { Database } from '@taxdep/db/schema';
import type { Transaction } from 'kysely';
import type { DemoUserIds } from './demo-users';

export const DEMO_FIRM = {
  name: 'Meridian Quantity Surveyors Pty Ltd',
  abn: '51824753556',
  tpb_registration_number: '26104835',
  phone: '1300 637 434',
  email: 'schedules@meridianqs.example',
  website: 'www.meridianqs.example',
} as const;

const OFFICES = [
  {
    name: 'Sydney',
    street_address: 'Level 12, 60 Margaret Street',
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    phone: '02 9000 4120',
    email: 'sydney@meridianqs.example',
  },
  {
    name: 'Brisbane',
    street_address: 'Level 8, 145 Eagle Street',
    suburb: 'Brisbane City',
    state: 'QLD',
    postcode: '4000',
    phone: '07 3000 2870',
    email: 'brisbane@meridianqs.example',
  },
] as const;

/** Which office each demo user works from; the Melbourne checker has none yet (the firm has no office there). */
const OFFICE_OF: Partial<Record<keyof DemoUserIds, (typeof OFFICES)[number]['name']>> = {
  'sam.surveyor@demo.taxdep': 'Sydney',
  'chris.checker@demo.taxdep': 'Sydney',
  'avery.admin@demo.taxdep': 'Sydney',
  'alex.surveyor@demo.taxdep': 'Brisbane',
  'jordan.checker@demo.taxdep': 'Brisbane',
};

export async function insertDemoFirm(trx: Transaction<Database>, users: DemoUserIds): Promise<void> {
  await trx.updateTable('firm').set(DEMO_FIRM).where('id', '=', 1).execute();
  const offices = await trx
    .insertInto('offices')
    .values([...OFFICES])
    .returning(['id', 'name'])
    .execute();
  const idOf = new Map(offices.map((o) => [o.name, o.id]));
  for (const [email, office] of Object.entries(OFFICE_OF)) {
    await trx
      .updateTable('users')
      .set({ office_id: idOf.get(office as string) ?? null })
      .where('id', '=', users[email as keyof DemoUserIds])
      .execute();
  }
}
