export * from './client';
export * from './reports';
export * from './register';
