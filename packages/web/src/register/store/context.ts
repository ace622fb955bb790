import type { Asset } from '@taxdep/domain';
import type { AssetRow } from './AssetRow';
import type { RowSelection } from './RowSelection';

/** What the register's sub-stores read from the root store (RegisterStore implements it). */
export interface RegisterContext {
  readonly reportId: number;
  /** docs/product/states-and-permissions.md#roles-and-permissions: the report's readOnly flag disables all editing. */
  readonly readOnly: boolean;
  readonly rows: readonly AssetRow[];
  readonly selection: Pick<RowSelection, 'selected' | 'clear'>;
  reload(): Promise<void>;
  reloadLabels(): Promise<void>;
  /** A new row was stored by the service for the first time. */
  assetAdded(): void;
}

/** Whether a row may be changed: neither the report nor the asset is read-only (docs/product/states-and-permissions.md). */
export function canEdit(context: Pick<RegisterContext, 'readOnly'>, row: AssetRow): boolean {
  return !context.readOnly && !row.readOnly;
}

/** The codes a new row starts with: the report's own (issue 16 item 4, docs/product/asset-register.md "Add Asset"). */
export interface NewRowDefaults {
  fundCode: string | null;
  propertyCode: string | null;
}

/** The empty row of Add Asset (docs/product/asset-register.md); id 0 until the service stores it. */
export function blankAsset(
  reportId: number,
  defaults: NewRowDefaults = { fundCode: null, propertyCode: null },
): Asset {
  return {
    id: 0,
    depreciationReportId: reportId,
    assetCode: null,
    depreciationCategory: null,
    depreciationMethod: null,
    fundCode: defaults.fundCode,
    propertyCode: defaults.propertyCode,
    projectCode: null,
    description: null,
    subCategory: null,
    location: null,
    supplier: null,
    invoiceNumber: null,
    invoiceDate: null,
    depreciationCommencementDate: null,
    financialYearEndDate: null,
    originalCost: null,
    writtenDownValue: null,
    writtenDownValueDate: null,
    depreciationRate: null,
    sourceTaxRate: null,
    annualDepreciationClaim: null,
    historicalBuildingCost: null,
    readOnly: false,
    assetDemolitions: [],
    abandonmentLabel: null,
  };
}
