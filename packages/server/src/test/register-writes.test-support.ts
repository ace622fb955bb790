import { randomUUID } from 'node:crypto';
import type { RegisterAsset } from '@taxdep/domain';
import type { TestApp } from './app';

/** What the register's write calls act on: a report with one asset, a demolition and a label, and an earlier report. */
export interface RegisterWriteTargets {
  reportId: number;
  /** An earlier report of the same property, with a register to copy. */
  previousId: number;
  asset: RegisterAsset;
  demolitionId: number;
  labelId: number;
}

/**
 * Every call that writes to a report's register, as `call` makes it, named: the read-only refusals
 * (assets/read-only.test.ts) and the per-user ones (workflow/edit-permission.test.ts) walk the same list, so a new
 * write call added here is refused-tested by both.
 */
export function registerWrites(
  call: TestApp['call'],
  targets: RegisterWriteTargets,
): [string, () => ReturnType<TestApp['call']>][] {
  const { reportId, previousId, asset, demolitionId, labelId } = targets;
  return [
    [
      'save asset',
      () => call('POST', '/depreciationReports/modelAssets', { ...asset, description: 'changed' }),
    ],
    ['add asset', () => call('POST', '/depreciationReports/modelAssets', { ...asset, id: 0 })],
    [
      'delete selection',
      () => call('POST', `/depreciationReports/${reportId}/modelAssets/deleteAll`, { ids: [asset.id] }),
    ],
    ['delete all', () => call('DELETE', `/depreciationReports/modelAssets/all/${reportId}`)],
    [
      'save demolition',
      () =>
        call('POST', '/depreciationReports/modelAssets/demolitionDates', {
          id: demolitionId,
          modelAsset: { id: asset.id, depreciationReportId: reportId },
          demoDate: '2024-06-30',
          rate: 20,
        }),
    ],
    [
      'add demolition',
      () =>
        call('POST', '/depreciationReports/modelAssets/demolitionDates', {
          modelAsset: { id: asset.id, depreciationReportId: reportId },
          demoDate: null,
          rate: null,
        }),
    ],
    [
      'delete demolition',
      () => call('DELETE', `/depreciationReports/${reportId}/modelAssets/assetDemolitions/${demolitionId}`),
    ],
    [
      'save label',
      () =>
        call('POST', '/depreciationReports/abandonment-label', {
          id: labelId,
          depreciationReportId: reportId,
          label: 'B',
        }),
    ],
    [
      'add label',
      () =>
        call('POST', '/depreciationReports/abandonment-label', [
          { depreciationReportId: reportId, label: 'C' },
        ]),
    ],
    ['delete label', () => call('DELETE', `/depreciationReports/abandonment-label/${labelId}`)],
    [
      'map label',
      () =>
        call('POST', '/depreciationReports/modelAssets/model-abandonment-label', {
          modelAssetId: asset.id,
          abandonmentLabelId: labelId,
          assetCode: 'A0004',
        }),
    ],
    [
      'output columns',
      () =>
        call('POST', '/depreciation-reports/model-asset-display-flags', {
          depreciationReportId: reportId,
          columns: [{ columnIdentifier: 'locationFlag', display: false }],
        }),
    ],
    [
      'copy register',
      () =>
        call('POST', `/depreciationReports/${reportId}/copyAssetRegister`, { sourceReportId: previousId }),
    ],
    [
      // Issue 16: a paste from Excel, one change and one addition (paste/paste.test.ts).
      'paste',
      () =>
        call('POST', `/depreciationReports/${reportId}/pasteModelAssets`, {
          pasteId: randomUUID(),
          changes: [{ assetId: asset.id, base: {}, values: { description: 'pasted' } }],
          additions: [{ assetCode: 'A0004', description: 'pasted' }],
        }),
    ],
  ];
}
