export * from './calculations';
export * from './client';
export * from './portal';
export * from './register';
export * from './register-export';
export * from './register-import';
export * from './report-document';
export * from './reports';
