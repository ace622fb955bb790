export * from './asset';
export * from './calls';
export * from './client-config';
export * from './report';
export * from './report-calls';
export * from './requests';
export * from './wire-limits';
