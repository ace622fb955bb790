import { describe, expect, it } from 'vitest';
import type { CheckerSearchResult } from '../api';
import { checkerIdOf, checkerNameOf, resolveChecker, shouldSearchCheckers } from './checker';

const suggestions: CheckerSearchResult[] = [
  { userId: 3, firstname: 'Casey', lastname: 'Checker' },
  { userId: 4, checkerId: 40, firstname: 'Alex', lastname: 'Reviewer' },
];

describe('checker rules (docs/product/states-and-permissions.md, docs/product/rules.md)', () => {
  it('searches only from 3 characters', () => {
    expect(shouldSearchCheckers('Ca')).toBe(false);
    expect(shouldSearchCheckers('  Ca ')).toBe(false);
    expect(shouldSearchCheckers('Cas')).toBe(true);
  });

  it('takes checkerId, else userId', () => {
    expect(checkerIdOf(suggestions[0] as CheckerSearchResult)).toBe(3);
    expect(checkerIdOf(suggestions[1] as CheckerSearchResult)).toBe(40);
    expect(checkerNameOf(suggestions[1] as CheckerSearchResult)).toBe('Alex Reviewer');
  });

  it('keeps a suggestion and clears anything else', () => {
    expect(resolveChecker(' alex reviewer ', suggestions)).toEqual({
      qsChecker: 'Alex Reviewer',
      qsCheckerId: 40,
    });
    expect(resolveChecker('Alex', suggestions)).toEqual({ qsChecker: null, qsCheckerId: null });
    expect(resolveChecker('', suggestions)).toEqual({ qsChecker: null, qsCheckerId: null });
    expect(resolveChecker('Casey Checker', [])).toEqual({ qsChecker: null, qsCheckerId: null });
  });
});
