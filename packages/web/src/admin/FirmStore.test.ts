import type { Firm, FirmLogoFile, FirmSave, Office, OfficeSave } from '@taxdep/domain';
import type { ApiFailure, FirmPort } from '@taxdep/domain/ports';
import { describe, expect, it } from 'vitest';
import { FirmStore } from './FirmStore';

const stored: Firm = {
  name: '',
  abn: null,
  tpbRegistrationNumber: null,
  phone: null,
  email: null,
  website: null,
  logo: null,
  disclaimer: 'Not tax advice.',
  notes: 'A note.',
};

const sydney: Office = {
  officeId: 3,
  name: 'Sydney',
  streetAddress: 'Level 12, 60 Margaret Street',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  phone: null,
  email: null,
};

/** A PNG's signature and IHDR (what the logo rule reads). */
function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

function fakePort(options: { refuse?: ApiFailure } = {}) {
  const saves: FirmSave[] = [];
  const logos: FirmLogoFile[] = [];
  const offices: OfficeSave[] = [];
  let firm = stored;
  const failure = options.refuse ?? null;
  const port: FirmPort = {
    firm: async () => firm,
    logo: async () => null,
    saveFirm: async (save) => {
      saves.push(save);
      if (failure) return null;
      firm = { ...firm, ...save, abn: save.abn.replace(/ /g, '') };
      return firm;
    },
    saveLogo: async (file) => {
      logos.push(file);
      firm = { ...firm, logo: { contentType: file.contentType, size: 64, width: 300, height: 100 } };
      return firm;
    },
    removeLogo: async () => (firm = { ...firm, logo: null }),
    offices: async () => [sydney],
    createOffice: async (save) => {
      offices.push(save);
      return failure ? null : { ...save, officeId: 9, phone: save.phone || null, email: save.email || null };
    },
    changeOffice: async () => null,
    deleteOffice: async () => failure === null,
    ownRegistration: async () => null,
    saveOwnRegistration: async () => null,
    lastFailure: () => failure,
  };
  return { port, saves, logos, offices };
}

describe('FirmStore', () => {
  it('marks each field the domain refuses, sends nothing, and keeps what was typed', async () => {
    const { port, saves } = fakePort();
    const store = new FirmStore(port);
    await store.start();
    store.setField('name', 'Meridian Quantity Surveyors Pty Ltd');
    store.setField('abn', '51 824 753 557');
    expect(await store.saveFirm()).toBe(false);
    expect(saves).toEqual([]);
    expect(store.errors.abn).toMatch(/Not an ABN/);
    expect(store.draft?.abn).toBe('51 824 753 557');
    store.setField('abn', '51824753556');
    expect(store.errors.abn).toBeUndefined();
    expect(await store.saveFirm()).toBe(true);
    expect(saves).toHaveLength(1);
    // The stored ABN comes back formatted as the PDF prints it.
    expect(store.draft?.abn).toBe('51 824 753 556');
    expect(store.dirty).toBe(false);
    expect(store.notice).toMatch(/The firm is saved/);
  });

  it('keeps everything typed when the service refuses the save, and says why', async () => {
    const store = new FirmStore(
      fakePort({ refuse: { status: 403, message: 'Only an administrator may do this.' } }).port,
    );
    await store.start();
    store.setField('name', 'Meridian');
    expect(await store.saveFirm()).toBe(false);
    expect(store.failure).toBe('The firm could not be saved: Only an administrator may do this.');
    expect(store.draft?.name).toBe('Meridian');
    expect(store.dirty).toBe(true);
  });

  it('uploads a PNG read from its bytes, previews it, and refuses other files unsent', async () => {
    const { port, logos } = fakePort();
    const store = new FirmStore(port);
    await store.start();
    await store.chooseLogo('logo.png', 64, async () => png(300, 100));
    expect(logos).toHaveLength(1);
    expect(logos[0]?.contentType).toBe('image/png');
    expect(store.logoPreview).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(store.firm?.logo?.width).toBe(300);
    let read = false;
    await store.chooseLogo('huge.png', 600 * 1024, async () => {
      read = true;
      return png(300, 100);
    });
    expect(read).toBe(false);
    expect(store.failure).toMatch(/huge.png is 600 KB; the logo may be at most 512 KB/);
    await store.chooseLogo('logo.svg', 40, async () => new TextEncoder().encode('<svg></svg>'));
    expect(store.failure).toBe('logo.svg cannot be the logo: The logo must be a PNG or JPEG image.');
    expect(logos).toHaveLength(1);
    await store.removeLogo();
    expect(store.logoPreview).toBeNull();
  });

  it('adds an office once its fields are right, and keeps the form open with what was typed otherwise', async () => {
    const { port, offices } = fakePort();
    const store = new FirmStore(port);
    await store.start();
    store.newOffice();
    store.setOfficeField('name', 'Brisbane');
    store.setOfficeField('postcode', '400');
    expect(await store.saveOffice()).toBe(false);
    expect(offices).toEqual([]);
    expect(Object.keys(store.officeErrors).sort()).toEqual(['postcode', 'state', 'streetAddress', 'suburb']);
    store.setOfficeField('streetAddress', 'Level 8, 145 Eagle Street');
    store.setOfficeField('suburb', 'Brisbane City');
    store.setOfficeField('state', 'QLD');
    store.setOfficeField('postcode', '4000');
    expect(store.officeErrors).toEqual({});
    expect(await store.saveOffice()).toBe(true);
    expect(store.offices.map((o) => o.name)).toEqual(['Brisbane', 'Sydney']);
    expect(store.editing).toBeNull();
  });

  it('deletes an office, or says why the service refused', async () => {
    const store = new FirmStore(fakePort().port);
    await store.start();
    await store.deleteOffice(sydney);
    expect(store.offices).toEqual([]);
    const refused = new FirmStore(
      fakePort({ refuse: { status: 409, message: 'The office is still the office of Sam Surveyor' } }).port,
    );
    await refused.start();
    await refused.deleteOffice(sydney);
    expect(refused.offices).toEqual([sydney]);
    expect(refused.failure).toBe(
      'The Sydney office could not be deleted: The office is still the office of Sam Surveyor.',
    );
  });
});
