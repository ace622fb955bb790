import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rulingOf, rulingsOf } from './rulings';

describe('the rulings a table cites', () => {
  it('reads the ruling a source names, however it is spaced', () => {
    expect(rulingOf('TR 2022/1 Table B letter F (ATO Legal Database) https://…')).toBe('TR 2022/1');
    expect(rulingOf('TR 2019/5 Table B letter L, consolidated')).toBe('TR 2019/5');
    expect(rulingOf('TR2011/2 residential list')).toBe('TR 2011/2');
    expect(rulingOf("ATO Rental properties 2014-15 guide, column 'acquired from 1 July 2004'")).toBeNull();
    expect(rulingOf('Firm code; s43-140 rates')).toBeNull();
  });

  it('lists each ruling once, the newest first', () => {
    expect(rulingsOf(['TR 2011/2 a', 'TR 2022/1 b', 'guide', 'TR 2022/1 c', 'TR 2019/5'])).toEqual([
      'TR 2022/1',
      'TR 2019/5',
      'TR 2011/2',
    ]);
  });

  it('never throws and never repeats a ruling, whatever the sources', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (sources) => {
        const rulings = rulingsOf(sources);
        expect(new Set(rulings).size).toBe(rulings.length);
      }),
    );
  });
});
