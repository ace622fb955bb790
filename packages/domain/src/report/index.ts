/** General Info rules (docs/product/general-info.md, docs/product/states-and-permissions.md, docs/product/rules.md "General Info"). */
export {
  type CheckerChoice,
  checkerIdOf,
  checkerNameOf,
  checkerSearchTerm,
  resolveChecker,
  SUGGESTION_MIN_LENGTH,
  shouldSearchCheckers,
} from './checker';
export { allowsCopyPrevious, COPY_PREVIOUS_STATUSES } from './copy-previous';
export { eofyReportDateOptions } from './eofy-options';
export {
  GENERAL_INFO_READ_ONLY_FIELDS,
  GENERAL_INFO_REQUIRED_FIELDS,
  type GeneralInfoErrors,
  type GeneralInfoField,
  type GeneralInfoInputState,
  generalInfoInputState,
  isGeneralInfoFieldEditable,
  REPORT_NAME_MAX_LENGTH,
  reportNameFromEofy,
  showsRequiredMark,
  validateGeneralInfo,
  withEofyReportDate,
} from './general-info';
export {
  assetsFollowingMethod,
  categoryFollowsReportMethod,
  METHOD_CHANGE_MESSAGE,
  METHOD_CHANGE_TITLE,
  METHOD_FOLLOWING_CATEGORIES,
} from './method';
export {
  missingReportFacts,
  REPORT_FACT_LABELS,
  type ReportFactField,
  type ReportFactNeeds,
  type ReportFactProblem,
  type ReportFactValues,
  reportFactOrderProblems,
  reportFactProblems,
  reportFactsOf,
  type ScheduleStart,
  type ScheduleStartReason,
  scheduleStartOf,
  scheduleStartSentence,
} from './report-facts';
export { taxpayerOfReport } from './taxpayer';
