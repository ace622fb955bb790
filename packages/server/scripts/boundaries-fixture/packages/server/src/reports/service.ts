import { findReport } from './repository';

export const getReport = () => findReport();
