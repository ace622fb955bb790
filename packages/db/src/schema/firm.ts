import type { ColumnType, Generated } from 'kysely';
import type { Instant } from './columns';

/** 027_firm.sql: the firm the report PDF prints (issue 25 item 1), one row with id 1, and its offices. */

export interface FirmTable {
  id: Generated<number>;
  name: Generated<string>;
  /** 11 digits, unformatted. */
  abn: ColumnType<string | null, string | null | undefined, string | null>;
  /** The firm's Tax Practitioners Board registration number, 8 digits. */
  tpb_registration_number: ColumnType<string | null, string | null | undefined, string | null>;
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  email: ColumnType<string | null, string | null | undefined, string | null>;
  website: ColumnType<string | null, string | null | undefined, string | null>;
  /** A PNG or JPEG, at most 512 KB. */
  logo: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  logo_content_type: ColumnType<
    'image/png' | 'image/jpeg' | null,
    'image/png' | 'image/jpeg' | null | undefined,
    'image/png' | 'image/jpeg' | null
  >;
  logo_width: ColumnType<number | null, number | null | undefined, number | null>;
  logo_height: ColumnType<number | null, number | null | undefined, number | null>;
  disclaimer: string;
  notes: string;
  updated_at: Instant;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface OfficeTable {
  id: Generated<number>;
  name: string;
  street_address: string;
  suburb: string;
  state: string;
  postcode: string;
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  email: ColumnType<string | null, string | null | undefined, string | null>;
}
