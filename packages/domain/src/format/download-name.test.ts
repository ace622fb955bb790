import { describe, expect, it } from 'vitest';
import { asciiFileName, DOWNLOAD_NAME_MAX, downloadFileName, propertyForName } from './download-name';

const facts = { property: '12 Harbour St Sydney', reportDate: '2025-06-30', reference: 'QS-2025-0142' };

describe('the name of a downloaded file (docs/api.md "File names")', () => {
  it('names the property, the report date and the reference, then what the file is', () => {
    expect(downloadFileName(facts, 'pdf')).toBe('12 Harbour St Sydney - 30 June 2025 - QS-2025-0142.pdf');
    expect(downloadFileName(facts, 'csv', 'Class Super FY2024')).toBe(
      '12 Harbour St Sydney - 30 June 2025 - QS-2025-0142 - Class Super FY2024.csv',
    );
    expect(downloadFileName({ ...facts, reportDate: '2026-07-01' }, 'xlsx')).toContain(' - 1 July 2026 - ');
  });

  it('leaves out what is missing, and is report.{ext} when nothing is left', () => {
    expect(downloadFileName({ ...facts, reference: null }, 'pdf')).toBe(
      '12 Harbour St Sydney - 30 June 2025.pdf',
    );
    expect(downloadFileName({ property: null, reportDate: null, reference: '  ' }, 'pdf')).toBe('report.pdf');
    expect(downloadFileName({ property: '../..', reportDate: 'not a date', reference: null }, 'csv')).toBe(
      'report.csv',
    );
  });

  it('keeps safe characters only, any script’s letters included, and a bounded length', () => {
    const name = downloadFileName(
      { property: 'Unit 3/45 "Café" St: Brisbane\\<QLD>|*?', reportDate: '2025-06-30', reference: 'R\r\n1' },
      'pdf',
    );
    expect(name).toBe('Unit 3 45 Café St Brisbane QLD - 30 June 2025 - R 1.pdf');
    expect(name).not.toMatch(/[/\\:*?"<>|\r\n]/);
    const long = downloadFileName({ ...facts, property: 'x'.repeat(400) }, 'pdf');
    expect(long).toBe(`${'x'.repeat(DOWNLOAD_NAME_MAX)}.pdf`);
    expect(downloadFileName({ ...facts, property: '臺北 101' }, 'pdf')).toMatch(/^臺北 101 - /);
  });

  it('has an ASCII form for clients that read only the plain filename', () => {
    expect(asciiFileName('Café Ünit 3 - 臺北.pdf')).toBe('Cafe Unit 3 - __.pdf');
    expect(asciiFileName('a"b\\c.pdf')).toBe('a_b_c.pdf');
  });

  it('calls the property by its address, else its name, else its master id', () => {
    const p = {
      streetAddress: '12 Harbour St',
      suburb: 'Sydney',
      propertyName: 'Harbour Tower',
      masterId: 'MP-1',
    };
    expect(propertyForName(p)).toBe('12 Harbour St Sydney');
    expect(propertyForName({ ...p, streetAddress: null, suburb: ' ' })).toBe('Harbour Tower');
    expect(propertyForName({ ...p, streetAddress: null, suburb: null, propertyName: null })).toBe('MP-1');
  });
});
