// Half of the folder ring reports ↔ workflow: each file imports the other through its index.
import { workflowSteps } from '../workflow';

export const reportRoutes = () => workflowSteps();
