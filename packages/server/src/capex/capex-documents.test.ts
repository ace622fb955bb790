/**
 * Issue 27 item 5: a capex forecast's PDF is made by the report jobs and served by the report documents' calls
 * (preview, status, the main portal's downloadReport with isCapex=true), its figures are the forecast call's to the
 * cent (read back with pdftotext), and its CSV and Excel files hold the same figures. The wrong kind is not found.
 */
import type { CapexForecastAnswer, ReportDocumentStatus } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../report-document/pdf.test-support';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createForecastFixture, type ForecastFixture, itemSave } from './capex.test-support';

describe(`a capex forecast’s documents on ${testEngine()}`, () => {
  let t: TestApp;
  let fixture: ForecastFixture;
  let id: number;
  let fundId: number;

  beforeAll(async () => {
    t = await createTestApp();
    fixture = await createForecastFixture(t);
    id = fixture.forecast.capexReportId;
    fundId = fixture.forecast.fundId;
    // Issue 27's example: $10,000 of roof membrane, life 15, installed 2012, replaced FY2027 and FY2042 at 3%.
    const saved = await t.call('PUT', `/CapexReports/${id}/items`, {
      items: [
        itemSave(),
        itemSave({ description: '=HYPERLINK("http://x")', element: 'fitOut', lifeYears: 40 }),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** The current revision's PDF, once the service's own runner has made it. */
  async function preview(): Promise<Buffer> {
    for (let i = 0; i < 300; i++) {
      const answer = await t.call('GET', `/depreciationReports/${id}/preview`);
      if (answer.statusCode === 200) return answer.rawPayload;
      expect(answer.statusCode, answer.body).toBe(202);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the forecast’s PDF was not made within 30 s');
  }

  it('previews a PDF whose figures are the forecast’s, and the portal downloads it with isCapex=true', async () => {
    const forecast = (await t.call('GET', `/CapexReports/${id}/forecast`)).json<CapexForecastAnswer>();
    expect(forecast.totalCents).toBe(2_634_706);
    const text = pdfText(await preview());
    expect(text).toContain('Capital expenditure forecast');
    for (const amount of ['$10,300.00', '$16,047.06', '$26,347.06']) expect(text).toContain(amount);
    expect(text).toContain('DRAFT');

    const status = (
      await t.call('GET', `/depreciationReports/${id}/report-document`)
    ).json<ReportDocumentStatus>();
    expect(status.state).toBe('ready');
    const uid = status.document?.documentUId ?? '';
    const download = await t.call(
      'GET',
      `/fund/${fundId}/depreciationReports/${id}/downloadReport?documentUId=${uid}&isCapex=true`,
    );
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(String(download.headers['content-disposition'])).toMatch(/capex forecast\.pdf/);
    // The other kind's download is not this document.
    const asReport = await t.call(
      'GET',
      `/fund/${fundId}/depreciationReports/${id}/downloadReport?documentUId=${uid}&isCapex=false`,
    );
    expect(asReport.statusCode).toBe(404);
    const reportAsCapex = await t.call(
      'GET',
      `/fund/${fundId}/depreciationReports/${fixture.depreciationReportId}/downloadReport?documentUId=${uid}&isCapex=true`,
    );
    expect(reportAsCapex.statusCode).toBe(404);
  }, 60_000);

  it('exports the matrix, the items and the replacements as CSV, and all three as a workbook', async () => {
    const matrix = await t.call('GET', `/CapexReports/${id}/exportCsv?table=matrix`);
    expect(matrix.statusCode, matrix.body).toBe(200);
    expect(matrix.headers['content-type']).toMatch(/^text\/csv/);
    expect(String(matrix.headers['content-disposition'])).toMatch(/capex matrix\.csv/);
    expect(matrix.body).toContain('26,347.06');
    const items = await t.call('GET', `/CapexReports/${id}/exportCsv?table=items`);
    expect(items.body).toContain('Roof membrane');
    // A description a spreadsheet would run as a formula is written as text.
    expect(items.body).not.toMatch(/(^|,)"?=HYPERLINK/m);
    const replacements = await t.call('GET', `/CapexReports/${id}/exportCsv?table=replacements`);
    expect(replacements.body).toContain('16,047.06');
    expect((await t.call('GET', `/CapexReports/${id}/exportCsv?table=everything`)).statusCode).toBe(400);

    const workbook = await t.call('GET', `/CapexReports/${id}/exportWorkbook`);
    expect(workbook.statusCode).toBe(200);
    expect(String(workbook.headers['content-disposition'])).toMatch(/capex forecast\.xlsx/);
    expect(workbook.rawPayload.subarray(0, 2).toString()).toBe('PK');
  }, 60_000);

  it('answers a depreciation report’s id on the capex files as not found', async () => {
    const other = fixture.depreciationReportId;
    expect((await t.call('GET', `/CapexReports/${other}/exportCsv?table=matrix`)).statusCode).toBe(404);
    expect((await t.call('GET', `/CapexReports/${other}/exportWorkbook`)).statusCode).toBe(404);
  });
});
