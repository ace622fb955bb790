/**
 * Issue 27 item 5: a capex forecast's CSV (the matrix, the items or the replacements) and its Excel workbook (all
 * three), drawn from the stored rows by src/capex-document with the figures the forecast call answers, named as the
 * forecast's PDF is (docs/api.md "File names").
 */
import type { Database } from '@taxdep/db/schema';
import type { CapexExportTable } from '@taxdep/domain';
import { downloadFileName, propertyForName } from '@taxdep/domain/format';
import type { Kysely } from 'kysely';
import {
  type CapexDocumentInput,
  capexWorkbook,
  csvLines,
  type FileTable,
  itemsFileTable,
  matrixFileTable,
  replacementsFileTable,
} from '../capex-document';
import { notFound } from '../http/http-error';
import { capexDocumentInput } from './document';
import { findNameFacts } from './repository';

const TABLES: Record<CapexExportTable, { detail: string; table: (input: CapexDocumentInput) => FileTable }> =
  {
    matrix: { detail: 'capex matrix', table: (input) => matrixFileTable(input.forecast) },
    items: { detail: 'capex items', table: (input) => itemsFileTable(input.items, input.forecast) },
    replacements: {
      detail: 'capex replacements',
      table: (input) => replacementsFileTable(input.items, input.forecast),
    },
  };

export interface CapexCsv {
  fileName: string;
  lines: Iterable<string>;
}

export async function capexCsv(
  db: Kysely<Database>,
  reportId: number,
  table: CapexExportTable,
): Promise<CapexCsv> {
  const input = await capexDocumentInput(db, reportId);
  const chosen = TABLES[table];
  return {
    fileName: await fileName(db, reportId, 'csv', chosen.detail),
    lines: csvLines(chosen.table(input)),
  };
}

export async function capexWorkbookFile(
  db: Kysely<Database>,
  reportId: number,
): Promise<{ fileName: string; content: Buffer }> {
  const input = await capexDocumentInput(db, reportId);
  return {
    fileName: await fileName(db, reportId, 'xlsx', 'capex forecast'),
    content: await capexWorkbook(input.items, input.forecast),
  };
}

/** "1 Harbour Street Sydney - CX-2026-0007 - capex matrix.csv": as the forecast's PDF is named. */
async function fileName(db: Kysely<Database>, reportId: number, extension: 'csv' | 'xlsx', detail: string) {
  const row = await findNameFacts(db, reportId);
  if (!row) throw notFound(`Capex forecast ${reportId} does not exist.`);
  const property = propertyForName({
    streetAddress: row.street_address,
    suburb: row.suburb,
    propertyName: row.property_name,
    masterId: row.master_id,
  });
  return downloadFileName({ property, reportDate: null, reference: row.reference }, extension, detail);
}
