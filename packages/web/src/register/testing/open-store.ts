import type { Report } from '@taxdep/domain';
import { RegisterStore } from '../store/RegisterStore';
import { FakeRegisterPort, MemorySession, makeRegisterReport } from './fake-port';

/** A register store over a fake port, opened on a report as the tab does, with no search delay. */
export async function openRegisterStore(
  port = new FakeRegisterPort(),
  session = new MemorySession(),
  report: Report = makeRegisterReport(),
) {
  const store = new RegisterStore(port, session, { searchDelayMs: 0 });
  await store.open(report);
  return { store, port, session };
}

/** Lets the promises and timers queued so far run (a confirmation asked, an answer shown). */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
