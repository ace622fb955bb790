/**
 * The firm on the wire (issue 25 item 1; docs/product/administration.md "The firm"; docs/api.md "The firm"): the
 * firm's identity the report PDF prints (name, ABN, Tax Practitioners Board registration, contact, logo, the
 * standard disclaimer and notes), its offices, and each user's registration number and office. Any signed-in user
 * reads the firm (what prints on their documents); only an administrator changes it. The rules are the domain's
 * (packages/domain/src/firm), applied by the service and mirrored by the screen. Joined into AdminCalls.
 */
import type { Id, Text } from './wire-limits';

/**
 * The firm's or an office's name.
 * @minLength 1
 * @maxLength 200
 */
export type FirmName = string;

/**
 * A short text of the firm or an office (ABN, registration number, phone, e-mail, website, address parts): the
 * domain's rules (firm/firm-rules.ts) check each one's form; empty means none.
 * @maxLength 254
 */
export type FirmShortText = string;

/**
 * The standard disclaimer or notes: paragraphs separated by a blank line. The domain bounds them
 * (FIRM_TEXT_LIMITS) so each prints on its one page of the PDF.
 * @minLength 1
 * @maxLength 4000
 */
export type FirmStandardText = string;

/** The stored logo, without its bytes (GET /firm/logo gives them). */
export interface FirmLogoSummary {
  contentType: 'image/png' | 'image/jpeg';
  /** Bytes. */
  size: number;
  /** Pixels, as read from the image's own header. */
  width: number;
  height: number;
}

/** The firm as it prints. Text fields are null when not set. */
export interface Firm {
  /** Empty until an administrator names the firm. */
  name: Text;
  /** 11 digits, unformatted ("51824753556"); the screens and the PDF print it "51 824 753 556". */
  abn: Text | null;
  /** The firm's Tax Practitioners Board registration number (8 digits). */
  tpbRegistrationNumber: Text | null;
  phone: Text | null;
  email: Text | null;
  website: Text | null;
  logo: FirmLogoSummary | null;
  /** @maxLength 4000 */
  disclaimer: string;
  /** @maxLength 4000 */
  notes: string;
}

/** The firm's fields as an administrator saves them (the logo has calls of its own). Empty text clears a field. */
export interface FirmSave {
  name: FirmName;
  abn: FirmShortText;
  tpbRegistrationNumber: FirmShortText;
  phone: FirmShortText;
  email: FirmShortText;
  website: FirmShortText;
  disclaimer: FirmStandardText;
  notes: FirmStandardText;
}

/**
 * A logo's bytes in base64 (at most FIRM_LOGO_MAX_BYTES = 512 KB of image, so 699,052 characters).
 * @minLength 1
 * @maxLength 699052
 */
export type FirmLogoBase64 = string;

/** A logo upload or the stored logo's bytes. The service reads the type from the bytes, not from `contentType`. */
export interface FirmLogoFile {
  contentType: 'image/png' | 'image/jpeg';
  dataBase64: FirmLogoBase64;
}

/** One office of the firm: its address and contact print on the cover of its surveyors' reports. */
export interface Office {
  officeId: Id;
  name: Text;
  streetAddress: Text;
  suburb: Text;
  /** NSW, VIC, QLD, SA, WA, TAS, ACT or NT. */
  state: Text;
  /** 4 digits. */
  postcode: Text;
  phone: Text | null;
  email: Text | null;
}

/** An office as an administrator saves it; empty phone or e-mail means none. */
export interface OfficeSave {
  name: FirmName;
  streetAddress: FirmShortText;
  suburb: FirmShortText;
  state: FirmShortText;
  postcode: FirmShortText;
  phone: FirmShortText;
  email: FirmShortText;
}

export interface OfficeParams {
  officeId: Id;
}

/** A user's own tax agent registration number (8 digits); empty clears it. */
export interface OwnRegistrationSave {
  taxAgentRegistrationNumber: FirmShortText;
}

export interface OwnRegistrationAnswer {
  userId: Id;
  taxAgentRegistrationNumber: Text | null;
}

export interface FirmCalls {
  'GET /firm': { response: Firm };
  'GET /firm/logo': { response: FirmLogoFile };
  'PUT /admin/firm': { body: FirmSave; response: Firm };
  'PUT /admin/firm/logo': { body: FirmLogoFile; response: Firm };
  'DELETE /admin/firm/logo': { response: Firm };
  'GET /admin/offices': { response: Office[] };
  'POST /admin/offices': { body: OfficeSave; response: Office };
  'PUT /admin/offices/{officeId}': { params: OfficeParams; body: OfficeSave; response: Office };
  /** Answers the offices that remain (the portal's client treats an empty 204 as a failure). */
  'DELETE /admin/offices/{officeId}': { params: OfficeParams; response: Office[] };
  'GET /users/me/registration': { response: OwnRegistrationAnswer };
  'PUT /users/me/registration': { body: OwnRegistrationSave; response: OwnRegistrationAnswer };
}
