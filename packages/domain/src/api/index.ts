export * from './asset';
export * from './report';
