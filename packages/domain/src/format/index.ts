/** Money, amount and date formatting shared by the screens, the server and the CLI (spec 2.6, 5, 9). */

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
