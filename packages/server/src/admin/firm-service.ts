/**
 * The firm's calls (issue 25 item 1; docs/product/administration.md "The firm"): the firm's fields, its logo and
 * its offices, checked with the domain's rules (packages/domain/src/firm) before anything is stored, so the
 * service refuses what the screen would have marked. The SQL is in firm-repository.ts.
 */
import type { Database } from '@taxdep/db/schema';
import type { Firm, FirmLogoFile, FirmSave, Office, OfficeSave, OwnRegistrationAnswer } from '@taxdep/domain';
import {
  abnDigits,
  logoError,
  readLogoImage,
  registrationNumberError,
  validateFirm,
  validateOffice,
} from '@taxdep/domain/firm';
import type { Kysely } from 'kysely';
import { badRequest, conflict, notFound } from '../http/http-error';
import * as repo from './firm-repository';
import { pngPixelsInflate } from './logo-pixels';

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The first field in error as a 400 naming it ("abn: Not an ABN: …"), as the screen shows it beside the field. */
function refuse(errors: Record<string, string | undefined>): void {
  const first = Object.entries(errors).find(([, message]) => message !== undefined);
  if (first) throw badRequest(`${first[0]}: ${first[1]}`);
}

export async function saveFirm(db: Kysely<Database>, save: FirmSave, by: number): Promise<Firm> {
  refuse(validateFirm(save));
  await repo.updateFirm(
    db,
    {
      name: save.name.trim(),
      abn: save.abn.trim() === '' ? null : abnDigits(save.abn),
      tpb_registration_number: orNull(save.tpbRegistrationNumber),
      phone: orNull(save.phone),
      email: orNull(save.email),
      website: orNull(save.website),
      // The texts keep their line breaks: blank lines separate the paragraphs the PDF prints.
      disclaimer: save.disclaimer.trim(),
      notes: save.notes.trim(),
    },
    by,
    new Date(),
  );
  return repo.findFirm(db);
}

/**
 * Stores the logo after reading its bytes: a PNG or JPEG by its signature (the declared type must agree), at most
 * 512 KB, of sane dimensions (packages/domain/src/firm/logo.ts). Anything else is 400 and nothing is stored.
 */
const kindOf = (type: string) => (type === 'image/png' ? 'PNG' : 'JPEG');

export async function saveLogo(db: Kysely<Database>, file: FirmLogoFile, by: number): Promise<Firm> {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(file.dataBase64)) throw badRequest('dataBase64: not base64.');
  const bytes = new Uint8Array(Buffer.from(file.dataBase64, 'base64'));
  const refused = logoError(bytes);
  if (refused) throw badRequest(`logo: ${refused}`);
  const image = readLogoImage(bytes)!;
  if (image.contentType === 'image/png' && !pngPixelsInflate(bytes)) {
    throw badRequest('logo: the PNG’s image data is damaged.');
  }
  if (image.contentType !== file.contentType) {
    throw badRequest(
      `logo: the file is a ${kindOf(image.contentType)} image, not the ${kindOf(file.contentType)} it was sent as.`,
    );
  }
  await repo.updateLogo(db, { bytes, image }, by, new Date());
  return repo.findFirm(db);
}

export async function removeLogo(db: Kysely<Database>, by: number): Promise<Firm> {
  await repo.updateLogo(db, null, by, new Date());
  return repo.findFirm(db);
}

export async function logoFile(db: Kysely<Database>): Promise<FirmLogoFile> {
  const logo = await repo.findLogo(db);
  if (!logo) throw notFound('The firm has no logo.');
  return { contentType: logo.contentType, dataBase64: Buffer.from(logo.bytes).toString('base64') };
}

function storedOffice(save: OfficeSave): repo.StoredOffice {
  refuse(validateOffice(save));
  return {
    name: save.name.trim(),
    street_address: save.streetAddress.trim(),
    suburb: save.suburb.trim(),
    state: save.state.trim().toUpperCase(),
    postcode: save.postcode.trim(),
    phone: orNull(save.phone),
    email: orNull(save.email),
  };
}

/** offices_name is unique (case aside): two administrators saving one name at once get a 409 too, not a 500. */
async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505')
      throw conflict(`An office named ${name} already exists.`);
    throw error;
  }
}

export async function createOffice(db: Kysely<Database>, save: OfficeSave): Promise<Office> {
  const office = storedOffice(save);
  return uniqueName(office.name, async () => {
    if (await repo.officeNameTaken(db, office.name, null))
      throw conflict(`An office named ${office.name} already exists.`);
    return repo.insertOffice(db, office);
  });
}

export async function changeOffice(db: Kysely<Database>, id: number, save: OfficeSave): Promise<Office> {
  const office = storedOffice(save);
  return uniqueName(office.name, async () => {
    if (await repo.officeNameTaken(db, office.name, id))
      throw conflict(`An office named ${office.name} already exists.`);
    const changed = await repo.updateOffice(db, id, office);
    if (!changed) throw notFound(`No office ${id}.`);
    return changed;
  });
}

/**
 * Deletes an office no user works from. While users still do, the delete is refused (409) naming them: moving
 * them is the administrator's decision (Users, Office), and a silent detach would take the office's address off
 * their next reports' covers without anyone choosing it.
 */
export async function removeOffice(db: Kysely<Database>, id: number): Promise<void> {
  const refusal = (names: string[]) =>
    conflict(
      `The office is still the office of ${names.join(', ')}: give ${names.length === 1 ? 'them' : 'each'} another office first.`,
    );
  try {
    await db.transaction().execute(async (trx) => {
      const users = await repo.findOfficeUsers(trx, id);
      if (users.length > 0) throw refusal(users);
      if (!(await repo.deleteOffice(trx, id))) throw notFound(`No office ${id}.`);
    });
  } catch (error) {
    // A user given the office between the check and the delete: the foreign key refuses it.
    if ((error as { code?: unknown }).code === '23503') throw refusal(await repo.findOfficeUsers(db, id));
    throw error;
  }
}

export async function ownRegistration(db: Kysely<Database>, userId: number): Promise<OwnRegistrationAnswer> {
  return { userId, taxAgentRegistrationNumber: await repo.findOwnRegistration(db, userId) };
}

/** A user's own registration number (8 digits; empty clears it), as the sign-off page prints it. */
export async function saveOwnRegistration(
  db: Kysely<Database>,
  userId: number,
  number: string,
): Promise<OwnRegistrationAnswer> {
  const refused = registrationNumberError(number);
  if (refused) throw badRequest(`taxAgentRegistrationNumber: ${refused}`);
  const stored = orNull(number);
  await repo.updateOwnRegistration(db, userId, stored);
  return { userId, taxAgentRegistrationNumber: stored };
}
