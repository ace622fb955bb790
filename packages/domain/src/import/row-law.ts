/**
 * The law's limits on a staged import row (issue 23; docs/product/rules.md "Import"), by the same judgement as the
 * register's (`categoryRefusals`, tax/law/category-limits.ts): `L` over $1,000 on 'Original Cost' (s40-425), and
 * with a taxpayer an `IA` or `AD` row the law refuses on 'Category', naming the window and its section. The file's
 * s40-430(1) check needs every row, so the rows only hand over their facts (`poolingFactsOf`).
 */
import { type CategoryLaw, categoryRefusals, lowValuePoolRefusal } from '../tax/law/category-limits';
import type { PoolingFacts } from '../tax/law/low-cost-pooling';
import type { CategoryCode } from '../tax/model/input';
import type { StagedRow } from './headings';
import { importSecondHand } from './law-columns';
import { importAmountToCents, importDateToCivil } from './normalise';
import type { StagedRowProblem } from './validation';

/** What a staged file is judged against: the report's taxpayer and windows, and whether it pools. */
export interface StagedRowLaw extends CategoryLaw {
  lowValuePoolFlag?: boolean;
}

const CATEGORIES = new Set(['40', 'AD', '43', 'L', 'IA', 'R']);

function factsOf(row: StagedRow) {
  const category = row.Category.trim().toUpperCase();
  const cost = importAmountToCents(row['Original Cost']);
  const start = importDateToCivil(row['Dep Commencement Date']) ?? importDateToCivil(row['Inv Date']);
  if (!CATEGORIES.has(category) || cost === null || start === null) return null;
  const method = row['Dep Method'].trim().toUpperCase();
  return {
    category: category as CategoryCode,
    method: method === 'DV' || method === 'PC' ? (method as 'DV' | 'PC') : null,
    cost,
    writtenDownValue: importAmountToCents(row['Written Down Value']),
    firstUsed: start,
    acquired: importDateToCivil(row['Inv Date']) ?? start,
    // Empty: unknown, as the register treats a row without it (issue 23 item 9's 'Second Hand' column).
    secondHand: importSecondHand(row['Second Hand'] ?? ''), // absent from a pasted row (stagedRowOfPaste)
  };
}

/** The law's problems of one staged row; empty when the row is incomplete (its missing values say so already). */
export function stagedRowLawProblems(row: StagedRow, law: StagedRowLaw): StagedRowProblem[] {
  const facts = factsOf(row);
  if (facts === null) return [];
  const pool = lowValuePoolRefusal(facts, law.largestOwnerShare);
  return categoryRefusals(facts, law).map((message) => ({
    heading: message === pool ? 'Original Cost' : 'Category',
    message,
  }));
}

/** The s40-430(1) facts of a staged row, keyed by its file line; null for a row that cannot take part. */
export function poolingFactsOf(row: StagedRow, line: number): PoolingFacts | null {
  const facts = factsOf(row);
  if (facts === null) return null;
  return { id: String(line), category: facts.category, cost: facts.cost, startDate: facts.firstUsed };
}
