/**
 * Issue 11 "One source for the contract": every call of the API, its request and its answer, declared once. The
 * web's adapters type their calls with it, and scripts/generate-contract.mjs turns it into the JSON Schemas the
 * service validates requests with, checks its answers against in tests, and documents at /api/docs.
 *
 * Keys are `METHOD /path/{param}` as served under `/api/v1`, except the version-less calls of VERSIONLESS_CALLS,
 * served under `/api`. Each entry: `params` (path), `query`, `body`, `response` (the success answer; `null` means
 * 204 No Content) and `errors`, the answers of particular error statuses; every other error answers `{ message }`
 * (docs/api.md "Conventions").
 */
import type { AdminCalls } from './admin-calls';
import type { AbandonmentLabel, DepreciationCategory, PreviousRegisterEntry, TaxCode } from './asset';
import type {
  CalculationsBody,
  CalculationsPage,
  CalculationsQuery,
  CategoryReportAnswer,
  CategoryReportQuery,
  LeftOutAnswer,
  OwnerQuery,
  PowerBiCalculationBody,
  PowerBiPage,
  SummaryAnswer,
  SummaryQuery,
} from './calculation-calls';
import type { CapexCalls } from './capex-calls';
import type { CapexCommitCalls } from './capex-commit-calls';
import type { ClientConfig } from './client-config';
import type {
  AssetYearExplanationAnswer,
  ExplanationParams,
  ExplanationQuery,
  MethodComparisonAnswer,
} from './explanation-calls';
import type { ExportCalls } from './export-calls';
import type { UploadAnswer, UploadBody, WorkbookAnswer, WorkbookBody } from './import-calls';
import type {
  CloudToken,
  NewReportAnswer,
  NewReportRequest,
  PortfolioParams,
  PropertySummary,
  SignedInUser,
  StaffMember,
} from './new-work-calls';
import type { OwnerCalls } from './owner-calls';
import type { PasteAnswer, PasteBody } from './paste-calls';
import type {
  ClientSummary,
  FundParams,
  FundSummary,
  PortfolioSummary,
  ReportListPage,
  ReportListQuery,
} from './portal-calls';
import type { RcaCalls } from './rca-calls';
import type {
  AssetDeleteAnswer,
  AssetDeleteSelection,
  AssetSaveBody,
  RegisterAsset,
  RegisterListBody,
  RegisterListQuery,
  RegisterPage,
} from './register-calls';
import type { CheckerSearchResult, DepreciationMethod, ReportStatusOption } from './report';
import type { ReportAnswer, ReportSave } from './report-calls';
import type { ReportDocumentCalls } from './report-document-calls';
import type {
  AbandonmentLabelSaveBody,
  CopyRegisterAnswer,
  CopyRegisterRequest,
  DemolitionDeleted,
  DemolitionSave,
  DemolitionSaved,
  DepreciationRateAnswer,
  DepreciationRateRequest,
  LabelDeleted,
  LabelMappingAnswer,
  LabelMappingRequest,
  LabelSaveRefusal,
  OutputColumnFlags,
  OutputColumnsSave,
} from './requests';
import type { StagedRatesAnswer, StagedRatesBody } from './staged-rate-calls';
import type { WholeReport } from './whole-report-calls';
import type { Id, SearchText } from './wire-limits';
import type { WorkflowCalls } from './workflow-calls';

/** The error answer of every call (docs/api.md "Conventions"). */
export interface ErrorAnswer {
  message: string;
}

interface ReportParams {
  /** The report's id. */
  id: Id;
}

interface Search {
  searchValue?: SearchText;
}

interface ProductToken {
  token: string;
}

/**
 * Body of POST /auth/token: an identity token to exchange for a product token.
 * `appId` is the id from the address parameter (docs/product/calls.md), checked for shape and not bound into the token.
 */
export interface TokenExchange {
  /**
   * @minLength 1
   * @maxLength 16384
   */
  idToken: string;
  /** @pattern ^[0-9]{1,12}$ */
  appId?: string;
}

/** The two values of `GET /api/authorize?app=` (docs/product/calls.md): the report view and the main portal. */
export type AuthorizedApp = 'FARR' | 'PORTAL';

export interface Authorization {
  authorized: boolean;
  app: AuthorizedApp;
  userId: Id;
  userUid: string;
}

/**
 * Issue 15: the workflow and history calls are declared in ./workflow-calls.ts and the administrator's in
 * ./admin-calls.ts; the exports (issue 13) in ./export-calls.ts and the report PDF's (issue 14) in
 * ./report-document-calls.ts.
 */
