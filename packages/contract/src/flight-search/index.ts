export * from './search';
export * from './sort';
