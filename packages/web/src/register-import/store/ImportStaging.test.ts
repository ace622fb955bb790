import {
  inThreadImportFileChecker,
  NON_CSV_FILE_TITLE,
  NON_IMPORT_FILE_MESSAGE,
  type StagedRowLaw,
} from '@taxdep/domain/import';
import { DEFAULT_INCENTIVE_WINDOWS, UNSET_TAXPAYER } from '@taxdep/domain/tax';
import { describe, expect, it } from 'vitest';
import { Notifier } from '../../ui/Notifier';
import { csvFile, csvRow, FakeCsvReader, FakeImportPort, HEADER } from '../testing/fakes';
import type { TransferContext } from './context';
import { FILE_REFUSED_TITLE, ImportStaging, NOTHING_CHANGED } from './ImportStaging';

function setup(
  options: {
    readOnly?: boolean;
    reader?: FakeCsvReader;
    importLaw?: StagedRowLaw;
    newAssetDefaults?: { fundCode: string | null; propertyCode: string | null };
  } = {},
) {
  const notifier = new Notifier();
  let reloads = 0;
  const context: TransferContext = {
    reportId: 7,
    readOnly: options.readOnly ?? false,
    notifier,
    reload: async () => {
      reloads += 1;
    },
    ...(options.importLaw ? { importLaw: options.importLaw } : {}),
    ...(options.newAssetDefaults ? { newAssetDefaults: options.newAssetDefaults } : {}),
  };
  const port = new FakeImportPort();
  let ids = 0;
  const checker = inThreadImportFileChecker(options.reader ?? new FakeCsvReader());
  const staging = new ImportStaging(port, checker, context, () => {
    ids += 1;
    return `upload-${ids}`;
  });
  return { staging, port, notifier, reloads: () => reloads };
}

/** A file of `valid` valid rows then `invalid` rows without a description. */
function register(valid: number, invalid = 0, name = 'register.csv') {
  const rows = [
    ...Array.from({ length: valid }, (_, i) => csvRow(i + 1)),
    ...Array.from({ length: invalid }, (_, i) => csvRow(valid + i + 1, false)),
  ];
  return csvFile(name, [HEADER, ...rows]);
}

describe('ImportStaging: reading and staging (docs/product/import-export.md)', () => {
  it('stages every row with its problems, counts the invalid ones and pages by 50', async () => {
    const { staging, notifier } = setup();
    await staging.chooseFile(register(118, 3));
    expect(staging.reading).toBeNull();
    expect(staging.staged?.rowCount).toBe(121);
    expect(staging.staged?.invalidCount).toBe(3);
    expect(staging.staged?.uploadId).toBe('upload-1');
    expect(staging.invalidMessage).toBe(
      '3 items have missing values for calculation. You can still import the data and enter values later, or import an updated file.',
    );
    expect(staging.pageSize).toBe(50);
    expect(staging.pages).toBe(3);
    expect(staging.pageRows.map((row) => row.line)).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
    staging.setPage(3);
    expect(staging.pageRows).toHaveLength(21);
    expect(staging.pageRows.at(-1)?.problems).toEqual([
      { heading: 'Asset Description', message: 'Asset Description is missing.' },
    ]);
    staging.setOnlyInvalid(true);
    expect([staging.page, staging.pages]).toEqual([1, 1]);
    expect(staging.pageRows.map((row) => row.line)).toEqual([120, 121, 122]);
    staging.setOnlyInvalid(false);
    staging.setPageSize(25);
    expect([staging.page, staging.pages]).toEqual([1, 5]);
    staging.setPage(9);
    expect(staging.page).toBe(5);
    expect(notifier.dialog).toBeNull();
  });

  it('no invalid rows, no notice', async () => {
    const { staging } = setup();
    await staging.chooseFile(register(2));
    expect(staging.invalidMessage).toBeNull();
  });

  it('a file named neither .csv nor .xlsx: the spec’s Compliance Problem naming both, nothing read', async () => {
    const { staging, notifier } = setup();
    await staging.chooseFile(csvFile('register.xls', [HEADER, csvRow(1)]));
    expect(notifier.dialog).toEqual({ title: NON_CSV_FILE_TITLE, messages: [NON_IMPORT_FILE_MESSAGE] });
    expect(staging.staged).toBeNull();
  });

  it('an empty file, a header only, an unreadable one: the domain’s reason, nothing staged', async () => {
    const { staging, notifier } = setup();
    await staging.chooseFile(csvFile('empty.csv', []));
    expect(notifier.dialog).toEqual({
      title: FILE_REFUSED_TITLE,
      messages: ['The file is empty.', NOTHING_CHANGED],
    });
    await staging.chooseFile(csvFile('header.csv', [HEADER, '', '']));
    expect(notifier.dialog?.messages[0]).toBe(
      'The file has a header row but no asset rows: there is nothing to import.',
    );
    const broken = {
      name: 'gone.csv',
      size: 10,
      arrayBuffer: () => Promise.reject(new Error('the file was moved')),
    };
    await staging.chooseFile(broken);
    expect(notifier.dialog?.messages[0]).toMatch(/cannot be read.*the file was moved/);
    expect(staging.staged).toBeNull();
  });

  it('shows the reading’s progress and can cancel it: nothing staged', async () => {
    const reader = new FakeCsvReader({ chunkRecords: 10, holdAfterFirstChunk: true });
    const { staging } = setup({ reader });
    const done = staging.chooseFile(register(40));
    expect(staging.reading).toMatchObject({ fileName: 'register.csv', recordsRead: 0 });
    for (let i = 0; i < 20 && (staging.reading?.recordsRead ?? 0) === 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 0));
    expect(staging.reading?.recordsRead).toBe(10);
    expect(staging.reading?.bytesRead).toBeGreaterThan(0);
    staging.cancelReading();
    await done;
    expect(staging.reading).toBeNull();
    expect(staging.staged).toBeNull();
  });

  it('a read-only report takes no import', async () => {
    const { staging } = setup({ readOnly: true });
    expect(staging.available).toBe(false);
    await staging.chooseFile(register(1));
    expect(staging.staged).toBeNull();
  });
});

