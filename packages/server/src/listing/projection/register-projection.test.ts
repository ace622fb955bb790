import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_SORTS, type PageRequest, type ProjectedRow, type ProjectionQuery } from './projection-rows';
import { RegisterProjection } from './register-projection';

/**
 * The projection against a plain oracle over the same rows: any history of inserts, updates and deletes (ids in
 * any order, as concurrent writers commit them), then any query and page, gives the oracle's ids and total.
 */
const WORDS = ['lift', 'pump', 'door', 'level 3', 'apex'];

const rowArbitrary = (id: number) =>
  fc.record({
    id: fc.constant(id),
    searchText: fc.subarray(WORDS).map((words) => words.join('\u001f')),
    taxCodeId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    hasErrors: fc.option(fc.boolean(), { nil: null }),
    hasDemolitions: fc.boolean(),
    dates: fc.tuple(
      ...([0, 1, 2, 3] as const).map(() =>
        fc.option(fc.integer({ min: -800_000, max: 2_900_000 }), { nil: null, freq: 3 }),
      ),
    ) as unknown as fc.Arbitrary<ProjectedRow['dates']>,
  });

const batchArbitrary = fc
  .tuple(
    fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 25 }),
    fc.array(fc.integer({ min: 1, max: 60 })),
  )
  .chain(([ids, deleted]) =>
    fc.record({ changed: fc.tuple(...ids.map(rowArbitrary)), deleted: fc.constant(deleted) }),
  );

const queryArbitrary: fc.Arbitrary<ProjectionQuery> = fc.record({
  term: fc.constantFrom('', 'lift', 'LEVEL', 'p', '1', '2'),
  searchCodeIds: fc.subarray([1, 2, 3, 4]),
  filterCodeIds: fc.option(fc.subarray([1, 2, 3, 4, 9]), { nil: null }),
  alerts: fc.boolean(),
  demolition: fc.boolean(),
});

const pageArbitrary: fc.Arbitrary<PageRequest> = fc.record({
  sortBy: fc.constantFrom('id' as const, ...DATE_SORTS),
  order: fc.constantFrom('ASC' as const, 'DESC' as const),
  offset: fc.integer({ min: 0, max: 40 }),
  limit: fc.constantFrom(1, 5, 25),
});

function oracle(rows: Map<number, ProjectedRow>, q: ProjectionQuery, p: PageRequest) {
  const term = q.term.toLowerCase();
  const matched = [...rows.values()].filter(
    (r) =>
      (q.filterCodeIds === null || (r.taxCodeId !== null && q.filterCodeIds.includes(r.taxCodeId))) &&
      (!q.alerts || r.hasErrors === true) &&
      (!q.demolition || r.hasDemolitions) &&
      (term === '' ||
        r.searchText.includes(term) ||
        (r.taxCodeId !== null && q.searchCodeIds.includes(r.taxCodeId)) ||
        (/^[-0-9]+$/.test(term) && String(r.id).includes(term))),
  );
  const column = p.sortBy === 'id' ? -1 : DATE_SORTS.indexOf(p.sortBy);
  matched.sort((a, b) => {
    if (column < 0) return p.order === 'ASC' ? a.id - b.id : b.id - a.id;
    const x = a.dates[column]!;
    const y = b.dates[column]!;
    if (x === y) return a.id - b.id;
    if (x === null) return 1;
    if (y === null) return -1;
    return p.order === 'ASC' ? x - y : y - x;
  });
  return { total: matched.length, ids: matched.slice(p.offset, p.offset + p.limit).map((r) => r.id) };
}

describe('register projection', () => {
  it('pages exactly like the oracle after any history of writes', () => {
    fc.assert(
      fc.property(
        fc.array(batchArbitrary, { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(queryArbitrary, pageArbitrary), { minLength: 1, maxLength: 6 }),
        (batches, queries) => {
          const projection = new RegisterProjection();
          const rows = new Map<number, ProjectedRow>();
          for (const batch of batches) {
            const deleted = batch.deleted.filter((id) => !batch.changed.some((r) => r.id === id));
            projection.apply(batch.changed, deleted);
            for (const id of deleted) rows.delete(id);
            for (const row of batch.changed) rows.set(row.id, row);
            for (const [query, page] of queries) {
              expect(projection.page(query, page)).toEqual(oracle(rows, query, page));
            }
          }
          expect(projection.size).toBe(rows.size);
          expect(projection.unjudgedCount).toBe(
            [...rows.values()].filter((r) => r.hasErrors === null).length,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('walks the whole-register permutation for common matches and sorts the matches for rare ones', () => {
    const rows: ProjectedRow[] = Array.from({ length: 2000 }, (_, i) => ({
      id: i + 1,
      searchText: i % 100 === 0 ? 'rare' : 'common',
      taxCodeId: 1,
      hasErrors: false,
      hasDemolitions: false,
      dates: [i % 7 === 0 ? null : (i * 37) % 500, null, null, null],
    }));
    const projection = new RegisterProjection(rows);
    const byMap = new Map(rows.map((r) => [r.id, r]));
    for (const term of ['rare', 'common']) {
      const query = { term, searchCodeIds: [], filterCodeIds: null, alerts: false, demolition: false };
      for (const order of ['ASC', 'DESC'] as const) {
        const page = { sortBy: 'invoiceDate' as const, order, offset: 10, limit: 25 };
        expect(projection.page(query, page)).toEqual(oracle(byMap, query, page));
      }
    }
  });

  it('keeps a row’s answer until the row changes, and refuses an answer read before a change', () => {
    const row: ProjectedRow = {
      id: 7,
      searchText: 'lift',
      taxCodeId: null,
      hasErrors: null,
      hasDemolitions: false,
      dates: [null, null, null, null],
    };
    const projection = new RegisterProjection([row]);
    const before = projection.version;
    projection.rememberAnswer(7, '{"id":7}', before);
    expect(projection.answerOf(7)).toBe('{"id":7}');
    projection.apply([{ ...row, searchText: 'pump' }], []);
    expect(projection.answerOf(7)).toBeUndefined();
    projection.rememberAnswer(7, '{"id":7,"old":true}', before);
    expect(projection.answerOf(7)).toBeUndefined();
    projection.apply([], [7]);
    expect(projection.size).toBe(0);
  });
});
