/**
 * A capex forecast's header (issue 27 item 1; docs/api.md "Capex forecasts"): created from a portfolio's property,
 * read with its items, and its settings, name and sinking fund saved with the version read. The settings are judged
 * by the domain's own rules (validateCapexSettings, validateSinkingFund), each field in error named; the edit rule
 * is the reports' one (kernel/edit-permission.ts: Completed is read-only, only the surveyor and checker write).
 */
import type { Database } from '@taxdep/db/schema';
import type { CapexReport, CapexReportSave, CapexSettingsRefusal, NewCapexReport } from '@taxdep/domain';
import {
  BUILDING_ELEMENT_IDS,
  buildingElementLabel,
  validateCapexSettings,
  validateSinkingFund,
} from '@taxdep/domain/capex';
import { firmCivilDate, formatMoneyCents } from '@taxdep/domain/format';
import { financialYearOf } from '@taxdep/domain/tax';
import type { Kysely } from 'kysely';
import { badRequest, conflict, HttpError, notFound } from '../http/http-error';
import { assertMayEdit, mayEdit } from '../kernel/edit-permission';
import { newReportPlace } from '../kernel/new-report-place';
import * as itemRepo from './item-repository';
import * as repo from './repository';
import { settingsOfColumns, sinkingFundOfColumns, wireOfRow } from './wire';

type Db = Kysely<Database>;

/** New capex forecast's defaults (capex-calls.ts NewCapexReport). */
export const DEFAULT_HORIZON = 10;
export const DEFAULT_ESCALATION_PERCENT = '3';

/** The current financial year in the firm's calendar (Sydney): a new forecast's base year unless one is given. */
export function currentFinancialYear(now: Date): number {
  return financialYearOf(firmCivilDate(now.toISOString()) as string);
}

/** A refused header save: 400 with each field in error (CapexSettingsRefusal). */
export class CapexSettingsRefused extends HttpError {
  constructor(readonly refusal: CapexSettingsRefusal) {
    super(400, refusal.message);
  }
}

const notAForecast = (reportId: number) => notFound(`Capex forecast ${reportId} does not exist.`);

/** POST /portfolios/{portfolioId}/capexReports: the same rules of people as a new depreciation report's. */
export async function createForecast(
  db: Db,
  request: { portfolioId: number; body: NewCapexReport; userId: number; now: Date },
): Promise<CapexReport> {
  const { portfolioId, body, userId } = request;
  const place = await newReportPlace(db, { portfolioId, ...body, userId });
  const settings = {
    baseYear: body.baseYear ?? currentFinancialYear(request.now),
    horizon: body.horizon ?? DEFAULT_HORIZON,
    escalationPercent: body.escalationPercent ?? DEFAULT_ESCALATION_PERCENT,
    elementEscalationPercent: {},
  };
  const errors = validateCapexSettings(settings);
  if (errors.length > 0) throw badRequest(errors.map((e) => e.message).join(' '));
  const reportId = await db.transaction().execute((trx) =>
    repo.insertForecast(trx, {
      ...place,
      baseYear: settings.baseYear,
      horizon: settings.horizon,
      escalationPercent: String(settings.escalationPercent).trim(),
    }),
  );
  return getForecast(db, reportId, userId);
}

/** GET /CapexReports/{id}: the header as `userId` sees it, every item with its verdict, and the register it may use. */
export async function getForecast(db: Db, reportId: number, userId: number): Promise<CapexReport> {
  const header = await repo.findHeader(db, reportId);
  if (!header) throw notAForecast(reportId);
  const [rows, depreciationReportId] = await Promise.all([
    itemRepo.listItems(db, reportId),
    repo.findLatestDepreciationReport(db, header.property_id),
  ]);
  const subject = {
    id: header.id,
    status: header.status,
    statusReadOnly: header.status_read_only,
    surveyorId: header.surveyor_id,
    checkerId: header.checker_id,
  };
  return {
    capexReportId: header.id,
    reportName: header.report_name ?? '',
    fundId: header.fund_id,
    fundName: header.fund_name,
    portfolioId: header.portfolio_id,
    propertyId: header.property_id,
    propertyName: header.property_name,
    propertyAddress: [header.street_address, header.suburb, header.state, header.post_code]
      .filter((part) => part !== null && part.trim() !== '')
      .join(', '),
    statusId: header.status_id,
    status: header.status,
    surveyorId: header.surveyor_id,
    surveyor: header.surveyor,
    checkerId: header.checker_id,
    checker: header.checker,
    readOnly: !mayEdit(subject, userId),
    settings: settingsOfColumns(header),
    sinkingFund: sinkingFundOfColumns(header),
    version: header.version,
    items: rows.map((row) => wireOfRow(row, header.base_year)),
    depreciationReportId,
  };
}

