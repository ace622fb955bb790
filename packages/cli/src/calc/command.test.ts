import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from './command';

const EXAMPLE = resolve(__dirname, '../../../../examples/scenario.json');

describe('taxdep calc', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs the documented example and writes the schedule and the tax flow', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'calc-'));
    const out = join(dir, 'out.json');
    expect(await run([EXAMPLE, '--out', out])).toBe(0);
    const result = JSON.parse(await readFile(out, 'utf8'));
    const building = result.assets.find((a: { id: string }) => a.id === '2');
    // DIV43-01 (Meg): $200,000 × 2.5% × 122/365 in FY2023, then $5,000 a year.
    expect(building.years[0]).toMatchObject({
      financialYear: 2023,
      additions: 200000,
      decline: 1671.23,
      daysHeld: 122,
    });
    expect(result.summaryTaxFlow.years).toHaveLength(40);
    expect(result.summaryTaxFlow.years[0]).toMatchObject({
      finYearEndDate: '2025-06-30',
      div43Depreciation: 5000,
      expensedItem: 95.2,
    });
    const total = result.summaryTaxFlow.years.reduce(
      (s: number, y: { total: number }) => s + Math.round(y.total * 100),
      0,
    );
    expect(Math.round(result.summaryTaxFlow.total.total * 100)).toBe(
      total + Math.round(result.summaryTaxFlow.additionalAllowances.total * 100),
    );
  });

  it('names the malformed field and exits with 2', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'calc-'));
    const file = join(dir, 'bad.json');
    const scenario = JSON.parse(await readFile(EXAMPLE, 'utf8'));
    scenario.assets[0].originalCost = 'a lot';
    await writeFile(file, JSON.stringify(scenario));
    const errors: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      errors.push(String(chunk));
      return true;
    });
    expect(await run([file])).toBe(2);
    expect(errors.join('')).toContain('assets[0].originalCost');
  });

  it('rejects a settings error and a missing file with exit code 2', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'calc-'));
    const file = join(dir, 'bad.json');
    await writeFile(
      file,
      JSON.stringify({ settings: { eofyReportDate: '2025-03-31' }, taxCodes: [], assets: [] }),
    );
    const errors: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      errors.push(String(chunk));
      return true;
    });
    expect(await run([file])).toBe(2);
    expect(errors.join('')).toContain('settings.eofyReportDate');
    expect(await run([join(dir, 'missing.json')])).toBe(2);
    expect(await run([])).toBe(2);
  });
});
