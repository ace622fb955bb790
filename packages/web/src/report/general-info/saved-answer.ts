import type { Report, ReportUpdate } from '@taxdep/domain';
import { toJS } from 'mobx';

const SECTIONS = ['instructions', 'propertyInfo', 'reportingInfo', 'taxpayer'] as const;
const PASSED_THROUGH = ['statusId', 'status', 'reportStatusId', 'reportStatus'] as const;

/**
 * Takes the service's answer to a save into the form without losing typing done while the save ran:
 * a field still holding what was sent takes the saved value (so a concurrent change by someone else
 * shows up), a field edited since keeps the user's value. The version is adopted with the values, so the
 * next save only claims the fields this user changed.
 */
export function applySavedAnswer(local: Report, sent: ReportUpdate, answer: Report | null): void {
  if (!answer || typeof answer !== 'object') return;
  for (const section of SECTIONS) {
    const saved = answer[section] as unknown as Record<string, unknown> | undefined;
    if (!saved || typeof saved !== 'object') return;
    const mine = local[section] as unknown as Record<string, unknown>;
    const before = sent[section] as unknown as Record<string, unknown>;
    for (const key of Object.keys(mine)) {
      if (key in saved && mine[key] === before[key]) mine[key] = saved[key];
    }
  }
  for (const key of PASSED_THROUGH) {
    if (key in answer) (local as unknown as Record<string, unknown>)[key] = answer[key];
  }
  if (typeof answer.readOnly === 'boolean') local.readOnly = answer.readOnly;
  if (typeof answer.version === 'number') local.version = answer.version;
}

/** The PUT body: the whole report without the readOnly flag (docs/product/calls.md); status fields pass through unchanged. */
export function toUpdate(report: Report): ReportUpdate {
  const { readOnly: _readOnly, ...update } = toJS(report);
  return update;
}
