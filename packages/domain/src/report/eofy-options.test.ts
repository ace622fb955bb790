import { describe, expect, it } from 'vitest';
import { eofyReportDateOptions } from './eofy-options';

describe('EOFY report date options', () => {
  it('offers every 30 June from 2000 to five years ahead, latest first', () => {
    const options = eofyReportDateOptions(null, 2026);
    expect(options[0]).toBe('2031-06-30');
    expect(options.at(-1)).toBe('2000-06-30');
    expect(options).toHaveLength(32);
    expect(options.every((d) => d.endsWith('-06-30'))).toBe(true);
  });

  it('keeps a stored date that is not on the list visible, in order', () => {
    const options = eofyReportDateOptions('1998-12-31', 2026);
    expect(options.at(-1)).toBe('1998-12-31');
    expect(eofyReportDateOptions('2025-06-30', 2026).filter((d) => d === '2025-06-30')).toHaveLength(1);
  });
});
