/**
 * Issue 25 item 4, "customised rates and lives are marked with the reason" (docs/report-document.md "Layout"): in
 * the demo's Harbour Tower schedule, a rate set in the register in place of the tax office's prints with "†", its
 * Life column gives the life the rate implies (s40-72: 200% ÷ rate), and the legend at the end of the table lists
 * each marked asset with the tax office's rate and life and the reason the register records. A customised rate without
 * its reason is an invalid asset (docs/product/rules.md "Asset row"), and what is computed is exactly what is valid
 * (issue 26 item 5): it has no figures, so no line and no legend row, and the executive summary counts it left out.
 */
import type { LeftOutAnswer } from '@taxdep/domain/api';
import { RATE_REASON_MESSAGE } from '@taxdep/domain/assets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { pdfText, renderToBuffer } from './pdf.test-support';

describe(`customised rates in the report PDF on ${testEngine()}`, () => {
  let t: TestApp;
  let text = '';
  let flat = '';
  /** The legend's rows (one asset each), so a failure prints them and not the whole document. */
  let legend = '';
  let customised: { id: number; source_tax_rate: string | null; rate_reason: string | null }[] = [];
  let leftOut: LeftOutAnswer = { count: 0, assets: [] };
  /** Whether the asset has a line in a schedule: its id, then its tax code. */
  const printed = (id: number) => new RegExp(`^\\s*${id}\\s+[A-Z]\\d{4}\\s`, 'm').test(text);

  beforeAll(async () => {
    t = await createTestApp({ demoData: true });
    const db = t.database.db;
    const { id } = await db
      .selectFrom('reports')
      .select('id')
      .where('reference', '=', 'TD-25-0412')
      .executeTakeFirstOrThrow();
    customised = await db
      .selectFrom('assets')
      .select(['id', 'source_tax_rate', 'rate_reason'])
      .where('report_id', '=', id)
      .where('source_tax_rate', 'is not', null)
      .orderBy('id')
      .execute();
    text = pdfText((await renderToBuffer(db, id)).bytes);
    leftOut = (await t.call('GET', `/depreciationReports/${id}/leftOutAssets`)).json<LeftOutAnswer>();
    flat = text.replace(/\s+/g, ' ');
    legend = flat
      .split('† Asset ')
      .slice(1)
      .map((entry) => `† Asset ${entry.split(' Reference ')[0]}`)
      .join('\n');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists each customised rate with the life it implies, the tax office’s rate and life, and its reason', () => {
    // Those with a line in a schedule (an asset without figures, or ended before the year, prints none).
    const explained = customised.filter((a) => a.rate_reason !== null && printed(a.id));
    expect(explained.length).toBeGreaterThan(1);
    for (const a of explained) {
      const life = { '12.5000': '16', '15.0000': '13.33', '25.0000': '8' }[a.source_tax_rate as string];
      const rate = Number(a.source_tax_rate);
      expect(legend).toContain(
        `† Asset ${a.id}: DV ${rate}% (life ${life} years) in place of the tax office’s `,
      );
      expect(legend).toMatch(
        new RegExp(
          `† Asset ${a.id}: DV ${rate}% \\(life ${life} years\\) in place of the tax office’s \\d+(\\.\\d+)?% \\(\\d+(\\.\\d+)? years\\): Self-assessed effective life of ${life} years \\(s40-105\\)`,
        ),
      );
    }
  });

  it('leaves out the customised rate the register has no reason for, and the summary counts it left out', () => {
    const bare = customised.find((a) => a.rate_reason === null);
    expect(bare).toBeDefined();
    const id = bare?.id ?? 0;
    // The register's error mode gives the reason it has no figures, as the figures screens link to.
    expect(leftOut.assets.find((a) => a.id === id)?.reasons).toContain(RATE_REASON_MESSAGE);
    // So no line in a schedule, no row in the legend, and never a rate printed without its reason.
    expect(printed(id)).toBe(false);
    expect(legend).not.toContain(`† Asset ${id}:`);
    expect(flat).not.toContain('no reason recorded');
    // The executive summary counts it among the assets without figures.
    const withoutFigures = flat.match(
      /(\d[\d,]*) assets? without figures \(values missing or refused by the law/,
    );
    expect(Number(withoutFigures?.[1]?.replaceAll(',', ''))).toBe(leftOut.count);
  });

  it('prints the implied life, marked, on the asset’s line, and explains the mark once per table', () => {
    // A valid one: a customised rate with its reason (one without has no line: the test above).
    const a = customised.find(
      (x) => x.source_tax_rate === '12.5000' && x.rate_reason !== null && printed(x.id),
    );
    expect(a).toBeDefined();
    const line = text.split('\n').find((l) => new RegExp(`^\\s*${a?.id}\\s`).test(l) && l.includes('12.5%†'));
    expect(line).toMatch(/\s16†\s+DV 12\.5%†/);
    expect(flat).toContain('† Rates set in the register in place of the tax office’s (Customize mode).');
    expect(flat).not.toContain('the register records no reason');
  });
});
