import { describe, expect, it } from 'vitest';
import { formatDateEntry, readDateEntry } from './date-entry';

describe('date entry (issue 16 item 9: Australian day/month/year whatever the locale)', () => {
  it('reads day first, with any of the usual separators, and a stored ISO date as pasted', () => {
    expect(readDateEntry('05/03/2024')).toEqual({ kind: 'date', date: '2024-03-05' });
    expect(readDateEntry('5/3/2024')).toEqual({ kind: 'date', date: '2024-03-05' });
    expect(readDateEntry(' 5-3-2024 ')).toEqual({ kind: 'date', date: '2024-03-05' });
    expect(readDateEntry('5.3.2024')).toEqual({ kind: 'date', date: '2024-03-05' });
    expect(readDateEntry('2024-03-05')).toEqual({ kind: 'date', date: '2024-03-05' });
    expect(readDateEntry('29/02/2024')).toEqual({ kind: 'date', date: '2024-02-29' });
    expect(readDateEntry('')).toEqual({ kind: 'empty' });
  });

  it('never reads month first: 13 is no month, and a day the calendar lacks is refused in words', () => {
    expect(readDateEntry('03/13/2024')).toEqual({
      kind: 'unreadable',
      problem: '“03/13/2024” is not a day of the calendar (day/month/year).',
    });
    expect(readDateEntry('29/02/2023').kind).toBe('unreadable');
    expect(readDateEntry('31/04/2024').kind).toBe('unreadable');
    expect(readDateEntry('March 5')).toEqual({
      kind: 'unreadable',
      problem: '“March 5” is not a date: type it as day/month/year, e.g. 05/03/2024.',
    });
    expect(readDateEntry('5/3/24').kind).toBe('unreadable');
  });

  it('shows a civil date as dd/MM/yyyy, and nothing for none or a malformed one', () => {
    expect(formatDateEntry('2024-03-05')).toBe('05/03/2024');
    expect(formatDateEntry('2025-06-30')).toBe('30/06/2025');
    expect(formatDateEntry(null)).toBe('');
    expect(formatDateEntry('2024-02-30')).toBe('');
    expect(formatDateEntry('05/03/2024')).toBe('');
  });
});
