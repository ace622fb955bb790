export const findReport = () => 'the report row';
