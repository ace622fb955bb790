/** Money, amount and date formatting shared by the screens, the server and the CLI (docs/product/calculations-deductions-summary-report.md#deductions-tab, docs/product/rules.md). */

export {
  daysInMonth,
  eofyDate,
  eofyLabel,
  formatDisplayDate,
  formatLongDate,
  isCivilDate,
  parseUserDate,
  toCivilDate,
} from './dates';
export { decimalPlaces, decimalToScaled, groupThousands, scaledToDecimalText } from './decimal';
export {
  asciiFileName,
  DOWNLOAD_NAME_MAX,
  type DownloadNameFacts,
  downloadFileName,
  propertyForName,
} from './download-name';
export {
  FIRM_TIME_NOTE,
  FIRM_TIME_ZONE,
  firmCivilDate,
  firmZoneAbbreviation,
  formatFirmInstant,
} from './firm-time';
export {
  centsToDecimalText,
  centsToDollars,
  type DollarsToCentsOptions,
  dollarsToCents,
  formatAmount,
  formatMoney,
  formatMoneyCents,
  parseAmount,
  roundToDollar,
} from './money';
export {
  type ReportTitleFacts,
  reportPropertyLabel,
  reportTitle,
  reportTitleFactsOf,
  type TitledReport,
} from './report-title';
