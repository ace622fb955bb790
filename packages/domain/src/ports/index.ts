export * from './api-client';
export * from './auth';
export * from './calculations';
export * from './navigation';
export * from './register';
export * from './reports';
export * from './storage';
