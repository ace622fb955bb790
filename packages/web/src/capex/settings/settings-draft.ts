/**
 * The Settings tab's form as typed (issue 27 item 2): every value as text, read into the wire's header save only
 * when the domain's rules (`validateCapexSettings`, `validateSinkingFund`) find nothing wrong, so a refused value
 * is never sent and each reason sits under its field.
 */
import type { CapexReportHeader, CapexReportSave } from '@taxdep/domain';
import {
  BUILDING_ELEMENTS,
  type BuildingElementId,
  type CapexSettings,
  type SinkingFundSettings,
  validateCapexSettings,
  validateSinkingFund,
} from '@taxdep/domain/capex';
import { formatAmount, parseAmount } from '@taxdep/domain/format';
import { REPORT_NAME_MAX_LENGTH } from '@taxdep/domain/report';

export interface SettingsDraft {
  reportName: string;
  baseYear: string;
  horizon: string;
  escalationPercent: string;
  /** Elements with a rate of their own, as typed; an element absent escalates at the one rate. */
  elementEscalation: Partial<Record<BuildingElementId, string>>;
  sinkingFund: boolean;
  openingBalance: string;
  contribution: string;
  interestPercent: string;
}

/** A field of the form: its own key, or `element:<id>` for an element's own rate. */
export type SettingsFieldKey =
  | 'reportName'
  | 'baseYear'
  | 'horizon'
  | 'escalationPercent'
  | 'elementEscalationPercent'
  | `element:${BuildingElementId}`
  | 'openingBalanceCents'
  | 'contributionCents'
  | 'interestPercent';

export type SettingsErrors = Partial<Record<SettingsFieldKey, string>>;

/** The wire's rate text (capex-calls.ts CapexPercentText): digits and at most one point. */
const WIRE_PERCENT = /^[0-9]{0,3}(\.[0-9]{0,8})?$/;

export function draftOf(header: CapexReportHeader): SettingsDraft {
  const fund = header.sinkingFund;
  return {
    reportName: header.reportName,
    baseYear: String(header.settings.baseYear),
    horizon: String(header.settings.horizon),
    escalationPercent: header.settings.escalationPercent,
    elementEscalation: { ...header.settings.elementEscalationPercent },
    sinkingFund: fund !== null,
    openingBalance: fund ? formatAmount(fund.openingBalanceCents) : '',
    contribution: fund ? formatAmount(fund.contributionCents) : '',
    interestPercent: fund ? fund.interestPercent : '',
  };
}

const wholeOrNaN = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
/** A blank amount is nil; text that is no amount is -1, which the domain's rule refuses with its words. */
const centsOrInvalid = (text: string) => (text.trim() === '' ? 0 : (parseAmount(text) ?? -1));

/** What is wrong with the draft, by field; empty when it can be saved. */
export function draftErrors(draft: SettingsDraft): SettingsErrors {
  const errors: SettingsErrors = {};
  const name = draft.reportName.trim();
  if (name === '') errors.reportName = 'Forecast name is required.';
  else if (name.length > REPORT_NAME_MAX_LENGTH)
    errors.reportName = `Forecast name must be at most ${REPORT_NAME_MAX_LENGTH} characters.`;
  for (const error of validateCapexSettings(settingsOf(draft))) {
    const key: SettingsFieldKey =
      error.field === 'elementEscalationPercent' && error.element
        ? (`element:${error.element}` as SettingsFieldKey)
        : error.field;
    errors[key] ??= error.message;
  }
  percentTextErrors(draft, errors);
  if (draft.sinkingFund) {
    for (const error of validateSinkingFund(fundOf(draft))) errors[error.field] ??= error.message;
  }
  return errors;
}

/** A rate the domain reads but the wire would not carry (a sign, spaces inside): said in the domain's manner. */
function percentTextErrors(draft: SettingsDraft, errors: SettingsErrors): void {
  const wrong = (text: string) => !WIRE_PERCENT.test(text.trim());
  if (wrong(draft.escalationPercent))
    errors.escalationPercent ??= 'Escalation must be a percentage such as 3 or 3.5.';
  for (const element of BUILDING_ELEMENTS) {
    const own = draft.elementEscalation[element.id];
    if (own !== undefined && wrong(own))
      errors[`element:${element.id}`] ??= `Escalation for ${element.label} must be a percentage such as 4.5.`;
  }
  if (draft.sinkingFund && wrong(draft.interestPercent))
    errors.interestPercent ??= 'Interest rate must be a percentage such as 2.5.';
}

function settingsOf(draft: SettingsDraft): CapexSettings {
  return {
    baseYear: wholeOrNaN(draft.baseYear),
    horizon: wholeOrNaN(draft.horizon),
    escalationPercent: draft.escalationPercent.trim(),
    elementEscalationPercent: Object.fromEntries(
      Object.entries(draft.elementEscalation).map(([element, text]) => [element, (text ?? '').trim()]),
    ),
  };
}

function fundOf(draft: SettingsDraft): SinkingFundSettings {
  return {
    openingBalanceCents: centsOrInvalid(draft.openingBalance),
    contributionCents: centsOrInvalid(draft.contribution),
    interestPercent: draft.interestPercent.trim() === '' ? '0' : draft.interestPercent.trim(),
  };
}

/** The header save of a draft with no errors (draftErrors empty), at the version read. */
export function saveOf(draft: SettingsDraft, version: number): CapexReportSave {
  const settings = settingsOf(draft);
  return {
    reportName: draft.reportName.trim(),
    settings: {
      baseYear: settings.baseYear,
      horizon: settings.horizon,
      escalationPercent: String(settings.escalationPercent),
      elementEscalationPercent: settings.elementEscalationPercent as Record<string, string>,
    },
    sinkingFund: draft.sinkingFund
      ? (() => {
          const fund = fundOf(draft);
          return {
            openingBalanceCents: fund.openingBalanceCents,
            contributionCents: fund.contributionCents,
            interestPercent: String(fund.interestPercent),
          };
        })()
      : null,
    version,
  };
}
