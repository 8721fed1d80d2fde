export * from './mailboxes';
export * from './thresholds';
