export const workflowSteps = () => ['submitted'];
