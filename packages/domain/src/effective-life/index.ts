export * from './csv-text';
export * from './load-plan';
export * from './table-file';
export * from './rulings';