describe('ImportStaging: Confirm to Import (docs/api.md "Import upload")', () => {
  it('sends every row, empty cells left out, then reloads and says how many', async () => {
    const { staging, port, notifier, reloads } = setup();
    await staging.chooseFile(register(2, 1));
    await staging.confirm();
    expect(port.uploads).toHaveLength(1);
    const [upload] = port.uploads;
    expect(upload?.reportId).toBe(7);
    expect(upload?.body.uploadId).toBe('upload-1');
    expect(upload?.body.rows).toHaveLength(3);
    expect(upload?.body.rows[0]).toEqual({
      'ATO Code': '1234',
      Category: '40',
      'Project Code': 'P1',
      'Asset Description': 'Oven 1',
      Location: 'Kitchen',
      'Supplier Name': 'Acme',
      'Inv#': 'INV-1',
      'Inv Date': '05/03/2020',
      'Original Cost': '1000.5',
      'Dep Method': 'DV',
      'Dep Rate': '20',
    });
    expect(staging.staged).toBeNull();
    expect(notifier.alert).toEqual({
      type: 'success',
      title: 'Success',
      message: '3 Records have been successfully uploaded.',
    });
    expect(reloads()).toBe(1);
  });

  it('no record taken: the error alert of the spec', async () => {
    const { staging, port, notifier } = setup();
    port.uploadedCount = 0;
    await staging.chooseFile(register(1));
    await staging.confirm();
    expect(notifier.alert).toMatchObject({ type: 'error', message: 'No Records have been uploaded.' });
  });

  it('a failure keeps the staging with the reason; the retry sends the same uploadId', async () => {
    const { staging, port, notifier, reloads } = setup();
    await staging.chooseFile(register(2));
    port.failure = { status: null, message: 'The service did not answer properly; try again later.' };
    await staging.confirm();
    expect(staging.staged?.rowCount).toBe(2);
    expect(staging.uploadFailure).toBe(
      'The rows could not be imported: The service did not answer properly; try again later. Nothing was lost: Confirm to Import again to retry, or Cancel.',
    );
    expect(reloads()).toBe(0);
    expect(notifier.alert).toBeNull();
    port.failure = null;
    await staging.confirm();
    expect(port.uploads.map((upload) => upload.body.uploadId)).toEqual(['upload-1', 'upload-1']);
    expect(staging.staged).toBeNull();
    expect(staging.uploadFailure).toBeNull();
    // A new staging is a new upload.
    await staging.chooseFile(register(1));
    expect(staging.staged?.uploadId).toBe('upload-2');
  });

  it('Cancel drops the staging and sends nothing', async () => {
    const { staging, port } = setup();
    await staging.chooseFile(register(2));
    staging.cancel();
    expect(staging.staged).toBeNull();
    expect(port.uploads).toHaveLength(0);
  });
});

