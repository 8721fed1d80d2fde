export * from './wrapper-url';
export * from './wrappers';
