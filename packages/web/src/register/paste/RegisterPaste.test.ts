import type { PasteAnswer, PasteBody, StagedRate, StagedRateQuestion } from '@taxdep/domain';
import type { ApiFailure, RegisterPastePort } from '@taxdep/domain/ports';
import { describe, expect, it } from 'vitest';
import { Notifier } from '../../ui/Notifier';
import { ASSET_VIEW, DEMOLITION_VIEW, type RegisterView } from '../columns';
import { makeAsset, makeRegisterReport } from '../testing/fake-port';
import {
  PASTE_FAILED,
  PASTE_READ_ONLY_MESSAGE,
  PASTE_REFUSED_TITLE,
  type PasteContext,
  RegisterPaste,
} from './RegisterPaste';

class FakePastePort implements RegisterPastePort {
  readonly calls: { reportId: number; body: PasteBody }[] = [];
  failure: ApiFailure | null = null;

  async pasteRows(reportId: number, body: PasteBody): Promise<PasteAnswer | null> {
    this.calls.push({ reportId, body });
    if (this.failure) return null;
    return {
      pasteId: body.pasteId,
      changedCount: body.changes.length,
      addedCount: body.additions.length,
      flaggedCount: 0,
      unknownCodes: { taxCodes: [], categories: [], methods: [] },
      alreadyPasted: false,
      message: `${body.changes.length} assets changed and ${body.additions.length} assets added.`,
    };
  }

  /** Issue 26: every tax code is known with a 20% rate (life 10, DV). */
  async stagedRates(questions: readonly StagedRateQuestion[]): Promise<StagedRate[] | null> {
    return questions.map(() => ({
      knownTaxCode: true,
      depreciationRate: 20,
      exactRate: { numerator: 1, denominator: 5 },
      effectiveLife: 10,
      reason: null,
    }));
  }

  lastFailure(): ApiFailure | null {
    return this.failure;
  }
}

function setup(options: { readOnly?: boolean; view?: RegisterView; hidden?: string[] } = {}) {
  const notifier = new Notifier();
  let reloads = 0;
  const report = makeRegisterReport({ readOnly: options.readOnly ?? false });
  report.instructions = { ...report.instructions, fundCode: 'HPOF', propertyCode: 'HT01' };
  const context: PasteContext = {
    report,
    reportId: 7,
    readOnly: options.readOnly ?? false,
    view: options.view ?? ASSET_VIEW,
    // A draft of Add Asset (id 0) sits above the stored rows; a paste lies over the stored ones.
    rows: [makeAsset(0), makeAsset(1, { description: 'Fan' }), makeAsset(2, { description: 'Pump' })].map(
      (asset) => ({ asset }),
    ),
    lookups: { categories: [], methods: [{ code: 'PC', description: 'Prime Cost' }] },
    output: { isShown: (flag) => !(options.hidden ?? []).includes(flag) },
    notifier,
    reload: async () => {
      reloads += 1;
    },
  };
  const port = new FakePastePort();
  const paste = new RegisterPaste(port, context, () => 'paste-1');
  return { paste, port, notifier, reloads: () => reloads };
}

/** Two valid updates (invoice number and date) over assets 1 and 2, and one addition without what the import needs. */
const BLOCK = 'INV-9\t1/7/2024\r\nINV-10\r\nINV-11\t30/06/2024\r\n';
const AT = { assetId: '1', columnKey: 'invoiceNumber' };

