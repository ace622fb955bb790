import { spawnSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEADER, row } from '../../test/corpus/rows';
import { HELP, run } from './command';

async function runCaptured(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const exit = await run(args, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { exit, out: out.join(''), err: err.join('') };
}

async function csv(text: string, name = 'register.csv') {
  const path = join(await mkdtemp(join(tmpdir(), 'check-import-')), name);
  await writeFile(path, text);
  return path;
}

const MIXED = [
  `${HEADER},Notes`,
  `${row()},`,
  `${row({ 'ATO Code': '', 'Dep Rate': '' })},`,
  `${row({ 'Inv Date': '2020-03-05', 'Dep Commencement Date': '05/03/2020' })},`,
  `${row({ Category: 'Plant', 'Inv Date': '31/02/2020' })},`,
  '',
].join('\r\n');

describe('taxdep check-import (docs/product/import-export.md "taxdep check-import")', () => {
  it('prints each invalid row and warning with its line, then the counts and the spec notice', async () => {
    const result = await runCaptured([await csv(MIXED)]);
    expect(result.exit).toBe(1);
    expect(result.err).toBe('');
    expect(result.out).toBe(
      [
        "note: Column 19 'Notes' is not an import heading: its values are ignored.",
        'line 3: invalid: ATO Code is missing. Dep Rate is missing.',
        "line 4: warning: Inv Date '2020-03-05' is written year first; write day/month/year (05/03/2020): it is left empty.",
        'line 5: invalid: Inv Date or Dep Commencement Date is missing.',
        "line 5: warning: Inv Date '31/02/2020' is not a day of the calendar: it is left empty.",
        "line 5: warning: Category 'Plant' is not a category code (40, AD, 43, L, IA, R).",
        'register.csv: 4 rows, 2 invalid, 2 with warnings.',
        '2 items have missing values for calculation. You can still import the data and enter values later, or import an updated file.',
        '',
      ].join('\n'),
    );
  });

  it('answers --json with the same facts', async () => {
    const result = await runCaptured([await csv(MIXED), '--json']);
    expect(result.exit).toBe(1);
    const report = JSON.parse(result.out);
    expect(report).toMatchObject({
      file: 'register.csv',
      status: 'invalid',
      exitCode: 1,
      problem: null,
      rowCount: 4,
      invalidCount: 2,
      warningRowCount: 2,
      invalidRowsMessage: expect.stringMatching(/^2 items have missing values/),
    });
    expect(report.rows.map((r: { line: number }) => r.line)).toEqual([3, 4, 5]);
    expect(report.rows[0].problems).toEqual([
      { heading: 'ATO Code', message: 'ATO Code is missing.' },
      { heading: 'Dep Rate', message: 'Dep Rate is missing.' },
    ]);
  });

  it('exits 0 on a valid file and 2 on a refused one, the reason on stderr', async () => {
    const valid = await runCaptured([await csv(`${HEADER}\n${row()}\n`)]);
    expect(valid).toEqual({ exit: 0, err: '', out: 'register.csv: 1 row, 0 invalid, 0 with warnings.\n' });
    const refused = await runCaptured([await csv(`${HEADER}\n${row()}\n`, 'register.xlsx')]);
    expect(refused).toEqual({
      exit: 2,
      out: '',
      err: 'register.xlsx cannot be imported: The file you tried to upload could not be recognised. Only csv file can be imported.\n',
    });
  });

  it('explains itself with --help, including what it does not check', async () => {
    expect(await runCaptured(['--help'])).toEqual({ exit: 0, out: HELP, err: '' });
    expect(HELP).toContain('Not checked');
    expect(HELP).toContain("whether an ATO Code is in the firm's tax code table");
  });

  it('refuses wrong arguments with exit 2 and the usage', async () => {
    for (const args of [[], ['a.csv', 'b.csv'], ['a.csv', '--yaml']]) {
      const result = await runCaptured(args);
      expect(result.exit).toBe(2);
      expect(result.err).toContain('usage: taxdep check-import FILE.csv [--json]');
    }
  });
});

describe('taxdep --help (bin/taxdep.js)', () => {
  const BIN = resolve(__dirname, '../../bin/taxdep.js');
  const taxdep = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });

  it('lists every command and exits 0; each command has --help', () => {
    const help = taxdep('--help');
    expect(help.status).toBe(0);
    for (const name of ['calc', 'check-import', 'token']) expect(help.stdout).toContain(`  ${name} `);
    for (const name of ['calc', 'check-import', 'token']) {
      const own = taxdep(name, '--help');
      expect(own.status, name).toBe(0);
      expect(own.stdout).toContain(`usage: taxdep ${name}`);
    }
    const unknown = taxdep('nope');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Unknown command nope');
  }, 120_000);
});

describe('taxdep check-import: the law on each row (issue 23, docs/tax-rules.md "Incentives")', () => {
  const LAW = [
    HEADER,
    row({ Category: 'IA', 'Original Cost': '"$40,000.00"', 'Inv Date': '28/07/2016' }),
    row({ Category: 'IA', 'Original Cost': '"$6,800.00"', 'Inv Date': '18/05/2018' }),
    row({ Category: 'L', 'Original Cost': '"$1,200.00"', 'Inv Date': '01/09/2022' }),
    row({ Category: 'L', 'Original Cost': '$700.00', 'Inv Date': '01/09/2022' }),
    row({ Category: '40', 'Original Cost': '$800.00', 'Inv Date': '01/09/2023' }),
    '',
  ].join('\n');
  const business = ['--entity', 'company', '--use', 'business', '--turnover', 'under2m'];

  it("refuses Daryl's $40,000 ute over the $20,000 threshold, L over $1,000, and warns on s40-430(1)", async () => {
    const result = await runCaptured([await csv(LAW), ...business, '--low-value-pool']);
    expect(result.exit).toBe(1);
    const lines = result.out.split('\n');
    expect(lines.find((l) => l.startsWith('line 2:'))).toContain('$20,000 instant asset write-off');
    expect(lines.find((l) => l.startsWith('line 2:'))).toContain('s328-180');
    expect(lines.some((l) => l.startsWith('line 3:'))).toBe(false);
    expect(lines.find((l) => l.startsWith('line 4:'))).toContain('s40-425');
    expect(lines.some((l) => l.startsWith('line 5:'))).toBe(false);
    expect(lines.find((l) => l.startsWith('line 6:'))).toContain('warning: A low-cost asset');
    expect(lines.find((l) => l.startsWith('line 6:'))).toContain('s40-430(1)');
  });

  it('without a business use the write-off is refused as "not set"; without a pool nothing is warned', async () => {
    const result = await runCaptured([await csv(LAW), '--json']);
    const report = JSON.parse(result.out);
    expect(report.poolingWarnings).toEqual([]);
    const line3 = report.rows.find((r: { line: number }) => r.line === 3);
    expect(line3.problems[0].heading).toBe('Category');
    expect(line3.problems[0].message).toContain('not set');
  });

  it('names the allowed values of a wrong taxpayer option', async () => {
    const result = await runCaptured([await csv(LAW), '--use', 'farming']);
    expect(result.exit).toBe(2);
    expect(result.err).toContain('--use must be one of residentialRental');
  });
});
