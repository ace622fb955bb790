/**
 * The register's row calls: read, save, delete.
 * The face of this feature: other features and the composition root import it from here only (issue 24,
 * .dependency-cruiser.cjs "server-feature-through-index").
 */
export { assetRoutes } from './routes';
export { loadWireAsset, saveAssetIn } from './service';
