/**
 * The import's coded columns of the asset's law facts (issue 23 item 9; docs/product/import-export.md "Every field
 * of the register"): 'Second Hand' (s40-27: Yes or No, empty for "derived from the report") and 'Construction Use'
 * (the six uses of Tables 43-140 and 43-145, docs/tax-rules.md 7.2, as the wire spells them), and the pairs the
 * register holds together. A value the import cannot read is kept as written and named, row and column, as a problem
 * of the row (never guessed, never emptied silently): the staging screen marks the cell, `taxdep check-import`
 * prints it, and the upload refuses it (docs/api.md "Import upload").
 */
import { disposalPairMissing } from '../assets/disposal';
import {
  CONSTRUCTION_TYPES,
  type ConstructionType,
  isConstructionType,
  readConstructionType,
} from '../tax/rates/division43-rates';
import type { ImportHeading, StagedRow } from './headings';

/** validation.ts `StagedRowProblem`, named here as its shape: validation.ts calls this module. */
interface Problem {
  heading: ImportHeading;
  message: string;
}

/** The uses of Division 43 (docs/tax-rules.md 7.2), in the wire's spelling, as `constructionUse` holds them. */
export const IMPORT_CONSTRUCTION_USES = CONSTRUCTION_TYPES;

/** 'Second Hand' staged: `Yes` or `No` (any case; `Y`, `N`, `true`, `false` read alike), else kept as written. */
export function normaliseSecondHand(text: string): string {
  const key = text.trim().toLowerCase();
  if (key === 'yes' || key === 'y' || key === 'true') return 'Yes';
  if (key === 'no' || key === 'n' || key === 'false') return 'No';
  return text.trim();
}

/** 'Construction Use' staged: the wire's code whatever its case or spacing (`Non Residential`), else as written. */
export function normaliseConstructionUse(text: string): string {
  return readConstructionType(text) ?? text.trim();
}

/** The register's `secondHand` of a staged value: null for empty or unreadable (the problem says so). */
export function importSecondHand(staged: string): boolean | null {
  return staged === 'Yes' ? true : staged === 'No' ? false : null;
}

/** The register's `constructionUse` of a staged value: null for empty or unreadable (the problem says so). */
export function importConstructionUse(staged: string): ConstructionType | null {
  return isConstructionType(staged) ? staged : null;
}

const shown = (text: string) => `'${text.length > 40 ? `${text.slice(0, 39)}…` : text}'`;

/**
 * The problems of the issue 23 columns of a staged row: an unreadable code, an entry FY that is not a 30 June
 * (docs/tax-rules.md "Asset fields": the 30 June ending the entry FY), an abandonment date without its label (the
 * date is the label's), a termination value without a disposal date (docs/tax-rules.md "Disposal").
 */
export function lawColumnProblems(row: StagedRow, problems: Problem[]): void {
  // A row made by hand may lack the optional columns (the paste's `stagedRowOfPaste` sets the grid's only): empty.
  const value = (heading: ImportHeading): string => row[heading] ?? '';
  const secondHand = value('Second Hand');
  if (secondHand !== '' && importSecondHand(secondHand) === null) {
    problems.push({ heading: 'Second Hand', message: `Second Hand ${shown(secondHand)} is not Yes or No.` });
  }
  const use = value('Construction Use');
  if (use !== '' && importConstructionUse(use) === null) {
    problems.push({
      heading: 'Construction Use',
      message: `Construction Use ${shown(use)} is not one of ${IMPORT_CONSTRUCTION_USES.join(', ')}.`,
    });
  }
  const entry = value('Financial Year End');
  if (entry !== '' && !entry.startsWith('30/06/')) {
    problems.push({
      heading: 'Financial Year End',
      message: `Financial Year End ${shown(entry)} is not a 30 June (the end of the asset's entry year).`,
    });
  }
  if (value('Abandonment Date') !== '' && value('Abandonment Label').trim() === '') {
    problems.push({
      heading: 'Abandonment Label',
      message: 'Abandonment Label is missing for the Abandonment Date.',
    });
  }
  // Issue 26 item 4: the register's one pairing rule (assets/disposal.ts), both ways.
  const missing = disposalPairMissing(value('Disposal Date') !== '', value('Termination Value') !== '');
  if (missing === 'date') {
    problems.push({
      heading: 'Disposal Date',
      message: 'Disposal Date is missing for the Termination Value.',
    });
  } else if (missing === 'value') {
    problems.push({
      heading: 'Termination Value',
      message: 'Termination Value is missing for the Disposal Date (0 for an asset scrapped for nothing).',
    });
  }
  const start = value('Construction Start Date');
  const completion = value('Construction Completion Date');
  if (start !== '' && completion !== '' && civil(completion) < civil(start)) {
    problems.push({
      heading: 'Construction Completion Date',
      message: 'Construction Completion Date is before the Construction Start Date.',
    });
  }
}

/** `DD/MM/YYYY` as `YYYYMMDD`, comparable as text (staged dates are always in that form). */
const civil = (staged: string) => `${staged.slice(6)}${staged.slice(3, 5)}${staged.slice(0, 2)}`;
