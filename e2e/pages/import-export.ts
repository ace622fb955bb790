import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

/** The import file headings in file order (docs/product/entities.md "Import file headings"). */
export const IMPORT_HEADER =
  'ATO Code,Category,Project Code,Asset Description,Sub Category,Location,Supplier Name,Inv#,Inv Date,' +
  'Dep Commencement Date,Original Cost,Written Down Value,WDV Date,Historical Building Cost,Dep Method,Dep Rate,' +
  'Demolition date,Demolition %';

/**
 * The import layout the Import format export writes: the spec's 18 headings, then the optional ones that carry every
 * other field of the register (issues 23 item 9 and 25 item 4; docs/product/import-export.md "Every field of the
 * register").
 */
export const EXPORTED_IMPORT_HEADER =
  `${IMPORT_HEADER},Fund Code,Property Code,Financial Year End,Annual Depreciation Claim,Abandonment Label,` +
  'Abandonment Date,Disposal Date,Termination Value,Set Name,Second Hand,Construction Start Date,' +
  'Construction Completion Date,Construction Use,Rate Reason';

/** A csv file for the picker: its name and text (CRLF line ends, as spreadsheets write them). */
export function csvPayload(name: string, lines: readonly string[]) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n'), 'utf8') };
}

/** Chooses a file with Import Assets (the picker's input; the button opens it). */
export async function chooseImportFile(page: Page, file: ReturnType<typeof csvPayload> | string) {
  await expect(page.getByRole('button', { name: 'Import Assets' })).toBeEnabled();
  await page.getByTestId('import-file').setInputFiles(file);
}

export function stagingScreen(page: Page) {
  return page.getByRole('dialog', { name: 'Import Asset Register' });
}

/** Confirm to Import, waiting for the upload's answer. */
export async function confirmImport(page: Page) {
  const uploaded = page.waitForResponse((r) => r.url().includes('/uploadModelAssets'));
  await stagingScreen(page).getByRole('button', { name: 'Confirm to Import' }).click();
  const response = await uploaded;
  expect(response.status()).toBe(200);
  await expect(stagingScreen(page)).toHaveCount(0);
}

/** Opens Export Assets, picks an item and answers the download: its suggested name and text. */
export async function exportFile(
  page: Page,
  item: string,
): Promise<{ name: string; path: string; text: string }> {
  await page.getByRole('button', { name: 'Export Assets' }).click();
  const download = page.waitForEvent('download');
  await page
    .getByRole('menu', { name: 'Export Assets' })
    .getByRole('menuitem', { name: item, exact: true })
    .click();
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), path, text: await readFile(path, 'utf8') };
}

/** Opens another report's Asset Register in a page already signed in (the provider remembers the session). */
export async function openOtherRegister(page: Page, reportId: number) {
  await page.goto(`/?depreciationReportId=${reportId}`);
  await page
    .getByRole('navigation', { name: 'Report tabs' })
    .getByRole('link', { name: 'Asset Register' })
    .click();
  await expect(page.getByTestId('asset-table').or(page.getByTestId('register-empty'))).toBeVisible();
}

/** The records of an exported csv after its header row (RFC 4180 quoting; the byte order mark dropped). */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      records.push([...cells, cell]);
      cells = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) records.push([...cells, cell]);
  return records.slice(1);
}
