export * from './calculations';
export * from './client';
export * from './register';
export * from './reports';
