/**
 * The firm's calls (issue 25 item 1; docs/product/administration.md "The firm"): every signed-in user reads what
 * prints, only an administrator changes it, the ABN's check digits and the logo's own bytes are checked at the
 * boundary, and an office users still work from is not deleted.
 */
import type { Firm, FirmSave, Office, OfficeSave } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { testPng } from '../test/png';
import { type Caller, makeUser } from './admin.test-support';

const FIRM: FirmSave = {
  name: 'Meridian Quantity Surveyors Pty Ltd',
  abn: '51 824 753 556',
  tpbRegistrationNumber: '26104835',
  phone: '02 9000 1234',
  email: 'schedules@meridianqs.com.au',
  website: 'www.meridianqs.com.au',
  disclaimer: 'This schedule is not tax advice.\n\nNo one else may rely on it.',
  notes: 'The owner is assumed to own every asset.',
};

const SYDNEY: OfficeSave = {
  name: 'Sydney',
  streetAddress: 'Level 12, 60 Margaret Street',
  suburb: 'Sydney',
  state: 'nsw',
  postcode: '2000',
  phone: '02 9000 1234',
  email: 'sydney@meridianqs.com.au',
};

describe(`the firm on ${testEngine()}`, () => {
  let t: TestApp;
  let admin: Caller;
  let user: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeUser(t, 'ADA.ADMIN', 'admin');
    user = await makeUser(t, 'PAT.PLAIN', 'user');
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts with the standard texts the PDF printed before they could be changed', async () => {
    const firm: Firm = (await user.call('GET', '/firm')).json();
    expect(firm.disclaimer).toMatch(/^This schedule estimates the decline in value/);
    expect(firm.disclaimer.split('\n\n')).toHaveLength(2);
    expect(firm.notes).toMatch(/^The owner is assumed to own every asset/);
    expect(firm.notes.split('\n\n')).toHaveLength(5);
    expect(firm.logo).toBeNull();
  });

  it('refuses every change to a user who is not an administrator, with 403', async () => {
    const calls: [method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, body?: object][] = [
      ['PUT', '/admin/firm', FIRM],
      [
        'PUT',
        '/admin/firm/logo',
        { contentType: 'image/png', dataBase64: testPng(64, 32).toString('base64') },
      ],
      ['DELETE', '/admin/firm/logo'],
      ['GET', '/admin/offices'],
      ['POST', '/admin/offices', SYDNEY],
      ['PUT', '/admin/offices/1', SYDNEY],
      ['DELETE', '/admin/offices/1'],
    ];
    for (const [method, url, body] of calls) {
      expect((await user.call(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(((await user.call('GET', '/firm')).json() as Firm).name).toBe('');
  });

  it('saves the firm, the ABN as its digits, and every signed-in user reads it', async () => {
    const saved = await admin.call('PUT', '/admin/firm', FIRM);
    expect(saved.statusCode).toBe(200);
    const firm: Firm = (await user.call('GET', '/firm')).json();
    expect(firm).toMatchObject({
      name: FIRM.name,
      abn: '51824753556',
      tpbRegistrationNumber: '26104835',
      website: 'www.meridianqs.com.au',
      disclaimer: FIRM.disclaimer,
    });
  });

  it('refuses an ABN whose check digits fail, naming the field, and keeps what was stored', async () => {
    const refused = await admin.call('PUT', '/admin/firm', { ...FIRM, name: 'Other', abn: '51 824 753 557' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^abn: Not an ABN/);
    const registration = await admin.call('PUT', '/admin/firm', { ...FIRM, tpbRegistrationNumber: '123' });
    expect(registration.json().message).toMatch(/^tpbRegistrationNumber: A registration number is 8 digits/);
    expect(((await user.call('GET', '/firm')).json() as Firm).name).toBe(FIRM.name);
  });

  it('stores a PNG logo read from its bytes, gives it back, and removes it', async () => {
    const png = testPng(240, 80);
    const stored = await admin.call('PUT', '/admin/firm/logo', {
      contentType: 'image/png',
      dataBase64: png.toString('base64'),
    });
    expect(stored.statusCode).toBe(200);
    expect((stored.json() as Firm).logo).toEqual({
      contentType: 'image/png',
      size: png.length,
      width: 240,
      height: 80,
    });
    const file = (await user.call('GET', '/firm/logo')).json();
    expect(Buffer.from(file.dataBase64, 'base64').equals(png)).toBe(true);
    const removed = await admin.call('DELETE', '/admin/firm/logo');
    expect((removed.json() as Firm).logo).toBeNull();
    expect((await user.call('GET', '/firm/logo')).statusCode).toBe(404);
  });

  it('refuses a logo that is not a PNG or JPEG by its bytes, whatever type it is sent as, or is too large', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const fake = await admin.call('PUT', '/admin/firm/logo', {
      contentType: 'image/png',
      dataBase64: svg.toString('base64'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('logo: The logo must be a PNG or JPEG image.');
    const mislabelled = await admin.call('PUT', '/admin/firm/logo', {
      contentType: 'image/jpeg',
      dataBase64: testPng(64, 32).toString('base64'),
    });
    expect(mislabelled.json().message).toMatch(/the file is a PNG image, not the JPEG it was sent as/);
    const damaged = Buffer.from(testPng(64, 32));
    damaged.fill(0x55, 41, damaged.length - 12);
    const broken = await admin.call('PUT', '/admin/firm/logo', {
      contentType: 'image/png',
      dataBase64: damaged.toString('base64'),
    });
    expect(broken.json().message).toBe('logo: the PNG’s image data is damaged.');
    const large = await admin.call('PUT', '/admin/firm/logo', {
      contentType: 'image/png',
      dataBase64: Buffer.alloc(600 * 1024, 1).toString('base64'),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('The logo is larger than 512 KB.');
    expect(((await user.call('GET', '/firm')).json() as Firm).logo).toBeNull();
  });

  it('keeps offices, and refuses to delete one a user works from, naming them', async () => {
    const created = await admin.call('POST', '/admin/offices', SYDNEY);
    expect(created.statusCode).toBe(200);
    const office: Office = created.json();
    expect(office).toMatchObject({ name: 'Sydney', state: 'NSW', postcode: '2000' });
    expect((await admin.call('POST', '/admin/offices', { ...SYDNEY, name: 'SYDNEY' })).statusCode).toBe(409);
    const bad = await admin.call('POST', '/admin/offices', { ...SYDNEY, name: 'Perth', postcode: '60' });
    expect(bad.json().message).toBe('postcode: A postcode is 4 digits.');
    const moved = await admin.call('PUT', `/admin/offices/${office.officeId}`, {
      ...SYDNEY,
      streetAddress: 'Level 3, 1 Martin Place',
    });
    expect((moved.json() as Office).streetAddress).toBe('Level 3, 1 Martin Place');

    const placed = await admin.call('PUT', `/admin/users/${user.id}`, {
      officeId: office.officeId,
      taxAgentRegistrationNumber: '25318764',
    });
    expect(placed.json()).toMatchObject({
      officeId: office.officeId,
      taxAgentRegistrationNumber: '25318764',
    });
    const refused = await admin.call('DELETE', `/admin/offices/${office.officeId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/still the office of PAT PLAIN/);

    await admin.call('PUT', `/admin/users/${user.id}`, { officeId: null });
    const deleted = await admin.call('DELETE', `/admin/offices/${office.officeId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual([]);
    expect((await admin.call('GET', '/admin/offices')).json()).toEqual([]);
    expect(
      (await admin.call('PUT', `/admin/users/${user.id}`, { officeId: office.officeId })).statusCode,
    ).toBe(404);
  });

  it('lets the administrator and the user themself set a registration number of 8 digits only', async () => {
    const bad = await admin.call('PUT', `/admin/users/${user.id}`, { taxAgentRegistrationNumber: '2531876' });
    expect(bad.statusCode).toBe(400);
    const own = await user.call('PUT', '/users/me/registration', {
      taxAgentRegistrationNumber: ' 24961582 ',
    });
    expect(own.json()).toEqual({ userId: user.id, taxAgentRegistrationNumber: '24961582' });
    expect((await user.call('GET', '/users/me/registration')).json()).toEqual({
      userId: user.id,
      taxAgentRegistrationNumber: '24961582',
    });
    expect(
      (await user.call('PUT', '/users/me/registration', { taxAgentRegistrationNumber: 'x' })).statusCode,
    ).toBe(400);
    const users = (await admin.call('GET', '/admin/users')).json() as {
      userId: number;
      taxAgentRegistrationNumber: string | null;
    }[];
    expect(users.find((u) => u.userId === user.id)?.taxAgentRegistrationNumber).toBe('24961582');
    await user.call('PUT', '/users/me/registration', { taxAgentRegistrationNumber: '' });
    const cleared = (await admin.call('GET', '/admin/users')).json() as typeof users;
    expect(cleared.find((u) => u.userId === user.id)?.taxAgentRegistrationNumber).toBeNull();
  });
});