/** Each field of a header save in error, in the domain's words (an element's own rate names its element). */
type FieldError = NonNullable<CapexSettingsRefusal['errors']>[number];

function headerErrors(body: CapexReportSave): FieldError[] {
  const errors: FieldError[] = [];
  if (body.reportName.trim() === '')
    errors.push({ field: 'reportName', message: 'Report name is required.' });
  for (const e of validateCapexSettings(body.settings)) errors.push({ field: e.field, message: e.message });
  if (body.sinkingFund !== null) {
    for (const e of validateSinkingFund(body.sinkingFund))
      errors.push({ field: e.field, message: e.message });
  }
  return errors;
}

/** PUT /CapexReports/{id}: the name, settings and sinking fund, with the version read (409 when it moved on). */
export async function saveHeader(
  db: Db,
  request: { reportId: number; body: CapexReportSave; userId: number },
): Promise<CapexReport> {
  const { reportId, body, userId } = request;
  const errors = headerErrors(body);
  if (errors.length > 0) {
    const fields = [...new Set(errors.map((e) => e.field))];
    const named = fields.length === 1 ? fields[0] : `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}`;
    throw new CapexSettingsRefused({ message: `The forecast was not saved: correct ${named}.`, errors });
  }
  await db.transaction().execute(async (trx) => {
    const stored = await repo.lockForecast(trx, reportId, 'update');
    if (!stored) throw notAForecast(reportId);
    assertMayEdit(stored, userId);
    if (stored.version !== body.version) {
      throw conflict(
        `Capex forecast ${reportId} has changed since version ${body.version} (it is now version ${stored.version}); reload it.`,
      );
    }
    const fund = body.sinkingFund;
    const next = {
      reportName: body.reportName.trim(),
      baseYear: body.settings.baseYear,
      horizon: body.settings.horizon,
      escalationPercent: body.settings.escalationPercent.trim(),
      elementEscalation: Object.fromEntries(
        Object.entries(body.settings.elementEscalationPercent).map(([k, v]) => [k, String(v).trim()]),
      ),
      sinkingFund: fund && {
        openingCents: fund.openingBalanceCents,
        contributionCents: fund.contributionCents,
        interestPercent: fund.interestPercent.trim(),
      },
      version: stored.version + 1,
    };
    await repo.updateHeader(trx, reportId, next);
    const changes = headerChanges(stored, next);
    if (Object.keys(changes).length > 0) {
      await itemRepo.insertChanges(trx, reportId, userId, [
        { item_id: null, action: 'settings', item_count: 0, item_label: null, fields: changes },
      ]);
    }
  });
  return getForecast(db, reportId, userId);
}

type Stored = NonNullable<Awaited<ReturnType<typeof repo.lockForecast>>>;

/** What a header save changed, labelled for the History. */
function headerChanges(
  stored: Stored,
  next: repo.HeaderUpdate,
): Record<string, [string | null, string | null]> {
  const storedFund = sinkingFundOfColumns(stored);
  const money = (cents: number | undefined) => (cents === undefined ? null : formatMoneyCents(cents));
  const pairs: [string, string | null, string | null][] = [
    ['Report name', stored.report_name, next.reportName],
    ['Base year', `FY${stored.base_year}`, `FY${next.baseYear}`],
    ['Horizon', `${stored.horizon} years`, `${next.horizon} years`],
    ['Escalation', `${stored.escalation_percent}%`, `${next.escalationPercent}%`],
    ['Escalation by element', elementRates(stored.element_escalation), elementRates(next.elementEscalation)],
    [
      'Sinking fund opening balance',
      money(storedFund?.openingBalanceCents),
      money(next.sinkingFund?.openingCents),
    ],
    [
      'Sinking fund contribution',
      money(storedFund?.contributionCents),
      money(next.sinkingFund?.contributionCents),
    ],
    [
      'Sinking fund interest',
      storedFund ? `${storedFund.interestPercent}%` : null,
      next.sinkingFund ? `${next.sinkingFund.interestPercent}%` : null,
    ],
  ];
  return Object.fromEntries(
    pairs.filter(([, from, to]) => from !== to).map(([field, from, to]) => [field, [from, to]]),
  );
}

/** The elements' own rates in the list's order ("Lifts 4%, Mechanical 3.5%"), or null when there are none. */
function elementRates(rates: Record<string, string>): string | null {
  const shown = BUILDING_ELEMENT_IDS.filter((e) => rates[e] !== undefined).map(
    (e) => `${buildingElementLabel(e)} ${rates[e]}%`,
  );
  return shown.length === 0 ? null : shown.join(', ');
}
