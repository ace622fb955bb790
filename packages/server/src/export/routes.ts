/**
 * The export calls (issue 13; docs/product/calls.md, spec 7 "Asset register" and "Shell and main portal"; designed
 * here where the original design gives only the path: docs/api.md "Exports"). Each answers a CSV attachment
 * (export-calls.ts `CsvFile`), streamed.
 */
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { declareRoute } from '../contract/declare-route';
import { contentDisposition } from '../http/content-disposition';
import { type FeatureOptions, TAGS } from '../http/route-kit';
import { sendCsv } from './csv-reply';
import {
  type ExportFile,
  fundRegisterDownload,
  importableExport,
  scheduleExport,
  standardExport,
  templateDownload,
  workbookExport,
} from './service';
import { writeWorkbook, XLSX_TYPE } from './workbook-writer';

const tags = [TAGS.register];
const FILE =
  'A CSV attachment (`text/csv; charset=utf-8`, UTF-8 with a byte order mark, CRLF line ends), named by ' +
  '`Content-Disposition` after the property, the report date and the reference (docs/api.md "File names"); text ' +
  'cells are spreadsheet-safe.';

export const exportRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { db }) => {
  const send = (reply: Parameters<typeof sendCsv>[0], file: ExportFile) =>
    sendCsv(reply, file.fileName, file.lines);

  declareRoute(
    app,
    'GET /depreciationReports/{id}/exportModelAssets',
    {
      tags,
      summary: 'Export Assets, standard: the register with its Manage Output columns',
      description: `${FILE} Named “… - asset register.csv”; negative amounts in brackets.`,
      refusals: { 404: 'No such report' },
    },
    async (request, reply) => send(reply, await standardExport(db, request.params.id)),
  );

  declareRoute(
    app,
    'GET /depreciationReports/{id}/exportImportableModelAssets',
    {
      tags,
      summary: 'Export Assets, import format: the import headings, values as the import reads them',
      description: `${FILE} An asset with several demolitions carries its first (by date). Named “… - asset register (import format).csv”; negative amounts in brackets.`,
      refusals: { 404: 'No such report' },
    },
    async (request, reply) => send(reply, await importableExport(db, request.params.id)),
  );

  declareRoute(
    app,
    'GET /depreciationReports/{id}/downloadstaticfile',
    {
      tags,
      summary: 'The import template: the import headings and one example row',
      description: `${FILE} Named “asset register import template.csv”.`,
      refusals: { 404: 'No such report' },
    },
    async (request, reply) => send(reply, await templateDownload(db, request.params.id)),
  );

  declareRoute(
    app,
    'GET /depreciationReports/{id}/exportSchedule',
    {
      tags,
      summary:
        'The schedule of a FY in an accountant’s import layout (HandiTax, its pool worksheet, Class Super, Xero)',
      description:
        `${FILE} The tax engine's figures, one line per asset shown in the FY (financialYear: the current FY, the ` +
        'default, or one of the two before it where the figures reach them). Amounts are plain numbers, `1234.50`, ' +
        '`-1234.50`. Named “… - {layout} FY{year}.csv”. With ownerId (issue 23 item 7), that owner’s interests: ' +
        'costs and figures are the owner’s shares, named “… - {layout} FY{year} - owner {name}.csv”.',
      refusals: {
        400: 'financialYear is not one the report’s figures give (the message names the allowed years)',
        404: 'No such report, or ownerId is not one of its owners',
        409: 'The report has no EOFY report date',
      },
    },
    async (request, reply) =>
      send(
        reply,
        await scheduleExport(
          db,
          request.params.id,
          request.query.format,
          request.query.ownerId,
          request.query.financialYear,
        ),
      ),
  );

  declareRoute(
    app,
    'GET /depreciationReports/{id}/exportWorkbook',
    {
      tags,
      summary:
        'The whole schedule as an Excel workbook: one sheet per table, real numbers, written as a stream',
      description:
        'An `.xlsx` attachment named “… - schedule.xlsx” (docs/api.md "The schedule as a workbook"): the Summary ' +
        'Tax Flow, the Summary by asset group, and each Deductions view’s asset lines (Division 40, the low value ' +
        'pool and its years, the instant asset write-off, Division 43, abandonment, other deductions) for the ' +
        'current FY; amounts are numbers formatted `#,##0.00;(#,##0.00)`, rates `0.00%`, dates Excel dates. With ' +
        'ownerId, that owner’s figures (“… - schedule - owner {name}.xlsx”).',
      refusals: {
        404: 'No such report, or ownerId is not one of its owners',
        409: 'The report has no EOFY report date',
      },
    },
    async (request, reply) => {
      const file = await workbookExport(db, request.params.id, request.query.ownerId);
      const body = new PassThrough();
      // Written while it is sent: a failure after the first byte cuts the download short, as the CSVs' does.
      writeWorkbook(body, file.sheets).catch((error: unknown) =>
        body.destroy(error instanceof Error ? error : new Error(String(error))),
      );
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .send(body);
    },
  );

  declareRoute(
    app,
    'GET /fund/{fundId}/depreciationReports/{reportId}/downloadAssetRegister',
    {
      tags,
      summary: 'The main portal’s register download: the standard export of a report of the fund',
      description: `${FILE} A report of another fund answers 404. Named “… - asset register.csv”.`,
      refusals: { 404: 'No such report in the fund' },
    },
    async (request, reply) =>
      send(reply, await fundRegisterDownload(db, request.params.fundId, request.params.reportId)),
  );
};
