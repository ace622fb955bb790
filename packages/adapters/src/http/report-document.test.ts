import type { ApiClient, ApiFailure } from '@taxdep/domain/ports';
import { describe, expect, it } from 'vitest';
import { HttpReportDocumentPort } from './report-document';
import { recordingApi } from './testing/recording-api';

const STATUS = {
  reportId: 7,
  state: 'generating',
  revision: { generalInfoVersion: 1, registerRevision: '0/0' },
  job: null,
  document: null,
};

function downloading(
  answer: { blob: Blob; fileName: string | null } | null,
  failure: ApiFailure | null = null,
) {
  const { api, calls } = recordingApi({
    'get /depreciationReports/7/report-document': STATUS,
    'get /depreciationReports/7/regenerate-report': STATUS,
  });
  const paths: string[] = [];
  const client: ApiClient = {
    ...api,
    async download(path) {
      paths.push(path);
      return answer;
    },
    lastFailure: () => failure,
  };
  return { port: new HttpReportDocumentPort(client), paths, calls };
}

describe('HttpReportDocumentPort (docs/api.md "Report documents")', () => {
  it('answers the PDF of the preview with the file name of Content-Disposition, else report.pdf', async () => {
    const blob = new Blob(['%PDF-1.7\n'], { type: 'application/pdf' });
    const named = downloading({ blob, fileName: 'FY25.pdf' });
    expect(await named.port.preview(7)).toEqual({ kind: 'pdf', file: { blob, fileName: 'FY25.pdf' } });
    expect(named.paths).toEqual(['/depreciationReports/7/preview']);
    const unnamed = downloading({ blob, fileName: null });
    expect(await unnamed.port.preview(7)).toEqual({ kind: 'pdf', file: { blob, fileName: 'report.pdf' } });
  });

  it('answers the state when the preview is not ready (202), by type or by content', async () => {
    const typed = new Blob([JSON.stringify(STATUS)], { type: 'application/json; charset=utf-8' });
    expect(await downloading({ blob: typed, fileName: null }).port.preview(7)).toEqual({
      kind: 'pending',
      status: STATUS,
    });
    const untyped = new Blob([JSON.stringify(STATUS)]);
    expect(await downloading({ blob: untyped, fileName: null }).port.preview(7)).toEqual({
      kind: 'pending',
      status: STATUS,
    });
  });

  it('reads the state and regenerates through their calls; a failure answers null with its reason', async () => {
    const { port, calls } = downloading(null, { status: 404, message: 'Report 7 does not exist.' });
    expect(await port.status(7)).toEqual(STATUS);
    expect(await port.regenerate(7)).toEqual(STATUS);
    expect(calls.map((call) => call.path)).toEqual([
      '/depreciationReports/7/report-document',
      '/depreciationReports/7/regenerate-report',
    ]);
    expect(await port.preview(7)).toBeNull();
    expect(port.lastFailure()).toEqual({ status: 404, message: 'Report 7 does not exist.' });
  });
});
