import { GeneralInfoStore } from '../general-info/GeneralInfoStore';
import { ReportStore } from '../ReportStore';
import { FakeReportsPort, makeReport } from './fakes';

/** A loaded report with its General Info store over a fake port. */
export async function setupGeneralInfo(report = makeReport()) {
  const port = new FakeReportsPort(report);
  const reportStore = new ReportStore(port);
  await reportStore.load(report.depreciationReportId);
  const store = new GeneralInfoStore(port, reportStore, { typingDelayMs: 500 });
  return { port, reportStore, store };
}

/** Lets queued promise callbacks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
