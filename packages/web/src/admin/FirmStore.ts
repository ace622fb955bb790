import type { Firm, FirmSave, Office, OfficeSave } from '@taxdep/domain';
import {
  FIRM_LOGO_MAX_BYTES,
  type FirmErrors,
  type FirmField,
  formatAbn,
  logoError,
  type OfficeErrors,
  type OfficeField,
  readLogoImage,
  validateFirm,
  validateOffice,
} from '@taxdep/domain/firm';
import type { FirmPort } from '@taxdep/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import { adminWrite } from './admin-write';

/** What the form holds: the firm's fields as typed, the ABN shown "51 824 753 556". */
export function draftOf(firm: Firm): FirmSave {
  return {
    name: firm.name,
    abn: firm.abn ? formatAbn(firm.abn) : '',
    tpbRegistrationNumber: firm.tpbRegistrationNumber ?? '',
    phone: firm.phone ?? '',
    email: firm.email ?? '',
    website: firm.website ?? '',
    disclaimer: firm.disclaimer,
    notes: firm.notes,
  };
}

export const EMPTY_OFFICE: OfficeSave = {
  name: '',
  streetAddress: '',
  suburb: '',
  state: '',
  postcode: '',
  phone: '',
  email: '',
};

function officeDraftOf(office: Office): OfficeSave {
  return { ...office, phone: office.phone ?? '', email: office.email ?? '' };
}

/** Bytes as base64, in slices so a 512 KB logo does not overflow the call stack of String.fromCharCode. */
function base64Of(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(text);
}

/**
 * The Firm section of the Administration page (issue 25 item 1; docs/product/administration.md "The firm"): the
 * firm's fields, its logo and its offices. The domain's rules (packages/domain/src/firm) mark a field in error
 * before anything is sent, as the service would refuse it; what was typed stays in the form after any refusal.
 */
export class FirmStore {
  firm: Firm | null = null;
  draft: FirmSave | null = null;
  /** Shown once a save was tried, then kept current as the fields change. */
  errors: FirmErrors = {};
  private triedSave = false;
  /** The stored logo as a data URL, for the preview. */
  logoPreview: string | null = null;
  offices: Office[] = [];
  /** The office being edited: its id, or 'new'; null when none is. */
  editing: number | 'new' | null = null;
  officeDraft: OfficeSave = EMPTY_OFFICE;
  officeErrors: OfficeErrors = {};
  failure: string | null = null;
  notice: string | null = null;
  busy = false;

  constructor(private readonly port: FirmPort) {
    makeAutoObservable<FirmStore, 'port'>(this, { port: false });
  }

  async start(): Promise<void> {
    const [firm, offices] = await Promise.all([this.port.firm(), this.port.offices()]);
    if (!firm || !offices) {
      runInAction(() => (this.failure = 'The firm could not be loaded.'));
      return;
    }
    runInAction(() => {
      this.firm = firm;
      this.draft = draftOf(firm);
      this.offices = offices;
    });
    await this.loadLogoPreview(firm);
  }

  get dirty(): boolean {
    return (
      this.firm !== null &&
      this.draft !== null &&
      JSON.stringify(draftOf(this.firm)) !== JSON.stringify(this.draft)
    );
  }

  setField(field: FirmField, value: string): void {
    if (!this.draft) return;
    this.draft = { ...this.draft, [field]: value };
    if (this.triedSave) this.errors = validateFirm(this.draft);
  }

  /** Saves the form; a field in error is marked and nothing is sent. Answers whether it was saved. */
  async saveFirm(): Promise<boolean> {
    const draft = this.draft;
    if (!draft) return false;
    this.triedSave = true;
    this.errors = validateFirm(draft);
    if (Object.keys(this.errors).length > 0) {
      this.failure = 'The firm was not saved: correct the marked fields.';
      this.notice = null;
      return false;
    }
    const firm = await adminWrite(
      this,
      this.port,
      () => this.port.saveFirm(draft),
      'The firm could not be saved',
    );
    if (!firm) return false;
    runInAction(() => {
      this.firm = firm;
      this.draft = draftOf(firm);
      this.triedSave = false;
      this.notice = 'The firm is saved: its details print on every report from now on.';
    });
    return true;
  }

