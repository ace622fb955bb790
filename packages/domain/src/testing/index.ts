/** Test fixtures shared by the packages' tests (never imported by production code). */
export { assetFixture, demolitionFixture } from './asset.fixture';
