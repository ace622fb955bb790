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

  it('exits 2 on an incentive outside its window, naming the window and its section (issue 23)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'calc-'));
    const file = join(dir, 'ad.json');
    const scenario = JSON.parse(await readFile(EXAMPLE, 'utf8'));
    scenario.settings.taxpayer = { entityType: 'company', propertyUse: 'business', turnoverBand: 'under2m' };
    scenario.assets[0].depreciationCategory = { id: 2, code: 'AD' };
    const errors: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      errors.push(String(chunk));
      return true;
    });
    expect(await run([file, '--out', join(dir, 'out.json')]).catch(() => -1)).toBe(2);
    await writeFile(file, JSON.stringify(scenario));
    expect(await run([file, '--out', join(dir, 'out.json')])).toBe(2);
    expect(errors.join('')).toContain('assets[0]');
    expect(errors.join('')).toContain('Accelerated depreciation (AD)');
    expect(errors.join('')).toContain('IT(TP)A Subdivision 40-BA');
    // Inside the window (first used 15 September 2020) the same asset is computed, with its extra 50%.
    scenario.assets[0].invoiceDate = '2020-09-01';
    scenario.assets[0].depreciationCommencementDate = '2020-09-15';
    scenario.assets[0].financialYearEndDate = '2021-06-30';
    await writeFile(file, JSON.stringify(scenario));
    expect(await run([file, '--out', join(dir, 'out.json')])).toBe(0);
  });

  it('reads the taxpayer of the scenario and refuses an unknown value', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'calc-'));
    const file = join(dir, 'who.json');
    const scenario = JSON.parse(await readFile(EXAMPLE, 'utf8'));
    scenario.settings.taxpayer = { entityType: 'pirate' };
    await writeFile(file, JSON.stringify(scenario));
    const errors: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      errors.push(String(chunk));
      return true;
    });
    expect(await run([file])).toBe(2);
    expect(errors.join('')).toContain('settings.taxpayer.entityType');
  });
});
