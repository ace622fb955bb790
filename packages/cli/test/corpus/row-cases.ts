/**
 * Corpus cases about rows (docs/product/rules.md "Import", docs/product/import-export.md "Row warnings"): line ends,
 * formulas, headings accepted, rows invalid by the spec's rule, values normalising would lose, unknown codes.
 */
import { SPEC_IMPORT_HEADINGS } from '@taxdep/domain/import';
import { type AddCase, file, header, VALID } from './case-kit';
import { HEADER, row } from './rows';

export function addRowCases(add: AddCase): void {
  // Line ends.
  add('line-ends-crlf.csv', 0, '2 rows, 0 invalid', VALID.replaceAll('\n', '\r\n'));
  add('line-ends-cr.csv', 0, '2 rows, 0 invalid', VALID.replaceAll('\n', '\r'));
  add('line-ends-mixed.csv', 0, '3 rows, 0 invalid', `${HEADER}\r\n${row()}\n${row()}\r\n${row()}`);
  add('line-ends-none-at-end.csv', 0, '1 row, 0 invalid', `${HEADER}\n${row()}`);
  add('blank-rows-between.csv', 0, '2 rows, 0 invalid', file(HEADER, '', row(), ',,,', '', row(), ''));
  add('blank-lines-before-header.csv', 0, '1 row, 0 invalid', file('', HEADER, row()));
  add(
    'multiline-description.csv',
    1,
    'line 5: invalid: ATO Code is missing.',
    file(HEADER, row({ 'Asset Description': '"Fan\nceiling\nwhite"' }), row({ 'ATO Code': '' })),
  );

  // Formulas are text: accepted, never evaluated.
  for (const [name, text] of [
    ['equals', '=HYPERLINK(""http://x"",""click"")'],
    ['plus', '+61 2 9999 0000'],
    ['minus', '-2+3'],
    ['at', '@SUM(A1:A9)'],
    ['cmd', "=cmd|' /C calc'!A0"],
  ] as const)
    add(`formula-${name}.csv`, 0, '0 invalid', file(HEADER, row({ 'Asset Description': `"${text}"` })));

  // Headings accepted: any order, case, spaces, an extra column, an optional one absent.
  add(
    'headings-reordered.csv',
    0,
    '0 invalid',
    file(
      [...SPEC_IMPORT_HEADINGS].reverse().join(','),
      row()
        .split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)
        .reverse()
        .join(','),
    ),
  );
  add(
    'headings-case-spaces.csv',
    0,
    '0 invalid',
    file(SPEC_IMPORT_HEADINGS.map((h) => ` ${h.toUpperCase()} `).join(','), row()),
  );
  add(
    'headings-extra-column.csv',
    0,
    "note: Column 19 'Notes' is not an import heading",
    file(`${HEADER},Notes`, `${row()},keep`),
  );
  add(
    'headings-optional-absent.csv',
    0,
    "note: The file has no 'Location' column",
    file(
      header((h) => (h === 'Location' ? null : h)),
      row().replace(',Level 1,', ','),
    ),
  );

  // Rows invalid by the rule of docs/product/rules.md "Import".
  for (const [heading, message] of [
    ['ATO Code', 'ATO Code is missing.'],
    ['Category', 'Category is missing.'],
    ['Asset Description', 'Asset Description is missing.'],
    ['Original Cost', 'Original Cost is missing.'],
    ['Dep Rate', 'Dep Rate is missing.'],
    ['Dep Method', 'Dep Method is missing.'],
  ] as const)
    add(
      `row-missing-${heading.replace(/\W+/g, '-').toLowerCase()}.csv`,
      1,
      `line 3: invalid: ${message}`,
      file(HEADER, row(), row({ [heading]: '' })),
    );
  add(
    'row-missing-both-dates.csv',
    1,
    'Inv Date or Dep Commencement Date is missing.',
    file(HEADER, row({ 'Inv Date': '' })),
  );
  add(
    'row-commencement-date-only.csv',
    0,
    '0 invalid',
    file(HEADER, row({ 'Inv Date': '', 'Dep Commencement Date': '01/10/2024' })),
  );
  add(
    'row-wdv-without-date.csv',
    1,
    'WDV Date is missing for the Written Down Value.',
    file(HEADER, row({ 'Written Down Value': '500' })),
  );
  add(
    'row-wdv-with-date.csv',
    0,
    '0 invalid',
    file(HEADER, row({ 'Written Down Value': '500', 'WDV Date': '30/06/2024' })),
  );
  add(
    'row-demolition-date-only.csv',
    1,
    'Demolition % is missing for the Demolition date.',
    file(HEADER, row({ 'Demolition date': '30/06/2025' })),
  );
  add(
    'row-demolition-rate-only.csv',
    1,
    'Demolition date is missing for the Demolition %.',
    file(HEADER, row({ 'Demolition %': '20%' })),
  );
  add(
    'row-every-value-missing-but-one.csv',
    1,
    '1 items have missing values for calculation.',
    file(HEADER, 'x'),
  );

  // Values that normalising would leave empty: warned, with the reason.
  for (const [text, reason] of [
    ['31/02/2020', 'is not a day of the calendar'],
    ['2020-03-05', 'is written year first'],
    ['05-03-2020', 'must be separated by slashes'],
    ['05/03/20', 'needs a four-digit year'],
    ['05/03/1899', 'has a year outside 1900 to 2099'],
    ['05/03/2100', 'has a year outside 1900 to 2099'],
    ['29/02/2023', 'is not a day of the calendar'],
    ['March 5 2020', 'is not a date in day/month/year'],
    ['00/01/2020', 'is not a day of the calendar'],
    ['32/01/2020', 'is not a day of the calendar'],
  ] as const)
    add(
      `date-${text.replace(/\W+/g, '-')}.csv`,
      1,
      `Inv Date '${text}' ${reason}`,
      file(HEADER, row({ 'Inv Date': text })),
    );
  add(
    'date-padded-and-not.csv',
    0,
    '0 invalid',
    file(HEADER, row({ 'Inv Date': '5/3/2020' }), row({ 'Inv Date': '05/03/2020' })),
  );
  for (const [text, fragment] of [
    ['"1.234,56"', "'1.234,56' is not an amount (commas separate thousands"],
    ['"1,00"', "'1,00' is not an amount (commas separate"],
    ['abc', "'abc' is not an amount"],
    ['$', "'$' is not an amount"],
    ['(-5)', "'(-5)' is not an amount"],
    ['1e5', "'1e5' is not an amount"],
    ['12 000', "'12 000' is not an amount"],
  ] as const)
    add(
      `amount-${text.replace(/\W+/g, '-')}.csv`,
      1,
      `Original Cost ${fragment}`,
      file(HEADER, row({ 'Original Cost': text })),
    );
  for (const [name, text] of [
    ['bracketed', '"(1,000)"'],
    ['dollar-minus', '$-5'],
    ['minus-dollar', '-$5'],
    ['dollar-grouped', '"$1,234.56"'],
    ['bracketed-dollar', '"($1,234.56)"'],
    ['three-decimals', '1234.567'],
  ] as const)
    add(`amount-accepted-${name}.csv`, 0, '0 invalid', file(HEADER, row({ 'Original Cost': text })));
  for (const text of ['ten%', '-5%', '"12,5%"'])
    add(
      `rate-${text.replace(/\W+/g, '-')}.csv`,
      1,
      'is not a percentage',
      file(HEADER, row({ 'Dep Rate': text })),
    );
  for (const [heading, text] of [
    ['Category', 'Plant'],
    ['Category', '40A'],
    ['Dep Method', 'dv'],
    ['Dep Method', 'Prime Cost'],
  ] as const)
    add(
      `code-unknown-${text.replace(/\W+/g, '-').toLowerCase()}.csv`,
      1,
      `${heading} '${text}' is not a`,
      file(HEADER, row({ [heading]: text })),
    );
}
