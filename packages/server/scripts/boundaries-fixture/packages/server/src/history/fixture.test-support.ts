// A test's helper may set up through another feature's internals: no violation.
import { findReport } from '../reports/repository';

export const historyFixture = () => findReport();
