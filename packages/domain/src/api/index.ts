export * from './asset';
export * from './client-config';
export * from './report';
