import type { Database } from '@taxdep/db/schema';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { adminRoutes, incentiveWindowRoutes } from './admin';
import { assetRoutes } from './assets';
import type { AccountStatus } from './auth';
import { API_BASE, authApiRoutes, requireUser } from './auth';
import { calculationRoutes, warmFigures } from './calculations';
import { capexCommitRoutes, capexRoutes } from './capex';
import type { Config } from './config/config';
import { copyRegisterRoutes } from './copy-register';
import { demolitionRoutes } from './demolitions';
import { exportRoutes } from './export';
import { historyRoutes } from './history';
import { inputGuard } from './http/input-guard';
import { importRoutes } from './import';
import { refuseEditBeforeBody } from './kernel/edit-before-body';
import { labelRoutes } from './labels';
import { warmProjection } from './listing';
import { outputColumnRoutes } from './output-columns';
import { ownerRoutes } from './owners';
import { pasteRoutes } from './paste';
import { portalRoutes } from './portal';
import { rcaRoutes } from './rca';
import { referenceRoutes } from './reference';
import type { ReportJobRunner } from './report-jobs';
import { reportJobRoutes } from './report-jobs';
import { reportRoutes } from './reports';
import { workflowRoutes } from './workflow';

export interface ApiScopeOptions {
  db: Kysely<Database>;
  config: Config;
  accounts: AccountStatus;
  /** The report PDF jobs of this instance (src/report-jobs), woken when a call queues one. */
  reportJobs: ReportJobRunner;
}

/**
 * Every call of the product, registered by app.ts under the prefix `/api`. Authentication belongs to the routes
 * (issue 10): the product-token hook is added to this plugin's scope, so Fastify runs it for every route
 * registered here, whatever spelling of the path matched; a route that may be called without a token says
 * `config: { public: true }` in its own declaration. A route under /api registered anywhere else fails the
 * start (src/http/route-table.ts).
 */
export const apiScope: FastifyPluginAsync<ApiScopeOptions> = async (
  api,
  { db, config, accounts, reportJobs },
) => {
  api.addHook('onRoute', (route) => {
    route.config = { ...route.config, guarded: true };
  });
  api.addHook('onRequest', requireUser(config.tokenSecret, accounts));
  // Issue 24: after the token, before the body: a route that declares the report it writes refuses a user who may
  // not edit it without reading the body; issue 27: a route given a report of a kind it does not serve answers 404
  // (src/kernel/edit-before-body.ts, report-kind.ts).
  api.addHook('onRequest', refuseEditBeforeBody(db));
  api.addHook('preValidation', inputGuard);
  // docs/product/calls.md: all calls carry no-cache; the answers are per user and change on every save.
  api.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
  });

  await api.register(authApiRoutes, { db, config });
  // The features, side by side. As soon as a report is read, its listing is loaded for the register tab, then
  // its figures are computed for the Calculations, Deductions and Summary tabs (a 100,000-asset register takes
  // seconds). One after the other: on PGlite both run in the service's own thread, and the register tab comes first.
  const afterReportRead = (reportId: number, onError: (error: unknown) => void) => {
    void warmProjection(db, reportId, onError).then(() => warmFigures(db, reportId, onError));
  };
  await api.register(reportRoutes, { prefix: API_BASE, db, afterReportRead });
  await api.register(reportJobRoutes, {
    prefix: API_BASE,
    db,
    jobs: reportJobs,
    renderer: reportJobs.renderer,
  });
  // Issue 26 item 11: a sign-off queues the job that seals the report's PDF.
  await api.register(workflowRoutes, { prefix: API_BASE, db, jobs: reportJobs });
  // Issue 15: the administrator's calls; deactivating a user forgets what `accounts` cached of them.
  await api.register(adminRoutes, {
    prefix: API_BASE,
    db,
    accounts,
    signIn: { builtIn: config.auth.embeddedProvider, origin: config.auth.publicOrigin },
  });
  for (const feature of [
    portalRoutes,
    assetRoutes,
    referenceRoutes,
    demolitionRoutes,
    outputColumnRoutes,
    labelRoutes,
    copyRegisterRoutes,
    importRoutes,
    pasteRoutes,
    calculationRoutes,
    exportRoutes,
    historyRoutes,
    // Issue 23 item 7: the report's owners.
    ownerRoutes,
    // Issue 23 item 2: the incentives' windows in force, and the administrator's loads of them.
    incentiveWindowRoutes,
    // Issue 27: the capex forecasts.
    capexRoutes,
    // Issue 27 item 4: commit a forecast's replacement into a depreciation report.
    capexCommitRoutes,
    // Issue 28: the reinstatement cost assessments and the firm's building-rate library.
    rcaRoutes,
  ]) {
    await api.register(feature, { prefix: API_BASE, db });
  }
};
