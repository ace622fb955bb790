// A feature past another's index, into its repository (the bad import).
import { findReport } from '../reports/repository';

export const reportHistory = () => findReport();
