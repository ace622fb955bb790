import { describe, expect, it } from 'vitest';
import { FIRM_TIME_ZONE, firmCivilDate, firmZoneAbbreviation, formatFirmInstant } from './firm-time';

describe("times in the firm's zone (issue 26 item 14)", () => {
  it('is Sydney time', () => {
    expect(FIRM_TIME_ZONE).toBe('Australia/Sydney');
  });

  it('shows the date and time in Sydney with AEDT under daylight saving', () => {
    // 11:51 UTC on 29 November is 10:51 pm in Sydney (UTC+11).
    expect(formatFirmInstant('2026-11-29T11:51:00.000Z')).toBe('29 Nov 2026, 10:51 pm AEDT');
  });

  it('shows AEST in winter, and the Sydney date when it differs from the UTC date', () => {
    // 20:05 UTC on 30 June is 6:05 am on 1 July in Sydney (UTC+10).
    expect(formatFirmInstant('2025-06-30T20:05:00Z')).toBe('1 Jul 2025, 6:05 am AEST');
    expect(firmCivilDate('2025-06-30T20:05:00Z')).toBe('2025-07-01');
  });

  it('writes noon and midnight as 12', () => {
    expect(formatFirmInstant('2025-07-01T02:00:00Z')).toBe('1 Jul 2025, 12:00 pm AEST');
    expect(formatFirmInstant('2025-06-30T14:00:00Z')).toBe('1 Jul 2025, 12:00 am AEST');
  });

  it('changes zone at the daylight-saving boundaries (first Sunday of October, of April)', () => {
    // 5 October 2025, 2 am AEST becomes 3 am AEDT (16:00 UTC on the 4th).
    expect(firmZoneAbbreviation(new Date('2025-10-04T15:59:00Z'))).toBe('AEST');
    expect(firmZoneAbbreviation(new Date('2025-10-04T16:00:00Z'))).toBe('AEDT');
    // 6 April 2025, 3 am AEDT becomes 2 am AEST (16:00 UTC on the 5th).
    expect(firmZoneAbbreviation(new Date('2025-04-05T15:59:00Z'))).toBe('AEDT');
    expect(firmZoneAbbreviation(new Date('2025-04-05T16:00:00Z'))).toBe('AEST');
  });

  it('gives back what is no instant unchanged', () => {
    expect(formatFirmInstant('not a time')).toBe('not a time');
    expect(firmCivilDate('not a time')).toBeNull();
  });
});