describe('RegisterPaste (docs/product/asset-register.md "Paste from Excel")', () => {
  it('stages a block at a cell: the changes over the rows below it, the rest added with the report’s codes', () => {
    const { paste } = setup();
    expect(paste.paste(BLOCK, AT)).toBe(true);
    const staged = paste.staged!;
    expect(staged.changes.map((c) => [c.assetId, c.values])).toEqual([
      [1, { invoiceNumber: 'INV-9', invoiceDate: '01/07/2024' }],
      [2, { invoiceNumber: 'INV-10' }],
    ]);
    expect(staged.additions).toEqual([
      {
        line: 3,
        values: {
          fundCode: 'HPOF',
          propertyCode: 'HT01',
          invoiceNumber: 'INV-11',
          invoiceDate: '30/06/2024',
        },
        // Staged at once; the rates the service derives follow (issue 26 item 2).
        rate: null,
      },
    ]);
    expect(staged.invalid.map((line) => line.line)).toEqual([3]);
    expect(paste.writeCount).toBe(3);
  });

  it('lays the block over the columns shown: a hidden column takes no cell', () => {
    const { paste } = setup({ hidden: ['subCategoryFlag', 'locationFlag'] });
    paste.paste('Desk\tAcme\r\n', { assetId: '1', columnKey: 'description' });
    expect(paste.staged?.changes[0]?.values).toEqual({ description: 'Desk', supplier: 'Acme' });
  });

  it('reads a method as the grid shows it (a block copied from the grid) as its code', () => {
    const { paste } = setup();
    paste.paste('Prime Cost\r\nPrime Cost\r\n', { assetId: '1', columnKey: 'depreciationMethod' });
    expect(paste.staged?.changes.map((change) => change.values)).toEqual([
      { depreciationMethod: 'PC' },
      { depreciationMethod: 'PC' },
    ]);
  });

  it('adds every line pasted on the new-row line', () => {
    const { paste } = setup();
    paste.paste('A1\t40\r\nA2\t40\r\n', { assetId: 'new', columnKey: 'assetCode' });
    expect(paste.staged?.additions.map((a) => a.values.assetCode)).toEqual(['A1', 'A2']);
    expect(paste.staged?.changes).toEqual([]);
  });

  it('confirms in one write, then says what was saved and reloads', async () => {
    const { paste, port, notifier, reloads } = setup();
    paste.paste(BLOCK, AT);
    await paste.confirm();
    expect(port.calls).toHaveLength(1);
    expect(port.calls[0]?.reportId).toBe(7);
    expect(port.calls[0]?.body.pasteId).toBe('paste-1');
    expect(port.calls[0]?.body.changes[0]).toMatchObject({ assetId: 1, base: { description: 'Fan' } });
    expect(port.calls[0]?.body.additions).toHaveLength(1);
    expect(paste.staged).toBeNull();
    expect(notifier.alert).toEqual({
      type: 'success',
      title: 'Paste Success',
      message: '2 assets changed and 1 assets added.',
    });
    expect(reloads()).toBe(1);
  });

  it('cancel writes nothing and keeps the register as it was', () => {
    const { paste, port, reloads } = setup();
    paste.paste(BLOCK, AT);
    paste.cancel();
    expect(paste.staged).toBeNull();
    expect(port.calls).toEqual([]);
    expect(reloads()).toBe(0);
  });

  it('a refused write says why (the service’s reason) and reloads the register', async () => {
    const { paste, port, notifier, reloads } = setup();
    port.failure = {
      status: 409,
      message: 'Asset 1 (Fan) was changed by someone else after the paste was read.',
    };
    paste.paste(BLOCK, AT);
    await paste.confirm();
    expect(notifier.alert?.message).toBe(
      `${PASTE_FAILED.failed}: Asset 1 (Fan) was changed by someone else after the paste was read. ${PASTE_FAILED.advice}`,
    );
    expect(reloads()).toBe(1);
  });

  it('a read-only register refuses the paste with a message; nothing is staged', () => {
    const { paste, notifier } = setup({ readOnly: true });
    expect(paste.paste(BLOCK, AT)).toBe(true);
    expect(paste.staged).toBeNull();
    expect(notifier.dialog).toEqual({ title: PASTE_REFUSED_TITLE, messages: [PASTE_READ_ONLY_MESSAGE] });
  });

  it('leaves one value, and every view but the asset view, to the browser', () => {
    expect(setup().paste.paste('Fan\r\n', { assetId: '1', columnKey: 'description' })).toBe(false);
    const demolition = setup({ view: DEMOLITION_VIEW });
    expect(demolition.paste.paste(BLOCK, AT)).toBe(false);
  });

  it('a block the domain refuses is named in a dialog', () => {
    const { paste, notifier } = setup();
    paste.paste(`${'x'.repeat(1001)}\tb\r\n`, { assetId: '1', columnKey: 'description' });
    expect(notifier.dialog?.title).toBe(PASTE_REFUSED_TITLE);
    expect(notifier.dialog?.messages[0]).toMatch(
      /^Line 1, column 'Asset Description': a value of 1,001 characters/,
    );
  });
});

describe('RegisterPaste with the rates the service derives (issue 26 item 2)', () => {
  // Tax Code, Category, Fund, Property, Project, Description, Subcategory, Location, Supplier, Inv#, Invoice Date,
  // Commencement, FY End, Original Cost, WDV, WDV Date, Method: no rate on any line.
  const line = (code: string, description: string, cost: string) =>
    [code, '40', '', '', '', description, '', '', '', '', '05/03/2021', '', '', cost, '', '', 'DV'].join(
      '\t',
    );
  const FIVE = [
    line('A0045', 'Carpet, bedroom 1', '4200'),
    line('A0045', 'Carpet, bedroom 2', '3900'),
    line('A0045', 'Carpet, hall', '1800'),
    line('A0045', '', '900'),
    line('A0045', 'Carpet, study', ''),
  ].join('\r\n');

  it('lists only the lines really wrong once the rates are known, each line with its rate', async () => {
    const { paste } = setup();
    paste.paste(FIVE, { assetId: 'new', columnKey: 'assetCode' });
    expect(paste.ratesPending).toBe(true);
    await paste.whenRated();
    expect(paste.ratesPending).toBe(false);
    const staged = paste.staged!;
    expect(staged.invalid.map((note) => [note.line, note.messages])).toEqual([
      [4, ['Asset Description is missing.']],
      [5, ['Original Cost is missing.']],
    ]);
    expect(staged.additions.map((addition) => addition.rate)).toEqual(Array(5).fill('20% (ATO)'));
  });
});
