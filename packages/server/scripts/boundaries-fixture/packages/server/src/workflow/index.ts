export { workflowSteps } from './steps';
