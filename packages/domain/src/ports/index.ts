export * from './api-client';
export * from './auth';
export * from './calculations';
export * from './csv-reader';
export * from './navigation';
export * from './register';
export * from './reports';
export * from './storage';
