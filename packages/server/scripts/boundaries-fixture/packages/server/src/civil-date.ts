// Plumbing below the features reaching up into one (the bad import), through its index.
import { workflowSteps } from './workflow';

export const civilDate = () => workflowSteps();
