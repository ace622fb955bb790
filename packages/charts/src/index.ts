/** Charts drawn once as SVG for the screens and the PDF report (docs/product/calculations-deductions-summary-report.md). */
export { TaxFlowChart, type TaxFlowChartProps } from './TaxFlowChart';
export { TaxFlowTable } from './TaxFlowTable';
export {
  compactDollars,
  stackTaxFlow,
  TAX_FLOW_SERIES,
  type TaxFlowSegment,
  type TaxFlowSeriesKey,
  type TaxFlowYear,
  valueExtent,
} from './tax-flow-data';
