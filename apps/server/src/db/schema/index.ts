export * from './users';
export * from './auth';
export * from './balance';
export * from './airlines';
export * from './mailboxes';
export * from './thresholds';
export * from './mail';
export * from './orders';
