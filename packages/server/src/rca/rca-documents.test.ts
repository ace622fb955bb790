/**
 * Issue 28 item 5: an assessment's PDF is made by the report jobs and served by the report documents' calls, its
 * figures are the assessment call's to the cent (read back with pdftotext), and its CSV and Excel files hold the same
 * figures, with formula-like text neutralised. The other kinds are not found.
 */
import type { RcaAssessmentAnswer, RcaReport } from '@taxdep/domain';
import { formatMoneyCents } from '@taxdep/domain/format';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../report-document/pdf.test-support';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { type AssessmentFixture, buildingWire, createAssessmentFixture, saveOf } from './rca.test-support';

describe(`a reinstatement cost assessment’s documents on ${testEngine()}`, () => {
  let t: TestApp;
  let fixture: AssessmentFixture;
  let id: number;
  let answer: RcaAssessmentAnswer;

  beforeAll(async () => {
    t = await createTestApp();
    fixture = await createAssessmentFixture(t);
    id = fixture.assessment.rcaReportId;
    const saved = await t.call(
      'PUT',
      `/RcaReports/${id}`,
      saveOf(fixture.assessment, {
        buildings: [buildingWire(), buildingWire({ buildingId: 'b2', name: '=HYPERLINK("http://x")' })],
        settings: { ...fixture.assessment.settings, currentSumInsuredCents: 1_500_000_000 },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<RcaReport>().buildingErrors).toEqual([]);
    answer = (await t.call('GET', `/RcaReports/${id}/assessment`)).json<RcaAssessmentAnswer>();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** The current revision's PDF, once the service's own runner has made it. */
  async function preview(): Promise<Buffer> {
    for (let i = 0; i < 300; i++) {
      const reply = await t.call('GET', `/depreciationReports/${id}/preview`);
      if (reply.statusCode === 200) return reply.rawPayload;
      expect(reply.statusCode, reply.body).toBe(202);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the assessment’s PDF was not made within 30 s');
  }

  it('previews a PDF whose figures are the assessment call’s', async () => {
    const assessment = answer.assessment;
    if (assessment === null) throw new Error(String(answer.problem));
    const text = pdfText(await preview());
    expect(text).toMatch(/reinstatement cost assessment/i);
    expect(text).toContain('DRAFT');
    expect(text).toContain(formatMoneyCents(assessment.recommendedSumInsuredCents));
    for (const building of assessment.buildings) {
      expect(text).toContain(formatMoneyCents(building.reinstatementCents));
    }
    const partial = assessment.averaging.find((c) => c.lossPercent === 25);
    expect(partial && text.includes(formatMoneyCents(partial.payoutCents))).toBe(true);
  }, 60_000);

  it('downloads the build-up as CSV with the assessment’s amounts and formula-like text neutralised', async () => {
    const reply = await t.call('GET', `/RcaReports/${id}/exportCsv`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(String(reply.headers['content-disposition'])).toMatch(/reinstatement cost build-up\.csv/);
    const csv = reply.body;
    const total = answer.assessment?.recommendedSumInsuredCents ?? 0;
    expect(csv).toContain((total / 100).toFixed(2));
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(csv).toContain("'=HYPERLINK");
  });

  it('downloads the workbook with the build-up, the rates used and the averaging as sheets', async () => {
    const reply = await t.call('GET', `/RcaReports/${id}/exportWorkbook`);
    expect(reply.statusCode, reply.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Build-up', 'Rates used', 'Averaging']);
  });

  it('answers 404 for the files of another kind of report', async () => {
    const reply = await t.call('GET', `/RcaReports/${fixture.depreciationReportId}/exportCsv`);
    expect(reply.statusCode).toBe(404);
  });
});
