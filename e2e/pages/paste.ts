import type { Locator } from '@playwright/test';

/**
 * A block as Excel puts it on the clipboard (docs/product/asset-register.md "Paste from Excel"): tabs between cells,
 * CRLF after each row, a cell with a tab, a line break or a quote in double quotes.
 */
export function excelBlock(rows: readonly (readonly string[])[]): string {
  const cell = (text: string) => (/[\t\r\n"]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return rows.map((row) => `${row.map(cell).join('\t')}\r\n`).join('');
}

/**
 * Pastes `text` at a grid cell as the browser does on Ctrl+V: a `paste` event with the text on its clipboard data,
 * dispatched at the focused cell (Playwright cannot write the system clipboard of a headless browser).
 */
export async function pasteInto(target: Locator, text: string): Promise<void> {
  await target.focus();
  await target.evaluate((element, block) => {
    const data = new DataTransfer();
    data.setData('text/plain', block);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}
