import { describe, expect, it } from 'vitest';
import { allowsCopyPrevious } from './copy-previous';

describe('Copy Previous Asset Register (docs/product/states-and-permissions.md)', () => {
  it('is allowed in In Progress and QA Review only', () => {
    expect(allowsCopyPrevious('In Progress')).toBe(true);
    expect(allowsCopyPrevious('QA Review')).toBe(true);
    expect(allowsCopyPrevious('Completed')).toBe(false);
    expect(allowsCopyPrevious('in progress')).toBe(false);
    expect(allowsCopyPrevious(null)).toBe(false);
  });
});
