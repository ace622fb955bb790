/**
 * The service modules whose lists derive from the asset record's declaration, loaded together by
 * asset-record.test.ts after it adds a scratch field (their lists are made when they load).
 */
import { type AssetRecord, emptyAssetRecord } from './record-repository';

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
  return emptyAssetRecord(1);
}
