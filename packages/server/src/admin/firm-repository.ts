/** The SQL of the firm's calls (issue 25 item 1, migration 027): the one firm row, its logo, the offices. */
import type { Firm, FirmLogoFile, Office } from '@taxdep/domain';
import type { LogoImage } from '@taxdep/domain/firm';
import { sql } from 'kysely';
import type { Db } from '../kernel/record-repository';

/** The firm's fields as stored: text trimmed, null where empty (firm-service.ts). */
export interface StoredFirm {
  name: string;
  abn: string | null;
  tpb_registration_number: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  disclaimer: string;
  notes: string;
}

export interface StoredOffice {
  name: string;
  street_address: string;
  suburb: string;
  state: string;
  postcode: string;
  phone: string | null;
  email: string | null;
}

const FIRM = 1;

export async function findFirm(db: Db): Promise<Firm> {
  const row = await db
    .selectFrom('firm')
    .select([
      'name',
      'abn',
      'tpb_registration_number',
      'phone',
      'email',
      'website',
      'disclaimer',
      'notes',
      'logo_content_type',
      'logo_width',
      'logo_height',
      sql<number | null>`octet_length(logo)`.as('logo_size'),
    ])
    .where('id', '=', FIRM)
    .executeTakeFirstOrThrow();
  return {
    name: row.name,
    abn: row.abn,
    tpbRegistrationNumber: row.tpb_registration_number,
    phone: row.phone,
    email: row.email,
    website: row.website,
    disclaimer: row.disclaimer,
    notes: row.notes,
    logo:
      row.logo_content_type === null
        ? null
        : {
            contentType: row.logo_content_type,
            size: Number(row.logo_size),
            width: row.logo_width ?? 0,
            height: row.logo_height ?? 0,
          },
  };
}

export async function updateFirm(db: Db, firm: StoredFirm, by: number, at: Date): Promise<void> {
  await db
    .updateTable('firm')
    .set({ ...firm, updated_by: by, updated_at: at })
    .where('id', '=', FIRM)
    .execute();
}

/** Stores the logo (image already checked), or removes it with null. */
export async function updateLogo(
  db: Db,
  logo: { bytes: Uint8Array; image: LogoImage } | null,
  by: number,
  at: Date,
): Promise<void> {
  await db
    .updateTable('firm')
    .set({
      logo: logo?.bytes ?? null,
      logo_content_type: logo?.image.contentType ?? null,
      logo_width: logo?.image.width ?? null,
      logo_height: logo?.image.height ?? null,
      updated_by: by,
      updated_at: at,
    })
    .where('id', '=', FIRM)
    .execute();
}

export async function findLogo(
  db: Db,
): Promise<{ bytes: Uint8Array; contentType: FirmLogoFile['contentType'] } | null> {
  const row = await db
    .selectFrom('firm')
    .select(['logo', 'logo_content_type'])
    .where('id', '=', FIRM)
    .executeTakeFirst();
  return row?.logo && row.logo_content_type ? { bytes: row.logo, contentType: row.logo_content_type } : null;
}

const officeColumns = [
  'id',
  'name',
  'street_address',
  'suburb',
  'state',
  'postcode',
  'phone',
  'email',
] as const;

function officeOf(row: StoredOffice & { id: number }): Office {
  return {
    officeId: row.id,
    name: row.name,
    streetAddress: row.street_address,
    suburb: row.suburb,
    state: row.state,
    postcode: row.postcode,
    phone: row.phone,
    email: row.email,
  };
}

export async function findOffices(db: Db): Promise<Office[]> {
  const rows = await db.selectFrom('offices').select(officeColumns).orderBy('name').orderBy('id').execute();
  return rows.map(officeOf);
}

export async function officeExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('offices').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Another office of the same name, ignoring case (offices_name is unique). */
export async function officeNameTaken(db: Db, name: string, except: number | null): Promise<boolean> {
  let query = db.selectFrom('offices').select('id').where(sql`lower(name)`, '=', name.toLowerCase());
  if (except !== null) query = query.where('id', '!=', except);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertOffice(db: Db, office: StoredOffice): Promise<Office> {
  const row = await db
    .insertInto('offices')
    .values(office)
    .returning(officeColumns)
    .executeTakeFirstOrThrow();
  return officeOf(row);
}

export async function updateOffice(db: Db, id: number, office: StoredOffice): Promise<Office | null> {
  const row = await db
    .updateTable('offices')
    .set(office)
    .where('id', '=', id)
    .returning(officeColumns)
    .executeTakeFirst();
  return row ? officeOf(row) : null;
}

/** The users who work from office `id`, by name (a delete is refused while there are any). */
export async function findOfficeUsers(db: Db, id: number): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('office_id', '=', id)
    .orderBy('last_name')
    .orderBy('first_name')
    .forUpdate()
    .execute();
  return rows.map((r) => `${r.first_name} ${r.last_name}`);
}

export async function deleteOffice(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('offices').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findOwnRegistration(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('tax_agent_registration_number')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.tax_agent_registration_number ?? null;
}

export async function updateOwnRegistration(db: Db, userId: number, number: string | null): Promise<void> {
  await db
    .updateTable('users')
    .set({ tax_agent_registration_number: number })
    .where('id', '=', userId)
    .execute();
}
