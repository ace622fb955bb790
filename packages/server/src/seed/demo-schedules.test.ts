import { describe, expect, it } from 'vitest';
import { codesForProperty, commercialWorks, type SeedTaxCode } from './demo-schedules';

const code = (
  id: number,
  assetGroup: string,
  asset: string,
  constructionType: string | null = null,
): SeedTaxCode => ({
  id,
  code: `X${id}`,
  assetGroup,
  asset,
  life: '10',
  constructionType,
});

const TABLE = [
  code(1, 'Racehorses', 'Jumps racing (thoroughbred horses)'),
  code(2, 'Dozers/front end loaders', 'Dozers/front end loaders'),
  code(
    3,
    'Assets generally',
    'Air conditioning assets (excluding ducting, pipes and vents): Air handling units',
  ),
  code(4, 'Fire control and alarm assets', 'Extinguishers'),
  code(5, 'Support assets', 'Kitchen assets: Blast chillers'),
  code(6, 'Advertising signs', 'LED advertising screens (used in office tower foyers etc)'),
  code(
    7,
    'Advertising signs',
    'Floor mounted internal advertising panels (used in airports and shopping centres etc)',
  ),
  code(8, 'Assets generally', 'Gym assets: Cardiovascular'),
  code(9, 'Laboratory assets used in quality control', 'Other laboratory assets'),
];

describe('demo schedules (issue 16 item 10)', () => {
  it('an office tower holds building services, its foyer screens, and no racehorses or earth-moving plant', () => {
    expect(codesForProperty(TABLE, 'office').map((c) => c.id)).toEqual([3, 4, 6]);
  });

  it('a shopping centre adds its food-court kitchens and mall screens', () => {
    expect(codesForProperty(TABLE, 'retail').map((c) => c.id)).toEqual([3, 4, 5, 7]);
  });

  it('keeps the whole list when nothing fits, and never residential capital works when others exist', () => {
    const other = [code(20, 'Group', 'Asset 20')];
    expect(codesForProperty(other, 'office')).toEqual(other);
    const works = [
      code(30, 'Capital works', 'Residential', 'residential'),
      code(31, 'Capital works', 'Shop', 'non-residential'),
    ];
    expect(commercialWorks(works).map((c) => c.id)).toEqual([31]);
  });
});
