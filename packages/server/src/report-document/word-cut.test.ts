import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atWordEnd } from './canvas';

/** Issue 25 "It cuts words": a text too wide for its box (a running head, a cell) ends at a whole word. */
describe('a cut text ends at a whole word', () => {
  it('goes back to the last word the cut holds, without a trailing separator', () => {
    const head = 'Meridian Quantity Surveyors Pty Ltd · Harbourview Prime Office Fund Pty Ltd';
    expect(atWordEnd(head, 'Meridian Quantity Surveyors Pty Ltd · Harbourview Prime Offi…')).toBe(
      'Meridian Quantity Surveyors Pty Ltd · Harbourview Prime…',
    );
    expect(atWordEnd(head, 'Meridian Quantity Surveyors Pty Ltd · Har…')).toBe(
      'Meridian Quantity Surveyors Pty Ltd…',
    );
  });

  it('keeps a cut that already ends at a word, and cuts a single long word where it must', () => {
    expect(atWordEnd('Level 12 office', 'Level 12…')).toBe('Level 12…');
    expect(atWordEnd('Supercalifragilistic', 'Supercali…')).toBe('Supercali…');
  });

  it('is always the text’s start, and ends where a word of the text ends unless the first word alone is cut', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), fc.nat(), (words, at) => {
        const text = words.join(' ');
        const length = 1 + (at % text.length);
        const cut = `${text.slice(0, length).trimEnd()}…`;
        const result = atWordEnd(text, cut);
        const kept = result.slice(0, -1);
        expect(result.endsWith('…')).toBe(true);
        expect(text.startsWith(kept)).toBe(true);
        expect(kept.length).toBeLessThanOrEqual(cut.length - 1);
        const wordEnd = kept.length === text.length || text.charAt(kept.length) === ' ';
        expect(wordEnd || !kept.includes(' ')).toBe(true);
      }),
    );
  });
});
