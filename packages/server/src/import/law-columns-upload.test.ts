/**
 * Issue 23 item 9: the upload's optional columns of every asset field. A value the register cannot hold (an
 * unreadable Second Hand or Construction Use, an entry FY that is not a 30 June, a label's date that differs
 * between rows or from the report's label) refuses the upload, naming the row and the column, and nothing is written;
 * a named label is linked, made first when the report lacks it, matched ignoring case.
 */
import { randomUUID } from 'node:crypto';
import type { UploadRow } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { registerSnapshot } from '../test/register-helpers';
import { stagedRow } from './staged-row.test-support';

describe(`the upload of every asset field on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  const upload = (rows: UploadRow[]) =>
    t.call('POST', `/depreciationReports/${reportId}/uploadModelAssets`, { uploadId: randomUUID(), rows });

  beforeAll(async () => {
    t = await createTestApp();
    reportId = await createReport(t.database.db);
    await t.database.db
      .insertInto('abandonment_labels')
      .values({ report_id: reportId, label: 'Level 2 lease', abandonment_date: '2024-06-30' })
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses values the register cannot hold, naming each row and column, and writes nothing', async () => {
    const before = await registerSnapshot(t.database.db, reportId);
    const refused = await upload([
      stagedRow(),
      stagedRow({ 'Second Hand': 'maybe', 'Construction Use': 'hotel' }),
      stagedRow({ 'Financial Year End': '01/07/2021' }),
      stagedRow({ 'Abandonment Label': 'level 2 LEASE', 'Abandonment Date': '30/06/2025' }),
      stagedRow({ 'Abandonment Label': 'Roof', 'Abandonment Date': '30/06/2023' }),
      stagedRow({ 'Abandonment Label': 'roof', 'Abandonment Date': '30/06/2022' }),
    ]);
    expect(refused.statusCode).toBe(400);
    const message: string = refused.json().message;
    expect(message).toContain("row 2: Second Hand 'maybe' is not Yes or No");
    expect(message).toContain(
      "row 2: Construction Use 'hotel' is not one of shortTermTravellerAccommodation",
    );
    expect(message).toContain("row 3: Financial Year End '01/07/2021' is not a 30 June");
    expect(message).toContain(
      "row 4: Abandonment Date '30/06/2025' differs from '30/06/2024' of the report's label 'Level 2 lease'",
    );
    expect(message).toContain(
      "row 6: Abandonment Date '30/06/2022' differs from '30/06/2023' of row 5 for the label 'Roof'",
    );
    expect(await registerSnapshot(t.database.db, reportId)).toBe(before);
  });

  it('stores every field, linking the report’s label and making a new one once', async () => {
    const answer = await upload([
      stagedRow({
        'Fund Code': 'HPOF',
        'Property Code': 'HT01',
        'Financial Year End': '30/06/2021',
        'Abandonment Label': 'LEVEL 2 LEASE',
        'Disposal Date': '15/03/2024',
        'Termination Value': '(12.50)',
        'Set Name': '\'=HYPERLINK("http://x","y")',
        'Second Hand': 'Yes',
      }),
      stagedRow({ 'Abandonment Label': 'Roof', 'Abandonment Date': '30/06/2023', 'Second Hand': 'No' }),
      stagedRow({ 'Abandonment Label': 'ROOF', 'Construction Use': 'industrial' }),
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const stored = await t.database.db
      .selectFrom('assets as a')
      .leftJoin('abandonment_labels as l', 'l.id', 'a.abandonment_label_id')
      .select([
        'a.fund_code',
        'a.property_code',
        'a.financial_year_end_date',
        'a.disposal_date',
        'a.termination_value',
        'a.set_name',
        'a.second_hand',
        'a.construction_use',
        'l.label',
        'l.abandonment_date',
      ])
      .where('a.report_id', '=', reportId)
      .orderBy('a.id')
      .execute();
    expect(stored).toEqual([
      {
        fund_code: 'HPOF',
        property_code: 'HT01',
        financial_year_end_date: '2021-06-30',
        disposal_date: '2024-03-15',
        termination_value: -1250n,
        set_name: '=HYPERLINK("http://x","y")',
        second_hand: true,
        construction_use: null,
        label: 'Level 2 lease',
        abandonment_date: '2024-06-30',
      },
      expect.objectContaining({ second_hand: false, label: 'Roof', abandonment_date: '2023-06-30' }),
      expect.objectContaining({ second_hand: null, construction_use: 'industrial', label: 'Roof' }),
    ]);
    const labels = await t.database.db
      .selectFrom('abandonment_labels')
      .select('label')
      .where('report_id', '=', reportId)
      .execute();
    expect(labels.map((l) => l.label).sort()).toEqual(['Level 2 lease', 'Roof']);
  });
});
