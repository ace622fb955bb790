/** The errors of a register row (validation.ts), in their own module so the rules' modules can share them. */

/** Asset fields that can carry an error; demolition fields carry the demolition's index too. */
export type AssetErrorField =
  | 'assetCode'
  | 'depreciationCategory'
  | 'depreciationMethod'
  | 'description'
  | 'financialYearEndDate'
  | 'originalCost'
  | 'depreciationRate'
  | 'rateReason'
  | 'invoiceDate'
  | 'depreciationCommencementDate'
  | 'writtenDownValue'
  | 'writtenDownValueDate'
  | 'annualDepreciationClaim'
  | 'historicalBuildingCost'
  | 'assetDemolitions'
  | 'demoDate'
  | 'demolitionRate'
  | 'disposalDate'
  | 'abandonmentLabel'
  | 'constructionCompletionDate'
  | 'constructionUse'
  | 'terminationValue'
  | 'secondHand';

export interface AssetFieldError {
  field: AssetErrorField;
  message: string;
  /** For demoDate and demolitionRate: the position of the demolition in assetDemolitions. */
  demolitionIndex?: number;
}
