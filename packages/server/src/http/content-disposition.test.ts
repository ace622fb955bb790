import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('Content-Disposition of a download (docs/api.md "File names")', () => {
  it('carries an ASCII filename and the whole name as RFC 5987 filename*', () => {
    expect(contentDisposition('attachment', '12 Harbour St - 30 June 2025 - QS-1 - Xero FY2025.csv')).toBe(
      `attachment; filename="12 Harbour St - 30 June 2025 - QS-1 - Xero FY2025.csv"; filename*=UTF-8''12%20Harbour%20St%20-%2030%20June%202025%20-%20QS-1%20-%20Xero%20FY2025.csv`,
    );
    const header = contentDisposition('inline', "Café O'Brien (pages 1 to 8 of 20).pdf");
    expect(header).toBe(
      `inline; filename="Cafe O'Brien (pages 1 to 8 of 20).pdf"; filename*=UTF-8''Caf%C3%A9%20O%27Brien%20%28pages%201%20to%208%20of%2020%29.pdf`,
    );
    // RFC 5987 attr-char: nothing but letters, digits and !#$&+-.^_`|~ stays bare.
    expect(header.split("UTF-8''")[1]).toMatch(/^[A-Za-z0-9%!#$&+\-.^_`|~]+$/);
    expect(decodeURIComponent(header.split("UTF-8''")[1] as string)).toBe(
      "Café O'Brien (pages 1 to 8 of 20).pdf",
    );
  });
});
