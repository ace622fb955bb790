/**
 * Corpus cases about the file as a whole (docs/product/import-export.md "Files refused"): names, empty and header-only
 * files, headings, separators, quotes, shifted columns, long values, bytes that are not UTF-8 text.
 */
import { SPEC_IMPORT_HEADINGS } from '@taxdep/domain/import';
import { type AddCase, BOM, file, header, join, latin1, plain, utf8, VALID } from './case-kit';
import { HEADER, row } from './rows';

export function addFileCases(add: AddCase): void {
  // Names (docs/product/rules.md "Import": csv only, any case).
  for (const name of [
    'register.txt',
    'register.xlsx',
    'register.csv.bak',
    'register',
    'register.tsv',
    'register.csvx',
  ])
    add(`name-${name.replace(/\./g, '_')}.dat`, 2, 'Only csv file can be imported.', VALID, 'not-csv');
  add('name-upper-case.CSV', 0, '0 invalid', VALID);

  // Empty and header-only files.
  add('empty-zero-bytes.csv', 2, 'The file is empty.', '', 'empty');
  add('empty-bom-only.csv', 2, 'The file is empty.', join(BOM), 'empty');
  add('empty-line-breaks.csv', 2, 'The file is empty.', '\r\n\n\r\n', 'empty');
  add('empty-spaces.csv', 2, 'The file is empty.', '   \t  ', 'empty');
  add('empty-blank-records.csv', 2, 'The file is empty.', ' , ,\n,,\n', 'empty');
  for (const [name, text] of [
    ['lf', `${HEADER}\n`],
    ['crlf', `${HEADER}\r\n`],
    ['no-newline', HEADER],
    ['blank-rows', `${HEADER}\n\n\n`],
    ['comma-rows', `${HEADER}\n,,,,,,,,,,,,,,,,,\n , ,\n`],
  ] as const)
    add(`header-only-${name}.csv`, 2, 'no asset rows', text, 'no-rows');
  add('header-only-bom.csv', 2, 'no asset rows', join(BOM, utf8(`${HEADER}\r\n`)), 'no-rows');

  // Headings: a required one missing, misspelt, repeated; separators other than commas.
  for (const missing of [
    'ATO Code',
    'Category',
    'Asset Description',
    'Original Cost',
    'Dep Method',
    'Dep Rate',
  ] as const)
    add(
      `heading-missing-${missing.replace(/\W+/g, '-').toLowerCase()}.csv`,
      2,
      `lacks the heading '${missing}'`,
      file(
        header((h) => (h === missing ? null : h)),
        'x',
      ),
      'headings',
    );
  add(
    'heading-missing-both-dates.csv',
    2,
    "'Inv Date', 'Dep Commencement Date'",
    file(
      header((h) => (h === 'Inv Date' || h === 'Dep Commencement Date' ? null : h)),
      'x',
    ),
    'headings',
  );
  for (const [heading, typo] of [
    ['ATO Code', 'ATO Codes'],
    ['Category', 'Categroy'],
    ['Asset Description', 'Asset Descripton'],
    ['Original Cost', 'Orginal Cost'],
    ['Dep Method', 'Dep Methd'],
    ['Dep Rate', 'Dep Rat'],
    ['Inv Date', 'Invoice Date'],
    ['Supplier Name', 'Supplier Nme'],
    ['WDV Date', 'WDV_Date'],
    ['Demolition %', 'Demolition%%'],
    ['Inv#', 'Inv #'],
  ] as const)
    add(
      `heading-misspelt-${typo.replace(/\W+/g, '-').toLowerCase()}.csv`,
      2,
      `did you mean '${heading}'?`,
      file(
        header((h) => (h === heading ? typo : h)),
        row(),
      ),
      'headings',
    );
  add(
    'heading-repeated.csv',
    2,
    "The heading 'Category' appears twice",
    file(`${HEADER},Category`, `${row()},40`),
    'headings',
  );
  add(
    'heading-unrelated.csv',
    2,
    "lacks the headings 'ATO Code', 'Category'",
    file('Name,Cost,Date', 'Fan,100,01/01/2020'),
    'headings',
  );
  add(
    'heading-handitax-layout.csv',
    2,
    'lacks the headings',
    file('Description,Total Cost,Private use percentage,Effective life', 'Fan,100,0,5'),
    'headings',
  );
  for (const [name, separator] of [
    ['semicolon', ';'],
    ['tab', '\t'],
    ['pipe', '|'],
  ] as const)
    add(
      `separator-${name}.csv`,
      2,
      'not commas',
      file(SPEC_IMPORT_HEADINGS.join(separator), row().replaceAll(',', separator)),
      'separator',
    );
  add(
    'separator-semicolon-bom-crlf.csv',
    2,
    'semicolons (;)',
    join(BOM, utf8(`${SPEC_IMPORT_HEADINGS.join(';')}\r\n${row().replaceAll(',', ';')}\r\n`)),
    'separator',
  );
  add(
    'separator-semicolon-quoted.csv',
    2,
    'semicolons (;)',
    file(SPEC_IMPORT_HEADINGS.map((h) => `"${h}"`).join(';'), row().replaceAll(',', ';')),
    'separator',
  );

  // Quotes and shifted columns.
  add(
    'quote-unclosed-row-2.csv',
    2,
    'Line 2 opens a quoted value',
    file(HEADER, plain({ 'Asset Description': '"Fan' }), plain()),
    'unclosed-quote',
  );
  add(
    'quote-unclosed-last-row.csv',
    2,
    'Line 4 opens a quoted value',
    file(HEADER, plain(), plain(), plain({ Location: '"Roof' })),
    'unclosed-quote',
  );
  add(
    'quote-unclosed-header.csv',
    2,
    'Line 1 opens a quoted value',
    file(`"ATO Code,${HEADER.slice(9)}`, plain()),
    'unclosed-quote',
  );
  add(
    'quote-stray-after-quoted.csv',
    2,
    'Line 3 has a quoted value followed by more text',
    file(HEADER, plain(), plain({ 'Asset Description': '"Fan"s' })),
    'stray-quote',
  );
  add(
    'quote-stray-after-multiline.csv',
    2,
    'Line 4 has a quoted value',
    file(HEADER, plain({ 'Asset Description': '"two\nlines"' }), plain({ Location: '"a"b' })),
    'stray-quote',
  );
  add('quote-inside-unquoted.csv', 0, '0 invalid', file(HEADER, plain({ 'Asset Description': '12" fan' })));
  add(
    'shift-unquoted-amount.csv',
    2,
    'Line 3 has 19 values',
    file(HEADER, row(), row({ 'Original Cost': '12,000.00' })),
    'too-many-values',
  );
  add(
    'shift-unquoted-description.csv',
    2,
    'must be in double quotes',
    file(HEADER, row({ 'Asset Description': 'Fan, ceiling' })),
    'too-many-values',
  );
  add(
    'shift-unquoted-european-amount.csv',
    2,
    'Line 2 has 19 values',
    file(HEADER, row({ 'Original Cost': '1.234,56' })),
    'too-many-values',
  );
  add('shift-trailing-comma.csv', 2, 'Line 2 has 19 values', file(HEADER, `${row()},`), 'too-many-values');
  add(
    'short-row-missing-values.csv',
    1,
    'line 2: invalid: Dep Rate is missing. Dep Method is missing.',
    file(HEADER, 'ATO-1,40,,Fan,,,,,01/01/2020,,100'),
  );
  add(
    'cell-1001-characters.csv',
    2,
    "column 'Asset Description': a value of 1,001 characters",
    file(HEADER, row({ 'Asset Description': 'x'.repeat(1001) })),
    'cell-too-long',
  );
  add(
    'cell-1000-characters.csv',
    0,
    '0 invalid',
    file(HEADER, row({ 'Asset Description': 'x'.repeat(1000) })),
  );
}

