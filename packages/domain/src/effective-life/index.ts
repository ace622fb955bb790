export * from './csv-text';
export * from './load-plan';
export * from './rulings';
export * from './table-file';
