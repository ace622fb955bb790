export * from './browser-navigation';
export * from './msal-identity';
export * from './product-token-claims';
export * from './product-token-client';
export * from './token-renewal';
