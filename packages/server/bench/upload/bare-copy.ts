/**
 * The upload bench's baseline: the rows the upload stores (the very columns, verdicts and demolitions prepareRow
 * gives), written with a bare COPY into the same tables on the same engine, in one transaction, with nothing else
 * done: no HTTP, no JSON, no validation. PGlite takes COPY from a blob (`/dev/blob`); PostgreSQL from the wire
 * (COPY FROM STDIN, sent here through pg's protocol messages, as pg-copy-streams does, to add no dependency).
 */
import { PGlite } from '@electric-sql/pglite';
import type { AppDatabase } from '@taxdep/db';
import type { UploadRow } from '@taxdep/domain';
import { DEFAULT_INCENTIVE_WINDOWS, UNSET_TAXPAYER } from '@taxdep/domain/tax';
import pg from 'pg';
import { allocateAssetIds } from '../../src/import/repository';
import { isBlankRow, namedTaxCodes, type PreparedRow, prepareRow } from '../../src/import/rows';
import { findCodeReferences } from '../../src/kernel/code-reference-repository';

const ASSET_COLUMNS = `id, report_id, tax_code_id, category_id, method_id, project_code, description, sub_category,
  location, supplier, invoice_number, invoice_date, depreciation_commencement_date, financial_year_end_date,
  original_cost, written_down_value, written_down_value_date, depreciation_rate, source_tax_rate,
  annual_depreciation_claim, historical_building_cost, has_errors, asset_errors, errors_fresh`;
const DEMOLITION_COLUMNS =
  'asset_id, demo_date, rate, adjusted_historical_cost, adjusted_annual_depreciation';

/** A CSV field: null unquoted and empty, anything else quoted. */
function field(value: string | number | bigint | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  return `"${value.replaceAll('"', '""')}"`;
}

export interface CopyText {
  assets: string;
  demolitions: string;
  rows: number;
}

/** The CSV of the rows as the upload would store them in report `reportId` (ids taken from the sequence). */
export async function copyTextOf(
  database: AppDatabase,
  reportId: number,
  staged: readonly UploadRow[],
): Promise<CopyText> {
  const kept = staged.filter((row) => !isBlankRow(row));
  const references = await database.db
    .transaction()
    .execute((trx) => findCodeReferences(trx, namedTaxCodes(kept)));
  const prepared = kept.map(
    (row, index) =>
      prepareRow(
        row,
        index,
        reportId,
        {
          references,
          register: {
            eofyReportDate: '2025-06-30',
            taxpayer: UNSET_TAXPAYER,
            incentiveWindows: DEFAULT_INCENTIVE_WINDOWS,
          },
          labels: new Map(),
          defaults: { fundCode: null, propertyCode: null },
        },
        [],
      )!,
  );
  const ids = await database.db.transaction().execute((trx) => allocateAssetIds(trx, prepared.length));
  const assets: string[] = [];
  const demolitions: string[] = [];
  prepared.forEach(({ asset: a, verdict, demolition: d }: PreparedRow, index) => {
    const id = ids[index]!;
    assets.push(
      [
        id,
        reportId,
        a.tax_code_id,
        a.category_id,
        a.method_id,
        a.project_code,
        a.description,
        a.sub_category,
        a.location,
        a.supplier,
        a.invoice_number,
        a.invoice_date,
        a.depreciation_commencement_date,
        a.financial_year_end_date,
        a.original_cost,
        a.written_down_value,
        a.written_down_value_date,
        a.depreciation_rate,
        a.source_tax_rate,
        a.annual_depreciation_claim,
        a.historical_building_cost,
        verdict.has_errors,
        verdict.asset_errors,
        true,
      ]
        .map(field)
        .join(','),
    );
    if (d) {
      demolitions.push(
        [id, d.demo_date, d.rate, d.adjusted_historical_cost, d.adjusted_annual_depreciation]
          .map(field)
          .join(','),
      );
    }
  });
  return {
    assets: `${assets.join('\n')}\n`,
    demolitions: `${demolitions.join('\n')}\n`,
    rows: prepared.length,
  };
}

/** Milliseconds of BEGIN, COPY assets, COPY demolitions, COMMIT on PGlite's data folder (the service stopped). */
export async function bareCopyPglite(dataDir: string, text: CopyText): Promise<number> {
  const pglite = await PGlite.create(dataDir);
  try {
    const started = performance.now();
    await pglite.exec('begin');
    await pglite.query(`copy assets (${ASSET_COLUMNS}) from '/dev/blob' with (format csv)`, [], {
      blob: new Blob([text.assets]),
    });
    await pglite.query(`copy demolitions (${DEMOLITION_COLUMNS}) from '/dev/blob' with (format csv)`, [], {
      blob: new Blob([text.demolitions]),
    });
    await pglite.exec('commit');
    return performance.now() - started;
  } finally {
    await pglite.close();
  }
}

/** COPY … FROM STDIN as a query pg can submit: the data goes in one CopyData message. */
class CopyIn {
  readonly done: Promise<void>;
  private resolve!: () => void;
  private reject!: (error: Error) => void;
  private failed: Error | null = null;
  constructor(
    readonly text: string,
    private readonly data: string,
  ) {
    this.done = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }
  submit(connection: { query(text: string): void }) {
    connection.query(this.text);
  }
  handleCopyInResponse(connection: { sendCopyFromChunk(chunk: Buffer): void; endCopyFrom(): void }) {
    connection.sendCopyFromChunk(Buffer.from(this.data));
    connection.endCopyFrom();
  }
  handleCommandComplete() {}
  handleError(error: Error) {
    this.failed = error;
  }
  handleReadyForQuery() {
    if (this.failed) this.reject(this.failed);
    else this.resolve();
  }
}

async function copyIn(client: pg.Client, text: string, data: string): Promise<void> {
  const query = new CopyIn(text, data);
  client.query(query as unknown as pg.QueryConfig);
  await query.done;
}

/** Milliseconds of BEGIN, COPY assets, COPY demolitions, COMMIT on PostgreSQL, in the bench's schema. */
export async function bareCopyPostgres(url: string, schema: string, text: CopyText): Promise<number> {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('begin');
    await copyIn(client, `copy assets (${ASSET_COLUMNS}) from stdin with (format csv)`, text.assets);
    await copyIn(
      client,
      `copy demolitions (${DEMOLITION_COLUMNS}) from stdin with (format csv)`,
      text.demolitions,
    );
    await client.query('commit');
    return performance.now() - started;
  } finally {
    await client.end();
  }
}
