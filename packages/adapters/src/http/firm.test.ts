import { describe, expect, it } from 'vitest';
import { HttpFirmPort } from './firm';
import { recordingApi } from './testing/recording-api';

const office = {
  name: 'Perth',
  streetAddress: 'Level 5, 200 St Georges Terrace',
  suburb: 'Perth',
  state: 'WA',
  postcode: '6000',
  phone: '',
  email: '',
};
const logo = { contentType: 'image/png' as const, dataBase64: 'iVBORw0KGgo=' };

describe('HttpFirmPort', () => {
  it('maps each firm call to its path one to one', async () => {
    const { api, calls } = recordingApi({
      'get /firm': { name: 'Meridian' },
      'put /admin/firm/logo': { name: 'Meridian' },
      'post /admin/offices': { officeId: 4 },
      'put /admin/offices/4': { officeId: 4 },
      'delete /admin/offices/4': [],
      'put /users/me/registration': { userId: 1, taxAgentRegistrationNumber: '25318764' },
    });
    const port = new HttpFirmPort(api);
    expect(await port.firm()).toEqual({ name: 'Meridian' });
    await port.saveLogo(logo);
    expect(await port.createOffice(office)).toEqual({ officeId: 4 });
    await port.changeOffice(4, office);
    // The delete answers the offices that remain: an empty list is a success, not a failure.
    expect(await port.deleteOffice(4)).toBe(true);
    await port.saveOwnRegistration('25318764');
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['get', '/firm', undefined],
      ['put', '/admin/firm/logo', logo],
      ['post', '/admin/offices', office],
      ['put', '/admin/offices/4', office],
      ['delete', '/admin/offices/4', undefined],
      ['put', '/users/me/registration', { taxAgentRegistrationNumber: '25318764' }],
    ]);
  });

  it('answers false for a refused delete, with the service’s reason', async () => {
    const refusal = { status: 409, message: 'The office is still the office of Alex Surveyor.' };
    const { api } = recordingApi({}, { 'delete /admin/offices/4': refusal });
    const port = new HttpFirmPort(api);
    expect(await port.deleteOffice(4)).toBe(false);
    expect(port.lastFailure()).toEqual(refusal);
  });
});
