// The other half of the folder ring reports ↔ workflow.
import { getReport } from '../reports';

export const moveReport = () => getReport();
