import { expect, type Locator, type Page, test } from '@playwright/test';
import { cell, cellText, openCell, openRegister, rows } from '../pages/register';

/**
 * Issue 16, "a register that works like a spreadsheet": the asset view as a data grid, driven the way a surveyor
 * drives it: one Tab stop, arrows, Enter/F2/Escape, typing into a cell, the row's save state, sticky columns,
 * resizing, and a read-only register that navigates but never edits.
 */
const BIG_REPORT = 1;
const COMPLETED_REPORT = 2;
const SHOTS = '/tmp/gridA';

/** The focused cell as `<column key>@<row index>`; the header row is -1. */
async function focusedCell(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const row = element?.closest('tr');
    const body = row?.parentElement?.tagName === 'TBODY';
    const index = body ? [...(row?.parentElement?.children ?? [])].indexOf(row as Element) : -1;
    return `${element?.dataset.columnKey ?? element?.tagName}@${index}`;
  });
}

/** Whether the element's centre is where it is drawn: not hidden under a sticky column or the frame's edge. */
async function isOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit === el || el.contains(hit);
  });
}

test('the keyboard moves between cells, opens, saves and cancels editors', async ({ page }) => {
  await openRegister(page, BIG_REPORT);
  // One Tab stop into the grid: from Add Asset straight to the first row's Asset ID.
  await page.getByTestId('add-asset').focus();
  await page.keyboard.press('Tab');
  expect(await focusedCell(page)).toBe('id@0');
  // The same cell of the next row is one key press away (it was 35 Tab presses).
  await page.keyboard.press('ArrowDown');
  expect(await focusedCell(page)).toBe('id@1');
  // The description stays beside the id (issue 26 item 1), then the tax code and the category.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect(await focusedCell(page)).toBe('depreciationCategory@1');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowLeft');
  expect(await focusedCell(page)).toBe('assetCode@1');
  await page.keyboard.press('End');
  expect(await focusedCell(page)).toBe('demolition@1');
  await page.keyboard.press('Home');
  await page.keyboard.press('PageDown');
  expect(await focusedCell(page)).toBe('select@11');
  // Focused cells are scrolled clear of the sticky header and columns.
  await page.keyboard.press('End');
  expect(await isOnTop(page.locator(':focus'))).toBe(true);

  // Typing starts editing with the typed character; Escape restores the value. (The description: a column
  // Manage Output cannot hide, which another spec changes on this report.)
  const row = rows(page).nth(2);
  const description = cell(row, 'description');
  const before = (await cellText(row, 'description').textContent()) ?? '';
  await description.focus();
  await page.keyboard.type('Z');
  const field = description.getByTestId('description');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('Z');
  await page.keyboard.type('inc cladding');
  await page.keyboard.press('Escape');
  await expect(description).toBeFocused();
  await expect(cellText(row, 'description')).toHaveText(before);

  // F2 opens with the value; Enter saves, shows the row's state and moves down.
  await page.keyboard.press('F2');
  await expect(field).toHaveValue(before);
  await field.fill(`${before} (grid test)`);
  let saved = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/modelAssets'));
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
  expect(await focusedCell(page)).toBe('description@3');
  await expect(cellText(row, 'description')).toHaveText(`${before} (grid test)`);
  await expect(row.getByTestId('row-save-state')).toHaveText('Saved');
  // Put it back, so the other specs find the register as seeded.
  await description.focus();
  await page.keyboard.press('F2');
  await field.fill(before);
  saved = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/modelAssets'));
  await page.keyboard.press('Tab');
  expect((await saved).status()).toBe(200);

  // The tax code's suggestions show over the grid, wholly inside the window, on a lower row too.
  const low = rows(page).nth(9);
  const code = await openCell(low, 'assetCode');
  await code.getByTestId('assetCode').fill('b00');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option').first()).toBeVisible();
  const box = await list.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
  expect(await isOnTop(list.getByRole('option').first())).toBe(true);
  await page.screenshot({ path: `${SHOTS}/grid-suggestions.png` });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(cell(low, 'assetCode')).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/grid-keyboard.png` });
});

test('a refused save shows the service’s reason on the row and keeps the typing', async ({ page }) => {
  await openRegister(page, BIG_REPORT);
  const reason = 'Asset 7 was deleted by someone else meanwhile';
  await page.route('**/depreciationReports/modelAssets', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ message: reason }),
        })
      : route.fallback(),
  );
  const row = rows(page).nth(4);
  await (await openCell(row, 'description')).getByTestId('description').fill('Roof plant deck');
  await page.keyboard.press('Tab');
  await expect(row.getByTestId('row-save-state')).toHaveText(`Refused: ${reason}`);
  await expect(cellText(row, 'description')).toHaveText('Roof plant deck');
  await page.screenshot({ path: `${SHOTS}/grid-refused.png` });
});

test('the id and description stay in view sideways, and columns resize by drag and by keyboard', async ({
  page,
}) => {
  await openRegister(page, BIG_REPORT);
  const row = rows(page).first();
  await page.getByTestId('asset-table').evaluate((table) => {
    (table.parentElement as HTMLElement).scrollLeft = 5000;
  });
  await expect(cell(row, 'demolition')).toBeInViewport();
  for (const key of ['id', 'description']) expect(await isOnTop(cell(row, key)), key).toBe(true);
  await page.screenshot({ path: `${SHOTS}/grid-scrolled.png` });
  await page.getByTestId('asset-table').evaluate((table) => {
    (table.parentElement as HTMLElement).scrollLeft = 0;
  });

  const width = async () => (await cell(row, 'originalCost').boundingBox())?.width ?? 0;
  const start = await width();
  const handle = page.getByTestId('resize-originalCost');
  await handle.scrollIntoViewIfNeeded();
  const grip = await handle.boundingBox();
  if (!grip) throw new Error('no resize handle');
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + 80, grip.y + grip.height / 2, { steps: 4 });
  await page.mouse.up();
  expect(await width()).toBeGreaterThan(start + 60);
  const dragged = await width();
  // By keyboard: to the header (ArrowUp from the first row), Shift+ArrowLeft narrows.
  await cell(row, 'originalCost').focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  expect(await width()).toBeCloseTo(dragged - 32, 0);
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  expect(await width()).toBeCloseTo(dragged - 32, 0);
});

test('a read-only register navigates by keyboard, never edits, and looks read-only', async ({ page }) => {
  await openRegister(page, COMPLETED_REPORT);
  await expect(page.getByRole('grid')).toHaveAttribute('aria-readonly', 'true');
  const row = rows(page).first();
  const description = cell(row, 'description');
  await description.focus();
  await page.keyboard.press('ArrowDown');
  expect(await focusedCell(page)).toBe('description@1');
  for (const key of ['Enter', 'F2', 'x', 'Delete']) await page.keyboard.press(key);
  await expect(page.getByRole('grid').locator('input[type="text"], select')).toHaveCount(0);
  await description.dblclick();
  await expect(page.getByRole('grid').locator('input[type="text"], select')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await expect(description).toHaveCSS('background-color', 'rgb(241, 243, 246)');
  await expect(description).toHaveCSS('cursor', 'default');
  await page.screenshot({ path: `${SHOTS}/grid-read-only.png` });
});
