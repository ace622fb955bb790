import type { UploadAnswer, UploadBody } from '@taxdep/domain';
import { describe, expect, it } from 'vitest';
import { HttpRegisterImportPort } from './register-import';
import { recordingApi } from './testing/recording-api';

const body: UploadBody = {
  uploadId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  rows: [{ 'ATO Code': '1234', 'Asset Description': 'Oven' }],
};
const answer: UploadAnswer = {
  uploadId: body.uploadId,
  uploadedCount: 1,
  invalidCount: 1,
  flaggedCount: 1,
  demolitionCount: 0,
  unknownCodes: { taxCodes: [], categories: [], methods: [] },
  alreadyUploaded: false,
  message: '1 Records have been successfully uploaded.',
};

describe('HttpRegisterImportPort (docs/api.md "Import upload")', () => {
  it('POST …/{id}/uploadModelAssets with the uploadId and the staged rows', async () => {
    const { api, calls } = recordingApi({ 'post /depreciationReports/7/uploadModelAssets': answer });
    expect(await new HttpRegisterImportPort(api).uploadRows(7, body)).toEqual(answer);
    expect(calls).toEqual([
      { method: 'post', path: '/depreciationReports/7/uploadModelAssets', body, params: undefined },
    ]);
  });

  it('an answer without its count, or a refusal, answers null with the reason (issue #10)', async () => {
    const odd = recordingApi({ 'post /depreciationReports/7/uploadModelAssets': { message: 'ok' } });
    const port = new HttpRegisterImportPort(odd.api);
    expect(await port.uploadRows(7, body)).toBeNull();
    expect(port.lastFailure()).toBeNull();
    const refusal = { status: 409, message: 'Report 7 is read-only; nothing was imported.' };
    const refused = recordingApi({}, { 'post /depreciationReports/7/uploadModelAssets': refusal });
    const refusedPort = new HttpRegisterImportPort(refused.api);
    expect(await refusedPort.uploadRows(7, body)).toBeNull();
    expect(refusedPort.lastFailure()).toEqual(refusal);
  });
});
