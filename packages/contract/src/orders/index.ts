export * from './statuses';
export * from './fields';
export * from './search';
export * from './detail';
export * from './actions';
export * from './export';
export * from './preferences';
export * from './payment';
