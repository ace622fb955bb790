import type { AssetFieldName, AssetRecordFields } from '@taxdep/domain/assets';
import type { ColumnType, Generated } from 'kysely';
import type { CivilDate, Decimal, Instant } from './columns';

/**
 * The asset register: abandonment labels, assets, their tombstones (008), demolitions, the change history (015) and
 * the import's and paste's uploads (012).
 */

export interface AbandonmentLabelTable {
  id: Generated<number>;
  report_id: number;
  label: string;
  abandonment_date: CivilDate | null;
}

/** What each kind of the asset record's fields (packages/domain/src/assets/asset-record.ts) is stored as. */
interface StoredKinds {
  taxCode: number;
  code: number;
  text: string;
  constructionUse: string;
  date: CivilDate;
  /** Integer cents. */
  cents: bigint;
  rate: Decimal;
  flag: boolean;
}

/** The record's columns, one per declared field (migrations 004, 005, 024), each nullable. */
export type AssetRecordColumns = {
  [F in AssetFieldName as AssetRecordFields[F]['column']]: StoredKinds[AssetRecordFields[F]['kind']] | null;
};

export interface AssetTable extends AssetRecordColumns {
  id: Generated<number>;
  report_id: number;
  read_only: Generated<boolean>;
  abandonment_label_id: number | null;
  created_at: Instant;
  updated_at: Instant;
  // 005_asset_register.sql: the stored verdict of validateAsset (NULL = not judged yet) and the search text.
  has_errors: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  asset_errors: ColumnType<unknown[] | null, string | null | undefined, string | null>;
  errors_fresh: Generated<boolean>;
  errors_revision: Generated<number>;
  search_text: ColumnType<string | null, never, never>;
  // 008_register_projection.sql: the transaction that last wrote the row (xid8 as text), for the projections.
  written_by: ColumnType<string, never, never>;
}

/** 008_register_projection.sql: deleted assets, for the projections' deltas. */
export interface AssetTombstoneTable {
  report_id: number;
  asset_id: number;
  written_by: ColumnType<string, never, never>;
  deleted_at: ColumnType<Instant, never, never>;
}

export interface DemolitionTable {
  id: Generated<number>;
  asset_id: number;
  demo_date: CivilDate | null;
  rate: Decimal | null;
  adjusted_historical_cost: bigint | null;
  adjusted_annual_depreciation: bigint | null;
}

/** 015_report_workflow.sql: the register's change history, written by triggers only. */
export interface AssetChangeTable {
  /** bigint identity: read as a JS bigint (columns.ts), written by the trigger only. */
  id: ColumnType<bigint, never, never>;
  report_id: number;
  asset_id: number | null;
  user_id: number | null;
  action: 'added' | 'changed' | 'removed' | 'columns';
  asset_count: number;
  asset_label: string | null;
  fields: Record<string, [unknown, unknown]> | null;
  changed_at: Instant;
}

/** 012_asset_uploads.sql: an upload or paste by its client-made id, so a retried request writes its rows once. */
export interface AssetUploadTable {
  upload_id: string;
  report_id: number;
  row_count: number;
  /** The answer the upload gave, given again to a retry; written as its JSON text. */
  answer: ColumnType<unknown, string, string>;
  uploaded_by: number | null;
  uploaded_at: Instant;
}
