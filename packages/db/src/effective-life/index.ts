/** The effective-life table's load, shared by the service's administrator call and `taxdep load-effective-life`. */
export {
  type EffectiveLifeFile,
  type EffectiveLifeLoadResult,
  loadEffectiveLifeFile,
  planEffectiveLifeFile,
} from './effective-life-load';
export { insertEffectiveLifeLoad, readKnownTaxCodes } from './effective-life-repository';
