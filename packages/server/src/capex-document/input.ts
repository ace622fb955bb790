/**
 * What the capex forecast's document is drawn from (issue 27 item 5): the firm, the forecast's header, its settings
 * and items, and the figures the domain worked from them. Nothing here reads storage: the caller (the report jobs,
 * a test, the bench) gives the rows as stored, and `forecastFigures` runs the domain's rules on them, so the document
 * prints exactly what `GET /CapexReports/{id}/forecast` answers for the same rows.
 */
import {
  type CapexForecast,
  type CapexItem,
  type CapexItemError,
  type CapexSettings,
  forecastCapex,
  type SinkingFund,
  type SinkingFundSettings,
  sinkingFund,
  validateCapexItem,
} from '@taxdep/domain/capex';
import { type DocumentFirm, type DocumentSigning, dateOfIssue, type Person } from '../report-document';

/** The forecast's header as the document prints it; an empty field is left out, never invented. */
export interface CapexDocumentHeader {
  reportName: string;
  propertyName: string | null;
  /** One line: street, suburb, state and postcode. */
  propertyAddress: string;
  fundName: string | null;
  clientName: string | null;
  /** The firm's reference of the forecast, if it keeps one. */
  reference: string | null;
  /** The report status's name (In Progress, QA Review, Completed). */
  status: string;
  surveyor: Person | null;
  checker: Person | null;
  /** The status is Completed: no DRAFT mark, and the date of issue is the sign-off's. */
  completed: boolean;
  /** The checker's sign-off date (`YYYY-MM-DD`, the firm's calendar), when Completed. */
  signedOff: string | null;
  /**
   * The forecast's last stored write: the PDF's dates and the draft's "Draft of …" (never the clock, so the same
   * stored forecast gives the same bytes).
   */
  stamp: Date;
}

export interface CapexDocumentInput {
  /** The firm's identity (its standard disclaimer and notes are the depreciation schedule's, not used here). */
  firm: Pick<DocumentFirm, 'name' | 'abn' | 'tpbRegistrationNumber' | 'phone' | 'email' | 'website' | 'logo'>;
  header: CapexDocumentHeader;
  settings: CapexSettings;
  /** Every item in the forecast's order, those the forecast leaves out included (the document names them). */
  items: readonly CapexItem[];
  /** `forecastCapex(settings, items)`: its time bands are `forecast.bands`. */
  forecast: CapexForecast;
  /** The sinking fund's settings and `sinkingFund(...)` of the forecast's spending, when the forecast has one. */
  sinkingFund: { settings: SinkingFundSettings; fund: SinkingFund } | null;
}

/** The figures of a stored forecast, worked by the domain (what the forecast call answers). */
export function forecastFigures(
  settings: CapexSettings,
  items: readonly CapexItem[],
  fund: SinkingFundSettings | null,
): Pick<CapexDocumentInput, 'forecast' | 'sinkingFund'> {
  const forecast = forecastCapex(settings, items);
  return {
    forecast,
    sinkingFund: fund
      ? { settings: fund, fund: sinkingFund(fund, settings.baseYear, forecast.totalByYear) }
      : null,
  };
}

/** An item the forecast left out, with the domain's reasons (docs/capex-rules.md: never dropped silently). */
export interface LeftOutItem {
  /** Its place in the forecast's items, from 1 (as the item schedule numbers them). */
  number: number;
  item: CapexItem;
  errors: CapexItemError[];
}

export function leftOutItems(input: Pick<CapexDocumentInput, 'items' | 'forecast'>): LeftOutItem[] {
  const left = new Set(input.forecast.leftOut);
  return input.items.flatMap((item, k) =>
    left.has(item.id)
      ? [{ number: k + 1, item, errors: validateCapexItem(item, input.forecast.baseYear) }]
      : [],
  );
}

/** The header's people and dates as the depreciation document's building blocks read them. */
export function signingOf(header: CapexDocumentHeader): DocumentSigning {
  return {
    surveyor: header.surveyor,
    checker: header.checker,
    completed: header.completed,
    signedOff: header.signedOff,
    stamp: header.stamp,
    dateOfIssue: dateOfIssue(header.signedOff, header.stamp),
  };
}
