import type { ReportKind } from '@taxdep/domain';

/**
 * What Sign off's confirmation and the workflow bar call the thing signed off, by its kind (issue 27 item 5): a
 * capex forecast moves and is sealed by the same calls as a depreciation report, by its id, and its summary counts
 * items (`assetCount`) and the items the forecast leaves out (`uncalculatedCount`), without totals. A reinstatement
 * cost assessment's (issue 28 item 1) counts its buildings and those whose inputs the domain refuses.
 */
export interface SignOffWording {
  /** "report", "forecast" or "assessment", as a sentence names it after "the". */
  noun: string;
  /** The summary's first term. */
  term: string;
  /** The count's term, and what the left-out count says. */
  counted: string;
  leftOut: (count: number) => string;
  /** The preview frame's title. */
  frameTitle: string;
  /** What the preview's job counts, from its stage (the report's always counts asset lines). */
  unit: (stage: string) => string;
  /** The seal's stage when the service names none. */
  sealStage: string;
  /** Where the document is made and shown outside the dialog. */
  documentTab: string;
}

export const SIGN_OFF_WORDING: Record<ReportKind, SignOffWording> = {
  depreciation: {
    noun: 'report',
    term: 'Report',
    counted: 'Assets',
    leftOut: (count) => `${count} without figures, left out of the totals`,
    frameTitle: 'The report document as it stands',
    unit: () => 'asset lines',
    sealStage: 'assets',
    documentTab: 'the Report tab',
  },
  capex: {
    noun: 'forecast',
    term: 'Forecast',
    counted: 'Items',
    leftOut: (count) => `${count} left out of the forecast`,
    frameTitle: 'The forecast PDF as it stands',
    unit: (stage) => stage || 'pages',
    sealStage: 'pages',
    documentTab: 'the Document tab',
  },
  rca: {
    noun: 'assessment',
    term: 'Assessment',
    counted: 'Buildings',
    leftOut: (count) => `${count} with inputs to put right`,
    frameTitle: 'The assessment PDF as it stands',
    unit: (stage) => stage || 'pages',
    sealStage: 'pages',
    documentTab: 'the Document tab',
  },
};
