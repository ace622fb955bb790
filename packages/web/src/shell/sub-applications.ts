import type { AuthorizedApp } from '@taxdep/domain/ports';
import { REPORT_TABS } from '../routes/report-tabs';

/** The five sub-applications of docs/product/README.md, chosen by a query parameter of the address. */
export type SubApplicationKind = 'farr' | 'capex' | 'esg' | 'rca' | 'portal';

export interface SubApplication {
  kind: SubApplicationKind;
  /** What the page calls it. */
  title: string;
  /** The query parameter that selects it; null for the main portal (the default). */
  parameter: 'depreciationReportId' | 'capexId' | 'esgId' | 'rcaId' | null;
  /** docs/product/shell-and-sign-in.md: report and capex ids are also kept in local storage. */
  keptInLocalStorage: boolean;
  /** docs/product/README.md: the main portal uses the B2C policy; the views opened by link use the link sign-in. */
  signIn: 'portal' | 'link';
  /** The `app` of GET /api/authorize. */
  authorizedApp: AuthorizedApp;
}

/** In the order the shell looks for them (docs/product/README.md table). */
export const SUB_APPLICATIONS: readonly SubApplication[] = [
  sub('farr', 'Depreciation report', 'depreciationReportId', true, 'FARR'),
  sub('capex', 'Capital expenditure', 'capexId', true, 'PORTAL'),
  sub('esg', 'ESG', 'esgId', false, 'PORTAL'),
  sub('rca', 'RCA', 'rcaId', false, 'PORTAL'),
];

export const MAIN_PORTAL: SubApplication = {
  kind: 'portal',
  title: 'Portal',
  parameter: null,
  keptInLocalStorage: false,
  signIn: 'portal',
  authorizedApp: 'PORTAL',
};

function sub(
  kind: SubApplicationKind,
  title: string,
  parameter: NonNullable<SubApplication['parameter']>,
  keptInLocalStorage: boolean,
  authorizedApp: AuthorizedApp,
): SubApplication {
  return { kind, title, parameter, keptInLocalStorage, signIn: 'link', authorizedApp };
}

/** The sub-application and the id it was opened with. */
export interface Selection {
  app: SubApplication;
  id: string | null;
}

/** Ids are positive integers; anything else in the address is ignored. */
const ID = /^[0-9]{1,12}$/;

export function selectSubApplication(search: string): Selection {
  const params = new URLSearchParams(search);
  for (const app of SUB_APPLICATIONS) {
    const value = params.get(app.parameter!)?.trim();
    if (value && ID.test(value)) return { app, id: value };
  }
  return { app: MAIN_PORTAL, id: null };
}

/** The query string that opens `selection` (used to come back to it after sign-in). */
export function searchOf(selection: Selection): string {
  return selection.app.parameter && selection.id ? `?${selection.app.parameter}=${selection.id}` : '';
}

/**
 * docs/product/shell-and-sign-in.md: if the parameter is lost from the address after load, the shell puts it back. Answers the
 * search to replace `current` with, or null when nothing is missing. Other parameters are kept.
 */
export function searchWithParameter(current: string, selection: Selection): string | null {
  const { parameter } = selection.app;
  if (!parameter || !selection.id) return null;
  const params = new URLSearchParams(current);
  if (params.get(parameter) === selection.id) return null;
  params.set(parameter, selection.id);
  return `?${params.toString()}`;
}

/**
 * What is wrong with the address the page was opened at, if anything (issue 26 item 15): a path the portal has no
 * page for (`/no/such/page`; a report's tab paths only with a report id), or a sub-application's parameter whose
 * id is not a whole number (`?depreciationReportId=abc`). Either is said on a page of its own, before signing in,
 * instead of opening the main portal without a word.
 */
export type AddressProblem =
  | { kind: 'not-found'; path: string }
  | { kind: 'invalid-id'; app: SubApplication; value: string };

export function addressProblemOf(pathname: string, search: string): AddressProblem | null {
  const selection = selectSubApplication(search);
  if (!selection.app.parameter) {
    const params = new URLSearchParams(search);
    for (const app of SUB_APPLICATIONS) {
      const value = params.get(app.parameter!);
      if (value !== null) return { kind: 'invalid-id', app, value };
    }
  }
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path.toLowerCase() === '/index.html') return null;
  // The router matches paths in any case (react-router's default), so the check does too.
  const tabs = selection.app.kind === 'farr' ? reportTabPaths() : [];
  return tabs.includes(path.toLowerCase()) ? null : { kind: 'not-found', path: pathname };
}

function reportTabPaths(): string[] {
  return REPORT_TABS.map((tab) => tab.path.toLowerCase()).filter((path) => path !== '/');
}
