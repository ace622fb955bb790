// Composition root: a feature's routes through its index (fine) and past it (the bad import).
import { reportRoutes } from './reports/routes';
import { workflowSteps } from './workflow';

export const routes = [reportRoutes, workflowSteps];