  /** A chosen image: checked by its size and its own bytes (as the service checks it), then uploaded. */
  async chooseLogo(fileName: string, size: number, readBytes: () => Promise<Uint8Array>): Promise<void> {
    if (size > FIRM_LOGO_MAX_BYTES) {
      this.failure = `${fileName} is ${Math.ceil(size / 1024)} KB; the logo may be at most ${FIRM_LOGO_MAX_BYTES / 1024} KB.`;
      this.notice = null;
      return;
    }
    const bytes = await readBytes();
    const refused = logoError(bytes);
    const image = readLogoImage(bytes);
    if (refused || !image) {
      runInAction(() => {
        this.failure = `${fileName} cannot be the logo: ${refused ?? 'not an image.'}`;
        this.notice = null;
      });
      return;
    }
    const dataBase64 = base64Of(bytes);
    const firm = await adminWrite(
      this,
      this.port,
      () => this.port.saveLogo({ contentType: image.contentType, dataBase64 }),
      'The logo could not be stored',
    );
    if (!firm) return;
    runInAction(() => {
      this.keepStored(firm);
      this.logoPreview = `data:${image.contentType};base64,${dataBase64}`;
      this.notice = `The logo is stored (${image.width} × ${image.height} pixels).`;
    });
  }

  async removeLogo(): Promise<void> {
    const firm = await adminWrite(
      this,
      this.port,
      () => this.port.removeLogo(),
      'The logo could not be removed',
    );
    if (!firm) return;
    runInAction(() => {
      this.keepStored(firm);
      this.logoPreview = null;
      this.notice = 'The logo is removed.';
    });
  }

  newOffice(): void {
    this.editing = 'new';
    this.officeDraft = EMPTY_OFFICE;
    this.officeErrors = {};
  }

  editOffice(office: Office): void {
    this.editing = office.officeId;
    this.officeDraft = officeDraftOf(office);
    this.officeErrors = {};
  }

  cancelOffice(): void {
    this.editing = null;
    this.officeErrors = {};
  }

  setOfficeField(field: OfficeField, value: string): void {
    this.officeDraft = { ...this.officeDraft, [field]: value };
    if (Object.keys(this.officeErrors).length > 0) this.officeErrors = validateOffice(this.officeDraft);
  }

  /** Saves the office being edited; the form stays open with what was typed when it is refused. */
  async saveOffice(): Promise<boolean> {
    const editing = this.editing;
    const draft = this.officeDraft;
    if (editing === null) return false;
    this.officeErrors = validateOffice(draft);
    if (Object.keys(this.officeErrors).length > 0) {
      this.failure = 'The office was not saved: correct the marked fields.';
      this.notice = null;
      return false;
    }
    const office = await adminWrite(
      this,
      this.port,
      () => (editing === 'new' ? this.port.createOffice(draft) : this.port.changeOffice(editing, draft)),
      'The office could not be saved',
    );
    if (!office) return false;
    runInAction(() => {
      this.offices =
        editing === 'new'
          ? [...this.offices, office].sort((a, b) => a.name.localeCompare(b.name))
          : this.offices.map((o) => (o.officeId === office.officeId ? office : o));
      this.editing = null;
      this.notice = `The ${office.name} office is saved.`;
    });
    return true;
  }

  /** Deletes an office; the service refuses one that users still work from, naming them. */
  async deleteOffice(office: Office): Promise<void> {
    const deleted = await adminWrite(
      this,
      this.port,
      async () => ((await this.port.deleteOffice(office.officeId)) ? true : null),
      `The ${office.name} office could not be deleted`,
    );
    if (!deleted) return;
    runInAction(() => {
      this.offices = this.offices.filter((o) => o.officeId !== office.officeId);
      if (this.editing === office.officeId) this.editing = null;
      this.notice = `The ${office.name} office is deleted.`;
    });
  }

  /** A logo change answers the firm as stored: the form keeps what is being typed in it. */
  private keepStored(firm: Firm): void {
    this.firm = firm;
  }

  private async loadLogoPreview(firm: Firm): Promise<void> {
    if (!firm.logo) return;
    const file = await this.port.logo();
    if (file) runInAction(() => (this.logoPreview = `data:${file.contentType};base64,${file.dataBase64}`));
  }
}
