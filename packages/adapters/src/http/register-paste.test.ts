import type { PasteAnswer, PasteBody } from '@taxdep/domain';
import { describe, expect, it } from 'vitest';
import { HttpRegisterPastePort } from './register-paste';
import { recordingApi } from './testing/recording-api';

const body: PasteBody = {
  pasteId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  changes: [{ assetId: 3, base: { description: 'Fan' }, values: { description: 'Ceiling fan' } }],
  additions: [{ description: 'Lift' }],
};
const answer: PasteAnswer = {
  pasteId: body.pasteId,
  changedCount: 1,
  addedCount: 1,
  flaggedCount: 1,
  unknownCodes: { taxCodes: [], categories: [], methods: [] },
  alreadyPasted: false,
  message: '1 asset changed and 1 asset added.',
};

describe('HttpRegisterPastePort (docs/api.md "Paste from Excel")', () => {
  it('POST …/{id}/pasteModelAssets with the changes and additions', async () => {
    const { api, calls } = recordingApi({ 'post /depreciationReports/7/pasteModelAssets': answer });
    expect(await new HttpRegisterPastePort(api).pasteRows(7, body)).toEqual(answer);
    expect(calls).toEqual([
      { method: 'post', path: '/depreciationReports/7/pasteModelAssets', body, params: undefined },
    ]);
  });

  it('an answer without its counts, or a refusal, answers null with the reason (issue #10)', async () => {
    const odd = recordingApi({ 'post /depreciationReports/7/pasteModelAssets': { message: 'ok' } });
    expect(await new HttpRegisterPastePort(odd.api).pasteRows(7, body)).toBeNull();
    const refusal = { status: 409, message: 'Asset 3 was changed by someone else after the paste was read.' };
    const refused = recordingApi({}, { 'post /depreciationReports/7/pasteModelAssets': refusal });
    const port = new HttpRegisterPastePort(refused.api);
    expect(await port.pasteRows(7, body)).toBeNull();
    expect(port.lastFailure()).toEqual(refusal);
  });
});
