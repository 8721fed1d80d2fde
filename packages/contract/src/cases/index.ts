export * from './kernel';
export * from './refunds';
export * from './passenger-changes';
export * from './ticket-changes';
export * from './rebooks';
export * from './disruptions';
export * from './order-cases';
export * from './queue';
