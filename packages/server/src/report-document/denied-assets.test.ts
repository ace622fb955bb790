/**
 * Issue 23 item 5 in the PDF (docs/tax-rules.md "Second-hand plant in residential premises"): the per-asset
 * schedules of the residential demo report (bought second-hand in 2019 by two individuals) list the carpet that came
 * with the house with nil deductions and the s40-27 mark, say why under the title, and the notes give the capital
 * gains treatment (CGT event K7) and s40-291.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { pdfText, renderToBuffer } from './pdf.test-support';
import { DENIED_MARK } from './schedules';

describe(`second-hand residential plant in the report PDF on ${testEngine()}`, () => {
  let t: TestApp;
  let text = '';

  beforeAll(async () => {
    t = await createTestApp({ demoData: true });
    const { id } = await t.database.db
      .selectFrom('reports as r')
      .innerJoin('properties as p', 'p.id', 'r.property_id')
      .select('r.id')
      .where('p.property_name', '=', '14 Wattle Street')
      .executeTakeFirstOrThrow();
    text = pdfText((await renderToBuffer(t.database.db, id)).bytes);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('marks the carpet’s line with s40-27 and nil deductions, and says why under the schedule’s title', () => {
    const line = text.split('\n').find((l) => l.includes(`${DENIED_MARK} Carpet, bedrooms`));
    expect(line).toBeDefined();
    // Its five printed deductions are nil (cost, then opening, additions and deduction per year); its opening
    // values are not.
    const amounts = line?.match(/-?\$[\d,]+/g) ?? [];
    expect(amounts.filter((_, k) => k % 3 === 0 && k > 0)).toEqual(['$0', '$0', '$0', '$0', '$0']);
    expect(text).toContain(
      'second-hand plant in residential premises, no deduction; its value still declines',
    );
  });

  it('gives the capital gains treatment and s40-291 in the notes', () => {
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('(CGT event K7)');
    expect(flat).toContain('its balancing adjustment is nil (s40-291)');
    expect(flat).toContain('(s40-80(2))');
  });
});
