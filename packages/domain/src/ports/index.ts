export * from './api-client';
export * from './auth';
export * from './navigation';
export * from './reports';
export * from './storage';
export * from './register';
