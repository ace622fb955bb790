/**
 * Issue 28, "How we will know": the administrator loads a rate into the firm's library; a surveyor creates a
 * reinstatement cost assessment from the main portal, enters a building priced from that rate, reads the assessment
 * and downloads its PDF, whose figures (read back with pdftotext) are the assessment call's, as the build-up CSV's
 * are. The assessment is then listed, marked, in the main portal.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { screenPath } from '../pages/screens';
import { openSignedIn } from '../pages/sign-in';

const ADMINISTRATOR = 'avery.admin@demo.taxdep';
const SURVEYOR = 'sam.surveyor@demo.taxdep';
const MADE = { timeout: 120_000 };
/** A building type the library does not hold (a fresh one each run), so this test's rate is the one it picks. */
const LABORATORY = `Laboratory ${Date.now().toString(36)}`;
const RATES_FILE = `building_type,location,rate_per_m2,priced_on,source\r\n${LABORATORY},Sydney,"5,200.00",2026-07-01,Firm cost plan 2026\r\n`;

/**
 * What this test reads of `GET /RcaReports/{id}/assessment` (RcaAssessmentAnswer in packages/domain/src/api/
 * rca-calls.ts; the browser tests drive the portal from outside and import none of its packages).
 */
interface AssessmentAnswer {
  assessment: {
    recommendedSumInsuredCents: number;
    buildings: { reinstatementCents: number; lines: { kind: string; cents: number }[] }[];
    averaging: { payoutCents: number }[];
  } | null;
  problem: string | null;
}

/** "$1,234.56" as the screens and the PDF print an amount. */
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
}

test('an assessment priced from the library gives a PDF and a CSV with the assessment call’s figures', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The administrator adds the firm's laboratory rate: previewed (nothing saved), then confirmed.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openSignedIn(admin, '/', ADMINISTRATOR);
  await admin.getByTestId('admin-link').click();
  const rates = admin.getByTestId('building-rates');
  await rates.getByTestId('building-rates-file').setInputFiles({
    name: 'rates-2026.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(RATES_FILE),
  });
  await expect(rates.getByTestId('building-rates-summary')).toHaveText(
    '1 to add, 0 already held, 0 conflict(s), 0 problem(s).',
  );
  await rates.getByTestId('building-rates-confirm').click();
  await expect(rates.getByTestId('building-rates-notice')).toContainText('rates-2026.csv');
  await expect(rates.getByTestId('building-rates-held')).toContainText(LABORATORY);
  await adminContext.close();

  // The surveyor: New reinstatement cost assessment on the fund's first property.
  await openSignedIn(page, '/', SURVEYOR);
  await page.getByRole('button', { name: 'New reinstatement cost assessment' }).click();
  const form = page.getByTestId('new-rca-form');
  await form.getByLabel('Assessment name').fill('Research campus assessment 2026');
  await form.getByRole('button', { name: 'Create and open' }).click();
  await expect(page).toHaveURL(/\?rcaId=\d+$/);
  const rcaId = Number(new URL(page.url()).searchParams.get('rcaId'));
  await expect(page.getByTestId('rca-name')).toHaveText('Research campus assessment 2026');
  await expect(page.getByTestId('rca-status')).toHaveText('In Progress');

  // One building of 2,000 m² of laboratories at the library's rate, in a dearer region, with fees and a policy
  // sum below what it needs.
  await page.getByTestId('rca-add-building').click();
  await page.getByLabel('Building name').fill('Research wing');
  await page.getByLabel('Use, area 1').fill('Laboratories');
  await page.getByLabel('Area (m²), area 1').fill('2000');
  await page.getByRole('button', { name: 'Choose from library, area 1' }).click();
  await page.getByTestId('rca-rate-filter').fill(LABORATORY);
  await page.getByRole('button', { name: `Choose ${LABORATORY}, Sydney` }).click();
  await expect(page.getByLabel('Rate per m² ($), area 1')).toHaveValue('5,200.00');
  await page.getByLabel('Locality factor').fill('1.05');
  await page.getByLabel('Professional fees (%)').fill('12');
  await page.getByLabel('Current sum insured ($)').fill('10,000,000');
  await expect(page.getByTestId('rca-save-state')).toHaveText('All changes saved', MADE);
  await page.screenshot({ path: screenPath('rca-inputs'), fullPage: true });

  // The Assessment tab shows what the service worked out.
  const answered = page.waitForResponse((r) => r.url().includes(`/RcaReports/${rcaId}/assessment`) && r.ok());
  await openTab(page, 'Assessment');
  const answer = (await (await answered).json()) as AssessmentAnswer;
  const assessment = answer.assessment;
  if (assessment === null) throw new Error(`no assessment: ${answer.problem}`);
  const [building] = assessment.buildings;
  if (building === undefined) throw new Error('no building');
  // 2,000 m² × ($5,200.00 × 1.05 = $5,460.00) = $10,920,000.00 of building works.
  expect(building.lines.find((line) => line.kind === 'buildingWorks')?.cents).toBe(1_092_000_000);
  await expect(page.getByTestId('rca-recommended')).toContainText(
    dollars(assessment.recommendedSumInsuredCents),
  );
  await expect(page.getByTestId('rca-under-insured')).toBeVisible();
  // The building works line explains itself from the keyboard.
  await page.getByRole('button', { name: 'Laboratories' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('rca-explanation')).toContainText(
    `Library rate $5,200.00/m²: ${LABORATORY}, Sydney`,
  );
  await page.screenshot({ path: screenPath('rca-assessment'), fullPage: true });

  // The Document tab makes the PDF; its figures are the call's to the cent.
  await openTab(page, 'Document');
  const download = page.waitForEvent('download', MADE);
  await page.getByRole('button', { name: 'Download the assessment PDF' }).click(MADE);
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/reinstatement cost assessment\.pdf$/);
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', await pdf.path(), '-'], {
    encoding: 'utf8',
  });
  expect(text).toContain('Research campus assessment 2026');
  expect(text).toContain('DRAFT');
  expect(text).toContain(dollars(assessment.recommendedSumInsuredCents));
  expect(text).toContain(dollars(building.reinstatementCents));
  for (const c of assessment.averaging) expect(text).toContain(dollars(c.payoutCents));
  await page.screenshot({ path: screenPath('rca-document'), fullPage: true });

  // The build-up as CSV: the recommended sum is the same figure.
  const csv = page.waitForEvent('download');
  await page.getByTestId('rca-file-csv-download').click();
  const buildUp = await readFile(await (await csv).path(), 'utf8');
  expect(buildUp).toContain((assessment.recommendedSumInsuredCents / 100).toFixed(2));

  // Back on the main portal the assessment is listed, marked, and opens at ?rcaId=.
  await page.goto('/');
  const row = page.getByTestId('portal-report').filter({ has: page.locator(`a[href="/?rcaId=${rcaId}"]`) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Reinstatement cost assessment', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Assessment PDF/ })).toBeVisible();
});
