export * from './kernel';
export * from './refunds';
export * from './passenger-changes';
export * from './ticket-changes';
export * from './order-cases';