export interface ApiCalls
  extends WorkflowCalls,
    AdminCalls,
    ExportCalls,
    ReportDocumentCalls,
    // Issue 23 item 7: the report's owners (owner-calls.ts; docs/api.md "Owners").
    OwnerCalls,
    // Issue 27: the capex forecasts (capex-calls.ts; docs/api.md "Capex forecasts").
    CapexCalls,
    // Issue 27 item 4: commit a forecast replacement into a depreciation report (capex-commit-calls.ts).
    CapexCommitCalls,
    // Issue 28: the reinstatement cost assessments and the firm's rate library (rca-calls.ts; docs/api.md
    // "Reinstatement cost assessments").
    RcaCalls {
  // Sign-in (docs/product/README.md, docs/product/calls.md).
  'GET /client-config': { response: ClientConfig };
  'POST /auth/token': { body: TokenExchange; response: ProductToken };
  'GET /authorize': { query: { app: AuthorizedApp }; response: Authorization };
  'DELETE /depreciationReports/token': { response: null };
  'PUT /users/policyaccepted': { query: { userId: Id }; response: ProductToken };
  // Issue 15: who is signed in and the cloud token (new-work-calls.ts; docs/api.md "Session").
  'GET /users/me': { response: SignedInUser };
  'GET /cloudToken': { response: CloudToken };

  // The main portal's lists (docs/product/main-portal.md).
  'GET /funds/all': { response: FundSummary[] };
  'GET /clients/all': { response: ClientSummary[] };
  'GET /funds/{fundId}/portfolios': { params: FundParams; response: PortfolioSummary[] };
  'GET /funds/{fundId}/reports': { params: FundParams; query: ReportListQuery; response: ReportListPage };
  'GET /users/me/reports': { query: ReportListQuery; response: ReportListPage };
  // Issue 15 "New work" (new-work-calls.ts; docs/product/main-portal.md "New work").
  'GET /portfolios/{portfolioId}/properties': { params: PortfolioParams; response: PropertySummary[] };
  'GET /users/staff': { response: StaffMember[] };
  'POST /portfolios/{portfolioId}/depreciationReports': {
    params: PortfolioParams;
    body: NewReportRequest;
    response: NewReportAnswer;
  };

  // Reports (General Info).
  'GET /depreciationReports/{id}': { params: ReportParams; response: ReportAnswer };
  // Issue 15: the whole report in one answer for integrations (whole-report-calls.ts; docs/api.md "The whole report").
  'GET /depreciationReports/{id}/all': { params: ReportParams; response: WholeReport };
  'GET /depreciationReports/depreciationStatus/all': { response: ReportStatusOption[] };
  'GET /depreciationMethods': { response: DepreciationMethod[] };
  'GET /users/all': { query: Search; response: CheckerSearchResult[] };
  'PUT /depreciationReport': { body: ReportSave; response: ReportAnswer };

  // The asset register: listing, save, delete (docs/api.md "Asset register").
  'GET /depreciationReports/{id}/modelAssets': {
    params: ReportParams;
    query: RegisterListQuery;
    response: RegisterPage;
  };
  'POST /depreciationReports/{id}/modelAssets/all': {
    params: ReportParams;
    body: RegisterListBody;
    response: RegisterPage;
  };
  'GET /depreciationReports/{id}/modelAssets/all/assetcodes': { params: ReportParams; response: string[] };
  'POST /depreciationReports/modelAssets': { body: AssetSaveBody; response: RegisterAsset };
  'POST /depreciationReports/{id}/modelAssets/deleteAll': {
    params: ReportParams;
    body: AssetDeleteSelection;
    response: AssetDeleteAnswer;
  };
  'DELETE /depreciationReports/modelAssets/all/{id}': { params: ReportParams; response: AssetDeleteAnswer };
  // Issue 13: the import's upload, every staged row in one transaction (import-calls.ts; docs/api.md "Import upload").
  'POST /depreciationReports/{id}/uploadModelAssets': {
    params: ReportParams;
    body: UploadBody;
    response: UploadAnswer;
  };
  // Issue 26 item 6d: an Excel workbook read as the csv text of its sheet of assets, before staging (import-calls.ts).
  'POST /importWorkbook': { body: WorkbookBody; response: WorkbookAnswer };
  // Issue 16: a block pasted from Excel into the grid, its changes and additions in one write (paste-calls.ts;
  // docs/api.md "Paste from Excel").
  'POST /depreciationReports/{id}/pasteModelAssets': {
    params: ReportParams;
    body: PasteBody;
    response: PasteAnswer;
  };

  // Reference data of the register.
  'POST /depreciationRate': { body: DepreciationRateRequest; response: DepreciationRateAnswer };
  // Issue 26: the rates of staged import and paste rows, before anything is saved (staged-rate-calls.ts).
  'POST /stagedRates': { body: StagedRatesBody; response: StagedRatesAnswer };
  'GET /depreciationCategories': { response: DepreciationCategory[] };
  'GET /assets/all': { query: Search; response: TaxCode[] };

  // Demolitions.
  'POST /depreciationReports/modelAssets/demolitionDates': {
    body: DemolitionSave;
    response: DemolitionSaved;
  };
  'DELETE /depreciationReports/{id}/modelAssets/assetDemolitions/{demolitionId}': {
    params: { id: Id; demolitionId: Id };
    response: DemolitionDeleted;
  };

  // Abandonment labels.
  'GET /depreciationReports/{id}/abandonment-label': {
    params: ReportParams;
    response: { abandonmentLabel: AbandonmentLabel[] };
  };
  'POST /depreciationReports/abandonment-label': {
    body: AbandonmentLabelSaveBody;
    response: { abandonmentLabel: AbandonmentLabel[] };
    errors: { 422: LabelSaveRefusal };
  };
  'GET /depreciationReports/{id}/abandonment-assets': {
    params: ReportParams;
    query: RegisterListQuery;
    response: RegisterPage;
  };
  'POST /depreciationReports/{id}/abandonment-assets/all': {
    params: ReportParams;
    body: RegisterListBody;
    response: RegisterPage;
  };
  'DELETE /depreciationReports/abandonment-label/{id}': { params: { id: Id }; response: LabelDeleted };
  'POST /depreciationReports/modelAssets/model-abandonment-label': {
    body: LabelMappingRequest;
    response: LabelMappingAnswer;
  };

  // Manage Output.
  'GET /depreciation-reports/{id}/model-asset-display-flags': {
    params: ReportParams;
    response: OutputColumnFlags;
  };
  'POST /depreciation-reports/model-asset-display-flags': {
    body: OutputColumnsSave;
    response: OutputColumnFlags;
  };

  // Copy Previous Asset Register (designed here, docs/api.md).
  'GET /depreciationReports/{id}/previousAssetRegisters': {
    params: ReportParams;
    response: PreviousRegisterEntry[];
  };
  'POST /depreciationReports/{id}/copyAssetRegister': {
    params: ReportParams;
    body: CopyRegisterRequest;
    response: CopyRegisterAnswer;
  };

  // Calculations, Deductions and Summary tabs (issue 12; docs/api.md "Calculations, Deductions, Summary").
  'GET /depreciationReports/{id}/calculations': {
    params: ReportParams;
    query: CalculationsQuery;
    response: CalculationsPage;
  };
  'POST /depreciationReports/{id}/calculations': {
    params: ReportParams;
    body: CalculationsBody;
    response: CalculationsPage;
  };
  'GET /depreciationReports/{id}/categoryReport': {
    params: ReportParams;
    query: CategoryReportQuery;
    response: CategoryReportAnswer;
  };
  'GET /depreciationReports/{id}/summary': {
    params: ReportParams;
    query: SummaryQuery;
    response: SummaryAnswer;
  };
  // Issue 26 item 5: the assets every figure leaves out, with why.
  'GET /depreciationReports/{id}/leftOutAssets': {
    params: ReportParams;
    response: LeftOutAnswer;
  };
  'POST /depreciationReports/{id}/powerBiCalculation': {
    params: ReportParams;
    body: PowerBiCalculationBody;
    response: PowerBiPage;
  };
  // Issue 12: each figure's explanation and prime cost versus diminishing value (explanation-calls.ts).
  'GET /depreciationReports/{id}/calculations/{assetId}/explanation': {
    params: ExplanationParams;
    query: ExplanationQuery;
    response: AssetYearExplanationAnswer;
  };
  'GET /depreciationReports/{id}/methodComparison': {
    params: ReportParams;
    query: OwnerQuery;
    response: MethodComparisonAnswer;
  };
}

/** The calls served under `/api` rather than `/api/v1`. */
export const VERSIONLESS_CALLS = [
  'GET /client-config',
  'GET /authorize',
] as const satisfies readonly ApiCall[];

export type ApiCall = keyof ApiCalls;

/** The parts of a call's request, as a caller supplies them (absent parts are not asked for). */
export type CallRequest<K extends ApiCall> = Pick<
  ApiCalls[K],
  Extract<keyof ApiCalls[K], 'params' | 'query' | 'body'>
>;

/** A call's success answer. */
export type CallResponse<K extends ApiCall> = ApiCalls[K]['response'];
