import { describe, expect, it } from 'vitest';
import { mergeChanges } from './merge';

describe('three-way merge of a General Info save', () => {
  const base = { a: 'x', b: 1, c: null, d: true };

  it('writes only what the client changed since its base', () => {
    const current = { ...base, b: 2 }; // someone else changed b
    const incoming = { ...base, a: 'y' }; // this client changed a, still has the old b
    expect(mergeChanges(base, current, incoming)).toEqual({ a: 'y' });
  });

  it('lets the later save win on the same field, and skips values already stored', () => {
    expect(mergeChanges(base, { ...base, a: 'other' }, { ...base, a: 'mine' })).toEqual({ a: 'mine' });
    expect(mergeChanges(base, { ...base, a: 'same' }, { ...base, a: 'same' })).toEqual({});
  });

  it('treats null as a value (clearing a field is a change)', () => {
    expect(mergeChanges(base, base, { ...base, a: null, c: 'set' })).toEqual({ a: null, c: 'set' });
  });

  it('ignores fields the client did not send', () => {
    expect(mergeChanges(base, base, { d: false })).toEqual({ d: false });
  });
});
