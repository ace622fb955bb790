/**
 * The service modules whose lists derive from the asset record's declaration, loaded together by
 * asset-record.test.ts after it adds a scratch field (their lists are made when they load).
 */
import { RECORD_COLUMNS } from './asset-columns';
import type { AssetRecord } from './record-repository';

export { ROW_FIELDS, readRegisterDelta } from '../calculations/repository';
export { copyAssetsWithDemolitions } from '../copy-register/repository';
export { registerBatch } from '../export/repository';
export { assetFieldLabel } from '../history/labels';
export { insertAssets } from '../import/repository';
export { insertPastedAssets, updatePastedAssets } from '../paste/repository';
export { RECORD_COLUMNS } from './asset-columns';
export { ASSET_COLUMNS } from './record-repository';
export { assetColumnsOfWire, toWireAsset } from './wire';

/** A stored row with every declared column empty. */
export function emptyRecord(): AssetRecord {
  const record: Record<string, unknown> = {
    id: 1,
    report_id: 1,
    read_only: false,
    abandonment_label_id: null,
    has_errors: false,
    asset_errors: null,
    errors_revision: 0,
    tax_code: null,
    category_code: null,
    method_code: null,
    label: null,
    label_abandonment_date: null,
  };
  for (const column of RECORD_COLUMNS) record[column] = null;
  return record as unknown as AssetRecord;
}