export function addByteCases(add: AddCase): void {
  // Bytes that are not UTF-8 text.
  add('binary-nul-bytes.csv', 2, 'NUL bytes', join(utf8(HEADER), [0, 1, 2, 3, 0xff, 0]), 'binary');
  add(
    'binary-png.csv',
    2,
    'NUL bytes',
    join([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
    'binary',
  );
  add(
    'binary-xlsx-renamed.csv',
    2,
    'Excel workbook (.xlsx)',
    join([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0]),
    'binary',
  );
  add(
    'binary-xls-renamed.csv',
    2,
    'older Excel workbook (.xls)',
    join([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    'binary',
  );
  add(
    'binary-pdf-renamed.csv',
    2,
    'NUL bytes',
    join(utf8('%PDF-1.4\n'), [0xe2, 0xe3, 0xcf, 0xd3, 0x0a, 0, 0x0a]),
    'binary',
  );
  add(
    'utf16-le-bom.csv',
    2,
    'UTF-16 text (it starts with the bytes FF FE)',
    join([0xff, 0xfe], new Uint8Array(Buffer.from(VALID, 'utf16le'))),
    'utf16',
  );
  add(
    'utf16-be-bom.csv',
    2,
    'starts with the bytes FE FF',
    join([0xfe, 0xff], new Uint8Array(Buffer.from(VALID, 'utf16le').swap16())),
    'utf16',
  );
  add(
    'utf16-le-no-bom.csv',
    2,
    'UTF-16 text without a byte order mark',
    new Uint8Array(Buffer.from(VALID, 'utf16le')),
    'binary',
  );
  add(
    'latin1-description.csv',
    2,
    'Line 2 is not UTF-8 text (byte 0xE9',
    latin1(file(HEADER, row({ 'Asset Description': 'Café fit-out' }))),
    'not-utf8',
  );
  add(
    'latin1-location-row-3.csv',
    2,
    'Line 3 is not UTF-8 text (byte 0xFC',
    latin1(file(HEADER, row(), row({ Location: 'Zürich' }))),
    'not-utf8',
  );
  add(
    'latin1-header.csv',
    2,
    'Line 1 is not UTF-8',
    latin1(file(`${HEADER},Désignation`, row())),
    'not-utf8',
  );
  add(
    'windows1252-smart-quotes.csv',
    2,
    'byte 0x93',
    join(utf8(`${HEADER}\nATO-1,40,,`), [0x93, 0x61, 0x94], utf8(',,,,,01/01/2020,,100,,,,DV,5,,\n')),
    'not-utf8',
  );
  add(
    'windows1252-euro.csv',
    2,
    'byte 0x80',
    join(utf8(`${HEADER}\nATO-1,40,,`), [0x80], utf8('5 fan,,,,,01/01/2020,,100,,,,DV,5,,\n')),
    'not-utf8',
  );
  add(
    'utf8-accents.csv',
    0,
    '0 invalid',
    file(HEADER, row({ 'Asset Description': '"Café fit-out, Zürich – “deluxe”"' })),
  );
  add('utf8-bom.csv', 0, '0 invalid', join(BOM, utf8(VALID)));
}
