export * from './browser-store';
