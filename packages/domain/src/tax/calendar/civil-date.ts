/**
 * The engine's civil dates (`YYYY-MM-DD` strings and day numbers, docs/tax-rules.md "Calendar") are the domain's one
 * civil-date module, shared with the format helpers.
 */
export {
  addDays,
  type CivilDate,
  civilDateOfDayNumber,
  civilDayNumber,
  dayNumber,
  dayNumberOfCivil,
  daysInMonth,
  isCivilDate,
  isLeapYear,
} from '../../format/civil-date';