describe('ImportStaging: the report\'s law on staged rows (issue 23, docs/product/rules.md "Import")', () => {
  const rentalLaw: StagedRowLaw = {
    taxpayer: { ...UNSET_TAXPAYER, entityType: 'individual', propertyUse: 'residentialRental' },
    incentiveWindows: DEFAULT_INCENTIVE_WINDOWS,
    lowValuePoolFlag: false,
  };
  const ia = (n: number) => csvRow(n).replace(',40,', ',IA,').replace('"$1,000.50"', '$500.00');
  const dearL = (n: number) => csvRow(n).replace(',40,', ',L,');

  it('marks an IA row of a rental owner on Category and L over $1,000 on Original Cost, as the register would', async () => {
    const { staging } = setup({ importLaw: rentalLaw });
    await staging.chooseFile(csvFile('register.csv', [HEADER, csvRow(1), ia(2), dearL(3)]));
    expect(staging.staged?.invalidCount).toBe(2);
    const [plain, write, pooled] = staging.pageRows;
    expect(plain?.problems).toEqual([]);
    expect(write?.problems.map((p) => p.heading)).toEqual(['Category']);
    expect(write?.problems[0]?.message).toContain('only for a business');
    expect(pooled?.problems.map((p) => p.heading)).toEqual(['Original Cost']);
    expect(pooled?.problems[0]?.message).toContain('s40-425');
  });

  it("without the report's law only the import's own rules apply", async () => {
    const { staging } = setup();
    await staging.chooseFile(csvFile('register.csv', [HEADER, ia(2)]));
    expect(staging.staged?.invalidCount).toBe(0);
  });
});

describe('ImportStaging: the rate each row will get (issue 26 items 2, 6a, 6b)', () => {
  const rateless = (n: number, code = '1234') =>
    `${code},40,P1,Oven ${n},,Kitchen,Acme,INV-${n},5/3/2020,,"$1,000.50",,,,DV,,,`;

  it('judges rows again with the derived rates: a rateless row that gets one is fine, an unknown code is named', async () => {
    const { staging, port } = setup();
    port.rates.set('1234', {
      knownTaxCode: true,
      depreciationRate: 20,
      exactRate: { numerator: 1, denominator: 5 },
      effectiveLife: 10,
      reason: null,
    });
    port.unknownCodes.add('ZZ9');
    await staging.chooseFile(csvFile('r.csv', [HEADER, rateless(1), rateless(2), rateless(3, 'ZZ9')]));
    // One question a distinct row: two rows share theirs.
    expect(port.rateQuestions).toHaveLength(1);
    expect(port.rateQuestions[0]).toHaveLength(2);
    expect(staging.ratesPending).toBe(false);
    expect(staging.staged?.invalidCount).toBe(1);
    const [first, , unknown] = staging.staged?.rows ?? [];
    expect(first?.problems).toEqual([]);
    expect(unknown?.problems.map((p) => p.message)).toEqual([
      "ATO Code 'ZZ9' is not in the tax code table: the row would be saved without a tax code.",
      'Dep Rate is missing.',
    ]);
  });

  it('judges without the rates when they cannot be asked, and says so', async () => {
    const { staging, port } = setup();
    port.ratesFail = true;
    await staging.chooseFile(csvFile('r.csv', [HEADER, rateless(1)]));
    expect(staging.staged?.invalidCount).toBe(1);
    expect(staging.ratesFailure).toContain('could not be worked out');
  });

  it("gives empty Fund Code and Property Code cells Add Asset's defaults, the report's codes", async () => {
    const { staging } = setup({ newAssetDefaults: { fundCode: 'HPOF', propertyCode: 'HT01' } });
    await staging.chooseFile(register(1));
    expect(staging.staged?.rows[0]?.values).toMatchObject({ 'Fund Code': 'HPOF', 'Property Code': 'HT01' });
  });
});

describe('ImportStaging: an Excel workbook (issue 26 item 6d)', () => {
  it('has the service read the workbook, then stages its csv as any csv file, under the workbook’s name', async () => {
    const { staging, port } = setup();
    port.workbookCsv = [HEADER, csvRow(1), csvRow(2)].join('\r\n');
    await staging.chooseFile(new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'Register.XLSX'));
    expect(port.workbooks).toEqual([{ fileName: 'Register.XLSX', workbook: 'UEsDBA==' }]);
    expect(staging.staged).toMatchObject({ fileName: 'Register.XLSX', rowCount: 2, invalidCount: 0 });
  });

  it('a workbook the service cannot read: its reason, nothing staged', async () => {
    const { staging, port, notifier } = setup();
    port.failure = { status: 400, message: 'The file is not an Excel workbook (.xlsx).' };
    await staging.chooseFile(new File(['ATO Code'], 'register.xlsx'));
    expect(staging.staged).toBeNull();
    expect(notifier.dialog?.messages[0]).toBe('The file is not an Excel workbook (.xlsx).');
  });
});
